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

/**
 * Related article ids for every article, in the order given (menu order). A term found in more than a
 * quarter of the articles says nothing about a pair ("survey", "问卷") and is not counted; a term shared
 * by both titles counts three times.
 */
export function relatedArticles(articles: RelatedSource[], limit = RELATED_LIMIT): Map<number, number[]> {
  const docs = articles.map((a) => ({ a, title: terms(a.title), body: terms(`${a.title} ${a.text}`) }));
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.body) df.set(t, (df.get(t) ?? 0) + 1);
  const maxDf = Math.max(2, Math.floor(articles.length / 4));
  const weight = (t: string) => {
    const n = df.get(t) ?? 0;
    return n > maxDf ? 0 : Math.log(articles.length / n);
  };
  const result = new Map<number, number[]>();
  for (const d of docs) {
    const siblings = docs.filter((o) => o !== d && o.a.parentId === d.a.parentId).map((o) => o.a.id);
    const scored = docs
      .filter((o) => o !== d && o.a.parentId !== d.a.parentId)
      .map((o, order) => {
        let score = 0;
        for (const t of d.body) if (o.body.has(t)) score += weight(t) * (d.title.has(t) && o.title.has(t) ? 3 : 1);
        return { id: o.a.id, score, order };
      })
      .filter((s) => s.score > 0)
      .sort((x, y) => y.score - x.score || x.order - y.order)
      .map((s) => s.id);
    result.set(d.a.id, [...siblings, ...scored].slice(0, limit));
  }
  return result;
}
