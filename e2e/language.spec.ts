import { expect, test, type Page } from '@playwright/test';
import { exactPath, hydrated, t } from './helpers';

/** SPEC 4 "Language": the switch in the header, and the first-visit / stored-language rule of the head script. */

const localLang = (page: Page) => page.evaluate(() => window.localStorage.getItem('LocalLang'));

test.describe('the language switch', () => {
  test('switches /news/6 to English keeping the query, stores LocalLang, and back to Chinese', async ({ page }) => {
    await page.goto('/news/6?from=test');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const zhSwitch = page.getByRole('group', { name: t('zh', 'language.switch') }).first();
    await expect(zhSwitch.getByRole('link', { name: t('zh', 'language.zh') })).toHaveAttribute('aria-current', 'true');
    // A real link to the other language's page, for crawlers and visitors without scripts.
    await expect(zhSwitch.getByRole('link', { name: t('zh', 'language.en') })).toHaveAttribute('href', '/en/news/6');
    await expect(zhSwitch.getByRole('link', { name: t('zh', 'language.en') })).toHaveAttribute('hreflang', 'en');

    await hydrated(zhSwitch.getByRole('link', { name: t('zh', 'language.en') }));
    await zhSwitch.getByRole('link', { name: t('zh', 'language.en') }).click();
    await expect(page).toHaveURL(exactPath('/en/news/6', '?from=test'));
    expect(await localLang(page)).toBe('en');
    // The visitor sees the English page: English navigation and html lang.
    await expect(
      page.getByRole('navigation', { name: t('en', 'nav.main') }).getByRole('link', { name: t('en', 'nav.home'), exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const enSwitch = page.getByRole('group', { name: t('en', 'language.switch') }).first();
    await expect(enSwitch.getByRole('link', { name: t('en', 'language.en') })).toHaveAttribute('aria-current', 'true');
    await expect(enSwitch.getByRole('link', { name: t('en', 'language.zh') })).toHaveAttribute('href', '/news/6');

    await hydrated(enSwitch.getByRole('link', { name: t('en', 'language.zh') }));
    await enSwitch.getByRole('link', { name: t('en', 'language.zh') }).click();
    await expect(page).toHaveURL(exactPath('/news/6', '?from=test'));
    expect(await localLang(page)).toBe('zh');
    await expect(
      page.getByRole('navigation', { name: t('zh', 'nav.main') }).getByRole('link', { name: t('zh', 'nav.home'), exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    // A reload keeps the chosen language (no redirect back to /en).
    await page.reload();
    await expect(page).toHaveURL(exactPath('/news/6', '?from=test'));
  });

  test('the English choice holds on the next unprefixed visit', async ({ page }) => {
    await page.goto('/agreement');
    const english = page
      .getByRole('group', { name: t('zh', 'language.switch') })
      .first()
      .getByRole('link', { name: t('zh', 'language.en') });
    await hydrated(english);
    await english.click();
    await expect(page).toHaveURL(exactPath('/en/agreement'));
    await page.goto('/privacy?x=1#top');
    await expect(page).toHaveURL(exactPath('/en/privacy', '?x=1#top'));
  });
});

test.describe('first visit with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('an unprefixed page is sent to its /en form and LocalLang is stored', async ({ page }) => {
    await page.goto('/agreement');
    await expect(page).toHaveURL(exactPath('/en/agreement'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await localLang(page)).toBe('en');
  });

  test('help routes are not redirected', async ({ page }) => {
    await page.goto('/help/104');
    await expect(page).toHaveURL(exactPath('/help/104'));
  });
});

test.describe('first visit with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('stays on the Chinese page and stores zh', async ({ page }) => {
    await page.goto('/agreement');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(exactPath('/agreement'));
    expect(await localLang(page)).toBe('zh');
  });
});

test.describe('with LocalLang = en stored', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('e2e-seeded')) {
        window.localStorage.setItem('LocalLang', 'en');
        window.sessionStorage.setItem('e2e-seeded', '1');
      }
    });
  });

  test('an unprefixed /privacy goes to /en/privacy, query and hash kept', async ({ page }) => {
    await page.goto('/privacy?from=test#top');
    await expect(page).toHaveURL(exactPath('/en/privacy', '?from=test#top'));
  });

  test('the home page goes to /en', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(exactPath('/en'));
  });

  test('help routes are not redirected (/help/104 stays)', async ({ page }) => {
    await page.goto('/help/104');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(exactPath('/help/104'));
  });

  test('an already prefixed page stays put', async ({ page }) => {
    await page.goto('/en/news/6');
    await expect(page).toHaveURL(exactPath('/en/news/6'));
  });
});

test.describe('with LocalLang = zh stored and an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the stored choice wins over the browser language', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('LocalLang', 'zh'));
    await page.goto('/agreement');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(exactPath('/agreement'));
  });
});

test('an invalid stored LocalLang is ignored and replaced by the browser language', async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('e2e-seeded')) {
      window.localStorage.setItem('LocalLang', 'fr');
      window.sessionStorage.setItem('e2e-seeded', '1');
    }
  });
  await page.goto('/agreement');
  await expect(page).toHaveURL(exactPath('/agreement'));
  await expect.poll(() => localLang(page)).toBe('zh');
});
