/**
 * Full-text search over the help centre, with no service behind it. The build cuts each language's index
 * into files (search-shards.ts, written by gatsby/help-search-index.ts); the browser loads the small
 * manifest on first use, then for each query only the term shards its words need and the articles it
 * shows (`createSearch`). This module is what the browser loads on first search, with no other import.
 *
 * Chinese has no spaces, so every run of CJK characters is indexed as its character pairs: a two-character
 * query finds its words however a dictionary would split them, and a longer one finds the articles holding
 * all its pairs. Other text is cut into letters and digits by a regular expression. The single-file engine
 * also indexed the words Intl.Segmenter found; dropping them kept every relevance case
 * (search-relevance.test.ts), made indexing 5,000 Chinese articles ten times faster (the segmenter took
 * 12 of 13 s), and the browser's ICU dictionary can no longer split a query differently from the build's.
 *
 * Ranking (the single-file engine's, search-reference.ts, kept): a word's own term counts in full; a word
 * that is no term counts the terms it begins, at 0.6 ('weigh' finds 'weighting'); new: a word that matches
 * nothing counts the terms one typo away (two from eight letters on), at 0.5 ('wieghting', 'qouta').
 * Title hits weigh 10, crumbs 3, text 1 per occurrence. Articles holding every word come first, else any;
 * equal scores go by article id (the single-file engine: by the order it met them).
 */
export interface SearchDoc {
  id: number;
  title: string;
  crumbs: string;
  text: string;
}

export interface SearchResult {
  id: number;
  title: string;
  crumbs: string;
  snippet: string;
  score: number;
  /** The terms found, for highlighting. */
  matched: string[];
}

/**
 * A language's index as the build publishes it: this manifest (fetched at a fixed address, revalidated)
 * names the folder of the term shards and typo lists, where each term shard starts and each file's
 * content hash (its name: cached for good), and the folder of the article files (one per article, named
 * by its id, revalidated). An edit rewrites the few shards and the one article it touches, not all.
 */
export interface SearchManifest {
  format: typeof FORMAT;
  lang: string;
  /** The folder of the term shards and typo lists, with a trailing slash. */
  base: string;
  /** The folder of the article files (`articleFile(id)`), with a trailing slash. */
  articles: string;
  /** The first key of each term shard, ascending; the first is ''. */
  shards: string[];
  /** Each term shard's content hash, in the order of `shards` (`shardFile(hash)`). */
  shardHashes: string[];
  /** First letter → the content hash of its typo list (`typoFile(letter, hash)`), for the letters that have one. */
  typos: Record<string, string>;
}

/** A term shard: key → postings as [gap from the previous article id, weight, …] (the first gap from 0). */
export type TermShard = Record<string, number[]>;

export const FORMAT = 2;
export const shardFile = (hash: string) => `t${hash}.json`;
/** An article's file holds its SearchDoc: its text for the snippet, its title and crumbs. */
export const articleFile = (id: number) => `${id}.json`;
/** The terms beginning with `letter` that a mistyped word may mean (a JSON array). */
export const typoFile = (letter: string, hash: string) => `w${letter.codePointAt(0)!.toString(36)}.${hash}.json`;
/** The key under which a word that begins many terms has their postings merged: the word and this. */
export const MERGED = '\u0000';
/** How much longer than the word a term it begins may be. */
export const PREFIX_EXTRA = 6;
/** Weights of a title, crumbs and text occurrence. */
export const WEIGHTS = { title: 10, crumbs: 3, text: 1 } as const;
/** What a match counts, in tenths (integers, so equal scores are equal): own term, begun term, typo. */
const EXACT = 10;
const PREFIX = 6;
const TYPO = 5;
/** Fewer letters are not corrected (too many words are one letter away). */
export const TYPO_MIN_LENGTH = 4;

export const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Words of `text` (lower case): letters-and-digits words (one letter alone is dropped, one digit kept),
 * and every run of CJK characters as its character pairs (a single character stands alone).
 */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  for (const w of lower.replace(CJK_RUN, ' ').match(WORD) ?? []) {
    if (w.length > 1 || /\d/.test(w)) out.push(w);
  }
  for (const run of lower.match(CJK_RUN) ?? []) {
    if (run.length === 1) out.push(run);
    for (let i = 0; i < run.length - 1; i++) out.push(run.slice(i, i + 2));
  }
  return out;
}

/** Whether a query word also matches the terms it begins (CJK words match only themselves). */
export const canBePrefix = (word: string) => !CJK.test(word);

