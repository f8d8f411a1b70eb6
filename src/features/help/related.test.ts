import { relatedArticles, terms } from './related';

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
