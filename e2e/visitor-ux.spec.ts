import { expect, test, type Locator, type Page } from '@playwright/test';
import { HONEYPOT_FIELD } from '../contract/contact';
import { C, copy } from './contact-helpers';
import { hydrated, IP_CHINA, scrollRested, settled, t as common, type Lang } from './helpers';

/**
 * What a first-time visitor trips over (issue 14): floating parts that cover fields and messages, calls to
 * action that show three at a time, a disabled Submit that looks enabled, a loading bar that never shows,
 * an edition answer that comes late, forms that are empty boxes until their script loads.
 */

/** True when nothing fixed lies over the element: its centre and inner corners hit the element itself. */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    // Instant: the page scrolls smoothly by default, and the check reads positions right away.
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && (hit === el || el.contains(hit));
    });
  });
}

/** Focuses every field of the form, submits it empty, and checks no fixed element covers a field or a message. */
async function expectFieldsAndErrorsUncovered(page: Page, form: Locator, submitName: string) {
  // Every field a visitor sees (the honeypot sits off-screen on purpose; hidden inputs carry the no-script post).
  const fields = form.locator(`input:not([type=checkbox]):not([type=hidden]):not([name=${HONEYPOT_FIELD}]), select, textarea`);
  await expect(fields.first()).toBeVisible();
  const n = await fields.count();
  expect(n).toBeGreaterThan(2);
  for (let i = 0; i < n; i++) {
    await fields.nth(i).focus();
    expect(await uncovered(fields.nth(i)), `field ${i} is covered`).toBe(true);
  }
  await hydrated(form);
  await form.getByRole('button', { name: submitName }).click();
  const messages = form.getByRole('alert');
  await expect(messages.first()).toBeVisible();
  const m = await messages.count();
  for (let i = 0; i < m; i++) expect(await uncovered(messages.nth(i)), `message ${i} is covered`).toBe(true);
  return messages;
}

/** Every message is in the page's language: no Latin words on a Chinese page, no Chinese on an English one. */
async function expectInLanguage(messages: Locator, lang: Lang) {
  const texts = await messages.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    if (lang === 'zh') expect(text).not.toMatch(/[A-Za-z]{3,}/);
    else expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  }
}

for (const tag of ['', ' @mobile']) {
  test.describe(`fixed parts never cover a form${tag}`, () => {
    test(`Chinese sample page: no QR popup over the form, fields and messages stay clear, messages in Chinese${tag}`, async ({ page }) => {
      await page.goto('/sample?lang=ch');
      // SPEC 4's popup waits for engagement and never opens over a field (contact.spec.ts).
      const form = page.getByTestId('sample-form-zh');
      const messages = await expectFieldsAndErrorsUncovered(page, form, copy('zh', 'sample', 'quote.submit'));
      await expect(page.getByTestId('cn-contact-panel')).toHaveCount(0);
      await expectInLanguage(messages, 'zh');
    });

    test(`English sample page (China edition)${tag}`, async ({ page }) => {
      await page.goto('/en/sample?lang=ch');
      const form = page.getByTestId('sample-form-en');
      const messages = await expectFieldsAndErrorsUncovered(page, form, copy('en', 'sample', 'quote.submit'));
      await expectInLanguage(messages, 'en');
    });

    test(`overseas edition: the footer's contact form${tag}`, async ({ page }) => {
      await page.goto('/en/sample?lang=en');
      await expect(page.getByTestId('os-quote-mobile')).toBeAttached({ timeout: 10_000 });
      const form = page.getByTestId('contact-form-page');
      const messages = await expectFieldsAndErrorsUncovered(page, form, common('en', 'footer.overseas.contactButton'));
      await expectInLanguage(messages, 'en');
    });
  });
}

test('the sample, panel and overseas footer forms are in the server HTML, fields included', async ({ request }) => {
  for (const [path, testId, names] of [
    ['/sample', 'sample-form-zh', ['name', 'organization', 'email', 'mobile', 'message']],
    ['/en/sample/en', 'sample-form-en', ['name', 'organization', 'email', 'mobile']],
    ['/colleges/panel', 'panel-quote-form', ['requiredSampleSize', 'name', 'organization', 'email', 'mobile']],
    ['/en/news/6', 'contact-form-page', ['name', 'lastName', 'email', 'organization', 'jobTitle', 'region']],
  ] as const) {
    const html = await (await request.get(path)).text();
    const form = new RegExp(`<form[^>]*data-testid="${testId}"[\\s\\S]*?</form>`).exec(html)?.[0];
    expect(form, `${path} has ${testId} in its HTML`).toBeTruthy();
    for (const name of names) expect(form, `${path}: field ${name}`).toMatch(new RegExp(`name="${name}"`));
  }
});

test('one Request a Quote visible at a time on a phone @mobile', async ({ page }) => {
  const visibleCtas = () =>
    page.evaluate(
      () =>
        ['request-quote', 'home-request-quote', 'os-quote-mobile']
          .flatMap((id) => Array.from(document.querySelectorAll(`[data-testid="${id}"]`)))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight && style.visibility !== 'hidden' && style.opacity !== '0';
          }).length,
    );
  // The home page has its own buttons (hero, panel, closing call): the bar shows only between them.
  await page.goto('/en?lang=en');
  const bar = page.getByTestId('os-quote-mobile');
  await expect(bar).toBeAttached({ timeout: 10_000 });
  await expect(page.getByTestId('request-quote')).toBeHidden();
  let barSeen = false;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await settled(page);
    await expect.poll(visibleCtas, `at ${y}px`).toBeLessThanOrEqual(1);
    // The bar steps aside while the visitor reads down the page and returns when they scroll back up.
    if (!barSeen && y > 0) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y - 150);
      await settled(page);
      barSeen = await bar.isVisible();
      await expect.poll(visibleCtas, `at ${y - 150}px, scrolled back up`).toBeLessThanOrEqual(1);
    }
  }
  expect(barSeen).toBe(true);
  // At the footer's contact block the bar gives way to the form.
  await page.locator('#request-quote').scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  // A page without its own button shows the bar from the top.
  await page.goto('/en/news/6?lang=en');
  await expect(page.getByTestId('os-quote-mobile')).toBeVisible({ timeout: 10_000 });
  await expect.poll(visibleCtas).toBe(1);
});

