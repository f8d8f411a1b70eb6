import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillPlaceholders } from '../contract/placeholders';
import { siteSettings } from '../contract/site-settings';
import { POPUP_ENGAGED_MS } from '../src/features/contact/use-panel-popup';
import { ROOT, copy, countAsks, coveredBy, engageUntilPopup, fillFields, stored, unique } from './contact-helpers';
import { consoleErrors } from './console-errors';
import { appHref, hydrated, inLang, phoneMenuButton, type Lang } from './helpers';

/**
 * The sales pages of issue 10 (/product, /quoted, /research, /community, /aiprobing) in both languages:
 * their own content, the pricing rows, the book-a-demo form's stored request, the header over the hero,
 * and no console error.
 */
const LANGS: Lang[] = ['zh', 'en'];
type Bilingual = Record<Lang, string>;
type Cell = Bilingual | boolean;
const pricing = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/pricing/plans.json'), 'utf8')) as {
  plans: { id: string; name: Bilingual }[];
  rows: { id: string; name: Bilingual; values: Record<string, Cell> }[];
};
const offerings = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/research/offerings.json'), 'utf8')) as { title: Bilingual }[];
const PLAN_ORDER = ['free', 'team', 'enterprise'];

/** The page is loaded, hydrated and idle (the contact widget's chunk loads when idle). */
async function settle(page: Page) {
  await hydrated(page.getByTestId('site-header'));
  await page.waitForLoadState('networkidle');
}

const PAGES: { path: string; ns: string; h1: string; more: (lang: Lang) => string[] }[] = [
  {
    path: '/product',
    ns: 'product',
    h1: 'hero.title',
    more: (l) => ['design', 'logic', 'collect', 'analyse'].map((g) => copy(l, 'product', `groups.${g}.title`)),
  },
  {
    path: '/quoted',
    ns: 'pricing',
    h1: 'hero.title',
    more: (l) => [copy(l, 'pricing', 'accounts.title'), copy(l, 'pricing', 'faq.title')],
  },
  {
    path: '/research',
    ns: 'research',
    h1: 'hero.title',
    more: (l) => [
      copy(l, 'research', 'process.title'),
      copy(l, 'research', 'deliverables.title'),
      copy(l, 'research', 'contact.title'),
      ...offerings.map((o) => o.title[l]),
    ],
  },
  {
    path: '/community',
    ns: 'community',
    h1: 'hero.title',
    more: (l) => [
      ...['survey', 'topic', 'live', 'diary', 'vote'].map((k) => copy(l, 'community', `features.items.${k}.title`)),
      copy(l, 'community', 'demo.title'),
    ],
  },
  {
    path: '/aiprobing',
    ns: 'aiprobing',
    h1: 'hero.title',
    more: (l) => [copy(l, 'aiprobing', 'example.title'), copy(l, 'aiprobing', 'how.title')],
  },
];

