import { expect, test, type Page } from '@playwright/test';
import { hydrated, inLang, siteConfig, t, type Lang } from './helpers';
import { api, consoleProblems, skipContactPopup, text } from './editorial-helpers';
import { columnsFor } from '../src/lib/grid-columns';

/** The template list: pages, tabs, More/Less, categories, search, a shared URL; the detail's use-it link. */

test.beforeEach(({ page }) => skipContactPopup(page));

interface Template {
  id: number;
  name: string;
  description: string;
  timesUsed: number;
  categoryIds: number[];
}
interface Category {
  id: number;
  kind: string;
  name: string;
}

const PER_PAGE = 9;
const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
const status = (page: Page) => page.getByTestId('list-status');

for (const lang of ['zh', 'en'] as Lang[]) {
  test.describe(`${inLang(lang, '/template')}`, () => {
    let templates: Template[];
    let categories: Category[];
    test.beforeAll(async ({ request }) => {
      templates = (await api<{ list: Template[] }>(request, `/home/template?lang=${lang}&size=100`)).list;
      categories = await api<Category[]>(request, `/category?lang=${lang}`);
    });

    test('pages: numbers, Last, First, and the loaded-all message', async ({ page }) => {
      const problems = consoleProblems(page);
      const pages = Math.ceil(templates.length / PER_PAGE);
      expect(pages).toBeGreaterThan(2);
      await page.goto(inLang(lang, '/template'));
      await expect(cards(page)).toHaveCount(PER_PAGE);
      await expect(cards(page).first()).toContainText(templates[0]!.name);
      const pager = page.getByRole('navigation', { name: t(lang, 'list.pager') });
      await hydrated(pager.getByRole('link', { name: t(lang, 'list.last') }));

      await pager.getByRole('link', { name: t(lang, 'list.page').replace('{{page}}', '2') }).click();
      // The plain list's pages are built pages (/template/page/2); a filtered list's pages are its query.
      await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/template/page/2')}$`));
      await expect(cards(page).first()).toContainText(templates[PER_PAGE]!.name);
      await expect(pager.getByRole('link', { name: t(lang, 'list.page').replace('{{page}}', '2'), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await pager.getByRole('link', { name: t(lang, 'list.last') }).click();
      await expect(page).toHaveURL(new RegExp(`${inLang(lang, `/template/page/${pages}`)}$`));
      await expect(cards(page)).toHaveCount(templates.length - (pages - 1) * PER_PAGE);
      await expect(status(page)).toHaveText(t(lang, 'list.loadedAll').replace('{{count}}', String(templates.length)));

      await pager.getByRole('link', { name: t(lang, 'list.first') }).click();
      await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/template')}$`));
      await expect(cards(page).first()).toContainText(templates[0]!.name);
      // Times used with thousands separators.
      const used = templates[0]!.timesUsed.toLocaleString('en-US');
      await expect(cards(page).first()).toContainText(used);
      expect(problems).toEqual([]);
    });

    test('tabs, More / Less and a category', async ({ page }) => {
      const problems = consoleProblems(page);
      await page.goto(inLang(lang, '/template'));
      const scenes = page.getByRole('tab', { name: text(lang, 'templates', 'tabs.scene') });
      await hydrated(scenes);
      await expect(page.getByRole('tab', { name: text(lang, 'templates', 'tabs.topic') })).toHaveAttribute('aria-selected', 'true');
      await scenes.click();
      await expect(scenes).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\?kind=scene$/);

      const sceneCategories = categories.filter((c) => c.kind === 'scene');
      expect(sceneCategories.length).toBeGreaterThan(4);
      const panel = page.getByRole('tabpanel');
      const last = sceneCategories[sceneCategories.length - 1]!;
      await expect(panel.getByRole('button', { name: last.name })).toHaveCount(0);
      await panel.getByRole('button', { name: text(lang, 'templates', 'more') }).click();
      await expect(panel.getByRole('button', { name: last.name })).toBeVisible();
      await panel.getByRole('button', { name: text(lang, 'templates', 'less') }).click();
      await expect(panel.getByRole('button', { name: last.name })).toHaveCount(0);

      const category = sceneCategories[3]!;
      await panel.getByRole('button', { name: category.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?category=${category.id}$`));
      const expected = templates.filter((tpl) => tpl.categoryIds.includes(category.id));
      expect(expected.length).toBeGreaterThan(0);
      await expect(cards(page)).toHaveCount(Math.min(expected.length, PER_PAGE));
      for (const tpl of expected.slice(0, PER_PAGE)) await expect(cards(page).filter({ hasText: tpl.name })).toHaveCount(1);
      expect(problems).toEqual([]);
    });

    test('keyword search in the browser, and a shared filtered URL opens on the same result', async ({ page, context }) => {
      const problems = consoleProblems(page);
      const target = templates[templates.length - 1]!;
      // A part of the name: the search matches inside words.
      const keyword = lang === 'zh' ? target.name.slice(1, 4) : target.name.split(' ')[0]!.slice(1).toLowerCase();
      const expected = templates.filter((tpl) => `${tpl.name}\n${tpl.description}`.toLowerCase().includes(keyword.toLowerCase()));
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('/designer/v1/home/template') && calls.push(r.url()));
      await page.goto(inLang(lang, '/template'));
      const box = page.getByRole('searchbox', { name: text(lang, 'templates', 'search.label') });
      await hydrated(box);
      await box.fill(keyword);
      await expect(cards(page)).toHaveCount(Math.min(expected.length, PER_PAGE));
      await expect(cards(page).filter({ hasText: target.name })).toHaveCount(1);
      expect(new URL(page.url()).searchParams.get('q')).toBe(keyword);
      expect(calls, 'the search runs on the build data, without the API').toEqual([]);

      // The shared link opens on the same list in a fresh tab.
      const shared = page.url();
      const other = await context.newPage();
      const otherProblems = consoleProblems(other);
      await other.goto(shared);
      await expect(other.getByRole('searchbox', { name: text(lang, 'templates', 'search.label') })).toHaveValue(keyword);
      await expect(cards(other)).toHaveCount(Math.min(expected.length, PER_PAGE));
      await expect(cards(other).filter({ hasText: target.name })).toHaveCount(1);

      // A category link with its page opens there too.
      const industry = categories.find((c) => c.kind === 'industry')!;
      await other.goto(`${inLang(lang, '/template')}?category=${industry.id}`);
      await expect(other.getByRole('tab', { name: text(lang, 'templates', 'tabs.industry') })).toHaveAttribute('aria-selected', 'true');
      await expect(other.getByRole('button', { name: industry.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(other)).toHaveCount(Math.min(templates.filter((tpl) => tpl.categoryIds.includes(industry.id)).length, PER_PAGE));

      await box.fill('zzzz-no-such-template');
      await expect(cards(page)).toHaveCount(0);
      await expect(status(page)).toHaveText(text(lang, 'templates', 'empty', { query: 'zzzz-no-such-template' }));
      expect([...problems, ...otherProblems]).toEqual([]);
    });

    test('the use-it button opens the app with the template id (a full page load)', async ({ page }) => {
      const tpl = templates[0]!;
      const appPage = new URL(siteConfig.appPaths.survey, siteConfig.appUrl).toString();
      await page.route(`${appPage}**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>app</title>survey app' }),
      );
      await page.goto(inLang(lang, `/template/${tpl.id}`));
      const use = page.getByRole('link', { name: t(lang, 'template.use') });
      const href = new URL((await use.getAttribute('href'))!);
      expect(href.searchParams.get('template')).toBe(String(tpl.id));
      expect(href.searchParams.get('lang')).toBe(lang === 'en' ? 'en' : null);
      await use.click();
      await expect(page).toHaveURL(href.toString());
      await expect(page.getByText('survey app')).toBeVisible();
    });

    test('/template/special lists every special topic', async ({ page, request }) => {
      const problems = consoleProblems(page);
      const specials = await api<{ id: number; title: string }[]>(request, `/home/template/special?lang=${lang}`);
      await page.goto(inLang(lang, '/template/special'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'templates', 'special.title'));
      for (const s of specials) {
        // The topic's card and its heading in the list of what each topic holds: both lead to the topic's page.
        const links = page.getByRole('link', { name: s.title });
        await expect(links.first()).toBeVisible();
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute('href', inLang(lang, `/template/special/${s.id}`));
        }
      }
      expect(problems).toEqual([]);
    });

    test('a special topic lays its templates out in as many columns as keep the last row full', async ({ page, request }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const specials = await api<{ id: number }[]>(request, `/home/template/special?lang=${lang}`);
      expect(specials.length).toBeGreaterThan(0);
      for (const s of specials) {
        await page.goto(inLang(lang, `/template/special/${s.id}`));
        const cards = page.locator('[aria-labelledby="topic-templates"] li');
        const lefts = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
        expect(lefts.length).toBeGreaterThanOrEqual(4);
        const columns = new Set(lefts).size;
        expect({ topic: s.id, columns }).toEqual({ topic: s.id, columns: Math.min(columnsFor(lefts.length), lefts.length) });
      }
    });
  });
}
