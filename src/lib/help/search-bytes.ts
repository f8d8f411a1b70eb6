/**
 * What a visitor's first search downloads from a published help search index: the manifest, the term
 * shards, typo lists and articles the engine (search.ts) asks for. Node only: used by the scale test and
 * scripts/search-budget.ts, never by a page.
 *
 * A file is counted as the server sends it: its gzip copy (gatsby/precompress.ts writes one at level 9
 * beside every text file of 1 KB or more), or the file itself when it is smaller.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createSearch, type SearchManifest, type SearchResult } from './search';
import type { Language } from '../../i18n/languages';

/** Bytes on the wire for a file's contents, or its precompressed copy's size when given. */
export function sentBytes(contents: Buffer | string, gzipCopy?: number): number {
  const raw = typeof contents === 'string' ? Buffer.from(contents) : contents;
  if (raw.length < 1024) return raw.length;
  return gzipCopy ?? zlib.gzipSync(raw, { level: 9 }).length;
}

/** Reads a published file by its URL path: its contents and, when the build wrote one, its gzip copy's size. */
export type ReadPublished = (urlPath: string) => Promise<{ contents: Buffer | string; gzipCopy?: number }>;

export interface Download {
  query: string;
  /** Every query typed on the way: 'w', 'we', 'wei'… (the panel searches on each keystroke), or the query alone. */
  typed: boolean;
  bytes: number;
  files: { path: string; bytes: number }[];
  results: SearchResult[];
  /** Milliseconds to answer the last query with every file already read (parsing included), best of three. */
  ms: number;
}

/**
 * The bytes of a first search for `query` on a fresh page: the manifest at `manifestPath`, then every file
 * the engine loads. With `typed`, the query is searched as typed, one more character at a time.
 */
export async function firstSearch(read: ReadPublished, manifestPath: string, query: string, typed = false): Promise<Download> {
  const files: { path: string; bytes: number }[] = [];
  const cache = new Map<string, string>();
  const fetchText = async (urlPath: string) => {
    const { contents, gzipCopy } = await read(urlPath);
    files.push({ path: urlPath, bytes: sentBytes(contents, gzipCopy) });
    const text = contents.toString();
    cache.set(urlPath, text);
    return text;
  };
  const manifest = JSON.parse(await fetchText(manifestPath)) as SearchManifest;
  const search = createSearch(manifest, async (url) => JSON.parse(cache.get(url) ?? (await fetchText(url))) as unknown);
  const queries = typed ? [...query].map((_, i) => query.slice(0, i + 1)) : [query];
  let results: SearchResult[] = [];
  for (const q of queries) results = await search(q);
  // Time the last query again on a fresh engine whose files are all read already: the work a browser does
  // once the bytes have arrived (parsing them included). The best of three, so a garbage collection of
  // the measuring process's own heap is not counted.
  let ms = Infinity;
  for (let i = 0; i < 3; i++) {
    const again = createSearch(manifest, async (url) => JSON.parse(cache.get(url)!) as unknown);
    const start = performance.now();
    await again(query);
    ms = Math.min(ms, performance.now() - start);
  }
  return { query, typed, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files, results, ms };
}

/** The most a first search may download (gzip): the help centre's budget, at any size. */
export const FIRST_SEARCH_BUDGET = 150 * 1024;

export interface BudgetQuery {
  query: string;
  /** Count every query on the way: the panel searches on each keystroke. */
  typed?: boolean;
}

/**
 * Queries whose first search the budget holds, in a language: `budget-queries/<lang>.json` beside this
 * file. Two-letter prefixes (what the first keystrokes ask), common words, mixed and long queries, typos;
 * `typed` only where a language is typed a letter at a time (Chinese comes through an input method, a word
 * at a time). A language without its file stops the budget and the scale test, naming the file.
 */
export function budgetQueries(lang: Language): BudgetQuery[] {
  const file = path.join(__dirname, 'budget-queries', `${lang}.json`);
  if (!fs.existsSync(file)) throw new Error(`no search budget queries for "${lang}": write ${path.relative(process.cwd(), file)}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BudgetQuery[];
}

/** One line of figures for a download. */
export function describeDownload(d: Download): string {
  const kinds = new Map<string, number>();
  for (const f of d.files) {
    const name = f.path.split('/').pop()!;
    const kind = /^\d+\.json$/.test(name) ? 'articles' : /^t\d/.test(name) ? 'shards' : /^w/.test(name) ? 'typo lists' : 'manifest';
    kinds.set(kind, (kinds.get(kind) ?? 0) + f.bytes);
  }
  const parts = [...kinds].map(([k, v]) => `${k} ${(v / 1024).toFixed(1)}`).join(', ');
  const label = `${JSON.stringify(d.query)}${d.typed ? ' typed' : ''}`;
  return `${label.padEnd(36)} ${(d.bytes / 1024).toFixed(1).padStart(6)} KB in ${String(d.files.length).padStart(2)} files (${parts}); ${d.ms.toFixed(1)} ms`;
}
