import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { POPUP_ENGAGED_MS, POPUP_FOLD_MS } from '../src/features/contact/use-panel-popup';
import {
  ASK,
  C,
  countAsks,
  coveredBy,
  engageUntilPopup,
  errors,
  expectDialogStays,
  fillFields,
  ROOT,
  stored,
  unique,
} from './contact-helpers';
import { hydrated, siteConfig, t as common } from './helpers';

test.describe('English contact panel (China edition)', () => {
  test('empty submit shows the messages and sends nothing; a complete one is stored and thanked', async ({ page }) => {
    const sent = countAsks(page);
    await page.goto('/en/news/6?lang=ch');
    const tab = page.getByTestId('en-contact-tab');
    await hydrated(tab);
    await tab.click();
    const panel = page.getByTestId('contact-panel');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: C.en.form.submit }).click();
    for (const label of [C.en.form.name, C.en.form.lastName, C.en.form.jobTitle, C.en.form.email, C.en.form.region]) {
      await expect(panel.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(panel.getByText(C.en.validation.required).first()).toBeVisible();
    await expect(panel.getByLabel(C.en.form.name)).toBeFocused();
    expect(sent).toHaveLength(0);

    const email = unique('panel');
    await panel.getByLabel(C.en.form.name).fill('Anna');
    await panel.getByLabel(C.en.form.lastName).fill('Schmidt');
    await panel.getByLabel(C.en.form.email).fill('anna@');
    await panel.getByLabel(C.en.form.email).blur();
    await expect(panel.getByText(C.en.validation.email)).toBeVisible();
    await panel.getByLabel(C.en.form.email).fill(email);
    await panel.getByLabel(C.en.form.jobTitle).fill('Head of insights');
    await panel.getByLabel(C.en.form.region).selectOption('Germany');
    await panel.getByLabel(C.en.form.mobile).fill('123');
    await panel.getByLabel(C.en.form.mobile).blur();
    await expect(panel.getByText(C.en.validation.phoneLength)).toBeVisible();
    await panel.getByLabel(C.en.form.mobile).fill('+49 30 1234567');
    await panel.getByLabel(C.en.form.message).fill('1,200 completes of car owners in DACH, please.');
    await panel.getByRole('button', { name: C.en.form.submit }).click();

    const dialog = page.getByTestId('success-dialog');
    await expect(dialog.getByRole('heading', { name: C.en.thanks.title })).toBeVisible();
    await expect(dialog.getByText(C.en.thanks.text)).toBeVisible();
    // The response time (site.config.ts) and what happens next, with pages to read meanwhile.
    await expect(dialog.getByTestId('reply-time')).toHaveText(
      `${C.en.thanks.replyLabel}${common('en', 'colon')}${siteConfig.replyTime.en}`,
    );
    expect((await dialog.innerText()).split(siteConfig.replyTime.en).length - 1).toBe(1);
    const next = dialog.getByTestId('contact-next-steps');
    await expect(next.getByRole('heading', { name: C.en.thanks.nextTitle })).toBeVisible();
    await expect(next.getByRole('listitem')).toHaveText(
      (['read', 'reply', 'meanwhile'] as const).map((id) => new RegExp(`^${C.en.thanks.next[id].title}`)),
    );
    await expect(next.getByRole('link', { name: C.en.thanks.links.cases })).toHaveAttribute('href', '/en/cases');
    await expect(panel).toHaveCount(0);
    expect(stored(email)).toEqual(expect.objectContaining({ variant: 'contact-panel', type: 3, name: 'Anna', region: 'Germany' }));
    await expectDialogStays(page);
    await dialog.getByRole('button', { name: C.en.thanks.ok, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('fits an 800 px high screen: every field and Submit in sight, unscrolled', async ({ page }) => {
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

  test('an API error code shows its translated toast; a network failure keeps what was typed', async ({ page }) => {
    await page.goto('/en/news/6?lang=ch');
    const tab = page.getByTestId('en-contact-tab');
    await hydrated(tab);
    await tab.click();
    const panel = page.getByTestId('contact-panel');
    await panel.getByLabel(C.en.form.name).fill('Anna');
    await panel.getByLabel(C.en.form.lastName).fill('Schmidt');
    await panel.getByLabel(C.en.form.email).fill('anna@example.com');
    await panel.getByLabel(C.en.form.jobTitle).fill('Analyst');
    await panel.getByLabel(C.en.form.region).selectOption('Japan');

    await page.route(ASK, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'A2032', message: 'Request too frequent', data: null }),
      }),
    );
    await panel.getByRole('button', { name: C.en.form.submit }).click();
    await expect(page.getByTestId('toast')).toHaveText(errors('en').codes.A2032);

    await page.unroute(ASK);
    await page.route(ASK, (route) => route.abort('internetdisconnected'));
    await panel.getByRole('button', { name: C.en.form.submit }).click();
    await expect(panel.getByText(C.en.form.network)).toBeVisible();
    await expect(panel.getByLabel(C.en.form.name)).toHaveValue('Anna');
    await expect(panel.getByLabel(C.en.form.email)).toHaveValue('anna@example.com');
    await expect(page.getByTestId('success-dialog')).toHaveCount(0);
  });
});

for (const lang of ['en', 'zh'] as const) {
  test(`overseas 'Request a Quote' modal (${lang}) stores type 3 with quantity, spec, tags, region and extend`, async ({ page }) => {
    // A long journey: every field of the modal, then the stored row.
    test.slow();
    const sent = countAsks(page);
    await page.goto(`${lang === 'en' ? '/en' : ''}/news/6?lang=en`);
    const button = page.getByTestId('request-quote');
    await hydrated(button);
    await button.click();
    const modal = page.getByTestId('quote-modal');
    await expect(modal.getByRole('heading', { name: C[lang].quote.title })).toBeVisible();
    const submit = modal.getByRole('button', { name: C[lang].form.submit });
    await expect(submit).toBeDisabled();
    await expect(modal.getByText(C[lang].validation.required)).toHaveCount(0);
    expect(sent).toHaveLength(0);

    await modal.getByLabel(C[lang].quote.quantity).selectOption('500');
    const group = modal.locator('details').first();
    await group.locator('summary').click();
    const firstLabel = group.locator('label').first();
    const labelName = (await firstLabel.textContent())!.trim();
    await firstLabel.click();
    await expect(modal.getByText(C[lang].quote.chosen_one.replace('{{count}}', '1'))).toBeVisible();
    const region = lang === 'en' ? 'Japan' : '日本';
    await modal.getByLabel(C[lang].form.region).selectOption(region);
    // What the sample is priced by: countries (several), LOI, IR, field days, quotas.
    const countries = lang === 'en' ? ['Japan', 'United States'] : ['日本', '美国'];
    for (const name of countries) await modal.getByLabel(name, { exact: true }).check();
    await modal.getByLabel(C[lang].spec.loi).fill('15');
    const ir = modal.getByLabel(C[lang].spec.incidence);
    await ir.fill('0');
    await ir.blur();
    await expect(modal.getByText(C[lang].validation.incidence)).toBeVisible();
    await ir.fill('25');
    await expect(modal.getByText(C[lang].validation.incidence)).toHaveCount(0);
    await modal.getByLabel(C[lang].spec.fieldDays).fill('14');
    await modal.getByLabel(C[lang].spec.quotas).fill('Age 18-34: 50%\nAge 35-54: 50%');
    const email = unique(`quote-${lang}`);
    await modal.getByLabel(C[lang].form.businessEmail).fill(email);
    // SPEC 3: the quote modal sends the contact request's fields too.
    await fillFields(modal, [
      [C[lang].form.name, 'Kenji'],
      [C[lang].form.lastName, 'Sato'],
      [C[lang].form.jobTitle, 'Research manager'],
    ]);
    // The overseas edition asks for consent (contract/consent.ts; e2e/consent.spec.ts).
    await modal.getByLabel(C[lang].consent.box).check();
    await submit.click();

    const dialog = page.getByTestId('success-dialog');
    await expect(dialog.getByRole('heading', { name: C[lang].thanks.inquiryTitle })).toBeVisible();
    await expect(dialog.getByText(C[lang].thanks.inquiryText)).toBeVisible();
    const steps = dialog.getByTestId('next-steps').getByRole('listitem');
    await expect(steps).toHaveCount(siteConfig.quoteNextSteps.length);
    // The response time is the first step's, and said only there.
    await expect(steps.first()).toContainText(siteConfig.replyTime[lang]);
    expect((await dialog.innerText()).split(siteConfig.replyTime[lang]).length - 1).toBe(1);
    const row = stored(email)!;
    expect(row).toEqual(
      expect.objectContaining({
        variant: 'quote-modal',
        type: 3,
        sample_quantity: 500,
        region,
        name: 'Kenji',
        last_name: 'Sato',
        job_title: 'Research manager',
      }),
    );
    expect(JSON.stringify(JSON.parse(String(row.tags)))).toContain(labelName);
    expect(JSON.parse(String(row.sample_spec))).toEqual({
      countries,
      loi: 15,
      incidence: 25,
      fieldDays: 14,
      quotas: 'Age 18-34: 50%\nAge 35-54: 50%',
    });
    // The contract's anti-automation pair: the time it took, and the honeypot left out (empty).
    const body = JSON.parse(sent.at(-1)!) as Record<string, unknown>;
    expect(body.fillMs).toEqual(expect.any(Number));
    expect(body).not.toHaveProperty('website');
    expect(body).not.toHaveProperty('fillStart');
    expect(JSON.parse(String(row.extend))).toEqual(expect.objectContaining({ region, sampleQuantity: 500 }));
    await expectDialogStays(page);
    await dialog.getByRole('button', { name: C[lang].thanks.close }).click();
    await expect(dialog).toHaveCount(0);
  });
}

test('the quote modal closes with Cancel and opens empty again', async ({ page }) => {
  // The modal's form (with the sample spec's country list) loads on first open: slow on a busy CI machine.
  test.slow();
  await page.goto('/en?lang=en');
  const button = page.getByTestId('request-quote');
  await hydrated(button);
  await button.click();
  const modal = page.getByTestId('quote-modal');
  await modal.getByLabel(C.en.form.businessEmail).fill('someone@example.com');
  await modal.getByRole('button', { name: C.en.form.cancel }).click();
  await expect(modal).toHaveCount(0);
  await button.click();
  await expect(page.getByTestId('quote-modal').getByLabel(C.en.form.businessEmail)).toHaveValue('');
});

test('Chinese panel shows the phone and the QR code', async ({ page }) => {
  await page.goto('/news/6?lang=ch');
  const tab = page.getByTestId('cn-contact-tab');
  await hydrated(tab);
  const panel = page.getByTestId('cn-contact-panel');
  await tab.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('img', { name: common('zh', 'footer.qr') })).toBeVisible();
  await tab.click();
  await expect(panel).toHaveCount(0);
});

test.describe('the Chinese contact popup (SPEC 4): once per visit, after engagement, over nothing to read', () => {
  test('no popup on the first screen, however long the visitor stays there', async ({ page }) => {
    await page.clock.install();
    await page.goto('/?lang=ch');
    await page.clock.runFor(3000);
    const tab = page.getByTestId('cn-contact-tab');
    await hydrated(tab);
    await page.clock.runFor(5 * POPUP_ENGAGED_MS);
    await expect(tab).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('cn-contact-panel')).toHaveCount(0);
    // Scrolled past the first screen but only just arrived: not yet either.
    await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 1.2, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await page.clock.runFor(1000);
    await expect(page.getByTestId('cn-contact-panel')).toHaveCount(0);
  });

  test('opens after time on the page and a scroll past the first screen, beside what is read; never again in the visit', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/news/6?lang=ch');
    await page.clock.runFor(3000);
    await hydrated(page.getByTestId('cn-contact-tab'));
    const panel = page.getByRole('dialog', { name: common('zh', 'footer.contact') });
    await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 1.1, behavior: 'instant' }));
    await page.clock.runFor(1000);
    await expect(panel).toHaveCount(0);
    await page.clock.runFor(POPUP_ENGAGED_MS);
    await engageUntilPopup(page);
    await expect(panel.getByRole('img', { name: common('zh', 'footer.qr') })).toBeVisible();
    // It opened by itself: the focus stays where the visitor is, and it covers no headline, picture or field.
    await expect(panel.locator(':focus')).toHaveCount(0);
    expect(await coveredBy(page, panel)).toEqual([]);
    // It folds back into its tab after a few seconds.
    await page.clock.runFor(POPUP_FOLD_MS + 500);
    await expect(panel).toHaveCount(0);

    // Never again in this visit: not on this page, not after a reload, not on the next page.
    for (const next of ['/news/6?lang=ch', '/sample?lang=ch']) {
      if (next !== page.url()) await page.goto(next);
      await page.clock.runFor(3000);
      await hydrated(page.getByTestId('cn-contact-tab'));
      await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 1.5, behavior: 'instant' }));
      await page.clock.runFor(2 * POPUP_ENGAGED_MS);
      await expect(panel).toHaveCount(0);
    }
  });

  // /product: not over its hero's picture and headline; /sample: not over its hero's figures either (it sat
  // on two of them at 1280 px: they are marked data-keep-clear).
  for (const { path, keepClear } of [
    { path: '/product', keepClear: 0 },
    { path: '/sample', keepClear: 4 },
  ]) {
    test(`a second page view in the visit is engagement enough: on ${path} it opens once the hero is passed`, async ({ page }) => {
      await page.clock.install();
      await page.goto('/news/6?lang=ch');
      await page.clock.runFor(3000);
      await hydrated(page.getByTestId('cn-contact-tab'));
      await page.goto(`${path}?lang=ch`);
      await page.clock.runFor(3000);
      await hydrated(page.getByTestId('cn-contact-tab'));
      const panel = page.getByRole('dialog', { name: common('zh', 'footer.contact') });
      await expect(panel).toHaveCount(0);
      await expect(page.locator('main [data-keep-clear] li')).toHaveCount(keepClear);
      // Well before the first page's time on page, it opens as the visitor reads on.
      await engageUntilPopup(page);
      expect(await coveredBy(page, panel)).toEqual([]);
    });
  }
});

