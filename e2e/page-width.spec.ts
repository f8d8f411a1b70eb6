import { expect, test } from '@playwright/test';
import { shardOf, sitemapPaths } from './helpers';

/**
 * Every page fits a phone (issue 34): at 375 px every page the build lists in its sitemaps, in both
 * languages, is no wider than the window, so nothing (the menu button first) is pushed off screen (a long
 * Chinese title under `word-break: keep-all` and a `<pre>` line were the causes found); and no line of the
 * site's own text ends with a lone '·' separator (src/lib/format.ts ties each to the item after it).
 * Article bodies from the API (`.prose`) are the authors' text and are not held to the second rule.
 *
 * The phone width is set on the desktop project on purpose: with a mobile device's `isMobile` the browser
 * widens its layout viewport to fit an overflowing page, and `innerWidth` grows with `scrollWidth`, so the
 * check could not fail. The pages are split into a few tests that the workers run side by side, each
 * reusing one page, without a trace; images are not loaded (every image has its box from its width and
 * height, and CSS caps images at their container's width).
 *
 * Scripts are off: what a page's content does to its width is in the HTML the server sends, and what the
 * scripts add (the contact widget, the consent banner, the popups) is the same on every page of a kind, so
 * e2e/page-walk.spec.ts checks the width of one page of every kind at 375 px with scripts running.
 * Hydrating every page cost the walk about half its time.
 */
const WIDTH = 375;
const SHARDS = 4;

// No trace: recording every page load nearly doubled the time, and a failure names its pages and widths.
test.use({ viewport: { width: WIDTH, height: 740 }, trace: 'off', javaScriptEnabled: false });

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every sitemap page fits ${WIDTH} px: no wider, no line ending in '·' (part ${shard + 1} of ${SHARDS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const all = await sitemapPaths(request);
    // Both languages, so the list cannot silently shrink to one of them.
    expect(all.filter((p) => p === '/en' || p.startsWith('/en/')).length).toBeGreaterThan(50);
    expect(all.filter((p) => !p.startsWith('/en')).length).toBeGreaterThan(50);
    const mine = shardOf(all, shard, SHARDS);

    await page.route(/\.(png|jpe?g|webp|avif|gif)(\?.*)?$/, (route) => route.abort());
    const wide: Record<string, number> = {};
    const dangling: Record<string, string[]> = {};
    for (const path of mine) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const found = await page.evaluate(() => {
        // A '·' whose next character is drawn on a lower line ends its line.
        const lineEnds: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          if (!text.includes('·') || node.parentElement?.closest('.prose')) continue;
          for (const m of text.matchAll(/·\s*\S/g)) {
            const rectOf = (from: number) => {
              const range = document.createRange();
              range.setStart(node!, from);
              range.setEnd(node!, from + 1);
              return [...range.getClientRects()].find((r) => r.width > 0);
            };
            const dot = rectOf(m.index);
            const next = rectOf(m.index + m[0].length - 1);
            if (dot && next && next.top >= dot.bottom - 1) lineEnds.push(text.trim().slice(0, 60));
          }
        }
        return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, lineEnds };
      });
      expect(found.innerWidth).toBe(WIDTH);
      if (found.scrollWidth > found.innerWidth) wide[path] = found.scrollWidth;
      if (found.lineEnds.length > 0) dangling[path] = found.lineEnds;
    }
    expect(wide, `pages wider than ${WIDTH} px (path → width)`).toEqual({});
    expect(dangling, `lines ending in '·' (path → text)`).toEqual({});
  });
}
