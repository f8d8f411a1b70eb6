import type { Language } from '../../i18n/languages';
import type { SearchManifest, SearchResult } from './search';

export type Engine = typeof import('./search');

/** A language's index, ready to search: the engine and its manifest arrive on first use, off the page's first load. */
export interface Loaded {
  engine: Engine;
  /** Results for `query`, best first; loads the term shards and articles the query needs. */
  search(query: string): Promise<SearchResult[]>;
}

/**
 * Where the browser finds a language's manifest (written by gatsby/help-search-index.ts). Revalidated on
 * every use, unlike the content-hashed files it names.
 */
export const searchManifestPath = (lang: string) => `/help-search/${lang}.json`;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json() as Promise<unknown>;
}

const indexes = new Map<string, Promise<Loaded>>();

/**
 * The engine's code, fetched ahead of a search (the same size whatever the help centre's size). The
 * manifest is not: it grows with the help centre (17 KB gzip at 5,000 articles a language), so it waits
 * for a visitor who reaches for the search box.
 */
export const preloadEngine = (): Promise<Engine> => import('./search');

/** The language's index, set up once per visit (the manifest and the engine's code, nothing else yet). */
export function loadIndex(lang: Language): Promise<Loaded> {
  if (!indexes.has(lang)) {
    const request = Promise.all([fetchJson(searchManifestPath(lang)), preloadEngine()]).then(([manifest, engine]) => {
      const search = engine.createSearch(manifest as SearchManifest, fetchJson);
      return { engine, search: (query: string) => search(query) };
    });
    request.catch(() => indexes.delete(lang));
    indexes.set(lang, request);
  }
  return indexes.get(lang)!;
}