/** Optimal string alignment distance (Levenshtein plus swapping two neighbours), or max + 1 once above max. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** The terms of `candidates` closest to `word` (one typo, two from eight letters), or none. */
export function typoMatches(word: string, candidates: readonly string[]): string[] {
  const max = word.length >= 8 ? 2 : 1;
  let best = max + 1;
  let found: string[] = [];
  for (const term of candidates) {
    const d = typoDistance(word, term, max);
    if (d < best) {
      best = d;
      found = [term];
    } else if (d === best && d <= max) {
      found.push(term);
    }
  }
  return best <= max ? found : [];
}

/** Absolute [id, weight, …] from a shard's gap-coded postings. */
function decode(gaps: readonly number[]): number[] {
  const out = gaps.slice();
  let doc = 0;
  for (let i = 0; i < out.length; i += 2) {
    doc += out[i]!;
    out[i] = doc;
  }
  return out;
}

/** Gap-coded postings from absolute [id, weight, …] (ascending ids). */
export function encodePostings(postings: readonly number[]): number[] {
  const out = postings.slice();
  for (let i = out.length - 2; i >= 2; i -= 2) out[i] = out[i]! - out[i - 2]!;
  return out;
}

/** What one query word matched: postings (absolute), what a posting's weight counts, what to highlight. */
export interface Match {
  postings: readonly number[];
  factor: number;
  mark: string;
}

export interface Ranked {
  /** The article's id. */
  doc: number;
  /** In tenths. */
  score: number;
  marks: string[];
}

