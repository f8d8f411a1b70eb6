import { expect, test } from '@playwright/test';
import { sitemapPaths } from './helpers';

/**
 * No page is wider than a phone (issue 34): at 375 px every page the build lists in its sitemaps, in both
 * languages, is no wider than the window, so nothing (the menu button first) is pushed off screen. A long
 * Chinese title under `word-break: keep-all` and a `<pre>` line were the causes found.
 *
 * The phone width is set on the desktop project on purpose: with a mobile device's `isMobile` the browser
 * widens its layout viewport to fit an overflowing page, and `innerWidth` grows with `scrollWidth`, so the
 * check could not fail. The pages are split into a few tests that the workers run side by side, each
 * reusing one page, without a trace; images are not loaded (every image has its box from its width and
 * height, and CSS caps images at their container's width). About 50 s for 258 pages with two workers.
 */
const WIDTH = 375;
const SHARDS = 4;

// No trace: recording every page load nearly doubled the time, and a failure names its pages and widths.
test.use({ viewport: { width: WIDTH, height: 740 }, trace: 'off' });

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every sitemap page is at most ${WIDTH} px wide at ${WIDTH} px (part ${shard + 1} of ${SHARDS})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const all = await sitemapPaths(request);
    // Both languages, so the list cannot silently shrink to one of them.
    expect(all.filter((p) => p === '/en' || p.startsWith('/en/')).length).toBeGreaterThan(50);
    expect(all.filter((p) => !p.startsWith('/en')).length).toBeGreaterThan(50);
    const mine = all.filter((_, i) => i % SHARDS === shard);

    await page.route(/\.(png|jpe?g|webp|avif|gif)(\?.*)?$/, (route) => route.abort());
    const wide: Record<string, number> = {};
    for (const path of mine) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(innerWidth).toBe(WIDTH);
      if (scrollWidth > innerWidth) wide[path] = scrollWidth;
    }
    expect(wide, `pages wider than ${WIDTH} px (path → width)`).toEqual({});
  });
}
