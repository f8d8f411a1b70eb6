import { expect, test, type Page } from '@playwright/test';
import { hydrated, siteConfig, siteSettings, t, type Lang } from './helpers';
import { C } from './contact-helpers';

/** SPEC 2.7: the China footer's filings, QR code and contacts; 'mailto' always, 'tel' on mobile devices only. */

const footer = (page: Page) => page.getByTestId('site-footer');
const s = siteSettings;
const telHref = `tel:${s.sales.phone.replace(/[^\d+]/g, '')}`;

for (const lang of ['zh', 'en'] as Lang[]) {
  const home = lang === 'zh' ? '/' : '/en';

  test(`${lang}: the China footer shows the filing links, the QR code and the sales e-mail as a mail link`, async ({ page }) => {
    await page.goto(home);
    await expect(page.locator('html')).toHaveAttribute('data-edition', 'china');
    for (const f of siteSettings.filings) {
      const link = footer(page).getByRole('link', { name: f.label });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', f.href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const qr = footer(page).getByRole('img', { name: t(lang, 'footer.qr') });
    await expect(qr).toBeVisible();
    // A real QR code is drawn, not an empty box.
    await expect(qr.locator('svg')).toHaveCount(1);
    expect((await qr.boundingBox())!.width).toBeGreaterThan(60);

    const sales = footer(page).getByRole('link', { name: s.sales.email, exact: true });
    await expect(sales).toBeVisible();
    await expect(sales).toHaveAttribute('href', `mailto:${s.sales.email}`);
    for (const key of ['agreement', 'privacy'] as const) {
      await expect(footer(page).getByRole('link', { name: t(lang, `footer.${key}`) })).toHaveAttribute(
        'href',
        lang === 'zh' ? `/${key}` : `/en/${key}`,
      );
    }
  });
}

test('desktop: the phone is plain text, not a tel: link', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop rule');
  await page.goto('/');
  // The static HTML has no tel: link on any device; the rule is only decided once React runs.
  await hydrated(footer(page));
  // Both editions' footers are in the page; only the China one is shown here.
  await expect(footer(page).getByText(s.sales.phone, { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(footer(page).getByRole('link', { name: s.sales.phone })).toHaveCount(0);
  await expect(footer(page).locator('a[href^="tel:"]')).toHaveCount(0);
});

test('@mobile the phone is a tel: link on a mobile device', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'needs the mobile project (a mobile device)');
  await page.goto('/');
  // The static HTML has no tel: link on any device; the rule is only decided once React runs.
  await hydrated(footer(page));
  const phone = footer(page).getByRole('link', { name: s.sales.phone, exact: true });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', telHref);
});

test('@mobile the sales e-mail is a mail link on mobile too', async ({ page }) => {
  await page.goto('/');
  await expect(footer(page).getByRole('link', { name: s.sales.email, exact: true })).toHaveAttribute('href', `mailto:${s.sales.email}`);
});

test('the overseas footer shows its four value points, tagline, contacts and social links', async ({ page }) => {
  await page.goto('/en?lang=en');
  const f = footer(page);
  for (const key of ['access', 'targeted', 'ai', 'models']) {
    await expect(f.getByRole('listitem').filter({ hasText: t('en', `footer.overseas.points.${key}`) })).toBeVisible();
  }
  await expect(f.getByText(t('en', 'footer.overseas.title'), { exact: true })).toBeVisible();
  await expect(f.getByRole('link', { name: s.sales.email, exact: true })).toHaveAttribute('href', `mailto:${s.sales.email}`);
  await expect(f.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
  await expect(f.getByText(`© ${siteConfig.copyrightYear}`).filter({ visible: true })).toHaveCount(1);
  // The China footer's filings are not shown in the overseas edition.
  await expect(f.getByRole('link', { name: siteSettings.filings[0]!.label })).toBeHidden();
});

test('zh: the China footer labels its contacts with the full-width colon (联系电话：…)', async ({ page }) => {
  await page.goto('/');
  // innerText: what is shown (the overseas footer is in the page too, hidden in this edition).
  const text = await footer(page).innerText();
  for (const key of ['phone', 'salesEmail', 'address']) expect(text).toContain(`${t('zh', `footer.${key}`)}${t('zh', 'colon')}`);
  expect(t('zh', 'colon')).toBe('：');
  expect(text).not.toMatch(/\p{Script=Han}\s*:/u);
});

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`${lang}: each filing number has its label in the page's language`, async ({ page }) => {
    await page.goto(lang === 'zh' ? '/' : '/en');
    for (const f of siteSettings.filings) {
      const link = footer(page).getByRole('link', { name: f.label, exact: true });
      await expect(link).toBeVisible();
      // The label is text before the link, in the same line item: 'ICP filing: 沪ICP备…'.
      await expect(link.locator('xpath=..')).toHaveText(`${t(lang, `footer.filing.${f.kind}`)}${t(lang, 'colon')}${f.label}`);
    }
  });

  test(`${lang}: the overseas footer's form asks for the names in the language's order`, async ({ page }) => {
    await page.goto(lang === 'zh' ? '/?lang=en' : '/en?lang=en');
    const form = page.getByTestId('contact-form-page');
    await expect(form).toBeVisible();
    const names = await form
      .locator('input[name="name"], input[name="lastName"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('name')));
    // Chinese: 姓 then 名; English: first name then last name.
    expect(names).toEqual(lang === 'zh' ? ['lastName', 'name'] : ['name', 'lastName']);
    const labels = await form.locator('label[for$="-name"], label[for$="-lastName"]').allInnerTexts();
    expect(labels.map((l) => l.replace('*', '').trim())).toEqual(
      lang === 'zh' ? [C.zh.form.lastName, C.zh.form.name] : [C.en.form.name, C.en.form.lastName],
    );
  });
}

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`${lang}: the overseas contact page shows its contact form once, and quote links lead to it`, async ({ page }) => {
    const path = lang === 'zh' ? '/contact' : '/en/contact';
    await page.goto(`${path}?lang=en`);
    await expect(page.locator('html')).toHaveAttribute('data-edition', 'overseas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(C[lang].page.title);
    // The page is the form: the footer leaves out its own contact block, so one e-mail field is shown.
    await expect(page.locator('input[name="email"]').filter({ visible: true })).toHaveCount(1);
    await expect(footer(page).getByRole('heading', { name: t(lang, 'footer.overseas.contactTitle') })).toHaveCount(0);
    await expect(footer(page).getByText(t(lang, 'footer.overseas.title'), { exact: true })).toBeVisible();
    // 'Request a Quote' without scripts leads to the page's form, which carries the footer block's id.
    await expect(page.getByTestId('request-quote')).toHaveAttribute('href', '#request-quote');
    await expect(page.locator('#request-quote').locator('input[name="email"]')).toBeVisible();

    // Any other overseas page still offers the footer's form.
    await page.goto(`${lang === 'zh' ? '' : '/en'}/news/6?lang=en`);
    await expect(footer(page).getByRole('heading', { name: t(lang, 'footer.overseas.contactTitle') })).toBeVisible();
    await expect(footer(page).locator('input[name="email"]')).toHaveCount(1);
  });
}
