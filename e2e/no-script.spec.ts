import { expect, test, type Locator, type Page } from '@playwright/test';
import { C, errors, stored, unique } from './contact-helpers';
import { exactPath, inLang, phoneMenuButton, t, type Lang } from './helpers';

/**
 * The site with JavaScript off (a visitor who blocks scripts, a crawler): every page form posts to the API
 * and lands on the thank-you page of its language with the request stored, or comes back with the SPEC 5
 * messages and the values kept; nothing typed ever ends in an address; the phone menu opens and navigates.
 */
test.use({ javaScriptEnabled: false });

const LANGS: Lang[] = ['zh', 'en'];
const PHONE = '+86 138 0013 8000';

/** Fills inputs by their `name`, as a browser without scripts sends them. */
async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}

/** Submits and checks nothing of the form reached the address bar. */
async function submit(page: Page, form: Locator, typed: string[]) {
  await form.locator('button[type="submit"]').click();
  await page.waitForLoadState('domcontentloaded');
  for (const value of typed) expect(decodeURIComponent(page.url())).not.toContain(value);
}

const FORMS: { name: string; path: string; form: string; extra: Record<string, string> }[] = [
  { name: 'sample quote', path: '/sample', form: 'form[data-testid^="sample-form-"]', extra: {} },
  { name: 'community demo', path: '/community', form: '[data-testid="community-demo-form"]', extra: {} },
  { name: 'panel quote', path: '/colleges/panel', form: '[data-testid="panel-quote-form"]', extra: { requiredSampleSize: '300' } },
];

