import { currentSection } from './use-current-section';

describe('currentSection', () => {
  const tops = (...values: number[]) => values.map((top, i) => ({ id: `s${i + 1}`, top }));

  test.each([
    ['above the first heading: none', tops(400, 900, 1500), null],
    ['the first heading at the line', tops(240, 700, 1300), 's1'],
    ['the second heading past the line', tops(-600, 100, 900), 's2'],
    ['every heading scrolled past: the last', tops(-3000, -2000, -10), 's3'],
  ])('%s', (_name, headings, expected) => {
    expect(currentSection(headings, 240)).toBe(expected);
  });
});
