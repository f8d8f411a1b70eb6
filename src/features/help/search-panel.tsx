import React from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../../lib/help/search';
import type { Engine } from '../../lib/help/search-index';
import * as styles from './help-search.module.css';

/** A text with the search terms it matched marked. */
function Marked({ text, terms, engine }: { text: string; terms: string[]; engine: Engine }) {
  return (
    <>
      {engine
        .highlight(text, terms)
        .map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
    </>
  );
}

/**
 * The search box's drop-down: loading, failure or no match, else the results as a listbox whose options
 * carry `listId`-prefixed ids (the box's aria-activedescendant points at the active one). Until a query is
 * `answered`, the previous query's results stay (or, if there are none, the loading line shows).
 */
export function SearchPanel({
  listId,
  query,
  status,
  engine,
  results,
  answered,
  active,
  setActive,
  go,
}: {
  listId: string;
  query: string;
  status: 'idle' | 'loading' | 'failed';
  engine: Engine | null;
  results: SearchResult[];
  answered: boolean;
  active: number;
  setActive: (i: number) => void;
  go: (r: SearchResult) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.panel}>
      {(status === 'loading' || (status === 'idle' && engine !== null && !answered && results.length === 0)) && (
        <p className={styles.status}>{t('help.search.loading')}</p>
      )}
      {status === 'failed' && (
        <p className={styles.status} role="alert">
          {t('help.search.failed')}
        </p>
      )}
      {engine && answered && results.length === 0 && (
        <p className={styles.status} role="status">
          {t('help.search.empty', { query: query.trim() })}
        </p>
      )}
      {results.length > 0 && (
        <ul id={listId} role="listbox" aria-label={t('help.search.results', { count: results.length })}>
          {results.map((r, i) => (
            <li
              key={r.id}
              id={`${listId}-${r.id}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? styles.active : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                go(r);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <strong>
                <Marked text={r.title} terms={r.matched} engine={engine!} />
              </strong>
              <small>{r.crumbs}</small>
              <span>
                <Marked text={r.snippet} terms={r.matched} engine={engine!} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
