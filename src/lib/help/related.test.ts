import { relatedArticles, terms, type RelatedSource, type RelatedStats } from './related';
import { seedHelpArticles, syntheticHelpArticles } from './related-corpus';
import expected from './related.seed.expected.json';

const a = (id: number, parentId: number, title: string, text = '') => ({ id, parentId, title, text });

describe('related help articles', () => {
  test('terms: English words and Chinese character pairs', () => {
    expect([...terms('Skip logic for the survey')]).toEqual(['skip', 'logic', 'survey']);
    expect([...terms('跳转逻辑')]).toEqual(['跳转', '转逻', '逻辑']);
  });

  test('same folder first in menu order, then shared terms, at most five', () => {
    const articles = [
      a(1, 10, 'Skip logic', 'jump to a later question by answer'),
      a(2, 10, 'Display logic', 'show a question by answer'),
      a(3, 10, 'Quota control', 'stop collecting when a quota is full'),
      a(4, 20, 'Buy official samples', 'targeting and quota for panel responses'),
      a(5, 20, 'Targeting labels', 'choose labels for the panel'),
      a(6, 30, 'Export to SPSS', 'download data with variable labels'),
      a(7, 30, 'Weighting', 'weight responses to the population'),
      a(8, 40, 'Invoices', 'payment and invoice requests'),
    ];
    const related = relatedArticles(articles);
    // Siblings 2 and 3 only: 1 shares no distinctive term with any other folder.
    expect(related.get(1)).toEqual([2, 3]);
    expect(related.get(3)!.slice(0, 2)).toEqual([1, 2]);
    expect(related.get(3)).toContain(4);
    // 4 first (same folder), then 6, which shares "labels".
    expect(related.get(5)).toEqual([4, 6]);
    expect(related.get(8)).toEqual([]);
    for (const ids of related.values()) expect(ids.length).toBeLessThanOrEqual(5);
  });

  test('never the article itself, never more than the limit', () => {
    const many = Array.from({ length: 9 }, (_, i) => a(i + 1, 1, `Article ${i + 1}`));
    const related = relatedArticles(many);
    expect(related.get(1)).toEqual([2, 3, 4, 5, 6]);
    expect(related.get(9)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('related help articles on the seed content', () => {
  // Pinned from the quadratic implementation this file replaced (git show e840521:src/features/help/related.ts, since moved here),
  // on the same input: a faster index must not change what a reader sees under any seed article.
  test.each(['zh', 'en'] as const)('%s: the same related articles as before', (lang) => {
    const related = relatedArticles(seedHelpArticles(lang));
    expect(Object.fromEntries(related)).toEqual(expected[lang]);
  });
});

/**
 * The comparison the index replaced (every article against every other, term by term), kept as the
 * oracle: the index must give exactly its answer, ties and cut-off included.
 */
function directly(articles: RelatedSource[], limit = 5): Map<number, number[]> {
  const docs = articles.map((a) => ({ a, title: terms(a.title), body: terms(`${a.title} ${a.text}`) }));
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.body) df.set(t, (df.get(t) ?? 0) + 1);
  const maxDf = Math.max(2, Math.floor(articles.length / 4));
  const weight = (t: string) => (df.get(t)! > maxDf ? 0 : Math.log(articles.length / df.get(t)!));
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
      .filter((x) => x.score > 0)
      .sort((x, y) => y.score - x.score || x.order - y.order)
      .map((x) => x.id);
    result.set(d.a.id, [...siblings, ...scored].slice(0, limit));
  }
  return result;
}

describe('related help articles: the index gives what comparing every pair gives', () => {
  test.each([
    [2, 'en'],
    [3, 'zh'],
    [9, 'en'],
    [40, 'zh'],
    [40, 'en'],
    [200, 'zh'],
    [200, 'en'],
  ] as const)('%i synthetic articles in %s', (count, lang) => {
    const articles = syntheticHelpArticles(count, lang, 7);
    expect(relatedArticles(articles)).toEqual(directly(articles));
  });

  test.each([0, 1, 3, 8])('the seed content with a limit of %i', (limit) => {
    for (const lang of ['zh', 'en'] as const) {
      const articles = seedHelpArticles(lang);
      expect(relatedArticles(articles, limit)).toEqual(directly(articles, limit));
    }
  });

  test('equal scores go to the earlier article; top-level articles are siblings of each other', () => {
    const same = (id: number) => a(id, id, 'Quota rules', 'stop collecting when the quota is full');
    const articles = [
      same(1),
      same(2),
      same(3),
      // Nothing in common with anything, so the cut-off (a quarter of the articles) lets "quota" count.
      ...[
        'alpha',
        'bravo',
        'charlie',
        'delta',
        'echo',
        'foxtrot',
        'golf',
        'hotel',
        'india',
        'juliett',
        'kilo',
        'mike',
        'oscar',
        'papa',
      ].map((w, i) => a(50 + i, 50 + i, w, '')),
      same(8),
      { id: 9, parentId: null, title: 'Quota alerts', text: '' },
      { id: 10, parentId: null, title: 'Lima', text: '' },
    ];
    const related = relatedArticles(articles);
    expect(related).toEqual(directly(articles));
    expect(related.get(3)).toEqual([1, 2, 8, 9]);
    expect(related.get(9)).toEqual([10, 1, 2, 3, 8]);
    expect(related.get(10)).toEqual([9]);
  });
});

describe('related help articles at 5,000 articles a language', () => {
  // The bound (related articles for 5,000 articles in under 5 s), generous for what takes ~2 s.
  // CPU time, not wall time: on a shared CI machine the wall clock measures the neighbours. The number of
  // pairs scored is not held to linear growth, because it is not: on text with a shared vocabulary under
  // the cut-off (as this one and a real help centre have) most pairs share some counted term, ×26 from
  // 1,000 to 5,000 articles. What the index saves is the work per pair, and that is what is held here.
  // scripts/related-bench.ts prints the figures at other sizes and for other versions.
  test.each(['zh', 'en'] as const)(
    '%s: under 5 s, and a small fraction of the work of comparing every pair',
    (lang) => {
      const run = (count: number) => {
        const articles = syntheticHelpArticles(count, lang);
        const stats: RelatedStats = { pairs: 0, additions: 0 };
        const wall = performance.now();
        const cpu = process.cpuUsage();
        const related = relatedArticles(articles, undefined, stats);
        const seconds = { wall: (performance.now() - wall) / 1000, cpu: process.cpuUsage(cpu).user / 1e6 };
        // What comparing every article with every other from another folder costs: one look-up per term.
        let direct = 0;
        const folderSize = new Map<number | null, number>();
        for (const x of articles) folderSize.set(x.parentId, (folderSize.get(x.parentId) ?? 0) + 1);
        for (const x of articles) direct += (articles.length - folderSize.get(x.parentId)!) * terms(`${x.title} ${x.text}`).size;
        return { articles, related, stats, seconds, direct };
      };
      const small = run(1000);
      const large = run(5000);
      console.log(
        `related articles, ${lang}: 1,000 in ${small.seconds.wall.toFixed(2)} s (${small.seconds.cpu.toFixed(2)} s CPU), ` +
          `5,000 in ${large.seconds.wall.toFixed(2)} s (${large.seconds.cpu.toFixed(2)} s CPU); pairs scored ` +
          `${small.stats.pairs} → ${large.stats.pairs} (×${(large.stats.pairs / small.stats.pairs).toFixed(1)}), term additions ` +
          `${small.stats.additions} → ${large.stats.additions} (×${(large.stats.additions / small.stats.additions).toFixed(1)}), ` +
          `${((100 * large.stats.additions) / large.direct).toFixed(2)}% of comparing every pair`,
      );
      expect(large.related.size).toBe(5000);
      for (const x of large.articles) expect(large.related.get(x.id)!.length).toBe(5);
      expect(large.seconds.cpu).toBeLessThan(5);
      // The index adds only the terms a pair shares that count: a few per pair, against hundreds of
      // look-ups per pair when every article is compared with every other.
      expect(large.stats.additions / large.stats.pairs).toBeLessThan(25);
      expect(large.stats.additions).toBeLessThan(0.05 * large.direct);
    },
    120_000,
  );
});
