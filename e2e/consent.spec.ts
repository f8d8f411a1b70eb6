import { expect, test, type Page } from '@playwright/test';
import { C, copy, countAsks, fillSampleQuote, reachForm, stored, unique } from './contact-helpers';
import { hydrated, inLang, t as common, type Lang } from './helpers';
import { CONSENT_STORAGE_KEY, NOTICE_VERSION } from '../contract/consent';
import { siteConfig } from '../site.config';

/**
 * Consent (contract/consent.ts): the overseas edition's banner keeps the ad conversion tag off the page
 * until the visitor accepts, and remembers either answer; its forms carry an unticked box that must be
 * ticked, in the visitor's language, and the stored request keeps the notice's version and the time.
 * The build of these journeys has a (fictional) tag id (playwright.config.ts); its script is answered here.
 */
const TAG = new RegExp(`^${siteConfig.adTag.src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Answers the tag's script with a stand-in and counts the requests for it. */
async function fakeTag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(TAG, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__adTagRan = true;' });
  });
  return requested;
}

// The banner and the widgets come once the page is idle: on a busy machine that is well after 'load'.
test.slow();

const banner = (page: Page) => page.getByRole('region', { name: common('en', 'consentBanner.label') });

test.describe('overseas consent banner', () => {
  test('no tag request before the visitor accepts; after Accept the tag loads, and on later pages at once', async ({ page }) => {
    const requested = await fakeTag(page);
    await page.goto('/en?lang=en');
    await expect(banner(page)).toBeVisible({ timeout: 30_000 });
    await expect(banner(page).getByRole('link', { name: common('en', 'consentBanner.privacyLink') })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
    // The page is usable under it: a region, not a dialog, and nothing is requested meanwhile.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');

    const accept = banner(page).getByRole('button', { name: common('en', 'consentBanner.accept') });
    await hydrated(accept);
    await accept.click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => requested.length).toBe(1);
    expect(requested[0]).toMatch(/[?&]id=AW-\d+/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __adTagRan?: boolean }).__adTagRan)).toBe(true);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('granted');

    // Remembered: the next page loads the tag without asking again.
    await page.goto('/en/news/6?lang=en');
    await expect.poll(() => requested.length).toBe(2);
    await expect(banner(page)).toHaveCount(0);
  });

  test('Decline is remembered: no tag, now or on the next page, and the banner does not come back', async ({ page }) => {
    const requested = await fakeTag(page);
    await page.goto('/?lang=en');
    // The overseas edition in Chinese asks in Chinese.
    const zhBanner = page.getByRole('region', { name: common('zh', 'consentBanner.label') });
    await expect(zhBanner).toBeVisible({ timeout: 30_000 });
    await expect(zhBanner).toContainText(common('zh', 'consentBanner.text'));
    const decline = zhBanner.getByRole('button', { name: common('zh', 'consentBanner.decline') });
    await hydrated(decline);
    await decline.click();
    await expect(zhBanner).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('denied');

    await page.goto('/news/6?lang=en');
    // The contact widget loads when the page is idle, as the banner would: once it is there, the banner had its chance.
    await expect(page.getByTestId('os-contact')).toBeAttached({ timeout: 30_000 });
    await expect(zhBanner).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('the China edition shows no banner and loads no tag', async ({ page }) => {
    const requested = await fakeTag(page);
    await page.goto('/?lang=ch');
    await expect(page.locator('html')).toHaveAttribute('data-edition', 'china');
    await expect(page.getByTestId('cn-contact')).toBeAttached({ timeout: 30_000 });
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});

const S = (lang: Lang, key: string) => copy(lang, 'sample', key);
const SAMPLE: Record<Lang, { path: string; testId: string; name: string; company: string; phone: string }> = {
  zh: { path: '/sample?lang=en', testId: 'sample-form-zh', name: '王晓明', company: '问途市场研究', phone: '138 0013 8000' },
  en: {
    path: '/en/sample/en?lang=en',
    testId: 'sample-form-en',
    name: 'Alice Martin',
    company: 'Northwind Foods',
    phone: '+44 20 7946 0958',
  },
};

for (const lang of ['zh', 'en'] as const) {
  test(`overseas edition (${lang}): the form's consent box must be ticked; the request keeps the notice version and time`, async ({
    page,
  }) => {
    // Answered so that the banner's choice cannot matter to the form.
    await page.addInitScript((key) => window.localStorage.setItem(key, 'denied'), CONSENT_STORAGE_KEY);
    const sent = countAsks(page);
    const s = SAMPLE[lang];
    await page.goto(s.path);
    await expect(page.locator('html')).toHaveAttribute('data-edition', 'overseas');
    const form = await reachForm(page, s.testId);

    // The notice and its link, and the box, unticked.
    await expect(form.getByText(C[lang].consent.notice)).toBeVisible();
    await expect(form.getByRole('link', { name: C[lang].consent.privacyLink })).toHaveAttribute('href', inLang(lang, '/privacy'));
    const box = form.getByLabel(C[lang].consent.box);
    await expect(box).toBeVisible();
    await expect(box).not.toBeChecked();
    const submit = form.getByRole('button', { name: S(lang, 'quote.submit') });
    // Sent empty: the box's message is among the others at once.
    await submit.click();
    await expect(form.getByText(C[lang].validation.consentRequired)).toBeVisible();

    const email = unique(`consent-${lang}`);
    await fillSampleQuote(form, lang, { name: s.name, company: s.company, email, phone: s.phone });
    await submit.click();
    await expect(form.getByText(C[lang].validation.consentRequired)).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    // The server decides too: the same request sent past the form is refused with SPEC 8's code.
    const refused = await page.request.post('/designer/v1/home/contact/ask', {
      data: {
        variant: lang === 'zh' ? 'sample-zh' : 'sample-en',
        edition: 'overseas',
        name: s.name,
        organization: s.company,
        email,
        mobile: s.phone,
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'A0400', data: { consent: 'validation.consentRequired' } });
    expect(stored(email)).toBeUndefined();

    const before = Date.now();
    await box.check();
    await submit.click();
    await expect(page.getByTestId('sample-success')).toBeVisible();
    const row = stored(email)!;
    expect(row).toEqual(expect.objectContaining({ consent_version: NOTICE_VERSION }));
    expect(Date.parse(String(row.consented_at))).toBeGreaterThanOrEqual(before - 5_000);
  });
}

test('China edition: the notice without a box, and the request stored without consent fields', async ({ page }) => {
  await page.goto('/sample?lang=ch');
  const form = await reachForm(page, 'sample-form-zh');
  await expect(form.getByText(C.zh.consent.notice)).toBeVisible();
  await expect(form.getByLabel(C.zh.consent.box)).toBeHidden();
  const email = unique('consent-china');
  await fillSampleQuote(form, 'zh', { name: '王晓明', company: '问途市场研究', email, phone: '13800138000' });
  await form.getByRole('button', { name: S('zh', 'quote.submit') }).click();
  await expect(page.getByTestId('sample-success')).toBeVisible();
  expect(stored(email)).toEqual(expect.objectContaining({ consent_version: null, consented_at: null }));
});