/** Whether sorted postings [id, weight, …] hold `doc`. */
function holds(postings: readonly number[], doc: number): boolean {
  let lo = 0;
  let hi = postings.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = postings[mid * 2]!;
    if (d === doc) return true;
    if (d < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * The best `limit` articles by score (ties by id): those that hold every word first; if none does, any.
 * A common word touches every article, and a long Chinese question asks for twenty terms: the scores live
 * in typed arrays indexed by article id (no record per article), and the best `limit` are picked in one
 * pass instead of sorting every article touched (at 5,000 articles this was most of a first search's
 * time on a slowed CPU). The marks are found for the shown ones only.
 */
export function rank(words: readonly string[], matches: ReadonlyMap<string, readonly Match[]>, limit: number): Ranked[] {
  let maxId = 0;
  for (const word of words) {
    for (const m of matches.get(word) ?? []) if (m.postings.length >= 2) maxId = Math.max(maxId, m.postings[m.postings.length - 2]!);
  }
  const score = new Float64Array(maxId + 1);
  const hits = new Uint16Array(maxId + 1);
  /** The last word (index) that touched each article; -1: none yet. */
  const last = new Int32Array(maxId + 1).fill(-1);
  const touched: number[] = [];
  words.forEach((word, w) => {
    for (const m of matches.get(word) ?? []) {
      const postings = m.postings;
      for (let i = 0; i < postings.length; i += 2) {
        const id = postings[i]!;
        if (last[id] !== w) {
          if (last[id] === -1) touched.push(id);
          last[id] = w;
          hits[id] = hits[id]! + 1;
        }
        score[id] = score[id]! + postings[i + 1]! * m.factor;
      }
    }
  });
  const all = touched.filter((id) => hits[id] === words.length);
  const better = (a: number, b: number) => score[a]! > score[b]! || (score[a] === score[b] && a < b);
  const top: number[] = [];
  for (const id of all.length > 0 ? all : touched) {
    if (top.length === limit && (limit === 0 || !better(id, top[limit - 1]!))) continue;
    if (top.length < limit) top.push(id);
    else top[limit - 1] = id;
    for (let j = top.length - 1; j > 0 && better(top[j]!, top[j - 1]!); j--) [top[j - 1], top[j]] = [top[j]!, top[j - 1]!];
  }
  return top.map((doc) => {
    const marks = new Set<string>();
    for (const word of words) for (const m of matches.get(word) ?? []) if (holds(m.postings, doc)) marks.add(m.mark);
    return { doc, score: score[doc]!, marks: [...marks] };
  });
}

/** Around the first match: about `size` characters of the article, with ellipses where cut. */
export function snippetOf(text: string, matched: string[], size = 120): string {
  const lower = text.toLowerCase();
  const at =
    matched
      .map((m) => lower.indexOf(m))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - Math.floor(size / 3));
  return `${start > 0 ? '…' : ''}${text.slice(start, start + size)}${start + size < text.length ? '…' : ''}`;
}

/** The result the panel shows for a ranked document. */
export function resultOf(doc: SearchDoc, ranked: Ranked): SearchResult {
  return {
    id: doc.id,
    title: doc.title,
    crumbs: doc.crumbs,
    snippet: snippetOf(doc.text, ranked.marks),
    score: ranked.score / 10,
    matched: ranked.marks,
  };
}

/** Fetches and parses one file of the index, given its address. */
export type LoadFile = (url: string) => Promise<unknown>;

/** Index of the last boundary ≤ key (boundaries ascending, the first ''). */
function shardIndex(boundaries: readonly string[], key: string): number {
  let lo = 0;
  let hi = boundaries.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (boundaries[mid]! <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * A search over a published index: each query loads only the term shards its words need and the articles
 * it shows, each file once (a failed load is tried again by the next query).
 */
export function createSearch(manifest: SearchManifest, load: LoadFile) {
  if (manifest.format !== FORMAT) throw new Error(`help search: index format ${String(manifest.format)}`);
  const files = new Map<string, Promise<unknown>>();
  const file = <T>(url: string): Promise<T> => {
    let request = files.get(url);
    if (!request) {
      request = load(url);
      request.catch(() => files.delete(url));
      files.set(url, request);
    }
    return request as Promise<T>;
  };
  const shards = new Map<number, TermShard>();
  const decoded = new Map<string, number[]>();
  const loadShards = async (indexes: Iterable<number>) => {
    await Promise.all(
      [...new Set(indexes)].map(async (i) => {
        shards.set(i, await file<TermShard>(manifest.base + shardFile(manifest.shardHashes[i]!)));
      }),
    );
  };
  const shardOf = (key: string) => shardIndex(manifest.shards, key);
  const postings = (key: string): number[] | undefined => {
    const gaps = shards.get(shardOf(key))![key];
    if (!gaps) return undefined;
    let out = decoded.get(key);
    if (!out) {
      out = decode(gaps);
      decoded.set(key, out);
    }
    return out;
  };
  /** Shards holding the keys that begin with `word`. */
  const rangeOf = (word: string) => {
    const out: number[] = [];
    for (let i = shardOf(word), last = shardOf(`${word}\uffff`); i <= last; i++) out.push(i);
    return out;
  };

  return async function search(query: string, limit = 8): Promise<SearchResult[]> {
    const words = [...new Set(tokenize(query))];
    if (words.length === 0) return [];
    const matches = new Map<string, Match[]>();
    // The word's own term, and where its merged postings would be.
    await loadShards(words.flatMap((w) => (canBePrefix(w) ? [shardOf(w), shardOf(w + MERGED)] : [shardOf(w)])));
    const open: string[] = [];
    for (const word of words) {
      const own = postings(word);
      const merged = own || !canBePrefix(word) ? undefined : postings(word + MERGED);
      if (own) matches.set(word, [{ postings: own, factor: EXACT, mark: word }]);
      else if (merged) matches.set(word, [{ postings: merged, factor: PREFIX, mark: word }]);
      else if (canBePrefix(word)) open.push(word);
    }
    // Words that begin few terms: those terms, read from the shards they are in.
    await loadShards(open.flatMap(rangeOf));
    const mistyped: string[] = [];
    for (const word of open) {
      const found: Match[] = [];
      for (const i of rangeOf(word)) {
        for (const key of Object.keys(shards.get(i)!)) {
          if (key.startsWith(word) && !key.endsWith(MERGED) && key.length - word.length <= PREFIX_EXTRA) {
            found.push({ postings: postings(key)!, factor: PREFIX, mark: word });
          }
        }
      }
      if (found.length > 0) matches.set(word, found);
      else if (word.length >= TYPO_MIN_LENGTH && !/\d/.test(word) && Object.hasOwn(manifest.typos, word[0]!)) mistyped.push(word);
    }
    // Words that match nothing: the terms one typo away.
    if (mistyped.length > 0) {
      const lists = await Promise.all(mistyped.map((w) => file<string[]>(manifest.base + typoFile(w[0]!, manifest.typos[w[0]!]!))));
      const meant = mistyped.map((w, i) => typoMatches(w, lists[i]!));
      await loadShards(meant.flat().map(shardOf));
      mistyped.forEach((word, i) => {
        matches.set(
          word,
          meant[i]!.map((term) => ({ postings: postings(term) ?? [], factor: TYPO, mark: term })),
        );
      });
    }
    const top = rank(words, matches, limit);
    const docs = await Promise.all(top.map((r) => file<SearchDoc>(manifest.articles + articleFile(r.doc))));
    return top.map((r, i) => resultOf(docs[i]!, r));
  };
}

/** Splits `text` into plain and highlighted parts for the matched terms (case-insensitive). */
export function highlight(text: string, terms: string[]): { text: string; hit: boolean }[] {
  const usable = terms.filter(Boolean).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return [{ text, hit: false }];
  const pattern = new RegExp(`(${usable.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hit: usable.some((t) => t.toLowerCase() === part.toLowerCase()) }));
}
