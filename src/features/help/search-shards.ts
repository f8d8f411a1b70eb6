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
 * Shards and typo lists live in a folder named by the hash of their contents (`base`, under /static/:
 * cached for good); any edit moves most terms' postings, so they change together anyway. Articles keep one
 * address each (`articles`, revalidated): they are nine tenths of the bytes, and an edit rewrites only its
 * own, so the build's precompression (gatsby/precompress.ts, brotli) redoes that one, not 5,000. The
 * manifest, which names both folders, is revalidated too.
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

  const files = new Map<string, string>();
  const shards: string[] = [];
  let entries: string[] = [];
  let size = 0;
  let first = '';
  let previous = '';
  const flush = () => {
    if (entries.length === 0) return;
    shards.push(shards.length === 0 ? '' : boundary(previous, first));
    files.set(shardFile(shards.length - 1), `{${entries.join(',')}}`);
    entries = [];
    size = 0;
  };
  let last = '';
  for (const key of keys) {
    const entry = `${JSON.stringify(key)}:${JSON.stringify(encodePostings(keyed.get(key)!))}`;
    if (size > 0 && size + entry.length > shardBytes) {
      flush();
      previous = last;
    }
    if (entries.length === 0) first = key;
    entries.push(entry);
    size += entry.length;
    last = key;
  }
  flush();
  if (shards.length === 0) {
    shards.push('');
    files.set(shardFile(0), '{}');
  }

  const typoLists = new Map<string, string[]>();
  for (const term of postings.keys()) {
    if (term.length < 3 || CJK.test(term) || /\d/.test(term)) continue;
    const letter = String.fromCodePoint(term.codePointAt(0)!);
    let list = typoLists.get(letter);
    if (!list) typoLists.set(letter, (list = []));
    list.push(term);
  }
  const letters = [...typoLists.keys()].sort();
  for (const letter of letters) files.set(typoFile(letter), JSON.stringify(typoLists.get(letter)!.sort()));

  const articles = new Map(
    docs.map((d) => [articleFile(d.id), JSON.stringify({ id: d.id, title: d.title, crumbs: d.crumbs, text: d.text })]),
  );

  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) hash.update(`${name}\0${files.get(name)!}\0`);
  const version = hash.digest('hex').slice(0, 20);
  return {
    manifest: {
      format: FORMAT,
      lang,
      base: `${publicPath}/${lang}/${version}/`,
      articles: `${articlesPath}/${lang}/`,
      shards,
      typos: letters.join(''),
    },
    files,
    articles,
  };
}
