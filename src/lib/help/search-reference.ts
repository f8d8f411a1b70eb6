/**
 * The help search as it was before the index was split into shards: one file per language with every
 * article's text and every term's postings, searched in memory. Kept for the tests only (no page imports
 * it): the relevance cases run against it and against the sharded engine (search-relevance.test.ts), and
 * the scale test measures what its one file weighed. Its tokenizer ran Intl.Segmenter over the whole text.
 */
import { snippetOf, type SearchDoc, type SearchResult } from './search';

export interface SearchIndex {
  lang: string;
  docs: SearchDoc[];
  /** term → [doc index, weight] pairs. */
  terms: Record<string, [number, number][]>;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

const segmenters: Record<string, Intl.Segmenter | null> = {};

function segmenter(lang: string): Intl.Segmenter | null {
  if (!(lang in segmenters)) {
    segmenters[lang] =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(lang === 'zh' ? 'zh' : 'en', { granularity: 'word' }) : null;
  }
  return segmenters[lang]!;
}

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;

/**
 * Words of `text` (lower case). Latin words come from the segmenter; every run of CJK characters gives
 * its character pairs (a single character stands alone) plus the dictionary words of two or more
 * characters the segmenter finds in it.
 */
function tokenize(text: string, lang: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  const seg = segmenter(lang);
  const words = seg ? [...seg.segment(lower)].filter((s) => s.isWordLike).map((s) => s.segment) : (lower.match(/[\p{L}\p{N}]+/gu) ?? []);
  for (const w of words) {
    if (CJK.test(w)) {
      if (w.length >= 2) out.push(w);
    } else if (w.length > 1 || /\d/.test(w)) {
      out.push(w);
    }
  }
  for (const run of lower.match(CJK_RUN) ?? []) {
    if (run.length === 1) out.push(run);
    for (let i = 0; i < run.length - 1; i++) out.push(run.slice(i, i + 2));
  }
  return out;
}

export function buildSearchIndex(lang: string, docs: SearchDoc[]): SearchIndex {
  const terms: Record<string, Map<number, number>> = {};
  const add = (term: string, doc: number, weight: number) => {
    const postings = (terms[term] ??= new Map());
    postings.set(doc, (postings.get(doc) ?? 0) + weight);
  };
  docs.forEach((doc, i) => {
    for (const t of tokenize(doc.title, lang)) add(t, i, 10);
    for (const t of tokenize(doc.crumbs, lang)) add(t, i, 3);
    for (const t of tokenize(doc.text, lang)) add(t, i, 1);
  });
  return {
    lang,
    docs,
    terms: Object.fromEntries(Object.entries(terms).map(([t, m]) => [t, [...m.entries()]])),
  };
}

/**
 * Articles matching every query word (or, failing that, any), best first: title hits weigh most.
 * A word prefix also matches ("weigh" finds "weighting").
 */
export function searchIndex(index: SearchIndex, query: string, limit = 8): SearchResult[] {
  const words = [...new Set(tokenize(query, index.lang))];
  if (words.length === 0) return [];
  const scores = new Map<number, { score: number; hits: Set<string> }>();
  const termList = Object.keys(index.terms);
  for (const word of words) {
    const exact = index.terms[word];
    const keys = exact ? [word] : CJK.test(word) ? [] : termList.filter((t) => t.startsWith(word) && t.length - word.length <= 6);
    for (const key of keys) {
      for (const [doc, weight] of index.terms[key]!) {
        const entry = scores.get(doc) ?? { score: 0, hits: new Set<string>() };
        entry.score += weight * (key === word ? 1 : 0.6);
        entry.hits.add(word);
        scores.set(doc, entry);
      }
    }
  }
  // Documents holding every query word (for CJK: every character pair) first; else any match.
  const all = [...scores.entries()].filter(([, e]) => words.every((w) => e.hits.has(w)));
  const chosen = all.length > 0 ? all : [...scores.entries()];
  return chosen
    .sort((a, b) => b[1].score - a[1].score)
    .slice(0, limit)
    .map(([i, e]) => {
      const doc = index.docs[i]!;
      const matched = [...e.hits];
      return { id: doc.id, title: doc.title, crumbs: doc.crumbs, snippet: snippetOf(doc.text, matched), score: e.score, matched };
    });
}
