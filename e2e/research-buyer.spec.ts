import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, copy } from './contact-helpers';
import { consoleErrors } from './console-errors';
import { hydrated, inLang, siteConfig, sitemapPaths, type Lang } from './helpers';
import { formatDate } from '../src/lib/format';

/**
 * Issue 24: what a research buyer looks for before asking for a quote: the sample-size calculator, the
 * data-quality page, case studies, the steps after a quote request, and help for machines (Markdown copies,
 * llms.txt, related articles, plan badges).
 */
const LANGS: Lang[] = ['zh', 'en'];
type Bilingual = Record<Lang, string>;
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'content', file), 'utf8')) as T;
const cases = read<{ id: number; industry: string; title: Bilingual; question: Bilingual; outcome: Bilingual }[]>('cases/cases.json');
const industries = read<{ id: string; name: Bilingual }[]>('cases/industries.json');
const quality = read<{ title: Bilingual; updatedAt: string }[]>('quality/page.json')[0]!;
const plans = read<{ plans: { id: string; name: Bilingual; helpIds?: number[] }[] }>('pricing/plans.json').plans;
interface HelpSource {
  id: number;
  type: number;
  title: Bilingual;
  children?: HelpSource[];
}
const helpTree = read<HelpSource[]>('help/tree.json');
const helpTitle = (id: number, lang: Lang): string => {
  const walk = (nodes: HelpSource[]): string | undefined => {
    for (const n of nodes) {
      if (n.id === id) return n.title[lang];
      const found = walk(n.children ?? []);
      if (found) return found;
    }
    return undefined;
  };
  return walk(helpTree)!;
};
const T = (lang: Lang, key: string) => copy(lang, 'tools', `sampleSize.${key}`);