for (const lang of LANGS) {
  for (const f of FORMS) {
    test(`${lang} ${f.name}: posted without scripts, stored, thank-you page in ${lang}`, async ({ page }) => {
      await page.goto(inLang(lang, f.path));
      const form = page.locator(f.form).first();
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form.locator('[name="name"]')).toHaveAttribute('required', '');
      await expect(form.locator('[name="name"]')).toHaveAttribute('aria-required', 'true');
      const email = unique(`noscript-${lang}-${f.name.replace(' ', '-')}`);
      const values = { ...f.extra, name: '王小明', organization: '问途测试公司', email, mobile: PHONE };
      await fill(form, values);
      await submit(page, form, [email, '13800138000']);
      await expect(page).toHaveURL(exactPath(inLang(lang, '/thanks')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(C[lang].thanks.title);
      await expect(page.getByTestId('thanks-page')).toBeVisible();
      expect(stored(email)).toEqual(expect.objectContaining({ email, name: '王小明', organization: '问途测试公司' }));
    });
  }

  test(`${lang} page forms are styled without scripts: the consent box and the sample spec`, async ({ page }) => {
    // Their CSS is linked before each form (src/lib/later-styles.ts), not brought by the form's late code.
    for (const f of FORMS) {
      await page.goto(inLang(lang, f.path));
      // The notice is on every form; the box itself only in the overseas edition.
      const consent = page.locator(f.form).first().getByTestId('consent-box').locator('..');
      await expect(consent, f.path).toHaveCSS('display', 'grid');
      await expect(consent.locator('p').first(), f.path).toHaveCSS('font-size', '13px');
    }
    await page.goto(inLang(lang, '/sample'));
    const countries = page.locator('form[data-testid^="sample-form-"]').first().getByTestId('spec-countries');
    await expect(countries).toHaveCSS('display', 'grid');
    await expect(countries.locator('input[type="checkbox"]').first()).toHaveCSS('width', '16px');
  });

  test(`${lang} page forms' notes are readable on their box: the consent notice has 4.5:1 contrast or more`, async ({ page }) => {
    // The community demo's white form box once inherited its navy band's white text: the notice vanished.
    for (const f of FORMS) {
      await page.goto(inLang(lang, f.path));
      const notice = page.locator(f.form).first().getByTestId('consent-box').locator('..').locator('p').first();
      const ratio = await notice.evaluate((el) => {
        const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const [R, G, B] = [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
        };
        // The nearest box with a background of its own; the text's alpha blended onto it.
        let box: Element | null = el;
        while (box && rgb(getComputedStyle(box).backgroundColor)[3] === 0) box = box.parentElement;
        const back = rgb(getComputedStyle(box ?? document.body).backgroundColor);
        const [r, g, b, a = 1] = rgb(getComputedStyle(el).color);
        const text = [r!, g!, b!].map((c, i) => c * a + back[i]! * (1 - a));
        const [hi, lo] = [luminance(text), luminance(back)].sort((x, y) => y - x);
        return (hi! + 0.05) / (lo! + 0.05);
      });
      expect({ path: f.path, readable: ratio >= 4.5 }).toEqual({ path: f.path, readable: true });
    }
  });

  test(`${lang} the header over a hero is dark without scripts (nothing turns it dark on scroll)`, async ({ page }) => {
    await page.goto(inLang(lang, '/sample'));
    await page.mouse.wheel(0, 900);
    await expect(page.getByTestId('site-header')).toHaveCSS('background-color', 'rgb(11, 31, 68)');
  });

  test(`${lang} sample quote: an invalid submit shows the SPEC 5 messages and keeps the values`, async ({ page }) => {
    await page.goto(inLang(lang, '/sample'));
    const form = page.locator('form[data-testid^="sample-form-"]').first();
    const email = unique(`noscript-invalid-${lang}`);
    await fill(form, { name: '', organization: '问途测试公司', email, mobile: 'x' });
    await submit(page, form, [email]);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(C[lang].noscript.title);
    await expect(page.getByTestId('form-errors')).toContainText(C[lang].validation.enterName);
    await expect(page.locator('#f-name-error')).toHaveText(C[lang].validation.enterName);
    // The typed values are kept; corrected, the same form goes through.
    await expect(page.locator('[name="organization"]')).toHaveValue('问途测试公司');
    await expect(page.locator('[name="email"]')).toHaveValue(email);
    expect(stored(email)).toBeUndefined();
    await page.locator('[name="name"]').fill('王小明');
    await page.locator('[name="mobile"]').fill(PHONE);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(exactPath(inLang(lang, '/thanks')));
    expect(stored(email)).toEqual(expect.objectContaining({ name: '王小明', mobile: PHONE }));
  });

  test(`${lang} university form says the code step needs scripts and asks for the code`, async ({ page }) => {
    await page.goto(inLang(lang, '/colleges/3'));
    const form = page.locator('[data-testid="university-form"]').first();
    await expect(form).toContainText(C[lang].noscript.codeNeedsScript);
    const email = unique(`noscript-university-${lang}`);
    await fill(form, { name: '王小明', school: '问途测试大学', email, mobile: '13800138000' });
    await submit(page, form, [email]);
    await expect(page.locator('#f-phoneCode-error')).toHaveText(C[lang].validation.required);
    expect(stored(email)).toBeUndefined();
  });

  test(`${lang} university form: a wrong 6-digit code says the code is wrong (A2004), not to enter one`, async ({ page }) => {
    await page.goto(inLang(lang, '/colleges/3'));
    const form = page.locator('[data-testid="university-form"]').first();
    const email = unique(`noscript-wrong-code-${lang}`);
    await fill(form, { name: '王小明', school: '问途测试大学', email, mobile: '13800138000', phoneCode: '123456' });
    await submit(page, form, [email]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(C[lang].noscript.title);
    await expect(page.locator('#f-phoneCode-error')).toHaveText(errors(lang).codes.A2004);
    await expect(page.locator('[name="phoneCode"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('form-errors')).toContainText(errors(lang).codes.A2004);
    await expect(page.getByText(C[lang].validation.code)).toHaveCount(0);
    // The rest of what was typed is kept.
    await expect(page.locator('[name="school"]')).toHaveValue('问途测试大学');
    expect(stored(email)).toBeUndefined();
  });
}

test('en overseas footer contact form: the region list comes with the messages, then the request is stored', async ({ page }) => {
  // The overseas edition without scripts, as the head script would set it.
  await page.route('**/en', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('<html', '<html data-edition="overseas"') });
  });
  await page.goto('/en');
  const form = page.locator('[data-testid="contact-form-page"]');
  await expect(form).toBeVisible();
  const email = unique('noscript-overseas');
  await fill(form, {
    name: 'Anna',
    lastName: 'Berg',
    organization: 'Nordlicht',
    jobTitle: 'Head of insights',
    email,
    mobile: '+49 30 1234567',
  });
  await submit(page, form, [email]);
  // No region was chosen (the list loads with scripts): the form comes back with the list to pick from.
  await expect(page.locator('#f-region-error')).toHaveText(C.en.validation.required);
  await page.locator('select[name="region"]').selectOption('Germany');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(exactPath('/en/thanks'));
  expect(stored(email)).toEqual(expect.objectContaining({ region: 'Germany', variant: 'contact-page' }));
});

test('en contact page: linked from the footer, posted without scripts; a wrong field says so in English, kept values', async ({ page }) => {
  await page.goto('/en/news/6');
  await page
    .getByTestId('site-footer')
    .getByRole('link', { name: t('en', 'footer.contactPage'), exact: true })
    .click();
  await expect(page).toHaveURL(exactPath('/en/contact'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(C.en.page.title);
  const form = page.getByRole('main').locator('[data-testid="contact-page-form"]');
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute('method', 'post');
  const email = unique('noscript-contact-page');
  const values = {
    name: 'Anna',
    lastName: 'Berg',
    organization: 'Nordlicht Research',
    jobTitle: 'Head of insights',
    email,
    mobile: '12',
  };
  await fill(form, values);
  // The region list is in the page's HTML: the form is complete without scripts.
  await form.locator('select[name="region"]').selectOption('Germany');
  await submit(page, form, [email]);
  // A phone number too short: the API's page in English names the field and keeps what was typed.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(C.en.noscript.title);
  await expect(page.locator('#f-mobile-error')).toHaveText(C.en.validation.phoneLength);
  await expect(page.getByTestId('form-errors')).toContainText(C.en.validation.phoneLength);
  await expect(page.locator('[name="organization"]')).toHaveValue('Nordlicht Research');
  expect(stored(email)).toBeUndefined();
  await expect(page.locator('select[name="region"]')).toHaveValue('Germany');
  await page.locator('[name="mobile"]').fill('+49 30 1234567');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(exactPath('/en/thanks'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(C.en.thanks.title);
  expect(stored(email)).toEqual(
    expect.objectContaining({ variant: 'contact-page', email, organization: 'Nordlicht Research', mobile: '+49 30 1234567' }),
  );
});

test('@mobile the phone menu opens and navigates without scripts', async ({ page }) => {
  for (const lang of LANGS) {
    await page.goto(inLang(lang, '/news/6'));
    const menu = page.getByRole('navigation', { name: t(lang, 'nav.menu'), exact: true });
    await expect(menu).toBeHidden();
    await phoneMenuButton(page).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: t(lang, 'nav.product'), exact: true }).click();
    await expect(page).toHaveURL(exactPath(inLang(lang, '/product')));
  }
});

test('the language switch is a link without scripts', async ({ page }) => {
  await page.goto('/news/6');
  await page
    .getByRole('group', { name: t('zh', 'language.switch') })
    .first()
    .getByRole('link', { name: t('zh', 'language.en') })
    .click();
  await expect(page).toHaveURL(exactPath('/en/news/6'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a list page past the first shows its own items without scripts', async ({ page }) => {
  await page.goto('/template');
  const pager = page.getByRole('navigation', { name: t('zh', 'list.pager') });
  await pager.getByRole('link', { name: t('zh', 'list.page').replace('{{page}}', '2'), exact: true }).click();
  await expect(page).toHaveURL(exactPath('/template/page/2'));
  await expect(pager.getByRole('link', { name: t('zh', 'list.page').replace('{{page}}', '2'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/template\/page\/2$/);
});
