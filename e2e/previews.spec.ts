import { expect, test } from '@playwright/test';
import { inLang, sitemapPaths, type Lang } from './helpers';
import { consoleProblems, skipContactPopup, text } from './editorial-helpers';

/**
 * The component-preview galleries of SPEC 2.1: each answers 200 in both languages, names every section in a
 * frame of its own with the section inside, is kept from search engines and is absent from the sitemap.
 */

test.beforeEach(({ page }) => skipContactPopup(page));

const SAMPLE = {
  zh: ['hero', 'markets', 'china', 'steps', 'proof', 'estimator', 'quote'],
  en: ['hero', 'markets', 'global', 'steps', 'proof', 'estimator', 'quote'],
};
const HOME = [
  'hero',
  'stats',
  'overseas-regions',
  'tool-features',
  'panel-samples',
  'research-services',
  'trust',
  'proof',
  'community',
  'university',
  'templates',
  'resources',
  'referral',
  'closing',
];

/** The names each gallery must show, read from locales/{lang}/previews.json; colleges' section blocks by their prefix. */
function expectedLabels(lang: Lang, area: string): (string | RegExp)[] {
  const p = (key: string, vars: Record<string, string> = {}) => text(lang, 'previews', key, vars);
  switch (area) {
    case 'home':
      return HOME.map((id) => p(`home.sections.${id}`));
    case 'community':
      return ['hero', 'features', 'uses', 'demo'].map((id) => p(`community.sections.${id}`));
    case 'sample':
      // One variant a page: the market of the page's language.
      return SAMPLE[lang].map((id) => p('sample.variant', { market: p(`sample.markets.${lang}`), name: p(`sample.sections.${id}`) }));
    default: {
      const section = new RegExp(`^${p('colleges.sections.section', { name: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.+`);
      return [
        p('colleges.sections.banner'),
        p('colleges.sections.nav'),
        section,
        section,
        section,
        section,
        section,
        p('colleges.sections.card'),
        p('colleges.sections.coupon'),
      ];
    }
  }
}

for (const lang of ['zh', 'en'] as Lang[]) {
  for (const area of ['home', 'sample', 'colleges', 'community']) {
    test(`${lang}: /preview/${area} frames every section, noindex`, async ({ page }) => {
      const problems = consoleProblems(page);
      const res = await page.goto(inLang(lang, `/preview/${area}`));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'previews', `${area}.title`) })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      const labels = expectedLabels(lang, area);
      const frames = page.locator('section[id^="preview-"]');
      await expect(frames).toHaveCount(labels.length);
      const index = page.getByRole('navigation', { name: text(lang, 'previews', 'sections') }).getByRole('link');
      await expect(index).toHaveCount(labels.length);
      for (const [i, label] of labels.entries()) {
        const frame = frames.nth(i);
        await expect(frame.getByRole('heading', { level: 2 }).first()).toHaveText(label);
        // The section itself is in the frame, not an empty box (home's edition-only parts are in the HTML,
        // shown to their edition by CSS, so the text is read whatever is visible).
        expect(((await frame.locator(':scope > div').textContent()) ?? '').trim().length, String(label)).toBeGreaterThan(0);
      }
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
}

test('no preview gallery is in the sitemap', async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.filter((p) => /^(\/en)?\/preview\//.test(p))).toEqual([]);
});

/**
 * Every in-page link of a gallery has its target (issue 34: /en/preview/home had eight `#request-quote`
 * links and no such element; a gallery has no footer). Quote links lead to the home page's contact block.
 */
const AREAS = ['home', 'sample', 'colleges', 'community'];
for (const lang of ['zh', 'en'] as Lang[]) {
  test(`${lang}: every #fragment link of every gallery has its target`, async ({ page, request }) => {
    const home = inLang(lang, '/');
    const homeHtml = await (await request.get(home)).text();
    for (const area of AREAS) {
      const path = inLang(lang, `/preview/${area}`);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const links = await page.locator('a[href*="#"]').evaluateAll((as) =>
        as.map((a) => {
          const url = new URL((a as HTMLAnchorElement).href);
          const inPage = url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
          const id = decodeURIComponent(url.hash.slice(1));
          return { href: a.getAttribute('href')!, inPage, path: url.pathname, id, found: inPage && document.getElementById(id) !== null };
        }),
      );
      // The gallery's own index alone has one link per section: the check cannot pass on an empty list.
      expect(links.filter((l) => l.inPage).length, path).toBeGreaterThan(3);
      expect(
        links.filter((l) => l.inPage && !l.found).map((l) => l.href),
        `${path}: in-page links without a target`,
      ).toEqual([]);
      // Links to another page's block: here only the home page's contact block, which it has.
      for (const l of links.filter((x) => !x.inPage)) {
        expect(`${l.path}#${l.id}`, path).toBe(`${home}#request-quote`);
        expect(homeHtml).toContain(`id="${l.id}"`);
      }
    }
  });
}
