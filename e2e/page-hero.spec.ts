import { expect, test, type Page } from '@playwright/test';
import { copy } from './contact-helpers';
import { appHref, inLang, t, type Lang } from './helpers';

/**
 * #34.7 one hero system: every landing and list page opens with the same band (components/page-hero), at
 * one of two standard heights, with a picture in its right half; the template page keeps its use-it card
 * and related templates in view beside the preview; the legal pages keep their contents beside the text.
 */
const LANDING = ['/product', '/community', '/research', '/quality', '/tools/sample-size', '/aiprobing', '/sample', '/colleges'];
// Pictures that are content, not decoration: they stay on phones, under the words.
const KEPT_ON_PHONES = ['/product', '/community', '/sample'];
// Pricing is a list of plans: the short band keeps them on the first screen.
const LIST = ['/quoted', '/template', '/template/special', '/master', '/news', '/article', '/cases', '/about', '/joinus', '/contact'];

/**
 * The band's height below its top padding: the padding holds the header's offset (60 px, more under the
 * promotional banner and on immersive pages) plus a constant, so this is the same for every band of a size.
 */
function bandHeight(page: Page): Promise<number> {
  return page
    .getByTestId('page-hero')
    .evaluate((el) => Math.round(el.getBoundingClientRect().height - parseFloat(getComputedStyle(el).paddingTop)));
}

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`${inLang(lang, '')}: landing and list pages open with the shared hero, a picture on the right, two heights`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const heights: Record<string, Record<string, number>> = { landing: {}, list: {} };
    // Which page drew which picture: each page has its own, not another page's.
    const drawnBy = new Map<string, string[]>();
    for (const [size, paths] of [
      ['landing', LANDING],
      ['list', LIST],
    ] as const) {
      for (const path of paths.map((p) => inLang(lang, p))) {
        await page.goto(path);
        const hero = page.getByTestId('page-hero');
        await expect(hero, path).toHaveCount(1);
        await expect(hero, path).toHaveAttribute('data-hero-size', size);
        // The band is named by the page's one h1.
        await expect(hero.getByRole('heading', { level: 1 }), path).toBeVisible();
        const visual = hero.getByTestId('hero-visual');
        await expect(visual, path).toBeVisible();
        const box = (await visual.boundingBox())!;
        expect(box.width, `${path}: picture width`).toBeGreaterThan(300);
        expect(box.height, `${path}: picture height`).toBeGreaterThan(200);
        expect(box.x, `${path}: picture in the right half`).toBeGreaterThanOrEqual(1280 * 0.45);
        heights[size]![path] = await bandHeight(page);
        const drawing = await visual.innerHTML();
        drawnBy.set(drawing, [...(drawnBy.get(drawing) ?? []), path]);
      }
    }
    // One height per size, whatever the length of the copy; and landing bands are the taller.
    for (const size of ['landing', 'list']) {
      const values = Object.values(heights[size]!);
      expect(new Set(values).size, `${size} heights ${JSON.stringify(heights[size])}`).toBe(1);
    }
    expect(Object.values(heights.landing!)[0]).toBeGreaterThan(Object.values(heights.list!)[0]!);
    expect(
      [...drawnBy.values()].filter((paths) => paths.length > 1),
      'pages sharing one picture',
    ).toEqual([]);
  });

  test(`${inLang(lang, '')}: the template and university-zone bands lead to the page's next step`, async ({ page }) => {
    // #34: both bands had a title and a lead but no button, unlike every other landing page.
    await page.goto(inLang(lang, '/template'));
    const signup = page.getByTestId('page-hero').getByRole('link', { name: copy(lang, 'templates', 'signup') });
    await expect(signup).toHaveClass(/btn-primary/);
    await expect(signup).toHaveAttribute('href', appHref('register', lang));
    await page.goto(inLang(lang, '/colleges'));
    const panel = page.getByTestId('page-hero').getByRole('link', { name: copy(lang, 'colleges', 'panel.link') });
    await expect(panel).toHaveClass(/btn-primary/);
    await expect(panel).toHaveAttribute('href', inLang(lang, '/colleges/panel'));
    // An item page's band only names the zone: its own page has the item's actions.
    await page.goto(inLang(lang, '/colleges/1'));
    await expect(page.getByTestId('page-hero').getByRole('link')).toHaveCount(0);
  });

  test(`${inLang(lang, '/template/1001')}: the use-it card and related templates stay beside the preview`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(inLang(lang, '/template/1001'));
    const card = page.getByRole('complementary', { name: t(lang, 'template.startTitle') });
    await expect(card).toBeVisible();
    const use = card.getByRole('link', { name: t(lang, 'template.use') });
    await expect(use).toBeVisible();
    expect(new URL((await use.getAttribute('href'))!).searchParams.get('template')).toBe('1001');
    const related = card.getByRole('region', { name: t(lang, 'template.related') }).getByRole('link');
    await expect(related).toHaveCount(3);
    for (const link of await related.all()) {
      await expect(link).toHaveAttribute('href', new RegExp(`^${inLang(lang, '/template/')}(?!1001$)\\d+$`));
    }
    // The card sits in the right third, beside the preview, and is still in view at the last question.
    const preview = page.getByRole('region', { name: t(lang, 'template.preview') });
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.x).toBeGreaterThan((await preview.boundingBox())!.x + (await preview.boundingBox())!.width);
    expect(cardBox.x).toBeGreaterThan(1280 * 0.6);
    await preview.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(use).toBeInViewport();
    // One link of its name: the card holds the only use-it button.
    await expect(page.getByRole('link', { name: t(lang, 'template.use') })).toHaveCount(1);
  });

  test(`${inLang(lang, '/privacy')}: the contents sit beside the text and stay in view`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(inLang(lang, '/privacy'));
    const toc = page.getByRole('navigation', { name: t(lang, 'legal.toc') });
    const prose = page.getByRole('main').locator('.prose');
    await expect(toc).toBeVisible();
    const tocBox = (await toc.boundingBox())!;
    const proseBox = (await prose.boundingBox())!;
    expect(tocBox.x).toBeGreaterThanOrEqual(proseBox.x + proseBox.width);
    expect(tocBox.y).toBeLessThan(proseBox.y + 200);
    await page.getByRole('main').locator('.prose h2').last().scrollIntoViewIfNeeded();
    await expect(toc).toBeInViewport();
  });

  // Sideways scroll at 375 px is e2e/page-width.spec.ts's (on the desktop project: a mobile device widens its
  // layout viewport to fit a page, so the check could not fail here).
  test(`${inLang(lang, '')}: on a phone the hero keeps the words and leaves out the drawing @mobile`, async ({ page }) => {
    for (const path of [...LANDING, ...LIST].map((p) => inLang(lang, p))) {
      await page.goto(path);
      await expect(page.getByTestId('page-hero').getByRole('heading', { level: 1 }), path).toBeVisible();
      const visual = page.getByTestId('hero-visual');
      // The drawings of components/page-hero/art and the zone's pictures hide; the product and community
      // mock-ups and the panel's figures stack below.
      if (KEPT_ON_PHONES.some((p) => path.endsWith(p))) await expect(visual, path).toBeVisible();
      else await expect(visual, path).toBeHidden();
    }
  });

  test(`${inLang(lang, '/')}: the home page opens with the shared landing band, its product picture and the figures card below`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(inLang(lang, '/'));
    const hero = page.getByTestId('page-hero');
    await expect(hero).toHaveCount(1);
    await expect(hero).toHaveAttribute('data-hero-size', 'landing');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      `${copy(lang, 'home', 'hero.title')} ${copy(lang, 'home', 'hero.titleAccent')}`,
    );
    const visual = hero.getByTestId('hero-visual');
    const box = (await visual.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(1280 * 0.45);
    expect(box.width).toBeGreaterThan(300);
    // The China edition's two buttons, the overseas ones hidden.
    await expect(hero.getByRole('link').filter({ visible: true })).toHaveText([
      copy(lang, 'home', 'hero.china.start'),
      copy(lang, 'home', 'hero.china.sample'),
    ]);
    // The figures card rides up into the band, over none of its words or its picture.
    const card = (await page
      .getByRole('region', { name: copy(lang, 'home', 'stats.label') })
      .locator('dl')
      .boundingBox())!;
    const heroBox = (await hero.boundingBox())!;
    expect(card.y).toBeLessThan(heroBox.y + heroBox.height);
    const copyBottom = await hero.evaluate((el) =>
      Math.max(...[...el.querySelectorAll('h1, p, a, [data-testid="hero-visual"]')].map((e) => e.getBoundingClientRect().bottom)),
    );
    expect(copyBottom).toBeLessThanOrEqual(card.y);
  });
}
