import { expect, test, type Page } from '@playwright/test';
import { exactPath, firstHelpArticle, hydrated, inLang, sitemapPaths, t, type Lang } from './helpers';

/** Routes: every built page answers, /help redirects to its first article, unknown paths get the 404 page. */

test('every page in the sitemap answers 200, in both languages', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  // The sitemap must really list the site in both languages, not an empty or one-language list.
  expect(paths.length).toBeGreaterThan(50);
  expect(paths).toContain('/');
  expect(paths).toContain('/en');
  const zh = paths.filter((p) => !/^\/en(\/|$)/.test(p));
  const en = paths.filter((p) => /^\/en(\/|$)/.test(p));
  expect(en.length).toBeGreaterThan(20);
  expect(zh.length).toBeGreaterThan(20);

  const failures: string[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const res = await request.get(p, { maxRedirects: 0 });
      if (res.status() !== 200) failures.push(`${p} → ${res.status()}`);
      else if (!(res.headers()['content-type'] ?? '').startsWith('text/html')) failures.push(`${p} → ${res.headers()['content-type']}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  expect(failures, `pages that did not answer 200 with HTML (${paths.length} checked)`).toEqual([]);
});

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`${inLang(lang, '/help')} redirects to the first help article`, async ({ request }) => {
    const first = await firstHelpArticle(request, lang);
    const target = inLang(lang, `/help/${first}`);
    const res = await request.get(inLang(lang, '/help'), { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe(target);
    // The query survives the redirect.
    const withQuery = await request.get(`${inLang(lang, '/help')}?from=test`, { maxRedirects: 0 });
    expect(withQuery.headers()['location']).toBe(`${target}?from=test`);
    expect((await request.get(target, { maxRedirects: 0 })).status()).toBe(200);
  });

  test(`an unknown path ${inLang(lang, '/no-such-page')} answers 404 with the not-found page`, async ({ page, request }) => {
    const raw = await request.get(inLang(lang, '/no-such-page'), { maxRedirects: 0 });
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain(t(lang, 'error.notFound'));

    const response = await page.goto(inLang(lang, '/no-such-page'));
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1, name: t(lang, 'error.notFound') });
    await expect(heading).toBeVisible();
    const home = page.getByRole('link', { name: t(lang, 'error.backHome') });
    await expect(home).toHaveAttribute('href', inLang(lang, '/'));
    // Still this language's page once the client has taken over.
    await hydrated(home);
    await expect(heading).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(exactPath(inLang(lang, '/')));
  });

  const keepsUrl = `the address bar keeps the unknown path ${inLang(lang, '/no-such-page')}`;
  const keepsUrlBody = async ({ page }: { page: Page }) => {
    await page.goto(inLang(lang, '/no-such-page?x=1'));
    const home = page.getByRole('link', { name: t(lang, 'error.backHome') });
    await hydrated(home);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(exactPath(inLang(lang, '/no-such-page'), '?x=1'));
  };
  // The English not-found page is found by the patched loader (src/app/browser.ts `notFoundPagePath`).
  test(keepsUrl, keepsUrlBody);
}

test('a deep unknown path and an unknown file also answer 404', async ({ request }) => {
  for (const p of ['/news/999999', '/en/help/999999/extra', '/no-such-file.js']) {
    expect((await request.get(p, { maxRedirects: 0 })).status(), p).toBe(404);
  }
});
