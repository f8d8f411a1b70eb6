import { easeInOutCubic, navMinTop, navTop, sectionFromQuery, sectionInView } from './college-sections';

describe('sectionFromQuery', () => {
  test.each([
    ['?type=1', 1],
    ['?type=3', 3],
    ['?type=5', 5],
    ['?type=abc', 1],
    ['?type=0', 1],
    ['?type=6', 1],
    ['?type=2.5', 1],
    ['?type=-2', 1],
    ['?type=', 1],
    ['', 1],
    ['?other=4', 1],
    ['?type=4&x=1', 4],
  ])('%s → %i', (search, expected) => {
    expect(sectionFromQuery(search)).toBe(expected);
  });
});

describe('navTop', () => {
  test('80 px until the page is scrolled more than 300 px, then the scroll position minus 220', () => {
    expect(navTop(0)).toBe(80);
    expect(navTop(300)).toBe(80);
    expect(navTop(301)).toBe(81);
    expect(navTop(1000)).toBe(780);
  });

  test('never under the fixed header: at least the top that puts it below the header', () => {
    // Column 500 px down the page, header bottom at 108 px (banner + header): at scroll 1000 the SPEC's
    // 780 would put it at 280 px in the viewport, fine; with the column at 200 px it would be at -20.
    expect(navTop(1000, navMinTop(500, 1000, 108))).toBe(780);
    expect(navTop(1000, navMinTop(200, 1000, 108))).toBe(924);
    expect(200 - 1000 + navTop(1000, navMinTop(200, 1000, 108))).toBe(108 + 16);
    expect(navTop(0, navMinTop(600, 0, 108))).toBe(80);
  });
});

describe('sectionInView', () => {
  const tops = [-900, -300, 40, 700, 1400];
  test('the last section whose top has passed the line', () => {
    expect(sectionInView(tops, 100, false)).toBe(3);
    expect(sectionInView(tops, 0, false)).toBe(2);
    expect(sectionInView([200, 900, 1600, 2300, 3000], 100, false)).toBe(1);
  });
  test('the last section at the bottom of the page', () => {
    expect(sectionInView(tops, 100, true)).toBe(5);
  });
});

describe('easeInOutCubic', () => {
  test('starts at 0, ends at 1, is half-way at the middle and clamps outside [0, 1]', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
    expect(easeInOutCubic(0.75)).toBeGreaterThan(0.75);
  });
});