for (const lang of LANGS) {
  test(`${inLang(lang, '/tools/sample-size')}: 385 in the server HTML, updates as inputs change`, async ({ page, request }) => {
    const url = inLang(lang, '/tools/sample-size');
    const html = await (await request.get(url)).text();
    expect(html).toContain(T(lang, 'hero.title'));
    expect(html).toMatch(/data-testid="calc-size"[^>]*>385</);
    // The table of common sizes answers without scripts: 1,068 at 95% and ±3%.
    expect(html).toContain('1,068');

    const errors = consoleErrors(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: T(lang, 'hero.title') })).toBeVisible();
    const size = page.getByTestId('calc-size');
    await expect(size).toContainText('385');
    const margin = page.getByLabel(T(lang, 'form.margin'));
    await hydrated(margin);
    await margin.fill('3');
    await expect(size).toContainText('1,068');
    await margin.fill('5');
    await page.getByLabel(T(lang, 'form.population')).fill('1000');
    await expect(size).toContainText('278');
    // The working under it: n₀ 384.1 for ±5%, corrected to 277.7 for 1,000, rounded up to 278.
    const working = page.getByTestId('calc-working');
    await expect(working).toContainText('384.1');
    await expect(working).toContainText('277.7');
    await expect(working.getByText(T(lang, 'result.working.corrected').replace('{{population}}', '1,000'))).toBeVisible();
    await page.getByTestId('calc-confidence-99').check();
    await expect(size).not.toContainText('278');
    await page.getByTestId('calc-confidence-95').check();
    await expect(size).toContainText('278');

    // Refused input: a message in the visitor's language, no number.
    const proportion = page.getByLabel(T(lang, 'form.proportion'));
    await proportion.fill('100');
    await expect(page.getByText(T(lang, 'errors.proportionNoVariance')).first()).toBeVisible();
    await expect(size).toHaveCount(0);
    await proportion.fill('50');
    await expect(size).toContainText('278');

    // The reverse: the margin of error of 278 completes out of 1,000.
    await page.getByLabel(T(lang, 'reverse.sample'), { exact: true }).fill('278');
    await expect(page.getByTestId('calc-reverse-margin')).toHaveText('±5%');
    await page.getByLabel(T(lang, 'reverse.sample'), { exact: true }).fill('2000');
    await expect(page.getByText(T(lang, 'errors.sampleOverPopulation')).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${inLang(lang, '/tools/sample-size')}: the quote action opens the quote form with N filled in`, async ({ page }) => {
    await page.goto(inLang(lang, '/tools/sample-size'));
    const margin = page.getByLabel(T(lang, 'form.margin'));
    await hydrated(margin);
    await margin.fill('3');
    const quote = page.getByTestId('calc-quote');
    await expect(quote).toHaveText(T(lang, 'result.quote').replace('{{n}}', '1,068'));
    await page.waitForLoadState('networkidle');
    await quote.click();
    const modal = page.getByTestId('quote-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel(copy(lang, 'contact', 'quote.quantity'))).toHaveValue('1068');
  });

  test(`${inLang(lang, '/quality')}: the data-quality page from content, with its last-updated date`, async ({ page, request }) => {
    const url = inLang(lang, '/quality');
    const html = await (await request.get(url)).text();
    expect(html).toContain(quality.title[lang]);
    const errors = consoleErrors(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: quality.title[lang] })).toBeVisible();
    await expect(page.getByTestId('quality-updated')).toContainText(formatDate(quality.updatedAt, lang));
    for (const heading of lang === 'zh'
      ? ['过快作答', '直线作答', '注意力检测', '隐私保护']
      : ['Speeders', 'Straight-liners', 'Attention checks', 'Privacy']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await hydrated(page.getByTestId('site-header'));
    expect(errors).toEqual([]);
  });

  test(`${inLang(lang, '/cases')}: six or more case studies, an industry filter made of links`, async ({ page, request }) => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
    // Without scripts: the filtered page's own HTML holds only its industry's cases.
    const industry = cases[2]!.industry;
    const only = cases.filter((c) => c.industry === industry);
    const html = await (await request.get(inLang(lang, `/cases/industry/${industry}`))).text();
    expect([...html.matchAll(/data-testid="case-card"/g)]).toHaveLength(only.length);
    // The count in the visitor's grammar: "1 case study", "7 case studies".
    const single = industries.find((i) => cases.filter((c) => c.industry === i.id).length === 1);
    if (lang === 'en') {
      expect(await (await request.get('/en/cases')).text()).toContain(`>${cases.length} case studies<`);
      if (single) expect(await (await request.get(`/en/cases/industry/${single.id}`)).text()).toContain('>1 case study<');
    }

    const errors = consoleErrors(page);
    await page.goto(inLang(lang, '/cases'));
    await expect(page.getByTestId('case-card')).toHaveCount(cases.length);
    for (const c of cases) await expect(page.getByRole('link', { name: c.title[lang] })).toBeVisible();
    const filters = page.getByTestId('case-filters');
    await hydrated(filters.getByRole('link').first());
    await filters.getByRole('link', { name: industries.find((i) => i.id === industry)!.name[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, `/cases/industry/${industry}`)}$`));
    await expect(page.getByTestId('case-card')).toHaveCount(only.length);
    await expect(filters.getByRole('link', { name: copy(lang, 'cases', 'all') })).not.toHaveAttribute('aria-current', 'page');
    await filters.getByRole('link', { name: copy(lang, 'cases', 'all') }).click();
    await expect(page.getByTestId('case-card')).toHaveCount(cases.length);
    expect(errors).toEqual([]);
  });

  test(`${inLang(lang, '/cases')}: the grid ends on an invitation to quote, never on a gap`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Every list, whatever its count: all cases (odd today), and each industry's.
    for (const path of [
      '/cases',
      ...industries.filter((i) => cases.some((c) => c.industry === i.id)).map((i) => `/cases/industry/${i.id}`),
    ]) {
      await page.goto(inLang(lang, path));
      const invitation = page.getByTestId('case-invitation');
      await expect(invitation.getByRole('heading', { name: copy(lang, 'cases', 'cta.title') })).toBeVisible();
      await expect(invitation.getByRole('link', { name: copy(lang, 'cases', 'cta.quote') })).toBeVisible();
      // The last row is full: the invitation's right edge is the grid's.
      const [grid, last] = await Promise.all([
        page.getByTestId('case-card').first().locator('xpath=..').boundingBox(),
        invitation.boundingBox(),
      ]);
      expect({ path, right: Math.round(last!.x + last!.width) }).toEqual({ path, right: Math.round(grid!.x + grid!.width) });
    }
  });

  test(`${inLang(lang, '/cases/1')}: question, method, sample and quotas, timeline, outcome`, async ({ page }) => {
    const c = cases.find((x) => x.id === 1)!;
    await page.goto(inLang(lang, '/cases/1'));
    await expect(page.getByRole('heading', { level: 1, name: c.title[lang] })).toBeVisible();
    for (const key of ['question', 'method', 'sample', 'timeline', 'outcome']) {
      await expect(page.getByRole('heading', { level: 2, name: copy(lang, 'cases', `sections.${key}`) })).toBeVisible();
    }
    await expect(page.getByText(c.outcome[lang])).toBeVisible();
  });

  test(`${inLang(lang, '/')}: the trust section links to the case studies; the footer to the new pages`, async ({ page }) => {
    await page.goto(inLang(lang, '/'));
    const link = page.getByTestId('proof-cases');
    await expect(link).toHaveAttribute('href', inLang(lang, '/cases'));
    const footer = page.locator('footer');
    for (const p of ['/tools/sample-size', '/quality', '/cases']) {
      await expect(footer.locator(`a[href="${inLang(lang, p)}"]`).first()).toBeAttached();
    }
  });

  test(`${inLang(lang, '/sample')}: the next steps of a quote request, with their times`, async ({ page }) => {
    await page.goto(inLang(lang, '/sample'));
    const steps = page.locator('#sample-quote').getByTestId('next-steps');
    await expect(steps.locator('li')).toHaveCount(siteConfig.quoteNextSteps.length);
    for (const s of siteConfig.quoteNextSteps) await expect(steps).toContainText(s.time[lang]);
  });

  test(`help (${lang}): related articles, the plan badge, the Markdown copy`, async ({ page, request }) => {
    // Skip logic (110): its folder's other articles come first.
    await page.goto(inLang(lang, '/help/110'));
    const related = page.getByTestId('help-related').getByRole('link');
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(5);
    for (const [i, id] of [111, 112, 113].entries()) await expect(related.nth(i)).toHaveText(helpTitle(id, lang));
    await expect(page.getByTestId('help-plans')).toHaveCount(0);

    // Team collaboration (133) is a paid feature: the plans that include it, from the pricing content.
    await page.goto(inLang(lang, '/help/133'));
    const badge = page.getByTestId('help-plans');
    for (const plan of plans.filter((p) => p.helpIds?.includes(133))) await expect(badge).toContainText(plan.name[lang]);
    await expect(badge).not.toContainText(plans.find((p) => p.id === 'free')!.name[lang]);

    const md = await request.get(inLang(lang, '/help/133.md'));
    expect(md.status()).toBe(200);
    expect(md.headers()['content-type']).toMatch(/^text\/markdown/);
    const text = await md.text();
    expect(text.startsWith(`# ${helpTitle(133, lang)}\n`)).toBe(true);
    expect(text).toContain(`${siteConfig.siteUrl}${inLang(lang, '/help/133')}`);
    expect(text).toContain(plans.find((p) => p.id === 'enterprise')!.name[lang]);
    await expect(page.getByTestId('help-markdown')).toHaveAttribute('href', inLang(lang, '/help/133.md'));
  });
}

test('/llms.txt lists the help centre in both languages, each entry a Markdown copy that exists', async ({ request }) => {
  const res = await request.get('/llms.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text.startsWith(`# ${siteConfig.brand.en}`)).toBe(true);
  expect(text).toMatch(/^> /m);
  const links = [...text.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map((m) => new URL(m[1]!).pathname);
  expect(links).toContain('/help/101.md');
  expect(links).toContain('/en/help/101.md');
  expect(links.filter((l) => l.startsWith('/en/')).length).toBe(links.filter((l) => !l.startsWith('/en/')).length);
  for (const link of [links[0]!, links[links.length - 1]!]) expect((await request.get(link)).status()).toBe(200);
});

test('the new pages are in the sitemap in both languages', async ({ request }) => {
  const paths = await sitemapPaths(request);
  for (const p of ['/tools/sample-size', '/quality', '/cases', '/cases/1', `/cases/industry/${industries[0]!.id}`]) {
    expect(paths).toContain(p);
    expect(paths).toContain(`/en${p}`);
  }
});
