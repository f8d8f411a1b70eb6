import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from 'puppeteer-core';
import { POPUP_KEY } from '../src/features/contact/use-panel-popup';
import { C, copy } from './contact-helpers';
import { shardOf, sitemapPaths, t } from './helpers';

/**
 * The keyboard journeys of focus.spec.ts and mobile-menu.spec.ts in Firefox ESR (Debian's `firefox-esr`),
 * driven over WebDriver BiDi by puppeteer-core: Playwright drives only its own patched Firefox, which cannot
 * be downloaded here. Reported as skipped when Firefox ESR is not installed (FIREFOX_PATH overrides), except in
 * CI (.ci/run installs it), where a missing Firefox fails the run.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

test.describe('keyboard journeys in Firefox ESR', () => {
  test.skip(!fs.existsSync(FIREFOX) && !process.env.CI, `Firefox ESR is not installed (${FIREFOX})`);
  // One browser for the file: Firefox takes a while to start on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let browser: Browser;
  let base: string;
  test.beforeAll(async ({ baseURL }) => {
    const puppeteer = (await import('puppeteer-core')).default;
    browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi' });
    base = baseURL!;
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  /** A page of the site, loaded and hydrated (React's props are on `selector`'s element). */
  async function open(path: string, selector: string, viewport = { width: 1280, height: 800 }, storedLang?: 'zh'): Promise<Page> {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    // The Chinese contact popup is tested in contact.spec.ts; here the panels open from the keyboard.
    await page.evaluateOnNewDocument((key) => sessionStorage.setItem(key, '1'), POPUP_KEY);
    // A stored language keeps an English-speaking Firefox on a Chinese page (SPEC 4's first-visit rule).
    if (storedLang) await page.evaluateOnNewDocument((lang) => localStorage.setItem('LocalLang', lang), storedLang);
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(
      (s) => {
        const el = document.querySelector(s);
        return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
      },
      {},
      selector,
    );
    return page;
  }

  /** The open dialog's role, name (its aria-labelledby's text), aria-modal and whether it holds the focus. */
  const dialogState = (page: Page, testId: string) =>
    page.$eval(`[data-testid="${testId}"]`, (d) => ({
      role: d.getAttribute('role'),
      name: document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? null,
      modal: d.getAttribute('aria-modal'),
      focusInside: d.contains(document.activeElement),
    }));

  const focusedTestId = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null);

  test('quote modal: Escape and Cancel give the focus back to "Request a Quote"', async () => {
    const page = await open('/en/news/6?lang=en', '[data-testid="request-quote"]');
    for (const close of ['Escape', 'cancel'] as const) {
      await page.focus('[data-testid="request-quote"]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid="quote-modal"]', { visible: true });
      expect(await dialogState(page, 'quote-modal')).toEqual({ role: 'dialog', name: C.en.quote.title, modal: 'true', focusInside: true });
      if (close === 'Escape') await page.keyboard.press('Escape');
      else {
        const cancel = copy('en', 'contact', 'form.cancel');
        await page.evaluate((label) => {
          const button = [...document.querySelectorAll('[data-testid="quote-modal"] button')].find((b) => b.textContent?.trim() === label);
          (button as HTMLElement).focus();
        }, cancel);
        await page.keyboard.press('Enter');
      }
      await page.waitForSelector('[data-testid="quote-modal"]', { hidden: true });
      await expect.poll(() => focusedTestId(page)).toBe('request-quote');
    }
    await page.close();
  });

  test('Chinese contact panel: a named dialog from the keyboard; scrolling leaves it open, Escape closes it', async () => {
    const tab = '[data-testid="cn-contact-tab"]';
    const page = await open('/news/6?lang=ch', tab, undefined, 'zh');
    await page.focus(tab);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="cn-contact-panel"]', { visible: true });
    expect(await dialogState(page, 'cn-contact-panel')).toEqual({
      role: 'dialog',
      name: t('zh', 'footer.contact'),
      modal: null,
      focusInside: true,
    });
    await page.evaluate(() => window.scrollBy(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // Give a scroll listener its chance to (wrongly) fold the panel.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.$('[data-testid="cn-contact-panel"]')).not.toBeNull();
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="cn-contact-panel"]', { hidden: true });
    await expect.poll(() => focusedTestId(page)).toBe('cn-contact-tab');
    await page.close();
  });

  test('English contact panel: a named dialog; focus moves in, Escape gives it back to the tab', async () => {
    const tab = '[data-testid="en-contact-tab"]';
    const page = await open('/en/news/6?lang=ch', tab);
    // The tab says what it opens, and whether that is open.
    const tabState = () => page.$eval(tab, (b) => [b.getAttribute('aria-haspopup'), b.getAttribute('aria-expanded')]);
    expect(await tabState()).toEqual(['dialog', 'false']);
    await page.focus(tab);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="contact-panel"]', { visible: true });
    await expect
      .poll(() => dialogState(page, 'contact-panel'))
      .toEqual({ role: 'dialog', name: C.en.panel.title, modal: null, focusInside: true });
    await expect.poll(tabState).toEqual(['dialog', 'true']);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="contact-panel"]', { hidden: true });
    await expect.poll(() => focusedTestId(page)).toBe('en-contact-tab');
    await expect.poll(tabState).toEqual(['dialog', 'false']);
    await page.close();
  });

  test('coupon modal: Escape gives the focus back to the coupon button', async () => {
    // Firefox asks for English pages: the English edition of the page (a first visit would be sent there).
    const page = await open('/en/colleges/2', '[data-testid="college-coupon"] button');
    await page.focus('[data-testid="college-coupon"] button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="coupon-dialog"]', { visible: true });
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="coupon-dialog"]', { hidden: true });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(copy('en', 'colleges', 'coupon.open'));
    await page.close();
  });

  test('image viewer: a labelled modal dialog; Escape gives the focus back to the image', async () => {
    const page = await open('/help/110', '[data-testid="help-content"]');
    await page.focus('[data-testid="help-content"] img');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="image-viewer"]', { visible: true });
    const dialog = await page.$eval('[data-testid="image-viewer"]', (d) => [d.getAttribute('aria-modal'), d.getAttribute('aria-label')]);
    expect(dialog).toEqual(['true', t('zh', 'viewer.dialog')]);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="image-viewer"]', { hidden: true });
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IMG');
    await page.close();
  });

  test('phone menu: Tab stays inside it, Escape closes it and focuses the menu button', async () => {
    const page = await open('/news/6', '[data-testid="site-header"] summary', { width: 375, height: 740 });
    const summary = '[data-testid="mobile-menu-disclosure"] summary';
    await page.focus(summary);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#mobile-menu', { visible: true });
    const top = await page.$eval('[data-testid="site-header"]', (h) => h.getBoundingClientRect().top);
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="mobile-menu-disclosure"]'))).toBe(true);
    }
    expect(await page.$eval('[data-testid="site-header"]', (h) => h.getBoundingClientRect().top)).toBe(top);
    await page.keyboard.press('Escape');
    // Closed: the disclosure's `open` (Firefox keeps boxes for the content of a closed <details>).
    await expect.poll(() => page.$eval(summary, (el) => (el.parentElement as HTMLDetailsElement).open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await page.close();
  });
  test('join us: the team filter is a radio group the arrow keys move through, and it filters', async () => {
    const jobs = JSON.parse(fs.readFileSync('content/jobs/jobs.json', 'utf8')) as { group: string }[];
    const inGroup = (group: string) => jobs.filter((j) => j.group === group).length;
    const page = await open('/en/joinus', '[data-testid="job-filters"] input');
    const shown = () =>
      page.$$eval(
        '[data-testid="job"]',
        (jobs) => jobs.filter((j) => getComputedStyle(j).display !== 'none' && j.closest('section')!.checkVisibility()).length,
      );
    expect(await shown()).toBe(jobs.length);
    await page.focus('input[name="job-team"][value="all"]');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('developer');
    await expect.poll(shown).toBe(inGroup('developer'));
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?team=developer');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('operation');
    await expect.poll(shown).toBe(inGroup('operation'));
    await page.close();
  });

  // a11y.spec.ts reads Chromium's accessibility tree; Firefox's is not reachable over WebDriver BiDi
  // (puppeteer: "CDP support is required for this feature"). What kept headings out of it is checked in
  // Firefox's own layout instead: before any scroll, no visible heading or section of the home page is
  // skipped by `content-visibility: auto`, and each section is named (by its own heading, or a band without one by its label).
  test('home: before scrolling, every heading and section is laid out and every section named', async () => {
    for (const path of ['/', '/en']) {
      const page = await open(path, '[data-testid="site-footer"]', { width: 1280, height: 800 }, path === '/' ? 'zh' : undefined);
      const found = await page.evaluate(() => {
        const shown = [...document.querySelectorAll<HTMLElement>('main h2, main section')].filter((el) => el.checkVisibility());
        return {
          scrollY: window.scrollY,
          headings: shown.filter((el) => el.tagName === 'H2').length,
          skipped: shown
            .filter((el) => !el.checkVisibility({ contentVisibilityAuto: true }))
            .map((el) => el.textContent!.trim().slice(0, 40)),
          unnamed: shown
            .filter((el) => el.tagName === 'SECTION')
            .filter((el) => {
              // Named by its heading (aria-labelledby inside it), or, for a band without one, by aria-label.
              const label = document.getElementById(el.getAttribute('aria-labelledby') ?? '');
              return label ? !el.contains(label) || !label.textContent?.trim() : !el.getAttribute('aria-label')?.trim();
            })
            .map((el) => el.textContent!.trim().slice(0, 40)),
        };
      });
      await page.close();
      expect(found.scrollY, path).toBe(0);
      expect(found.headings, path).toBeGreaterThanOrEqual(8);
      expect(found.skipped, `${path}: skipped by content-visibility`).toEqual([]);
      expect(found.unnamed, `${path}: sections without their heading as name`).toEqual([]);
    }
  });

  // help.spec.ts's tap sizes in the second engine: Firefox sizes inline links on its own.
  test('every footer, contents and help-menu link is 24 px tall or more at 375 px', async () => {
    const phone = { width: 375, height: 812 };
    const short = (page: Page, selector: string) =>
      page.$$eval(selector, (links) =>
        links
          .filter((a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden')
          .map((a) => ({ text: a.textContent?.trim() ?? '', height: a.getBoundingClientRect().height }))
          .filter((l) => l.height < 24)
          .map((l) => `${l.text}: ${l.height.toFixed(1)} px`),
      );
    const count = (page: Page, selector: string) =>
      page.$$eval(selector, (links) => links.filter((a) => a.getClientRects().length > 0).length);
    for (const prefix of ['', '/en']) {
      const home = await open(prefix || '/', '[data-testid="site-footer"]', phone);
      expect(await count(home, '[data-testid="site-footer"] a')).toBeGreaterThan(8);
      expect(await short(home, '[data-testid="site-footer"] a'), `${prefix} home footer`).toEqual([]);
      await home.close();

      const help = await open(`${prefix}/help/110`, '[aria-controls="help-menu"]', phone);
      expect(await count(help, '[data-testid="help-toc-inline"] a')).toBeGreaterThan(2);
      expect(await short(help, '[data-testid="site-footer"] a, [data-testid="help-toc-inline"] a'), `${prefix} help article`).toEqual([]);
      await help.click('[aria-controls="help-menu"]');
      await help.waitForFunction(() => document.querySelector('#help-menu a')?.getClientRects().length);
      expect(await count(help, '#help-menu a')).toBeGreaterThan(5);
      expect(await short(help, '#help-menu a'), `${prefix} help menu`).toEqual([]);
      await help.close();
    }
  });
});

