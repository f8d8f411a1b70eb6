import React, { useId, useMemo, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSource } from '../../components/picture';
import { imageData } from '../../components/picture';
import { PagedCards } from '../../components/list/paged-cards';
import { useUrlSearch } from '../../components/list/use-url-search';
import { formatNumber } from '../../lib/format';
import { localizedPath, type Language } from '../../i18n/languages';
import { listPagePath, paginate, TEMPLATES_PER_PAGE } from '../../lib/listing';
import {
  CATEGORIES_BEFORE_MORE,
  TEMPLATE_KINDS,
  filterTemplates,
  initialTemplateState,
  parseTemplateQuery,
  templateQuery,
  type FilterableTemplate,
  type TemplateCategory,
  type TemplateListState,
} from './template-filter';
import * as styles from './templates.module.css';

export interface ListedTemplate extends FilterableTemplate {
  timesUsed: number;
  coverFile: ImageSource | null;
}

/**
 * The template list: keyword search over the build's data (no server round trip), tabs of category kinds,
 * a category row with More/Less, pages with First/Last. The state lives in the query string.
 */
export function TemplateList({
  lang,
  page = 1,
  templates,
  categories,
}: {
  lang: Language;
  /** The page this built page shows (`/template/page/N`) when the query names none. */
  page?: number;
  templates: readonly ListedTemplate[];
  categories: readonly TemplateCategory[];
}) {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation('common');
  const [search, push] = useUrlSearch();
  const [pending, startTransition] = useTransition();
  const [expanded, setExpanded] = useState(false);
  // The built page's number holds until the visitor filters (the filtered list lives on /template).
  const [builtPage, setBuiltPage] = useState(page);
  const state = useMemo(
    () => (search ? parseTemplateQuery(search, categories) : { ...initialTemplateState, page: builtPage }),
    [search, categories, builtPage],
  );
  const found = useMemo(() => filterTemplates(templates, state), [templates, state]);
  const slice = paginate(found, state.page, TEMPLATES_PER_PAGE);
  const id = useId();

  const go = (next: TemplateListState, options?: { replace?: boolean }) => {
    setBuiltPage(1);
    startTransition(() => push(templateQuery(next), options));
  };
  // The plain list's pages are built pages; a filtered list's pages are its query.
  const hrefFor = (target: number) => {
    const q = templateQuery({ ...state, page: target });
    return templateQuery({ ...state, page: 1 }) ? `?${q}` : localizedPath(listPagePath('/template', target), lang);
  };
  const row = categories.filter((c) => c.kind === state.kind);
  const selectedHidden = state.category !== null && row.findIndex((c) => c.apiId === state.category) >= CATEGORIES_BEFORE_MORE;
  const open = expanded || selectedHidden;
  const shown = open ? row : row.slice(0, CATEGORIES_BEFORE_MORE);

  return (
    <div className={styles.list}>
      {/* A search landmark, not a <form>: the list filters as the visitor types, on the build's data, so there
          is nothing to send (every <form> of the site posts to the API). */}
      <div className={styles.search} role="search">
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={state.q}
          maxLength={50}
          placeholder={t('search.placeholder')}
          onChange={(e) => go({ ...state, q: e.target.value, page: 1 }, { replace: true })}
        />
      </div>

      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
        {TEMPLATE_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            id={`${id}-tab-${kind}`}
            aria-selected={state.kind === kind}
            aria-controls={`${id}-panel`}
            onClick={() => {
              setExpanded(false);
              go({ ...state, kind, category: null, page: 1 });
            }}
          >
            {t(`tabs.${kind}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${state.kind}`} className={styles.panel}>
        <p className="visually-hidden">{t('categories')}</p>
        <ul className={styles.categories}>
          <li>
            <button type="button" aria-pressed={state.category === null} onClick={() => go({ ...state, category: null, page: 1 })}>
              {t('all')}
            </button>
          </li>
          {shown.map((c) => (
            <li key={c.apiId}>
              <button type="button" aria-pressed={state.category === c.apiId} onClick={() => go({ ...state, category: c.apiId, page: 1 })}>
                {c.name}
              </button>
            </li>
          ))}
        </ul>
        {row.length > CATEGORIES_BEFORE_MORE && !selectedHidden && (
          <button type="button" className={styles.more} aria-expanded={open} onClick={() => setExpanded(!expanded)}>
            {open ? t('less') : t('more')}
          </button>
        )}
      </div>

      <PagedCards
        slice={slice}
        cards={slice.items.map((tpl) => ({
          key: tpl.apiId,
          to: `/template/${tpl.apiId}`,
          title: tpl.name,
          summary: tpl.description,
          cover: imageData(tpl.coverFile),
          footer: <span>{tc('template.used', { formatted: formatNumber(tpl.timesUsed) })}</span>,
        }))}
        pending={pending}
        pendingClass={styles.pending}
        empty={t('empty', { query: state.q })}
        hrefFor={hrefFor}
        onPage={(page) => {
          go({ ...state, page });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