test('overseas desktop: phone, sales e-mail and the scroll-to-top button after 100 px of scrolling', async ({ page }) => {
  await page.goto('/en/news/6?lang=en');
  const box = page.getByTestId('os-contact');
  await expect(box).toBeAttached();
  // Not over the page's opening figures: the card shows once the visitor scrolls.
  await expect(box).toBeHidden();
  await expect(page.getByTestId('scroll-top')).toHaveCount(0);
  await page.mouse.wheel(0, 400);
  await expect(box.getByRole('link', { name: /sales@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByTestId('scroll-top')).toBeVisible();
  // It steps aside while the footer's contact form is on screen (it would sit on the form's button).
  await page.locator('#request-quote').scrollIntoViewIfNeeded();
  await expect(box).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  await expect(box).toBeVisible();
  await page.getByTestId('scroll-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
});

test('overseas mobile: the Request a Quote button opens the modal, and says so @mobile', async ({ page }) => {
  await page.goto('/en/news/6?lang=en');
  const button = page.getByTestId('os-quote-mobile');
  await hydrated(button);
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const modal = page.getByTestId('quote-modal');
  await expect(modal).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await modal.getByRole('button', { name: C.en.form.cancel }).click();
  await expect(modal).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('"No" on a help article opens the contact form about it', async ({ page }) => {
  await page.goto('/en/help/113');
  const no = page.getByRole('button', { name: common('en', 'help.feedback.no') });
  await hydrated(no);
  await no.click();
  await page.getByRole('link', { name: common('en', 'help.feedback.contact') }).click();
  const modal = page.getByTestId('contact-modal');
  await expect(modal.getByLabel(C.en.form.message)).toHaveValue(/Quota control \(\/help\/113\)/);
});

/** The newest code the API "sent" to `mobile` (SMS_OUTBOX, set in playwright.config.ts). */
function lastCode(mobile: string): string | undefined {
  const file = path.join(ROOT, 'test-results/e2e-data/sms-outbox.jsonl');
  if (!fs.existsSync(file)) return undefined;
  const lines = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { mobile: string; code: string });
  // The API sends to the number's canonical spelling (+86…), whatever the visitor typed.
  return lines.filter((l) => l.mobile === `+86${mobile}`).at(-1)?.code;
}

test('university form: rules, phone code countdown, a wrong code toast, then stored', async ({ page }) => {
  const sent = countAsks(page);
  await page.goto('/colleges/2?lang=ch');
  // The form loads when the visitor scrolls near it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const form = page.getByTestId('university-form');
  await expect(form).toBeVisible();
  const u = C.zh.university;
  await form.getByRole('button', { name: u.submit }).click();
  await expect(form.getByLabel(u.name)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(u.code)).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toHaveLength(0);

  await form.getByLabel(u.name).fill('王');
  await form.getByLabel(u.school).fill('复旦');
  await form.getByLabel(u.email).click();
  await expect(form.getByText(C.zh.validation.length2to16)).toBeVisible();
  await expect(form.getByText(C.zh.validation.length3to32)).toBeVisible();
  await form.getByLabel(u.name).fill('李雷');
  await form.getByLabel(u.school).fill('复旦大学');
  const email = unique('uni');
  await form.getByLabel(u.email).fill(email);
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await form.getByLabel(u.mobile).fill(mobile);
  const button = form.getByTestId('phone-code-button');
  await expect(button).toHaveText(u.getCode);
  await button.click();
  await expect(form.getByText(u.sent)).toBeVisible();
  await expect(button).toHaveText(/\d+/);
  await expect(button).toBeDisabled();
  await expect.poll(() => lastCode(mobile)).toMatch(/^\d{6}$/);
  const code = lastCode(mobile)!;

  await form.getByLabel(u.code).fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: u.submit }).click();
  await expect(page.getByTestId('toast')).toHaveText(errors('zh').codes.A2004);
  // The form's own alert says the same, in the page's language, never the server's English message.
  await expect(form.getByRole('alert').filter({ hasText: errors('zh').codes.A2004 })).toBeVisible();
  await expect(form.getByText('Wrong verification code')).toHaveCount(0);
  // Next to the code field: the code is wrong, not 'enter the 6-digit code' (a 6-digit code was entered).
  await expect(form.getByLabel(u.code)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(u.code)).toHaveAccessibleDescription(errors('zh').codes.A2004);
  await expect(form.getByText(C.zh.validation.code)).toHaveCount(0);

  await form.getByLabel(u.code).fill(code);
  await form.getByLabel(u.requirement, { exact: false }).fill('本科生样本 300 份');
  await form.getByRole('button', { name: u.submit }).click();
  const dialog = page.getByTestId('success-dialog');
  await expect(dialog.getByRole('heading', { name: C.zh.thanks.title })).toBeVisible();
  expect(stored(email)).toEqual(
    expect.objectContaining({ variant: 'university', school: '复旦大学', mobile, requirement: '本科生样本 300 份' }),
  );
  await dialog.getByRole('button', { name: C.zh.thanks.ok, exact: true }).click();
  await expect(form.getByLabel(u.name)).toHaveValue('');
});
