import type { Language } from '../../i18n/languages';
import type { SearchIndex } from './search';

export type Engine = typeof import('./search');

/** The loaded index with the code that searches it: both arrive on first use, off the page's first load. */
export interface Loaded {
  index: SearchIndex;
  engine: Engine;
}

const indexes = new Map<string, Promise<Loaded>>();

/** The language's index, fetched once per visit (built into public/ by gatsby/help-search-index.ts). */
export function loadIndex(lang: Language): Promise<Loaded> {
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
