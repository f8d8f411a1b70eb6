import { columnsFor } from './grid-columns';

describe('columnsFor: the last row as full as it can be', () => {
  test.each([
    [4, 4],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [9, 3],
    [10, 4],
    [12, 4],
  ])('%i cards: %i columns', (count, columns) => {
    expect(columnsFor(count)).toBe(columns);
  });

  test('other choices', () => {
    expect(columnsFor(7, [3, 2])).toBe(2);
    expect(columnsFor(6, [3, 2])).toBe(3);
    expect(columnsFor(4, [3, 2])).toBe(2);
  });
});
