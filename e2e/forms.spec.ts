import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ASK,
  C,
  copy,
  countAsks,
  errors,
  expectDialogStays,
  fillFields,
  fillSampleQuote,
  reachForm,
  stored,
  unique,
} from './contact-helpers';
import { hydrated, inLang, t as common, type Lang } from './helpers';
import { nameOrder } from '../contract/contact';

/**
 * The page forms of SPEC 5 and the contact-us surfaces not covered in contact.spec.ts: the sample page's
 * quote forms (Chinese and English rules), the university panel's quote form, the overseas footer's
 * full-page contact form, and the contact-us modal in both languages.
 */
const S = (lang: Lang, key: string) => copy(lang, 'sample', key);
const P = (lang: Lang, key: string) => copy(lang, 'panel', key);
const V = (lang: Lang, key: string) => copy(lang, 'contact', `validation.${key}`);

test.describe('sample page quote form', () => {
  test('a campaign visitor: where they first came from arrives with the request', async ({ page }) => {
    const landing = '/en/sample/en?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-panel';
    await page.goto(landing);
    // Recorded once the page is idle (a chunk of its own), kept for later visits.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('attribution'))).toContain('newsletter');
    // A later arrival without a campaign leaves the first touch as it was.
    await page.goto('/en');
    await page.goto('/en/sample/en');
    const form = await reachForm(page, 'sample-form-en');
    const email = unique('campaign');
    await fillSampleQuote(form, 'en', { name: 'Alice Martin', company: 'Northwind Foods', email, phone: '+44 20 7946 0958' });
    await form.getByRole('button', { name: S('en', 'quote.submit') }).click();
    await expect(page.getByTestId('sample-success')).toBeVisible();
    expect(JSON.parse(String(stored(email)!.attribution))).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'autumn-panel',
      lastUtmSource: 'newsletter',
      lastUtmMedium: 'email',
      lastUtmCampaign: 'autumn-panel',
      landingPage: landing,
      firstSeenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('Chinese rules: named messages, nothing sent while invalid, stored, success screen', async ({ page }) => {
    const sent = countAsks(page);
    await page.goto('/sample');
    const form = await reachForm(page, 'sample-form-zh');
    await form.getByRole('button', { name: S('zh', 'quote.submit') }).click();
    for (const key of ['enterName', 'enterCompany', 'enterEmail', 'enterPhone']) await expect(form.getByText(V('zh', key))).toBeVisible();
    // Focus goes to the first field in error.
    await expect(form.getByLabel(S('zh', 'quote.name'))).toBeFocused();

    await form.getByLabel(S('zh', 'quote.name')).fill('王');
    await form.getByLabel(S('zh', 'quote.company')).fill('问途');
    await form.getByLabel(S('zh', 'quote.email')).fill('not-an-address');
    await form.getByLabel(S('zh', 'quote.phone')).fill('12345');
    await form.getByLabel(S('zh', 'quote.phone')).blur();
    await expect(form.getByText(V('zh', 'length2to16'))).toBeVisible();
    await expect(form.getByText(V('zh', 'length3to32'))).toBeVisible();
    await expect(form.getByText(V('zh', 'emailCorrect'))).toBeVisible();
    await expect(form.getByText(V('zh', 'phone'))).toBeVisible();
    await form.getByRole('button', { name: S('zh', 'quote.submit') }).click();
    expect(sent).toHaveLength(0);

    const email = unique('sample-zh');
    await fillSampleQuote(form, 'zh', { name: '王晓明', company: '问途市场研究', email, phone: '13812345678' });
    await form.getByRole('button', { name: S('zh', 'quote.submit') }).click();
    const success = page.getByTestId('sample-success');
    await expect(success.getByRole('heading', { name: S('zh', 'quote.successTitle') })).toBeVisible();
    await expect(success.getByText(S('zh', 'quote.successText'))).toBeVisible();
    expect(stored(email)).toEqual(
      expect.objectContaining({ variant: 'sample-zh', type: 3, name: '王晓明', organization: '问途市场研究', mobile: '13812345678' }),
    );

    await success.getByRole('button', { name: S('zh', 'quote.again') }).click();
    await expect(page.getByTestId('sample-form-zh').getByLabel(S('zh', 'quote.email'))).toHaveValue('');
  });

  test('English rules, and the estimate travels with the request', async ({ page }) => {
    // A long journey: estimator, every field of the form, the stored row.
    test.slow();
    await page.goto('/en/sample/en');
    const estimator = page.getByTestId('cost-estimator');
    const quantity = estimator.getByLabel(S('en', 'estimator.quantity'));
    await hydrated(quantity);
    // 300 completes on the global panel at an IR of 100% take one hour: the singular form.
    await estimator.getByLabel(S('en', 'estimator.incidence')).fill('100');
    await quantity.fill('300');
    await expect(page.getByTestId('estimate-time')).toHaveText('About 1 hour');
    await quantity.fill('1,000x');
    // The number helper keeps digits only.
    await expect(quantity).toHaveValue('1000');
    await estimator.getByLabel(S('en', 'estimator.loi')).fill('20');
    await estimator.getByLabel(S('en', 'estimator.incidence')).fill('50');
    // Global panel: ¥3 × 1.4 (LOI 20: two steps of 5 minutes past 10) × 1.15 (IR 50%: 1 screened out per
    // complete at 15%) = ¥4.83 a complete, up to 30% more: ¥6.28; at 7.1 yuan to the dollar (README
    // "Prices") $0.68–$0.88, and the totals are those times 1,000, as the visitor can check.
    await expect(page.getByTestId('estimate-per-complete')).toHaveText('$0.68–$0.88');
    await expect(page.getByTestId('estimate-total')).toHaveText('$680–$880');
    // How LOI and IR moved it, in plain words with the visitor's figures.
    const explain = page.getByTestId('estimate-explain');
    await expect(explain).toContainText('A low incidence raises the cost per complete');
    await expect(explain).toContainText('At 20 minutes: +40%.');
    await expect(explain).toContainText('At 50%: about 2 people screened per complete, +15%.');
    await estimator.getByLabel(S('en', 'estimator.incidence')).fill('0');
    await expect(estimator.getByText('Enter a whole number from 1 to 100')).toBeVisible();
    await expect(page.getByTestId('estimate-total')).toHaveText('—');
    await estimator.getByLabel(S('en', 'estimator.incidence')).fill('50');
    await estimator.getByRole('button', { name: S('en', 'estimator.use') }).click();

    const form = await reachForm(page, 'sample-form-en');
    await expect(page.getByTestId('sample-estimate-summary')).toContainText('1,000 completes, LOI 20 min, IR 50%, $0.68–$0.88');
    // The estimate's figures fill the form's own fields; the field days are the estimate's (7 hours: 1 day).
    await expect(form.getByLabel(C.en.spec.completes)).toHaveValue('1000');
    await expect(form.getByLabel(C.en.spec.loi)).toHaveValue('20');
    await expect(form.getByLabel(C.en.spec.incidence)).toHaveValue('50');
    await expect(form.getByLabel(C.en.spec.fieldDays)).toHaveValue('1');
    await form.getByLabel(C.en.spec.fieldDays).fill('5');
    await form.getByLabel('Germany', { exact: true }).check();
    await form.getByLabel('Japan', { exact: true }).check();
    await expect(form.getByTestId('spec-countries')).toContainText('2 chosen: Germany, Japan');
    await form.getByLabel(C.en.spec.quotas).fill('Gender: 50% female, 50% male\nAge 18-34: 40%');
    await form.getByLabel(S('en', 'quote.name')).fill('Al');
    await form.getByLabel(S('en', 'quote.name')).blur();
    await expect(form.getByText(V('en', 'length3to32'))).toBeVisible();
    const email = unique('sample-en');
    await fillSampleQuote(form, 'en', { name: 'Alice Martin', company: 'Northwind Foods', email, phone: '+44 20 7946 0958' });
    await form.getByRole('button', { name: S('en', 'quote.submit') }).click();
    await expect(page.getByTestId('sample-success').getByRole('heading', { name: S('en', 'quote.successTitle') })).toBeVisible();
    const row = stored(email)!;
    expect(row).toEqual(expect.objectContaining({ variant: 'sample-en', sample_quantity: 1000, mobile: '+44 20 7946 0958' }));
    expect(JSON.parse(String(row.sample_spec))).toEqual({
      countries: ['Germany', 'Japan'],
      loi: 20,
      incidence: 50,
      fieldDays: 5,
      quotas: 'Gender: 50% female, 50% male\nAge 18-34: 40%',
    });
    expect(JSON.parse(String(row.extend)).estimate).toEqual(
      expect.objectContaining({
        panel: 'global',
        quantity: '1000',
        loi: '20',
        incidence: '50',
        perComplete: { low: 4.83, high: 6.28 },
        total: { low: 4830, high: 6280 },
        currency: 'CNY',
      }),
    );
  });

  test('Chinese estimate in yuan; a bad IR is refused in Chinese; the quote arrives with its spec', async ({ page }) => {
    // A long journey: estimator, every field of the form, the stored row.
    test.slow();
    await page.goto('/sample/zh');
    const estimator = page.getByTestId('cost-estimator');
    const quantity = estimator.getByLabel(S('zh', 'estimator.quantity'));
    await hydrated(quantity);
    await quantity.fill('1000');
    await estimator.getByLabel(S('zh', 'estimator.loi')).fill('20');
    await estimator.getByLabel(S('zh', 'estimator.incidence')).fill('50');
    // China panel: ¥0.5 × 1.4 × 1.15 = ¥0.81 a complete, up to ¥1.05.
    await expect(page.getByTestId('estimate-per-complete')).toHaveText('¥0.81–¥1.05');
    await expect(page.getByTestId('estimate-total')).toHaveText('¥810–¥1,050');
    await expect(page.getByTestId('estimate-explain')).toContainText('发生率越低，每个有效样本越贵');

    const form = await reachForm(page, 'sample-form-zh');
    const ir = form.getByLabel(C.zh.spec.incidence);
    await ir.fill('150');
    await ir.blur();
    await expect(form.getByText(C.zh.validation.incidence)).toBeVisible();
    await expect(ir).toHaveAttribute('aria-invalid', 'true');
    const sent = countAsks(page);
    const email = unique('sample-spec-zh');
    await fillSampleQuote(form, 'zh', { name: '王晓明', company: '问途市场研究', email, phone: '13812345678' });
    await form.getByRole('button', { name: S('zh', 'quote.submit') }).click();
    // Nothing goes while IR is out of its bounds; focus goes to it.
    await expect(ir).toBeFocused();
    expect(sent).toHaveLength(0);

    await ir.fill('20');
    await form.getByLabel('中国大陆', { exact: true }).check();
    await form.getByLabel(C.zh.spec.completes).fill('800');
    await form.getByLabel(C.zh.spec.loi).fill('12');
    await form.getByLabel(C.zh.spec.fieldDays).fill('7');
    await form.getByRole('button', { name: S('zh', 'quote.submit') }).click();
    await expect(page.getByTestId('sample-success').getByRole('heading', { name: S('zh', 'quote.successTitle') })).toBeVisible();
    const row = stored(email)!;
    expect(row).toEqual(expect.objectContaining({ variant: 'sample-zh', sample_quantity: 800 }));
    expect(JSON.parse(String(row.sample_spec))).toEqual({ countries: ['中国大陆'], loi: 12, incidence: 20, fieldDays: 7 });
  });
});

for (const lang of ['zh', 'en'] as const) {
  test(`university panel page (${lang}): coverage, sample-size rule, stored with its labels`, async ({ page }) => {
    const sent = countAsks(page);
    await page.goto(inLang(lang, '/colleges/panel'));
    await expect(page.getByRole('heading', { level: 1, name: P(lang, 'title') })).toBeVisible();
    const coverage = page.getByTestId('panel-coverage');
    await expect(coverage.getByText(P(lang, 'coverageBefore'))).toBeVisible();
    const picker = page.getByTestId('label-picker');
    const male = picker.getByLabel(lang === 'zh' ? '男' : 'Male', { exact: true });
    await hydrated(male);
    await male.check();
    // Gender has three labels: one of them covers a third of the 4,000,000 panelists.
    await expect(page.getByTestId('coverage-count')).toHaveText('1,333,300');

    const form = await reachForm(page, 'panel-quote-form');
    await form.getByLabel(P(lang, 'sampleSize')).fill('abc');
    await expect(form.getByLabel(P(lang, 'sampleSize'))).toHaveValue('');
    await form.getByRole('button', { name: P(lang, 'submit') }).click();
    // The organisation field is labelled 'school or organisation', and so is its message.
    for (const key of ['enterSampleSize', 'enterName', 'enterOrganization', 'enterEmail', 'enterPhone'])
      await expect(form.getByText(V(lang, key))).toBeVisible();
    await expect(form.getByText(V(lang, 'enterCompany'))).toHaveCount(0);
    expect(sent).toHaveLength(0);

    const email = unique(`panel-${lang}`);
    await form.getByLabel(P(lang, 'sampleSize')).fill('300');
    await form.getByLabel(P(lang, 'name')).fill(lang === 'zh' ? '李同学' : 'Li Wei');
    await form.getByLabel(P(lang, 'company')).fill(lang === 'zh' ? '华东师范大学' : 'East China Normal University');
    await form.getByLabel(P(lang, 'email')).fill(email);
    await form.getByLabel(P(lang, 'phone')).fill('13912345678');
    await form.getByRole('button', { name: P(lang, 'submit') }).click();
    const dialog = page.getByTestId('success-dialog');
    await expect(dialog.getByRole('heading', { name: C[lang].thanks.inquiryTitle })).toBeVisible();
    await expectDialogStays(page);
    await dialog.getByRole('button', { name: C[lang].thanks.close }).first().click();
    await expect(dialog).toHaveCount(0);
    const row = stored(email)!;
    expect(row).toEqual(
      expect.objectContaining({ variant: lang === 'en' ? 'panel-quote-en' : 'panel-quote', type: 3, required_sample_size: 300 }),
    );
    expect(String(row.tags)).toContain(lang === 'zh' ? '男' : 'Male');
    expect(JSON.parse(String(row.extend))).toEqual({ labels: 1, coverage: 1_333_300 });
    // A success empties the picker too.
    await expect(male).not.toBeChecked();
  });

  test(`university panel page (${lang}): international numbers ${lang === 'en' ? 'stored' : 'refused'}`, async ({ page }) => {
    const sent = countAsks(page);
    await page.goto(inLang(lang, '/colleges/panel'));
    const form = await reachForm(page, 'panel-quote-form');
    for (const mobile of ['+1 415 555 0102', '+44 20 7946 0000']) {
      const email = unique(`panel-intl-${lang}`);
      await form.getByLabel(P(lang, 'sampleSize')).fill('500');
      await form.getByLabel(P(lang, 'name')).fill(lang === 'zh' ? '李同学' : 'Li Wei');
      await form.getByLabel(P(lang, 'company')).fill(lang === 'zh' ? '华东师范大学' : 'East China Normal University');
      await form.getByLabel(P(lang, 'email')).fill(email);
      await form.getByLabel(P(lang, 'phone')).fill(mobile);
      await form.getByRole('button', { name: P(lang, 'submit') }).click();
      if (lang === 'zh') {
        // The Chinese page asks for a mainland mobile: nothing is sent.
        await expect(form.getByText(V(lang, 'phone'))).toBeVisible();
        expect(sent).toHaveLength(0);
        expect(stored(email)).toBeUndefined();
        continue;
      }
      const dialog = page.getByTestId('success-dialog');
      await expect(dialog.getByRole('heading', { name: C[lang].thanks.inquiryTitle })).toBeVisible();
      await dialog.getByRole('button', { name: C[lang].thanks.close }).first().click();
      await expect(dialog).toHaveCount(0);
      expect(stored(email)).toEqual(expect.objectContaining({ variant: 'panel-quote-en', mobile, required_sample_size: 500 }));
    }
  });

  test(`overseas footer: the full-page contact form (${lang})`, async ({ page }) => {
    const sent = countAsks(page);
    await page.goto(`${inLang(lang, '/news/6')}?lang=en`);
    const form = await reachForm(page, 'contact-form-page');
    const f = C[lang].form;
    const button = form.getByRole('button', { name: common(lang, 'footer.overseas.contactButton') });
    await button.click();
    // Organization and phone are required on this variant, and the e-mail is the business one.
    for (const label of [f.name, f.lastName, f.businessEmail, f.organization, f.jobTitle, f.region, f.mobile]) {
      await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.getByText(C[lang].validation.required).first()).toBeVisible();
    await expect(form.getByLabel(f.message)).toHaveAttribute('rows', '3');
    expect(sent).toHaveLength(0);

    const email = unique(`footer-${lang}`);
    await form.getByLabel(f.name).fill('Maria');
    await form.getByLabel(f.lastName).fill('Garcia');
    await form.getByLabel(f.businessEmail).fill(email);
    await form.getByLabel(f.organization).fill('Iberia Retail Group');
    await form.getByLabel(f.jobTitle).fill('Insights lead');
    await form.getByLabel(f.region).selectOption({ index: 3 });
    await form.getByLabel(f.mobile).fill('123');
    await button.click();
    await expect(form.getByText(C[lang].validation.phoneLength)).toBeVisible();
    await form.getByLabel(f.mobile).fill('+34 600 123 456');
    // The overseas edition asks for consent (contract/consent.ts; e2e/consent.spec.ts).
    await form.getByLabel(C[lang].consent.box).check();
    await button.click();
    const dialog = page.getByTestId('success-dialog');
    await expect(dialog.getByRole('heading', { name: C[lang].thanks.title })).toBeVisible();
    await expectDialogStays(page);
    await dialog.getByRole('button', { name: C[lang].thanks.ok }).click();
    await expect(dialog).toHaveCount(0);
    expect(stored(email)).toEqual(
      expect.objectContaining({ variant: 'contact-page', type: 1, organization: 'Iberia Retail Group', mobile: '+34 600 123 456' }),
    );
    await expect(form.getByLabel(f.businessEmail)).toHaveValue('');
  });

  test(`contact-us modal (${lang}): title, 'or contact us', rules, stored`, async ({ page }) => {
    await page.goto(inLang(lang, '/help/113'));
    const no = page.getByRole('button', { name: common(lang, 'help.feedback.no') });
    await hydrated(no);
    await no.click();
    await page.getByRole('link', { name: common(lang, 'help.feedback.contact') }).click();
    const modal = page.getByTestId('contact-modal');
    await expect(modal.getByRole('heading', { name: C[lang].contactModal.title })).toBeVisible();
    await expect(modal.getByText(C[lang].contactModal.or)).toBeVisible();
    await modal.getByLabel(C[lang].form.message).fill('');
    await modal.getByRole('button', { name: C[lang].form.submit }).click();
    await expect(modal.getByText(C[lang].validation.required).first()).toBeVisible();
    // The first field in error takes the focus: the first name field of the language's order (姓 in Chinese).
    await expect(modal.getByLabel(C[lang].form[nameOrder(lang)[0]])).toBeFocused();
    const email = unique(`modal-${lang}`);
    await modal.getByLabel(C[lang].form.name).fill('Maria');
    await modal.getByLabel(C[lang].form.lastName).fill('Garcia');
    await modal.getByLabel(C[lang].form.email).fill(email);
    await modal.getByLabel(C[lang].form.jobTitle).fill('Brand manager');
    await modal.getByLabel(C[lang].form.region).selectOption({ index: 5 });
    await modal.getByRole('button', { name: C[lang].form.submit }).click();
    const dialog = page.getByTestId('success-dialog');
    await expect(dialog.getByRole('heading', { name: C[lang].thanks.title })).toBeVisible();
    await expect(modal).toHaveCount(0);
    await expectDialogStays(page);
    expect(stored(email)).toEqual(expect.objectContaining({ variant: 'contact-modal', type: 1 }));
  });
}

test('overseas mobile in Chinese: the quote button, its modal and a stored request @mobile', async ({ page }) => {
  await page.goto('/news/6?lang=en');
  const button = page.getByTestId('os-quote-mobile');
  await hydrated(button);
  await button.click();
  const modal = page.getByTestId('quote-modal');
  await expect(modal.getByRole('heading', { name: C.zh.quote.title })).toBeVisible();
  const email = unique('quote-mobile-zh');
  await modal.getByLabel(C.zh.form.businessEmail).fill(email);
  await modal.getByLabel(C.zh.consent.box).check();
  await modal.getByRole('button', { name: C.zh.form.submit }).click();
  const dialog = page.getByTestId('success-dialog');
  await expect(dialog.getByRole('heading', { name: C.zh.thanks.inquiryTitle })).toBeVisible();
  await expect(modal).toHaveCount(0);
  expect(stored(email)).toEqual(expect.objectContaining({ variant: 'quote-modal', type: 3 }));
});

test('sample page (zh) and panel page (en): a translated toast for an error code, typed values kept on a network failure', async ({
  page,
}) => {
  const failures = async (lang: Lang, form: ReturnType<Page['getByTestId']>, submit: string) => {
    await page.route(ASK, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'A2029', message: 'too frequent', data: null }),
      }),
    );
    await form.getByRole('button', { name: submit }).click();
    await expect(page.getByTestId('toast')).toHaveText(errors(lang).codes.A2029);
    await page.unroute(ASK);
    await page.route(ASK, (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: submit }).click();
    await expect(form.getByText(C[lang].form.network)).toBeVisible();
    await page.unroute(ASK);
  };

  await page.goto('/sample/zh');
  const sample = await reachForm(page, 'sample-form-zh');
  await fillFields(sample, [
    [S('zh', 'quote.name'), '王晓明'],
    [S('zh', 'quote.company'), '问途市场研究'],
    [S('zh', 'quote.email'), 'wxm@example.cn'],
    [S('zh', 'quote.phone'), '13812345678'],
  ]);
  await failures('zh', sample, S('zh', 'quote.submit'));
  await expect(sample.getByLabel(S('zh', 'quote.name'))).toHaveValue('王晓明');
  await expect(page.getByTestId('sample-success')).toHaveCount(0);

  await page.goto('/en/colleges/panel');
  const panel = await reachForm(page, 'panel-quote-form');
  await fillFields(panel, [
    [P('en', 'sampleSize'), '200'],
    [P('en', 'name'), 'Li Wei'],
    [P('en', 'company'), 'Fudan University'],
    [P('en', 'email'), 'liwei@example.edu'],
    [P('en', 'phone'), '13912345678'],
  ]);
  await failures('en', panel, P('en', 'submit'));
  await expect(panel.getByLabel(P('en', 'sampleSize'))).toHaveValue('200');
  await expect(page.getByTestId('success-dialog')).toHaveCount(0);
});

