/**
 * The help search index of one language as the files the browser loads (build side, pure: no file system;
 * gatsby/help-search-index.ts writes them, the tests build them in memory). See search.ts for how they
 * are searched.
 *
 * - `t<i>.json`, term shards: every term with its postings, in key order, cut into files of about
 *   `shardBytes`; the manifest lists where each begins, so a word's shard is found without loading others.
 *   Postings are [gap from the previous article id, weight] pairs.
 * - For a word that begins terms whose postings would weigh more than `mergeAbove` entries in all ('re',
 *   'we': what a visitor's first two letters ask for), the postings of the terms it may stand for (at most
 *   PREFIX_EXTRA letters longer) are merged under `word + MERGED`: one list with at most an entry per
 *   article, instead of every shard from 'we' to 'wez'. The ranking is the same as expanding the prefix.
 * - `w<letter>.json`, typo lists: the terms of three or more letters (no digits) beginning with a letter.
 * - `<id>.json`, one article each (title, crumbs, text): fetched for the results shown, for the snippet.
 *
 * Shards and typo lists are named by a hash of their contents (under /static/: cached for good), and a
 * shard ends where its last key's own hash says (content-defined chunking, as backup tools cut files): an
 * edit changes the postings of the terms it touches, and so the shards holding them, while every other
 * shard keeps its bounds, contents and name. A one-article edit rewrites a few dozen small files, and the
 * build's precompression (gatsby/precompress.ts, brotli) redoes those, not the language's 1,400. Articles
 * keep one address each (`articles`, revalidated): an edit rewrites only its own. The manifest, which
 * names every file, is revalidated too.
 */
import { createHash } from 'node:crypto';
import {
  CJK,
  FORMAT,
  MERGED,
  PREFIX_EXTRA,
  WEIGHTS,
  articleFile,
  encodePostings,
  shardFile,
  tokenize,
  typoFile,
  type SearchDoc,
  type SearchManifest,
} from './search';

export interface SearchFiles {
  manifest: SearchManifest;
  /** Term shards and typo lists: file name (under manifest.base) → contents. */
  files: Map<string, string>;
  /** Article files: file name (under manifest.articles) → contents. */
  articles: Map<string, string>;
}

export interface SearchFilesOptions {
  /** Where the shard folders are published (default `/static/help-search`: cached for good). */
  publicPath?: string;
  /** Where the article folders are published (default `/help-search`, beside the manifests). */
  articlesPath?: string;
  /** Characters of a term shard before the next term starts a new one. */
  shardBytes?: number;
  /** Postings entries of a prefix's terms above which they are merged for it. */
  mergeAbove?: number;
}

/** term → [id, weight, id, weight, …] by id. */
function postingsOf(docs: readonly SearchDoc[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  // Many articles share their crumbs: tokenize each once.
  const crumbTokens = new Map<string, string[]>();
  for (const doc of [...docs].sort((a, b) => a.id - b.id)) {
    const weights = new Map<string, number>();
    const add = (tokens: string[], weight: number) => {
      for (const t of tokens) weights.set(t, (weights.get(t) ?? 0) + weight);
    };
    add(tokenize(doc.title), WEIGHTS.title);
    if (!crumbTokens.has(doc.crumbs)) crumbTokens.set(doc.crumbs, tokenize(doc.crumbs));
    add(crumbTokens.get(doc.crumbs)!, WEIGHTS.crumbs);
    add(tokenize(doc.text), WEIGHTS.text);
    for (const [term, weight] of weights) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(doc.id, weight);
    }
  }
  return postings;
}

