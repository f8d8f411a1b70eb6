/**
 * "Related articles" under a help article: up to five, those in the same folder first (in menu order),
 * then the others that share the most distinctive terms with it. Pure; the build runs it once per
 * language (plugins/gatsby-source-site-api) and the article page and its Markdown copy show the result.
 */
export interface RelatedSource {
  id: number;
  parentId: number | null;
  title: string;
  /** The article's plain text. */
  text: string;
}

export const RELATED_LIMIT = 5;

const EN_STOP = new Set(
  'the and for with from your you are can this that into how what when which who will not all any its has have more per one two use using each other than then them they our out about set'.split(
    ' ',
  ),
);

/** An article's terms: English words of three letters or more, and pairs of adjacent Chinese characters. */
export function terms(text: string): Set<string> {
  const out = new Set<string>();
  const lower = text.toLowerCase();
  for (const w of lower.match(/[a-z][a-z0-9-]{2,}/g) ?? []) if (!EN_STOP.has(w)) out.add(w);
  for (const run of lower.match(/[\u4e00-\u9fff]+/g) ?? []) {
    for (let i = 0; i + 1 < run.length; i += 1) out.add(run.slice(i, i + 2));
  }
  return out;
}

/** What a call of relatedArticles did, for tests and scripts/related-bench.ts to see how the work grows. */
export interface RelatedStats {
  /** Article pairs scored: an article and one from another folder sharing at least one counted term. */
  pairs: number;
  /** Postings read while scoring: a term weight added to a pair (or an article of the same folder passed over). */
  additions: number;
}

/**
 * Related article ids for every article, in the order given (menu order). A term found in more than a
 * quarter of the articles says nothing about a pair ("survey", "问卷") and is not counted; a term shared
 * by both titles counts three times. Equal scores go to the earlier article in menu order.
 *
 * An inverted index (term → the articles that have it) holds only the terms that count, so scoring an
 * article reads just the articles that share such a term with it, one addition per shared term, where
 * comparing it with every other article looked each of its hundreds of terms up in each of them. The work
 * is the sum, over counted terms, of the articles that share each: on real text (a common vocabulary
 * under the cut-off) most pairs still share some term, so it grows faster than the help centre, but at a
 * few additions per pair (scripts/related-bench.ts). An article with `limit` siblings or more needs no
 * scoring at all. Each pair's score adds the same weights in the same order (the article's terms as
 * found) as comparing the two directly, so the result is the same to the last bit. `limit` ≥ 0.
 */
export function relatedArticles(articles: RelatedSource[], limit = RELATED_LIMIT, stats?: RelatedStats): Map<number, number[]> {
  const n = articles.length;
  // Terms as numbers (first seen, first numbered); each article's in the order its text has them.
  const ids = new Map<string, number>();
  const df: number[] = [];
  const docs = articles.map((a) => {
    const title = terms(a.title);
    const body = [...terms(`${a.title} ${a.text}`)].map((t) => {
      let id = ids.get(t);
      if (id === undefined) ids.set(t, (id = df.push(0) - 1));
      df[id]! += 1;
      return { id, inTitle: title.has(t) };
    });
    return body;
  });
  const maxDf = Math.max(2, Math.floor(n / 4));

  // The index holds only terms that can score a pair: above the cut-off a term weighs nothing, and a term
  // of one article pairs it with no other. Postings are in menu order, each an article's position times
  // two, plus one when the term is also in that article's title.
  const start = new Int32Array(df.length + 1);
  for (let t = 0; t < df.length; t += 1) start[t + 1] = start[t]! + (counts(df[t]!, maxDf) ? df[t]! : 0);
  const postings = new Int32Array(start[df.length]!);
  const filled = start.slice(0, df.length);
  docs.forEach((body, i) => {
    for (const { id, inTitle } of body) if (counts(df[id]!, maxDf)) postings[filled[id]!++] = i * 2 + (inTitle ? 1 : 0);
  });
  const weight = df.map((k) => Math.log(n / k));

  // Folders as numbers, so the inner loop compares integers; each folder's articles in menu order.
  const folderOf = new Int32Array(n);
  const folderIds = new Map<number | null, number>();
  const folders: number[][] = [];
  articles.forEach((a, i) => {
    let f = folderIds.get(a.parentId);
    if (f === undefined) folderIds.set(a.parentId, (f = folders.push([]) - 1));
    folderOf[i] = f;
    folders[f]!.push(i);
  });

  const score = new Float64Array(n);
  const seenBy = new Int32Array(n).fill(-1);
  const result = new Map<number, number[]>();
  docs.forEach((body, i) => {
    const folder = folderOf[i]!;
    const siblings = folders[folder]!.filter((j) => j !== i).map((j) => articles[j]!.id);
    const wanted = limit - siblings.length;
    if (wanted <= 0) {
      result.set(articles[i]!.id, siblings.slice(0, limit));
      return;
    }
    const candidates: number[] = [];
    for (const { id, inTitle } of body) {
      const from = start[id]!;
      const to = start[id + 1]!;
      if (from === to) continue;
      // weight(t) * 3 and weight(t) * 1, exactly as a direct comparison of the two articles adds them.
      const once = weight[id]!;
      const thrice = once * 3;
      for (let p = from; p < to; p += 1) {
        const posting = postings[p]!;
        const j = posting >> 1;
        if (folderOf[j] === folder) continue; // itself and its siblings
        if (seenBy[j] !== i) {
          seenBy[j] = i;
          score[j] = 0;
          candidates.push(j);
        }
        score[j] = score[j]! + (inTitle && posting & 1 ? thrice : once);
      }
      if (stats) stats.additions += to - from;
    }
    if (stats) stats.pairs += candidates.length;
    // The best `wanted` by score, then menu order; `wanted` is at most the limit, so insertion is enough.
    const best: number[] = [];
    const before = (x: number, y: number) => score[x]! > score[y]! || (score[x] === score[y] && x < y);
    for (const j of candidates) {
      if (!(score[j]! > 0) || (best.length === wanted && !before(j, best[wanted - 1]!))) continue;
      let at = best.length === wanted ? wanted - 1 : best.length;
      while (at > 0 && before(j, best[at - 1]!)) {
        best[at] = best[at - 1]!;
        at -= 1;
      }
      best[at] = j;
    }
    result.set(articles[i]!.id, [...siblings, ...best.map((j) => articles[j]!.id)]);
  });
  return result;
}

/** Whether a term found in `k` articles can add to a pair's score. */
const counts = (k: number, maxDf: number) => k >= 2 && k <= maxDf;
