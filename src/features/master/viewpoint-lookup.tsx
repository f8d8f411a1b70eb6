import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewpointListModel } from './use-viewpoint-list';
import type { Category } from './viewpoint-types';
import * as styles from './master.module.css';

/** The keyword lookup with the popular keywords. `id` prefixes the ids (the list's useId). */
export function ViewpointLookup({ id, list }: { id: string; list: ViewpointListModel }) {
  const { t } = useTranslation('master');
  const { state, draft, setDraft, suggestions, go } = list;
  // A search landmark, not a <form>: the lookup runs on the build's data in the browser, so there is
  // nothing to send anywhere (every <form> of the site posts to the API). Enter looks up, as the button.
  return (
    <div className={styles.lookup} role="search">
      <label htmlFor={`${id}-k`}>{t('lookup.label')}</label>
      <div className={styles.lookupRow}>
        <input
          id={`${id}-k`}
          type="search"
          value={draft}
          maxLength={50}
          placeholder={t('lookup.placeholder')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            go({ ...state, keyword: draft, page: 1 });
          }}
        />
        <button type="button" className="btn btn-primary" onClick={() => go({ ...state, keyword: draft, page: 1 })}>
          {t('lookup.submit')}
        </button>
      </div>
      <div className={styles.suggestions}>
        <span>{t('lookup.popular')}</span>
        {suggestions.map((k) => (
          <button key={k} type="button" onClick={() => go({ ...state, keyword: k, page: 1 })}>
            {k}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The categories as toggle buttons ('All' first). */
export function CategoryChips({ id, list, categories }: { id: string; list: ViewpointListModel; categories: readonly Category[] }) {
  const { t } = useTranslation('master');
  const { state, go } = list;
  return (
    <section aria-labelledby={`${id}-cat`} className={styles.block}>
      <h2 id={`${id}-cat`}>{t('byCategory')}</h2>
      <ul className={styles.chips}>
        <li>
          <button
            type="button"
            aria-pressed={state.category === null && state.tutor === null}
            onClick={() => go({ ...state, category: null, tutor: null, page: 1 })}
          >
            {t('all')}
          </button>
        </li>
        {categories.map((c) => (
          <li key={c.apiId}>
            <button
              type="button"
              aria-pressed={state.category === c.apiId}
              onClick={() => go({ ...state, category: c.apiId, tutor: null, page: 1 })}
            >
              {c.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
