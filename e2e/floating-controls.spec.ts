import { expect, test, type Page } from '@playwright/test';
import { C } from './contact-helpers';
import { hydrated, settled, shardOf, type Lang } from './helpers';
import { pageTypePaths } from './page-types';
import { POPUP_KEY } from '../src/features/contact/use-panel-popup';
import { hidesContactWidget } from '../src/lib/routes';

/**
 * Floating controls (the contact tab and its panel, the overseas card and bar, the help centre's contents
 * button, anything else `position: fixed` that is not the page's frame) never cover what a visitor reads or
 * taps: at the top, the middle and the end of every page type, at 375 and 1280 px, in both languages, no
 * link, button, form field or heading of the page lies under one of them.
 *
 * A control covers an element when, at a point of their overlap, `elementsFromPoint` finds the control above
 * the element, with no part of the page's frame (the fixed header or the promotional banner) between them:
 * what scrolls under the header is hidden by the header, not by a control.
 *
 * The same walk holds every page type, with its scripts running and its widgets loaded, to the window's
 * width: e2e/page-width.spec.ts checks the width of every page's served HTML, without scripts.
 */

/** What a visitor can tap or read as a heading. */
const TARGETS = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], h1, h2, h3, h4, h5, h6';
/** The page's frame: fixed too, but the page is laid out below it. */
const FRAME = '[data-testid="site-header"], [data-testid="promo-banner"], #loading-bar';

interface Covered {
  control: string;
  target: string;
  at: [number, number];
}

async function coveredTargets(page: Page): Promise<{ controls: string[]; covered: Covered[] }> {
  return page.evaluate(
    ({ targets, frame }) => {
      const describe = (el: Element) => {
        const id = el.getAttribute('data-testid') ?? el.id ?? '';
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}${el.className && typeof el.className === 'string' ? ` .${el.className.split(' ')[0]}` : ''}> "${text}"`;
      };
      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return style.visibility !== 'hidden' && Number(style.opacity) > 0.05 && r.width > 0 && r.height > 0;
      };
      // The outermost fixed elements that are not the frame: the floating controls.
      const fixed = new Set(Array.from(document.body.querySelectorAll('*')).filter((el) => getComputedStyle(el).position === 'fixed'));
      const insideFixed = (el: Element) => {
        for (let p = el.parentElement; p; p = p.parentElement) if (fixed.has(p)) return true;
        return false;
      };
      const controls = [...fixed].filter((el) => !el.closest(frame) && !insideFixed(el) && shown(el));
      const covered: Covered[] = [];
      const vw = window.innerWidth;
      const vh = window.innerHeight;
      for (const target of Array.from(document.querySelectorAll(targets))) {
        if (controls.some((c) => c.contains(target)) || !shown(target)) continue;
        const t = target.getBoundingClientRect();
        for (const control of controls) {
          const c = control.getBoundingClientRect();
          const left = Math.max(t.left, c.left, 0);
          const right = Math.min(t.right, c.right, vw);
          const top = Math.max(t.top, c.top, 0);
          const bottom = Math.min(t.bottom, c.bottom, vh);
          if (right - left < 1 || bottom - top < 1) continue;
          // The overlap's centre and its corners, 1 px inside.
          const points: [number, number][] = [
            [(left + right) / 2, (top + bottom) / 2],
            [left + 1, top + 1],
            [right - 1, top + 1],
            [left + 1, bottom - 1],
            [right - 1, bottom - 1],
          ];
          for (const [x, y] of points) {
            const stack = document.elementsFromPoint(x, y);
            const at = stack.findIndex((el) => el === target || target.contains(el));
            if (at <= 0) continue; // the target is on top there, or not there at all
            const above = stack.slice(0, at);
            if (above.some((el) => el.closest(frame))) continue; // under the header: the frame hides it
            if (above.some((el) => control.contains(el))) {
              covered.push({ control: describe(control), target: describe(target), at: [Math.round(x), Math.round(y)] });
              break;
            }
          }
        }
      }
      return { controls: controls.map(describe), covered };
    },
    { targets: TARGETS, frame: FRAME },
  );
}

/** Waits for the contact widget (it loads when the browser is idle) where the page has one. */
async function widgetLoaded(page: Page, path: string) {
  if (hidesContactWidget(path)) return;
  await page
    .locator('[data-testid="cn-contact-tab"], [data-testid="en-contact-tab"]')
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * The page types are split into a few tests per width and language that the workers run side by side, each
 * reusing one page (so the site's scripts come from its cache after the first page), without a trace; a
 * failure names its pages and scroll positions.
 */
const SHARDS = 2;

// No trace: recording every page load nearly doubles the time.
test.use({ trace: 'off' });

for (const [width, height] of [
  [375, 740],
  [1280, 800],
] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const lang of ['zh', 'en'] as Lang[]) {
      for (let shard = 0; shard < SHARDS; shard++) {
        test(`floating controls cover nothing on any page type (${lang}, ${width} px, part ${shard + 1} of ${SHARDS})`, async ({
          page,
          request,
        }) => {
          test.setTimeout(240_000);
          const mine = shardOf(await pageTypePaths(request, lang), shard, SHARDS);
          // A visitor past the first page of the visit: the Chinese panel's one pop-up (SPEC 4, it folds
          // back by itself) has been shown.
          await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_KEY);
          const found: string[] = [];
          for (const { name, path } of mine) {
            await page.goto(path);
            await page.waitForLoadState('networkidle');
            await widgetLoaded(page, path);
            const { scrollWidth, innerWidth } = await page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
            }));
            expect(innerWidth).toBe(width);
            if (scrollWidth > innerWidth) found.push(`${name} ${path}: ${scrollWidth} px wide, wider than the window`);
            for (const where of ['top', 'middle', 'end'] as const) {
              await page.evaluate((w) => {
                const max = document.documentElement.scrollHeight - window.innerHeight;
                window.scrollTo({ top: w === 'top' ? 0 : w === 'middle' ? Math.round(max / 2) : max, behavior: 'instant' });
              }, where);
              // Scroll handlers run and the controls' transitions (0.2 s) end.
              await settled(page);
              const { covered } = await coveredTargets(page);
              for (const c of covered) found.push(`${name} ${path} ${where}: ${c.control} covers ${c.target} at ${c.at.join(',')}`);
            }
          }
          expect(mine.length).toBeGreaterThan(10);
          expect(found, found.join('\n')).toEqual([]);
        });
      }
    }
  });
}

test('the English contact panel fits an 800 px high screen: every field and Submit in sight, unscrolled', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/help/101');
  const tab = page.getByTestId('en-contact-tab');
  await hydrated(tab);
  await tab.click();
  const panel = page.getByTestId('contact-panel');
  await expect(panel.getByRole('button', { name: C.en.form.submit })).toBeVisible();
  const fit = await panel.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight, top: el.getBoundingClientRect().top }));
  expect(fit.scroll, 'the panel does not scroll inside').toBeLessThanOrEqual(fit.client + 1);
  expect(fit.top).toBeGreaterThanOrEqual(0);
});
