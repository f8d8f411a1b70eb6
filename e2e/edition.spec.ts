import { expect, test, type Page } from '@playwright/test';
import { answerInChina, hydrated, IP_CHINA, siteSettings, t, type Lang } from './helpers';

/**
 * SPEC 2.8 editions: ?lang=en → overseas, ?lang=ch → China, else the API's ip/china verdict (China on
 * failure); the choice is remembered for the tab; the static HTML is always the China edition.
 */

const chinaNav = (page: Page, lang: Lang = 'zh') => page.getByRole('navigation', { name: t(lang, 'nav.main') });
const requestQuote = (page: Page) => page.getByTestId('request-quote');
const filing = (page: Page) => page.getByRole('link', { name: siteSettings.filings[0]!.label });

async function expectOverseas(page: Page, lang: Lang = 'zh') {
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'overseas');
  await expect(requestQuote(page)).toBeVisible();
  await expect(requestQuote(page)).toHaveText(t(lang, 'quote.request'));
  await expect(page.getByText(t(lang, 'footer.overseas.points.access'))).toBeVisible();
  await expect(chinaNav(page, lang)).toBeHidden();
  await expect(filing(page)).toBeHidden();
}

async function expectChina(page: Page, lang: Lang = 'zh') {
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'china');
  await expect(chinaNav(page, lang)).toBeVisible();
  await expect(chinaNav(page, lang).getByRole('link', { name: t(lang, 'nav.home'), exact: true })).toBeVisible();
  await expect(filing(page)).toBeVisible();
  await expect(requestQuote(page)).toBeHidden();
  await expect(page.getByText(t(lang, 'footer.overseas.points.access'))).toBeHidden();
}

test.describe('edition by query parameter', () => {
  test('/?lang=en shows the overseas header and hides the China navigation, without asking the API', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => IP_CHINA.test(r.url()) && calls.push(r.url()));
    await page.goto('/?lang=en');
    await expectOverseas(page);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  test('/en?lang=en shows the overseas header in English', async ({ page }) => {
    await page.goto('/en?lang=en');
    await expectOverseas(page, 'en');
  });

  test('/?lang=ch shows the China header even when the API says overseas', async ({ page }) => {
    await answerInChina(page, false);
    await page.goto('/?lang=ch');
    await expectChina(page);
  });

  test('the Request a Quote button opens the quote modal (and without JavaScript leads to the contact block)', async ({ page }) => {
    await page.goto('/en?lang=en');
    await expect(requestQuote(page)).toHaveAttribute('href', '#request-quote');
    await hydrated(requestQuote(page));
    await requestQuote(page).click();
    await expect(page.getByTestId('quote-modal')).toBeVisible();
  });
});

test.describe('edition by the ip/china answer', () => {
  test('data: false (not in China) gives the overseas edition', async ({ page }) => {
    const calls = await answerInChina(page, false);
    await page.goto('/');
    await expectOverseas(page);
    expect(calls).toHaveLength(1);
  });

  test('data: true (in China) gives the China edition', async ({ page }) => {
    const calls = await answerInChina(page, true);
    await page.goto('/');
    await expectChina(page);
    expect(calls).toHaveLength(1);
  });

  test('a failing API gives the China edition', async ({ page }) => {
    await page.route(IP_CHINA, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto('/');
    await expectChina(page);
  });

  test('the page query is passed along to the API', async ({ page }) => {
    const calls = await answerInChina(page, true);
    await page.goto('/agreement?utm_source=e2e');
    await expectChina(page);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!).searchParams.get('utm_source')).toBe('e2e');
  });

  test('sessionStorage remembers the edition for the next page in the same tab', async ({ page }) => {
    const calls = await answerInChina(page, false);
    await page.goto('/');
    await expectOverseas(page);
    expect(await page.evaluate(() => window.sessionStorage.getItem('edition'))).toBe('overseas');

    // Full page load of another page: no second question, still overseas even though the API would now say China.
    await page.unroute(IP_CHINA);
    const later = await answerInChina(page, true);
    await page.goto('/agreement');
    await expectOverseas(page);
    expect(calls).toHaveLength(1);
    expect(later).toHaveLength(0);
  });

  test('a new tab asks again', async ({ page, context }) => {
    await answerInChina(page, false);
    await page.goto('/');
    await expectOverseas(page);
    const other = await context.newPage();
    const calls = await answerInChina(other, true);
    await other.goto('/');
    await expectChina(other);
    expect(calls).toHaveLength(1);
  });
});

test.describe('static HTML', () => {
  for (const path of ['/', '/en', '/news/6', '/en/agreement', '/help/104']) {
    test(`${path} is served as the China edition (no data-edition, China footer present)`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0];
      expect(htmlTag).toBeDefined();
      expect(htmlTag).not.toMatch(/data-edition/i);
      // The help layout has no footer (SPEC 2.2); every other page carries the China footer's filings.
      if (!path.includes('/help')) {
        for (const f of siteSettings.filings) {
          expect(html).toContain(f.label);
          expect(html).toContain(`href="${f.href}"`);
        }
      }
    });
  }

  test('without JavaScript the China edition shows', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-edition', /.+/);
    await expect(chinaNav(page)).toBeVisible();
    await expect(filing(page)).toBeVisible();
    await expect(requestQuote(page)).toBeHidden();
    await context.close();
  });
});
