import { expect, test, type Page } from '@playwright/test';
import { inLang, type Lang } from './helpers';

/**
 * The money rule (README "Prices", contract/money.ts): a price is kept in CNY and an English page shows it
 * converted at the one rate of site.config.ts, so the same product costs the same on every page. The
 * expected figures are written out here (7.1 yuan to the dollar), not computed by the formatter under test.
 */

/** Every page that quotes the lowest sample price (SPEC 9: ¥0.5 a sample). */
const PAGES = ['/sample', '/colleges/panel', '/colleges', '/colleges/1', '/quoted'];
/** ¥0.5 in each language: ¥0.5 ÷ 7.1 = $0.0704 → $0.07. */
const LOWEST: Record<Lang, string> = { zh: '¥0.5', en: '$0.07' };

/** What the visitor can read on the page, the parts of the other edition included (scripts and styles aside). */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style, noscript').forEach((el) => el.remove());
    return body.textContent ?? '';
  });

for (const lang of ['zh', 'en'] as const) {
  for (const edition of ['china', 'overseas'] as const) {
    test(`${lang}, ${edition} edition: the lowest sample price is ${LOWEST[lang]} on every page that quotes it`, async ({ page }) => {
      for (const p of PAGES) {
        await page.goto(`${inLang(lang, p)}?lang=${edition === 'china' ? 'ch' : 'en'}`);
        await expect(page.locator('html')).toHaveAttribute('data-edition', edition);
        const text = await pageText(page);
        expect(text, p).toContain(LOWEST[lang]);
        if (lang === 'en') {
          // The old bug: the CNY figure with a dollar sign ("From $0.5 per sample", "$3 per response"). (A "¥"
          // may stay: the panel's targeting labels are Chinese incomes and car prices, "Under ¥80,000".)
          expect(text.match(/\$0\.5(?!\d)|\$3 per|¥\s*[\d.,]+\s*元/g), p).toBeNull();
        } else {
          // One currency mark ("¥3/份", never "¥3 元/份"), and no price written without the rule.
          expect(text.match(/¥\s*[\d.,]+\s*元|\d\s*元\/[份项门年]|\$/g), p).toBeNull();
        }
      }
    });
  }

  test(`${inLang(lang, '/quoted')} and ${inLang(lang, '/colleges')}: plans and university items in the language's currency`, async ({
    page,
  }) => {
    await page.goto(inLang(lang, '/quoted'));
    // ¥6,800 a year is $957.75: whole dollars from 100 up.
    await expect(page.getByTestId('plan-team')).toContainText(lang === 'zh' ? '¥6,800/年' : '$958/year');
    await page.goto(inLang(lang, '/colleges'));
    // The thesis data service, ¥3 a response: $0.42 in English, "¥3/份" in Chinese.
    await expect(page.getByTestId('college-2')).toContainText(lang === 'zh' ? '¥3/份' : '$0.42 per response');
  });
}
