import { expect, test, type Page } from '@playwright/test';
import { copy } from './contact-helpers';
import { t } from './helpers';

/**
 * #14 typography: Chinese headings break between words, never inside one ('精 / 准找到目标人群'), and so do
 * the footer's links and English table headers at phone width. A word is whole when every line box of its
 * text lies on one line.
 */
interface Case {
  path: string;
  /** The element holding the word: a role and name, or a CSS selector. */
  within: string;
  word: string;
}

const headline = (ns: string, key: string) => copy('zh', ns, key).replace(/\{\{\w+\}\}/g, '');

const cases: Case[] = [
  { path: '/', within: `h2:has-text("${headline('home', 'panel.title').trim()}")`, word: '精准' },
  { path: '/', within: `h2:has-text("${copy('zh', 'home', 'community.title')}")`, word: '社区' },
  { path: '/sample', within: `h1:has-text("${headline('sample', 'hero.title').trim()}")`, word: '即可' },
  { path: '/', within: 'footer', word: t('zh', 'footer.agreement') },
];

/** English table headers at phone width (one broke 'Conversati / onal'): every word of every header. */
const TABLE = { path: '/en/quoted', within: '[data-testid="pricing-table"] th' };

/** Words of every element matched by `selector` that span more than one line. */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.flatMap((el) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(m[0]);
        }
      }
      return broken;
    }),
  );
}

/** How many lines the first occurrence of `word` inside `selector` spans (0: not found). */
function linesOf(page: Page, selector: string, word: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((root, w) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(w);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + w.length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return tops.size;
      }
      return 0;
    }, word);
}

for (const width of [1280, 375, 320]) {
  test(`headings, footer links and table headers keep their words whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const c of cases) {
      await page.goto(c.path);
      await expect(page.locator(c.within).first()).toBeVisible();
      expect({ ...c, lines: await linesOf(page, c.within, c.word) }).toEqual({ ...c, lines: 1 });
    }
    await page.goto(TABLE.path);
    await expect(page.locator(TABLE.within).first()).toBeAttached();
    expect(await page.locator(TABLE.within).count()).toBeGreaterThan(10);
    expect(await brokenWords(page, TABLE.within)).toEqual([]);
  });
}

test('Chinese headings use the CJK rules: words kept whole, lines balanced', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/');
  const style = await page
    .locator('h1, h2')
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return { wordBreak: s.wordBreak, textWrap: s.getPropertyValue('text-wrap') || s.getPropertyValue('text-wrap-style') };
    });
  expect(style.wordBreak).toBe('keep-all');
  expect(style.textWrap).toMatch(/balance/);
});

// That no Chinese heading ends on a lone character, on every page type, is a check of e2e/page-walk.spec.ts.
