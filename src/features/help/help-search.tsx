import React, { useEffect, useId, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localizedPath, type Language } from '../../i18n/languages';
import type { SearchResult } from '../../lib/help/search';
import { loadIndex, preloadEngine, type Loaded } from '../../lib/help/search-index';
import { useIdle } from '../../lib/use-idle';
import { SearchPanel } from './search-panel';
import * as styles from './help-search.module.css';

/** The search box's id: the help layout's 'skip to search' link leads here (one search box a page). */
export const HELP_SEARCH_ID = 'help-search';

/** Search across every help article of the visitor's language; '/' or Ctrl/⌘+K focuses it. */
export function HelpSearch({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  /** The latest answer, and the query it answers: shown until the next query's answer arrives. */
  const [answer, setAnswer] = useState<{ query: string; results: SearchResult[] } | null>(null);
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

  // Once the page is idle, the engine's code (2.4 KB gzip, whatever the help centre's size) is fetched; the
  // manifest, which grows with the help centre, when the pointer comes over the box or it takes focus. A
  // question typed the moment the box takes focus then waits for the manifest and its own shards only
  // (`npm run search:latency`). A failure here is silent: focus tries again, and says so.
  const idle = useIdle(4000);
  useEffect(() => {
    if (idle) preloadEngine().catch(() => {});
  }, [idle]);

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

  // Each query loads the index files it needs; an answer that arrives after a newer query was typed is
  // dropped (the effect's cleanup), so the panel never shows an older query's results over a newer one's.
  const searching = loaded !== null && query.trim() !== '';
  useEffect(() => {
    if (!loaded || query.trim() === '') return;
    let current = true;
    loaded.search(query).then(
      (found) => {
        if (!current) return;
        setAnswer({ query, results: found });
        setState('idle');
      },
      () => {
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, query]);
  const results: SearchResult[] = searching && answer ? answer.results : [];
  /** Whether `results` answer what is in the box (else they are the previous query's, until its answer comes). */
  const answered = searching && answer?.query === query;
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
        onPointerEnter={ensureIndex}
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
          } else if (e.key === 'Enter' && answered && results[active]) {
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
        <SearchPanel
          listId={listId}
          query={query}
          status={state}
          engine={loaded?.engine ?? null}
          results={results}
          answered={answered}
          active={active}
          setActive={setActive}
          go={go}
        />
      )}
    </div>
  );
}
