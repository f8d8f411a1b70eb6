import { expect, test } from '@playwright/test';
import { siteConfig, t } from './helpers';

/** Search engines: html lang, canonical, hreflang alternates, Open Graph, sitemap and robots.txt. */

const abs = (p: string) => `${siteConfig.siteUrl}${p}`;

const pages = [
  { path: '/', lang: 'zh-CN', zh: '/', en: '/en' },
  { path: '/en', lang: 'en', zh: '/', en: '/en' },
  { path: '/news/6', lang: 'zh-CN', zh: '/news/6', en: '/en/news/6' },
  { path: '/en/agreement', lang: 'en', zh: '/agreement', en: '/en/agreement' },
];

for (const p of pages) {
  test(`${p.path}: html lang, canonical, hreflang zh-CN / en / x-default, og:title`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.locator('html')).toHaveAttribute('lang', p.lang);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', abs(p.path));
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', abs(p.zh));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', abs(p.en));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', abs(p.zh));
    const title = await page.title();
    expect(title.trim()).not.toBe('');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  });
}

test('the static HTML carries the same head for crawlers', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  expect(html).toMatch(/<html[^>]*\slang="en"/);
  expect(html).toContain(`<link rel="canonical" href="${abs('/en')}"`);
  expect(html).toMatch(new RegExp(`hrefLang="x-default" href="${abs('/')}"`, 'i'));
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
});

test('the not-found page is not indexed', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(new RegExp(t('zh', 'error.notFound')));
});

test('/sitemap-index.xml and /robots.txt answer 200 and robots.txt names the sitemap', async ({ request }) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/xml/);
  const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(0);
  for (const loc of locs) expect((await request.get(new URL(loc).pathname)).status()).toBe(200);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/text\/plain/);
  expect(await robots.text()).toMatch(new RegExp(`^Sitemap: ${siteConfig.siteUrl.replace(/\./g, '\\.')}/sitemap-index\\.xml$`, 'm'));
});

test('the sitemap lists no error pages and no redirecting paths', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const listed: string[] = [];
  for (const m of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(new URL(m[1]!).pathname)).text();
    for (const loc of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) listed.push(new URL(loc[1]!).pathname);
  }
  expect(listed.filter((p) => /^(\/en)?\/(404|500)(\.html)?$/.test(p) || /^(\/en)?\/help$/.test(p))).toEqual([]);
});
