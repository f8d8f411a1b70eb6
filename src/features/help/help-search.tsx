import React, { useEffect, useId, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localizedPath, type Language } from '../../i18n/languages';
import type { SearchIndex, SearchResult } from './search';
import * as styles from './help-search.module.css';

type Engine = typeof import('./search');

/** The search box's id: the help layout's 'skip to search' link leads here (one search box a page). */
export const HELP_SEARCH_ID = 'help-search';

/** The loaded index with the code that searches it: both arrive on first use, off the page's first load. */
interface Loaded {
  index: SearchIndex;
  engine: Engine;
}

const indexes = new Map<string, Promise<Loaded>>();

/** The language's index, fetched once per visit (built into public/ by gatsby/help-search-index.ts). */
function loadIndex(lang: Language): Promise<Loaded> {
  if (!indexes.has(lang)) {
    const index = fetch(`/help-search-${lang}.json`).then((r) => {
      if (!r.ok) throw new Error(String(r.status));
      return r.json() as Promise<SearchIndex>;
    });
    const request = Promise.all([index, import('./search')]).then(([i, engine]) => ({ index: i, engine }));
    request.catch(() => indexes.delete(lang));
    indexes.set(lang, request);
  }
  return indexes.get(lang)!;
}

function Marked({ text, terms, engine }: { text: string; terms: string[]; engine: Engine }) {
  return (
    <>
      {engine
        .highlight(text, terms)
        .map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
    </>
  );
}

/** Search across every help article of the visitor's language; '/' or Ctrl/⌘+K focuses it. */
export function HelpSearch({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName);
      if ((e.key === '/' && !typing) || (e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey))) {
        e.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const ensureIndex = () => {
    if (loaded || state === 'loading') return;
    setState('loading');
    loadIndex(lang).then(
      (l) => {
        setLoaded(l);
        setState('idle');
      },
      () => setState('failed'),
    );
  };

  const results: SearchResult[] = loaded && query.trim() ? loaded.engine.searchIndex(loaded.index, query) : [];
  const go = (r: SearchResult) => {
    setOpen(false);
    void navigate(localizedPath(`/help/${r.id}`, lang));
  };

  return (
    <div className={styles.search} role="search">
      <label htmlFor={HELP_SEARCH_ID} className="visually-hidden">
        {t('help.search.label')}
      </label>
      <input
        ref={input}
        id={HELP_SEARCH_ID}
        type="search"
        role="combobox"
        aria-expanded={open && query.trim() !== ''}
        aria-controls={listId}
        aria-activedescendant={results[active] ? `${listId}-${results[active]!.id}` : undefined}
        aria-describedby={`${listId}-hint`}
        autoComplete="off"
        placeholder={t('help.search.placeholder')}
        value={query}
        onFocus={() => {
          ensureIndex();
          setOpen(true);
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, results.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && results[active]) {
            e.preventDefault();
            go(results[active]!);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <span id={`${listId}-hint`} className={styles.hint} aria-hidden="true">
        /
      </span>
      {open && query.trim() !== '' && (
        <div className={styles.panel}>
          {state === 'loading' && <p className={styles.status}>{t('help.search.loading')}</p>}
          {state === 'failed' && (
            <p className={styles.status} role="alert">
              {t('help.search.failed')}
            </p>
          )}
          {loaded && results.length === 0 && (
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
                    <Marked text={r.title} terms={r.matched} engine={loaded!.engine} />
                  </strong>
                  <small>{r.crumbs}</small>
                  <span>
                    <Marked text={r.snippet} terms={r.matched} engine={loaded!.engine} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