/** For every prefix (two letters or more, not a term itself) whose terms weigh more than `mergeAbove`. */
function mergedPrefixes(postings: Map<string, number[]>, mergeAbove: number): Map<string, number[]> {
  const terms = [...postings.keys()].filter((t) => !CJK.test(t)).sort();
  // sizes[i]: entries of terms[0..i).
  const sizes = [0];
  for (const t of terms) sizes.push(sizes.at(-1)! + postings.get(t)!.length / 2);
  const lowerBound = (key: string) => {
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const prefixes = new Set<string>();
  for (const t of terms) for (let n = 2; n < t.length; n++) prefixes.add(t.slice(0, n));
  const merged = new Map<string, number[]>();
  for (const p of prefixes) {
    if (postings.has(p)) continue;
    // Every key that begins with p is in [from, to): what the browser would load without a merged list.
    const from = lowerBound(p);
    const to = lowerBound(`${p}\uffff`);
    if (sizes[to]! - sizes[from]! <= mergeAbove) continue;
    const weights = new Map<number, number>();
    for (let i = from; i < to; i++) {
      if (terms[i]!.length - p.length > PREFIX_EXTRA) continue;
      const list = postings.get(terms[i]!)!;
      for (let j = 0; j < list.length; j += 2) weights.set(list[j]!, (weights.get(list[j]!) ?? 0) + list[j + 1]!);
    }
    merged.set(p + MERGED, [...weights.entries()].sort((a, b) => a[0] - b[0]).flat());
  }
  return merged;
}

/** FNV-1a of a key, as a fraction in [0, 1): where a shard may end, decided by the key alone. */
function keyFraction(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

const contentHash = (contents: string) => createHash('sha256').update(contents).digest('hex').slice(0, 10);

/** The shortest key k with previous < k ≤ first: where a shard begins. */
function boundary(previous: string, first: string): string {
  for (let n = 1; n <= first.length; n++) {
    const k = first.slice(0, n);
    if (k > previous) return k;
  }
  return first;
}

/** Every file of a language's search index, and its manifest. */
export function buildSearchFiles(lang: string, docs: readonly SearchDoc[], options: SearchFilesOptions = {}): SearchFiles {
  const { publicPath = '/static/help-search', articlesPath = '/help-search', shardBytes = 8_000, mergeAbove = 3_000 } = options;
  const ids = new Set(docs.map((d) => d.id));
  if (ids.size !== docs.length || docs.some((d) => !Number.isSafeInteger(d.id) || d.id < 1)) {
    throw new Error(`help search ${lang}: article ids must be distinct positive integers`);
  }
  const postings = postingsOf(docs);
  const keyed = new Map([...postings, ...mergedPrefixes(postings, mergeAbove)]);
  const keys = [...keyed.keys()].sort();

  // Once a shard holds half the target, it ends after a key with probability (the key's entry length /
  // a quarter of the target), decided by the key's hash: shards average about three quarters of
  // `shardBytes` (nine in ten under 1.1×), and where they end depends on the keys, not on the bytes
  // before them, so an edit moves no bound but those of the shards it touches (12 of 2,259 files for a
  // sentence added to one of 5,000 articles, search.test.ts). Never more than twice the target.
  const half = shardBytes / 2;
  const files = new Map<string, string>();
  const shards: string[] = [];
  const shardHashes: string[] = [];
  let entries: string[] = [];
  let size = 0;
  let first = '';
  let previous = '';
  const flush = () => {
    if (entries.length === 0) return;
    const contents = `{${entries.join(',')}}`;
    shards.push(shards.length === 0 ? '' : boundary(previous, first));
    shardHashes.push(contentHash(contents));
    files.set(shardFile(shardHashes.at(-1)!), contents);
    entries = [];
    size = 0;
  };
  let last = '';
  for (const key of keys) {
    const entry = `${JSON.stringify(key)}:${JSON.stringify(encodePostings(keyed.get(key)!))}`;
    if (size > 0 && size + entry.length > 2 * shardBytes) flush();
    if (entries.length === 0) {
      first = key;
      previous = last;
    }
    entries.push(entry);
    size += entry.length;
    last = key;
    if (size >= half && keyFraction(key) < entry.length / (shardBytes / 4)) flush();
  }
  flush();
  if (shards.length === 0) {
    shards.push('');
    shardHashes.push(contentHash('{}'));
    files.set(shardFile(shardHashes[0]!), '{}');
  }

  const typoLists = new Map<string, string[]>();
  for (const term of postings.keys()) {
    if (term.length < 3 || CJK.test(term) || /\d/.test(term)) continue;
    const letter = String.fromCodePoint(term.codePointAt(0)!);
    let list = typoLists.get(letter);
    if (!list) typoLists.set(letter, (list = []));
    list.push(term);
  }
  const typos: Record<string, string> = {};
  for (const letter of [...typoLists.keys()].sort()) {
    const contents = JSON.stringify(typoLists.get(letter)!.sort());
    typos[letter] = contentHash(contents);
    files.set(typoFile(letter, typos[letter]), contents);
  }

  const articles = new Map(
    docs.map((d) => [articleFile(d.id), JSON.stringify({ id: d.id, title: d.title, crumbs: d.crumbs, text: d.text })]),
  );

  return {
    manifest: { format: FORMAT, lang, base: `${publicPath}/${lang}/`, articles: `${articlesPath}/${lang}/`, shards, shardHashes, typos },
    files,
    articles,
  };
}