/**
 * page-width.spec.ts's walk in the second engine (Firefox breaks CJK lines on its own): every sitemap page's
 * served HTML at 375 px. A Firefox of its own with scripts off and images not loaded, as that walk runs
 * (what scripts add is the same on every page of a kind; every image has its box from its width and height):
 * the images cost the walk about a fifth of its time. Split in two so both workers share it.
 */
test.describe('every sitemap page in Firefox ESR', () => {
  test.skip(!fs.existsSync(FIREFOX) && !process.env.CI, `Firefox ESR is not installed (${FIREFOX})`);
  const SHARDS = 2;
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`fits 375 px: no page wider than the phone (part ${shard + 1} of ${SHARDS})`, async ({ request, baseURL }) => {
      test.setTimeout(600_000);
      const all = await sitemapPaths(request);
      expect(all.length).toBeGreaterThan(100);
      const puppeteer = (await import('puppeteer-core')).default;
      const browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX,
        headless: true,
        protocol: 'webDriverBiDi',
        extraPrefsFirefox: { 'javascript.enabled': false, 'permissions.default.image': 2 },
      });
      try {
        const page = await browser.newPage();
        await page.setViewport({ width: 375, height: 740 });
        const wide: Record<string, number> = {};
        for (const path of shardOf(all, shard, SHARDS)) {
          await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          expect(innerWidth).toBe(375);
          if (scrollWidth > innerWidth) wide[path] = scrollWidth;
        }
        expect(wide, 'pages wider than 375 px (path → width)').toEqual({});
      } finally {
        await browser.close();
      }
    });
  }
});
