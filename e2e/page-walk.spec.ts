import { expect, test } from '@playwright/test';
import { axeProblems } from './checks/axe';
import { scriptSrcProblems, scrollThrough, watchCsp } from './checks/csp';
import { coveredTargets, widgetLoaded } from './checks/floating-controls';
import { loneEndings } from './checks/lone-endings';
import { hydrated, settled, shardOf, type Lang } from './helpers';
import { pageTypePaths } from './page-types';
import { POPUP_KEY } from '../src/features/contact/use-panel-popup';

/**
 * One walk of every page type (e2e/page-types.ts) in both languages, at a phone's width and a desktop's, with
 * its scripts running and its widgets loaded. Each page is loaded once per language and width and handed to
 * every check that reads a rendered page (e2e/checks/), rather than each check loading every page again:
 *
 * - it answers its status under a CSP without inline scripts or eval (checks/csp.ts), and breaks none of it
 *   while the visitor scrolls through it (forms and widgets load on the way);
 * - at 1280 px, axe-core finds no serious or critical accessibility violation (checks/axe.ts);
 * - it is no wider than the window (e2e/page-width.spec.ts checks every sitemap page's served HTML without
 *   scripts);
 * - at its top, middle and end, no floating control covers a link, button, field or heading
 *   (checks/floating-controls.ts);
 * - in Chinese, no heading ends on a lone character (checks/lone-endings.ts).
 *
 * The page types are split into a few tests per width and language that the workers run side by side, each
 * reusing one page (the site's scripts come from its cache after the first page); a failure names its check,
 * page and, for controls, the scroll position.
 */

// No trace: recording every page load nearly doubles the time.
test.use({ trace: 'off' });

const WIDTHS = [
  // axe runs at the desktop width only: its parts are split finer.
  { width: 375, height: 740, axe: false, shards: 2 },
  { width: 1280, height: 800, axe: true, shards: 3 },
] as const;

for (const { width, height, axe, shards } of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const lang of ['zh', 'en'] as Lang[]) {
      for (let shard = 0; shard < shards; shard++) {
        const checks = ['CSP', ...(axe ? ['axe'] : []), 'width', 'floating controls', ...(lang === 'zh' ? ['lone endings'] : [])];
        test(`every page type (${lang}, ${width} px, part ${shard + 1} of ${shards}): ${checks.join(', ')}`, async ({ page, request }) => {
          // axe walks the whole page: the home page alone has taken over 90 s on a loaded two-core runner.
          test.setTimeout(600_000);
          const mine = shardOf(await pageTypePaths(request, lang), shard, shards);
          expect(mine.length).toBeGreaterThan(5);
          // A visitor past the first page of the visit: the Chinese panel's one pop-up (SPEC 4, it folds
          // back by itself) has been shown.
          await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_KEY);
          const csp = await watchCsp(page);
          const found: string[] = [];
          for (const { name, path, status } of mine) {
            const problem = (check: string, text: string) => found.push(`${check}: ${name} ${path}: ${text}`);
            const response = await page.goto(path);
            if (response?.status() !== status) problem('status', `answered ${response?.status()}, not ${status}`);
            for (const p of scriptSrcProblems(response)) problem('CSP', p);
            await page.waitForLoadState('networkidle');
            await hydrated(page.locator('main').first());
            await widgetLoaded(page, path);

            if (axe) for (const p of await axeProblems(page)) problem('axe', p);

            const { scrollWidth, innerWidth } = await page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
            }));
            expect(innerWidth).toBe(width);
            if (scrollWidth > innerWidth) problem('width', `${scrollWidth} px wide, wider than the window`);

            await scrollThrough(page);
            await page.waitForLoadState('networkidle');
            for (const where of ['top', 'middle', 'end'] as const) {
              await page.evaluate((w) => {
                const max = document.documentElement.scrollHeight - window.innerHeight;
                window.scrollTo({ top: w === 'top' ? 0 : w === 'middle' ? Math.round(max / 2) : max, behavior: 'instant' });
              }, where);
              // Scroll handlers run and the controls' transitions (0.2 s) end.
              await settled(page);
              const { covered } = await coveredTargets(page);
              for (const c of covered) problem('floating controls', `${where}: ${c.control} covers ${c.target} at ${c.at.join(',')}`);
            }
            // At the end every section has been laid out; content titles get their word breaks a moment after
            // the page hydrates (src/components/phrases.tsx), so the check waits for them.
            if (lang === 'zh') {
              const lone = await expect
                .poll(() => loneEndings(page), { timeout: 10_000 })
                .toEqual([])
                .then(
                  () => [],
                  () => loneEndings(page),
                );
              for (const l of lone) problem('lone endings', l);
            }
            for (const v of await csp.take()) problem('CSP', v);
          }
          expect(found, found.join('\n')).toEqual([]);
        });
      }
    }
  });
}
