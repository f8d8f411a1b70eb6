import { groupInOrder, pageWindow, paginate, positiveInt } from './listing';

describe('paginate', () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);
  test.each([
    [1, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1, 3, false],
    [3, 9, [19, 20], 3, 3, true],
    [99, 9, [19, 20], 3, 3, true],
    [0, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1, 3, false],
    [Number.NaN, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1, 3, false],
    [2, 10, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 2, 2, true],
  ])('page %s of size %s', (page, size, slice, current, count, isLast) => {
    const result = paginate(items, page, size);
    expect(result).toEqual({ items: slice, page: current, pageCount: count, total: 20, isLast });
  });

  test('an empty list has one empty page, which is the last', () => {
    expect(paginate([], 3, 9)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, isLast: true });
  });
});

describe('pageWindow', () => {
  test.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
  ])('page %s of %s → %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe('positiveInt', () => {
  test.each([
    ['2', 1, 2],
    ['0', 1, 1],
    ['-3', 1, 1],
    ['2.5', 1, 1],
    ['abc', 1, 1],
    ['', 7, 7],
    [null, 7, 7],
    ['99999999', 1, 1],
  ])('%j → %s', (value, fallback, expected) => {
    expect(positiveInt(value, fallback)).toBe(expected);
  });
});

describe('groupInOrder', () => {
  test('groups by key in the given order, leaving out empty groups and unknown keys', () => {
    const items = [
      { g: 'b', n: 1 },
      { g: 'a', n: 2 },
      { g: 'x', n: 3 },
      { g: 'b', n: 4 },
    ];
    expect(groupInOrder(items, (i) => i.g, ['a', 'b', 'c'])).toEqual([
      { key: 'a', items: [{ g: 'a', n: 2 }] },
      {
        key: 'b',
        items: [
          { g: 'b', n: 1 },
          { g: 'b', n: 4 },
        ],
      },
    ]);
  });
});