for (const lang of ['en', 'zh'] as const) {
  test(`quote modal (${lang}): required fields marked, Submit disabled in look and named what is missing`, async ({ page }) => {
    await page.goto(lang === 'en' ? '/en?lang=en' : '/?lang=en');
    const button = page.getByTestId('request-quote');
    await hydrated(button);
    const enabledBackground = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    await button.click();
    const modal = page.getByTestId('quote-modal');
    const submit = modal.getByRole('button', { name: C[lang].form.submit, exact: true });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveCSS('cursor', 'not-allowed');
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(enabledBackground);
    const hint = C[lang].quote.missing.replace('{{fields}}', C[lang].form.businessEmail);
    await expect(modal.getByTestId('submit-hint')).toHaveText(hint);
    await expect(submit).toHaveAccessibleDescription(hint);
    // The required field carries its marker.
    await expect(modal.locator('label', { hasText: C[lang].form.businessEmail }).locator('span[aria-hidden="true"]')).toHaveText('*');
    await modal.getByLabel(C[lang].form.businessEmail).fill('someone@example.com');
    await expect(submit).toBeEnabled();
    await expect(modal.getByTestId('submit-hint')).toHaveCount(0);
    // Polled: the button's colour changes with a transition.
    await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(enabledBackground);
  });
}

test('the loading bar shows while a slow navigation waits for its page data', async ({ page }) => {
  await page.route('**/page-data/about/page-data.json', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.goto('/?lang=ch');
  const about = page.getByRole('contentinfo').getByRole('link', { name: common('zh', 'footer.about'), exact: true });
  // The footer hydrates late on a busy machine: allow it more than the helper's 7 s.
  await expect
    .poll(() => about.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), { timeout: 20_000 })
    .toBe(true);
  await about.click();
  // Shown after 200 ms while the data is still on its way (held back 2.5 s; the issue asks for 1.5 s, more
  // leaves room on a loaded machine).
  await expect(page.locator('#loading-bar')).toHaveCSS('opacity', '1', { timeout: 2000 });
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('#loading-bar')).toHaveCSS('opacity', '0');
});

test('an ip/china answer arriving after the 2.5 s wait still switches the edition; the timeout is not remembered', async ({ page }) => {
  await page.route(IP_CHINA, async (route) => {
    await new Promise((r) => setTimeout(r, 4000));
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: '00000', message: 'success', data: false }),
    });
  });
  await page.goto('/news/6');
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'china', { timeout: 3500 });
  expect(await page.evaluate(() => sessionStorage.getItem('edition'))).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'overseas', { timeout: 5000 });
  await expect(page.getByTestId('request-quote')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('edition'))).toBe('overseas');
});

test('pages with deferred forms log no error or hydration warning', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    // 'Failed to load resource': prefetches of pages other issues add (/product, /article…), not this page's.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`${page.url()}: ${m.text()}`);
    if (m.type() === 'warning' && /hydrat/i.test(m.text())) problems.push(m.text());
  });
  // Requests in flight: after the scroll, the deferred parts' code has come when none is left.
  const inFlight = new Set<unknown>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  for (const path of ['/sample', '/en/sample', '/colleges/panel', '/en/news/6?lang=en']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 20_000);
    // The deferred parts near the page's end wake, load their code and hydrate (errors would show by then).
    await scrollRested(page);
    await settled(page);
    await expect.poll(() => inFlight.size, { message: `${path}: requests still loading`, intervals: [250] }).toBe(0);
    await settled(page);
  }
  expect(problems).toEqual([]);
});

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`university panel page (${lang}) at 1280 px: beside the label list the coverage and the steps stay in view, no empty column`, async ({
    page,
  }) => {
    await page.goto(lang === 'zh' ? '/colleges/panel' : '/en/colleges/panel');
    const coverage = page.getByTestId('panel-coverage');
    const steps = page.getByRole('heading', { name: copy(lang, 'panel', 'stepsTitle') });
    const picker = page.locator('fieldset').first();
    // At the top, the steps and then the coverage fill the column beside the picker.
    const [p, s, c] = [(await picker.boundingBox())!, (await steps.boundingBox())!, (await coverage.boundingBox())!];
    expect(s.x).toBeGreaterThan(p.x + p.width);
    expect(Math.abs(s.x - c.x)).toBeLessThan(40);
    expect(c.y).toBeGreaterThan(s.y);
    // Down to the last label group, the coverage figure stays in view.
    const groups = page.locator('details');
    for (const i of [5, 10, (await groups.count()) - 1]) {
      await groups.nth(i).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const box = (await coverage.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
    }
    const items = page.locator(`section:has(> h2:text-is("${copy(lang, 'panel', 'stepsTitle')}")) li`);
    await expect(items).toHaveCount(4);
  });
}
