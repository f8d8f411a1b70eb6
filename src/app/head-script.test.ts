/** @jest-environment jsdom */
import { headScript } from './head-script';

/** Runs the head script in a page at `url` with the given storage and browser language. */
function run(url: string, opts: { stored?: string; browser?: string; session?: string; fetch?: () => Promise<unknown> } = {}) {
  const replace = jest.fn();
  const location = new URL(url);
  localStorage.clear();
  sessionStorage.clear();
  if (opts.stored) localStorage.setItem('LocalLang', opts.stored);
  if (opts.session) sessionStorage.setItem('edition', opts.session);
  document.documentElement.removeAttribute('data-edition');
  document.documentElement.style.visibility = '';
  const fetchMock = jest.fn(opts.fetch ?? (() => new Promise(() => {})));
  const fn = new Function('window', 'navigator', 'fetch', headScript('').replace(/window\.location/, 'window.__loc'));
  const win = Object.assign(Object.create(window), {
    __loc: { pathname: location.pathname, search: location.search, hash: location.hash, replace },
    dispatchEvent: () => true,
  });
  fn(win, { language: opts.browser ?? 'zh-CN', userAgent: 'jest' }, fetchMock);
  return { replace, fetchMock, edition: () => document.documentElement.getAttribute('data-edition') };
}

describe('head script: language', () => {
  test('a stored en sends an unprefixed page to its /en path, keeping query and hash', () => {
    expect(run('https://x.test/product?a=1#top', { stored: 'en' }).replace).toHaveBeenCalledWith('/en/product?a=1#top');
    expect(run('https://x.test/', { stored: 'en' }).replace).toHaveBeenCalledWith('/en');
  });

  test('help routes and prefixed paths are left alone', () => {
    expect(run('https://x.test/help/101', { stored: 'en' }).replace).not.toHaveBeenCalled();
    expect(run('https://x.test/en/product', { stored: 'en' }).replace).not.toHaveBeenCalled();
    expect(run('https://x.test/product', { stored: 'zh' }).replace).not.toHaveBeenCalled();
  });

  test('the page being left for its /en path is hidden, so its Chinese copy never paints', () => {
    run('https://x.test/', { browser: 'en-GB' });
    expect(document.documentElement.style.visibility).toBe('hidden');
    run('https://x.test/', { browser: 'zh-CN' });
    expect(document.documentElement.style.visibility).toBe('');
  });

  test('a first visit follows the browser language and remembers it', () => {
    expect(run('https://x.test/about', { browser: 'en-US' }).replace).toHaveBeenCalledWith('/en/about');
    expect(localStorage.getItem('LocalLang')).toBe('en');
    expect(run('https://x.test/about', { browser: 'de-DE' }).replace).not.toHaveBeenCalled();
    expect(localStorage.getItem('LocalLang')).toBe('zh');
  });

  test('a stored value other than zh or en is ignored', () => {
    expect(run('https://x.test/about', { stored: 'fr', browser: 'zh-CN' }).replace).not.toHaveBeenCalled();
    expect(localStorage.getItem('LocalLang')).toBe('zh');
  });
});

describe('head script: edition', () => {
  test('lang=en selects overseas and lang=ch China, without asking the server', () => {
    const en = run('https://x.test/?lang=en');
    expect(en.edition()).toBe('overseas');
    expect(en.fetchMock).not.toHaveBeenCalled();
    expect(run('https://x.test/?x=1&lang=ch').edition()).toBe('china');
  });

  test('/overseas and /default force their edition', () => {
    expect(run('https://x.test/en/overseas').edition()).toBe('overseas');
    expect(run('https://x.test/default').edition()).toBe('china');
  });

  test('the answer remembered for the visit is used without waiting', () => {
    const r = run('https://x.test/product', { session: 'overseas' });
    expect(r.edition()).toBe('overseas');
    expect(r.fetchMock).not.toHaveBeenCalled();
  });

  test('otherwise pending until ip/china answers, with the route query passed along', async () => {
    const r = run('https://x.test/product?utm=a', {
      fetch: () => Promise.resolve({ ok: true, json: () => Promise.resolve({ code: '00000', data: false }) }),
    });
    expect(r.edition()).toBe('pending');
    await new Promise((res) => setTimeout(res, 0));
    expect(r.fetchMock).toHaveBeenCalledWith('/designer/v1/home/ip/china?utm=a', { credentials: 'omit' });
    expect(r.edition()).toBe('overseas');
    expect(sessionStorage.getItem('edition')).toBe('overseas');
  });

  test('a failed lookup means China', async () => {
    const r = run('https://x.test/product', { fetch: () => Promise.reject(new Error('offline')) });
    await new Promise((res) => setTimeout(res, 0));
    expect(r.edition()).toBe('china');
  });

  test('a failure is not remembered as an answer', async () => {
    run('https://x.test/product', { fetch: () => Promise.reject(new Error('offline')) });
    await new Promise((res) => setTimeout(res, 0));
    expect(sessionStorage.getItem('edition')).toBeNull();
  });

  describe('with a slow ip/china', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test('after 2.5 s the China edition shows, without remembering it; a late answer still switches the page', async () => {
      let answer: (v: unknown) => void = () => {};
      const r = run('https://x.test/product', {
        fetch: () =>
          new Promise((res) => {
            answer = res;
          }),
      });
      jest.advanceTimersByTime(0);
      expect(r.fetchMock).toHaveBeenCalled();
      expect(r.edition()).toBe('pending');
      jest.advanceTimersByTime(2500);
      expect(r.edition()).toBe('china');
      expect(sessionStorage.getItem('edition')).toBeNull();
      answer({ ok: true, json: () => Promise.resolve({ code: '00000', data: false }) });
      await jest.runAllTimersAsync();
      expect(r.edition()).toBe('overseas');
      expect(sessionStorage.getItem('edition')).toBe('overseas');
    });
  });
});