test.describe('paired fields stay level when one shows an error', () => {
  /** The vertical offsets of the inputs labelled `a` and `b` in `form`. */
  async function inputTops(form: Locator, a: string, b: string): Promise<[number, number]> {
    const top = async (label: string) => (await form.getByLabel(label).boundingBox())!.y;
    return [await top(a), await top(b)];
  }

  test('English contact panel: Company beside Job title after an empty submit', async ({ page }) => {
    await page.goto('/en/news/6?lang=ch');
    const tab = page.getByTestId('en-contact-tab');
    await hydrated(tab);
    await tab.click();
    const panel = page.getByTestId('contact-panel');
    await panel.getByRole('button', { name: C.en.form.submit }).click();
    // Job title is required and shows its message; Company is optional in the panel and shows none.
    await expect(panel.getByLabel(C.en.form.jobTitle)).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByLabel(C.en.form.organization)).toHaveAttribute('aria-invalid', 'false');
    const [company, job] = await inputTops(panel, C.en.form.organization, C.en.form.jobTitle);
    expect(Math.abs(company - job)).toBeLessThan(1);
  });

  test('Chinese contact modal: 公司 beside 职位 after an empty submit', async ({ page }) => {
    await page.goto('/help/113');
    const no = page.getByRole('button', { name: common('zh', 'help.feedback.no') });
    await hydrated(no);
    await no.click();
    await page.getByRole('link', { name: common('zh', 'help.feedback.contact') }).click();
    const modal = page.getByTestId('contact-modal');
    await modal.getByRole('button', { name: C.zh.form.submit }).click();
    await expect(modal.getByLabel(C.zh.form.jobTitle)).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByLabel(C.zh.form.organization)).toHaveAttribute('aria-invalid', 'false');
    const [company, job] = await inputTops(modal, C.zh.form.organization, C.zh.form.jobTitle);
    expect(Math.abs(company - job)).toBeLessThan(1);
  });

  test('Chinese quote modal: the e-mail in error beside the phone', async ({ page }) => {
    await page.goto('/news/6?lang=en');
    const button = page.getByTestId('request-quote');
    await hydrated(button);
    await button.click();
    const modal = page.getByTestId('quote-modal');
    await modal.getByLabel(C.zh.form.businessEmail).fill('not-an-address');
    await modal.getByLabel(C.zh.form.mobile).focus();
    await expect(modal.getByLabel(C.zh.form.businessEmail)).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByLabel(C.zh.form.mobile)).toHaveAttribute('aria-invalid', 'false');
    const [email, mobile] = await inputTops(modal, C.zh.form.businessEmail, C.zh.form.mobile);
    expect(Math.abs(email - mobile)).toBeLessThan(1);
  });
});