for (const lang of LANGS) {
  for (const p of PAGES) {
    const url = inLang(lang, p.path);
    test(`${url} shows its own content and logs no console error`, async ({ page, request }) => {
      const errors = consoleErrors(page);
      // The server HTML already holds the content.
      const html = await (await request.get(url)).text();
      expect(html).toContain(copy(lang, p.ns, p.h1));

      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: copy(lang, p.ns, p.h1) })).toBeVisible();
      for (const heading of p.more(lang)) await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeAttached();
      await settle(page);
      expect(errors).toEqual([]);
    });
  }

  test(`${inLang(lang, '/quoted')}: Free, Team and Enterprise on every pricing row`, async ({ page }) => {
    await page.goto(inLang(lang, '/quoted'));
    const table = page.getByTestId('pricing-table');
    const names = Object.fromEntries(pricing.plans.map((pl) => [pl.id, pl.name[lang]]));
    const head = table.locator('thead th');
    await expect(head).toHaveCount(4);
    for (const [i, id] of PLAN_ORDER.entries()) await expect(head.nth(i + 1)).toContainText(names[id]!);

    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(pricing.rows.length);
    for (const [i, row] of pricing.rows.entries()) {
      const tr = rows.nth(i);
      await expect(tr.getByRole('rowheader')).toHaveText(row.name[lang]);
      for (const [j, id] of PLAN_ORDER.entries()) {
        const cell = tr.locator('td').nth(j);
        const value = row.values[id]!;
        if (typeof value === 'boolean')
          await expect(cell.getByRole('img')).toHaveAccessibleName(copy(lang, 'pricing', value ? 'compare.included' : 'compare.excluded'));
        // A cell may quote a price as a placeholder, which the content seed writes out (contract/money.ts).
        else await expect(cell).toHaveText(fillPlaceholders(value[lang], lang, siteSettings));
      }
    }
    // The referral reward: 8折 in Chinese, 20% off in English, after ¥200 ($28.17 at 7.1 yuan to the dollar)
    // spent on official samples.
    const referral = page.getByRole('heading', { level: 2, name: lang === 'zh' ? /8折/ : /20% off/ });
    await expect(referral).toBeVisible();
    await expect(page.getByText(lang === 'zh' ? /累计消费满 ¥200/ : /spent \$28\.17 in total/)).toBeVisible();
    // Sign-up is a full page load to the app.
    await expect(page.getByTestId('plan-free').getByRole('link')).toHaveAttribute('href', appHref('register', lang));
  });

  test(`${inLang(lang, '/product')}: sign-up goes to the app; the header is transparent over the hero, dark after 60 px`, async ({
    page,
  }) => {
    await page.goto(inLang(lang, '/product'));
    await expect(page.getByTestId('product-signup')).toHaveAttribute('href', appHref('register', lang));
    const header = page.getByTestId('site-header');
    await hydrated(header);
    await expect(header).toHaveAttribute('data-dark', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-dark', 'true');
  });

  test(`${inLang(lang, '/community')}: the book-a-demo form validates and stores the request`, async ({ page }) => {
    const sent = countAsks(page);
    await page.goto(inLang(lang, '/community'));
    const form = page.getByTestId('community-demo-form');
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(form).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await form.scrollIntoViewIfNeeded();
    const C = (key: string) => copy(lang, 'community', `demo.${key}`);
    // The form's part loads when scrolled near: a click before it hydrates would post the empty form.
    const submit = form.getByRole('button', { name: C('submit') });
    await hydrated(submit);
    await submit.click();
    await expect(form.getByText(copy(lang, 'contact', 'validation.enterName'))).toBeVisible();
    expect(sent).toHaveLength(0);

    const email = unique(`demo-${lang}`);
    const name = lang === 'zh' ? '林晓' : 'Mia Chen';
    await fillFields(form, [
      [C('name'), name],
      [C('company'), lang === 'zh' ? '晨光咖啡' : 'Morning Coffee Co'],
      [C('email'), email],
      [C('phone'), lang === 'zh' ? '13912345678' : '+44 20 7946 0958'],
      [C('message'), lang === 'zh' ? '想看看日记任务' : 'Diaries, please'],
    ]);
    await form.getByRole('button', { name: C('submit') }).click();
    await expect(page.getByTestId('success-dialog')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(stored(email)).toEqual(
      expect.objectContaining({ variant: `community-demo-${lang}`, type: 3, name, page: inLang(lang, '/community') }),
    );
  });
}

test('@mobile /quoted on a phone: one plan at a time, switched with buttons, no sideways scroll', async ({ page }) => {
  await page.goto('/quoted');
  const table = page.getByTestId('pricing-table');
  const firstRow = pricing.rows[1]!;
  const cellOf = (id: string) => {
    const v = firstRow.values[id]!;
    return typeof v === 'boolean' ? null : v.zh;
  };
  await expect(table.getByText(cellOf('free')!, { exact: true })).toBeVisible();
  await expect(table.getByText(cellOf('team')!, { exact: true })).toBeHidden();
  const team = page.getByRole('button', { name: pricing.plans.find((p) => p.id === 'team')!.name.zh });
  await hydrated(team);
  await team.click();
  await expect(team).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByText(cellOf('team')!, { exact: true })).toBeVisible();
  await expect(table.getByText(cellOf('free')!, { exact: true })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('@mobile every sales page fits a phone without sideways scroll, header menu visible', async ({ page }) => {
  for (const p of [...PAGES.map((x) => x.path), '/colleges', '/colleges/2']) {
    for (const lang of LANGS) {
      await page.goto(inLang(lang, p));
      await expect(phoneMenuButton(page)).toHaveText(copy(lang, 'common', 'nav.menu'));
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${inLang(lang, p)} scrolls sideways`,
      ).toBe(true);
    }
  }
});

test('@mobile /research: the Chinese contact popup also opens on a phone, after engagement and off the headline', async ({ page }) => {
  await page.clock.install();
  await page.goto('/research');
  await page.clock.runFor(3000);
  await hydrated(page.getByTestId('cn-contact-tab'));
  await page.clock.runFor(POPUP_ENGAGED_MS);
  await expect(page.getByTestId('cn-contact-panel')).toHaveCount(0);
  await engageUntilPopup(page);
  expect(await coveredBy(page, page.getByTestId('cn-contact-panel'))).toEqual([]);
});
