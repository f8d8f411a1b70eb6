import { engaged, nextVisit, popupFlag, POPUP_ENGAGED_MS } from './use-panel-popup';

describe('SPEC 4 popup flag, decided on the first load', () => {
  it.each([
    [true, false, '/', true],
    [true, false, '/en/sample', true],
    [true, true, '/', false],
    [true, true, '/sample', false],
    [true, true, '/research', true],
    [true, true, '/en/research/', true],
    [false, false, '/', false],
    [false, true, '/research', false],
  ])('configured %s, mobile %s, %s: %s', (configured, mobile, path, flag) => {
    expect(popupFlag(configured, mobile, path)).toBe(flag);
  });
});

describe('the visit', () => {
  it('a first load takes the flag; a flag not set leaves the visit done', () => {
    expect(nextVisit(null, () => true)).toEqual({ done: false, views: 1 });
    expect(nextVisit(null, () => false)).toEqual({ done: true, views: 1 });
  });
  it('later pages count views and never ask for the flag again', () => {
    const flag = jest.fn(() => false);
    expect(nextVisit({ done: false, views: 1 }, flag)).toEqual({ done: false, views: 2 });
    expect(nextVisit({ done: true, views: 3 }, flag)).toEqual({ done: true, views: 4 });
    expect(flag).not.toHaveBeenCalled();
  });
});

describe('engagement', () => {
  const first = { views: 1, elapsedMs: POPUP_ENGAGED_MS, scrollY: 900, screenHeight: 800, mobile: false, path: '/' };
  it('on the first page: time on the page and the first screen scrolled past, both', () => {
    expect(engaged(first)).toBe(true);
    expect(engaged({ ...first, elapsedMs: POPUP_ENGAGED_MS - 1 })).toBe(false);
    expect(engaged({ ...first, scrollY: 799 })).toBe(false);
    expect(engaged({ ...first, scrollY: 0, elapsedMs: 10 * POPUP_ENGAGED_MS })).toBe(false);
  });
  it('a second page view is engagement by itself', () => {
    expect(engaged({ ...first, views: 2, elapsedMs: 0, scrollY: 0 })).toBe(true);
  });
  it('phones: only on /research', () => {
    expect(engaged({ ...first, mobile: true, views: 2 })).toBe(false);
    expect(engaged({ ...first, mobile: true, path: '/research' })).toBe(true);
  });
});
