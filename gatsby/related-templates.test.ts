import { relatedTemplates } from './related-templates';

const row = (apiId: number, categoryIds: number[], timesUsed: number) => ({ apiId, categoryIds, timesUsed });

describe('relatedTemplates', () => {
  const rows = [row(1, [10], 50), row(2, [10, 20], 900), row(3, [10], 300), row(4, [20], 40), row(5, [30], 5000), row(6, [10], 300)];
  const related = relatedTemplates(rows);

  it('lists the templates that share a category, most used first, ties by id, never the template itself', () => {
    expect(related.get(1)).toEqual([2, 3, 6]);
    expect(related.get(2)).toEqual([3, 6, 1]);
  });

  it('merges every category of the template', () => {
    expect(related.get(4)).toEqual([2, 5, 3]);
  });

  it('fills up with the most used templates when too few share a category', () => {
    expect(related.get(5)).toEqual([2, 3, 6]);
  });

  it('gives at most `count` ids, and none for a template alone', () => {
    expect(relatedTemplates(rows, 1).get(3)).toEqual([2]);
    expect(relatedTemplates([row(7, [1], 1)]).get(7)).toEqual([]);
  });
});
