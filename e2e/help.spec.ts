import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hydrated, settled, t } from './helpers';

/** Article 110 (skip logic) has two images: the flow diagram and the logic editor screenshot. */
const ARTICLE = '/help/110';
const viewer = (page: Page) => page.getByTestId('image-viewer');
const viewed = (page: Page) => page.getByTestId('viewer-image');

async function openFirstImage(page: Page) {
  await page.goto(ARTICLE);
  const img = page.getByTestId('help-content').locator('img').first();
  await hydrated(page.getByRole('button', { name: t('zh', 'help.feedback.yes') }));
  await img.click();
  await expect(viewer(page)).toBeVisible();
  return img;
}

test.describe('help centre', () => {
  for (const [from, to] of [
    ['/help', '/help/101'],
    ['/en/help', '/en/help/101'],
  ]) {
    test(`${from} leads to the first article`, async ({ page, request }) => {
      const res = await request.get(from!, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers().location).toBe(to);
      await page.goto(from!);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('[aria-current=page]').first()).toBeVisible();
    });
  }

  test('the menu folds folders, navigates to articles and marks the current one', async ({ page }) => {
    await page.goto(ARTICLE);
    const menu = page.getByRole('navigation', { name: t('zh', 'help.menu') });
    await expect(menu.getByRole('link', { name: '跳转逻辑' })).toHaveAttribute('aria-current', 'page');
    const folder = menu.getByRole('button', { name: '逻辑设置' });
    await hydrated(folder);
    // A disclosure per folder: the button says whether its list is open.
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
    await folder.click();
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: '显示逻辑' })).toHaveCount(0);
    await folder.click();
    await menu.getByRole('link', { name: '显示逻辑' }).click();
    await expect(page).toHaveURL(/\/help\/111$/);
    await expect(page.getByRole('heading', { level: 1, name: '显示逻辑' })).toBeVisible();
  });

  for (const path of [ARTICLE, `/en${ARTICLE}`]) {
    test(`${path}: the menu indents 20 px a level, articles as folders (SPEC 2.5)`, async ({ page }) => {
      await page.goto(path);
      const menu = page.getByRole('navigation', { name: t(path.startsWith('/en') ? 'en' : 'zh', 'help.menu') });
      await expect(menu).toBeVisible();
      // Where each entry's title starts on screen (its text, not its box: a folder's caret comes first),
      // and the title start of the folder it is in.
      const steps = await menu.locator('li > a, li > button').evaluateAll((entries) => {
        const titleLeft = (el: Element) => {
          const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
          const range = document.createRange();
          range.selectNodeContents(text);
          return range.getBoundingClientRect().left;
        };
        return entries.flatMap((el) => {
          const parent = el.parentElement!.parentElement!.closest('li')?.querySelector(':scope > button, :scope > a');
          if (!parent) return [];
          return [
            {
              kind: el.hasAttribute('aria-expanded') ? 'folder' : 'article',
              name: el.textContent!,
              step: titleLeft(el) - titleLeft(parent),
            },
          ];
        });
      });
      // The seed's menu has articles and sub-folders inside folders, so both kinds are measured.
      expect(steps.filter((s) => s.kind === 'article').length).toBeGreaterThan(5);
      expect(steps.filter((s) => s.kind === 'folder').length).toBeGreaterThan(2);
      for (const s of steps) expect(s.step, `${s.kind} ${s.name}: its title's offset from its folder's`).toBeCloseTo(20, 0);
    });
  }

  test('image viewer: buttons zoom, rotate and toggle the size; focus returns to the image', async ({ page }) => {
    const img = await openFirstImage(page);
    await expect(page).toHaveURL(/#img-1$/);
    const v = viewer(page);
    await v.getByRole('button', { name: t('zh', 'viewer.zoomIn') }).click();
    await expect(viewed(page)).toHaveAttribute('data-scale', '1.2');
    for (let i = 0; i < 8; i++) await v.getByRole('button', { name: t('zh', 'viewer.zoomOut') }).click();
    await expect(viewed(page)).toHaveAttribute('data-scale', '0.4'); // SPEC 9: the scale stays above 0.2
    await v.getByRole('button', { name: t('zh', 'viewer.rotateRight') }).click();
    await expect(viewed(page)).toHaveAttribute('data-rotate', '90');
    await v.getByRole('button', { name: t('zh', 'viewer.rotateLeft') }).click();
    await v.getByRole('button', { name: t('zh', 'viewer.rotateLeft') }).click();
    await expect(viewed(page)).toHaveAttribute('data-rotate', '-90');
    await v.getByRole('button', { name: t('zh', 'viewer.original') }).click();
    await expect(viewed(page)).toHaveAttribute('data-mode', 'original');
    await v.getByRole('button', { name: t('zh', 'viewer.next') }).click();
    await expect(v.getByText(t('zh', 'viewer.counter').replace('{{index}}', '2').replace('{{total}}', '2'))).toBeVisible();
    await v.getByRole('button', { name: t('zh', 'viewer.next') }).click();
    await expect(v.getByText(t('zh', 'viewer.counter').replace('{{index}}', '1').replace('{{total}}', '2'))).toBeVisible();
    await v.getByRole('button', { name: t('zh', 'viewer.close') }).click();
    await expect(v).toHaveCount(0);
    await expect(img).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('image viewer: after 10 zoom-ins over a light image its controls stay legible (3:1 or more)', async ({ page }) => {
    await openFirstImage(page);
    const v = viewer(page);
    // A light image: the screenshot's white paper, whatever the picture's own background.
    await viewed(page).evaluate((img) => ((img as HTMLElement).style.background = '#fff'));
    const zoomIn = v.getByRole('button', { name: t('zh', 'viewer.zoomIn') });
    for (let i = 0; i < 10; i++) await zoomIn.click();
    await expect(viewed(page)).not.toHaveAttribute('data-scale', '1');
    await settled(page); // the zoom's transition
    const controls = [
      v.getByRole('button', { name: t('zh', 'viewer.close') }),
      v.getByRole('button', { name: t('zh', 'viewer.next') }),
      v.getByRole('toolbar'),
    ];
    const luminance = (r: number, g: number, b: number) => {
      const c = [r, g, b].map((x) => {
        const s = x / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const pixels = async (clip: { x: number; y: number; width: number; height: number }) => {
      const { data, info } = await sharp(await page.screenshot({ clip }))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const out: number[] = [];
      for (let i = 0; i < data.length; i += info.channels) out.push(luminance(data[i]!, data[i + 1]!, data[i + 2]!));
      return out.sort((a, b) => a - b);
    };
    const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      // The image right beside the control is light (the test's premise)…
      const around = await pixels({ x: Math.max(0, box.x - 40), y: box.y + box.height / 2 - 4, width: 24, height: 8 });
      expect(around[Math.floor(around.length / 2)]!).toBeGreaterThan(0.8);
      // …the control's backing stands out from it, and its white icons from the backing.
      const inside = await pixels({ x: box.x + 2, y: box.y + 2, width: box.width - 4, height: box.height - 4 });
      const backing = inside[Math.floor(inside.length / 2)]!;
      const icon = inside[inside.length - 1]!;
      expect(ratio(backing, 1), 'backing against the white image').toBeGreaterThanOrEqual(3);
      expect(ratio(icon, backing), 'icons against their backing').toBeGreaterThanOrEqual(3);
    }
  });

  test('image viewer: keys, wheel and drag', async ({ page }) => {
    await openFirstImage(page);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.keyboard.press('ArrowUp');
    await expect(viewed(page)).toHaveAttribute('data-scale', '1.2');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(viewed(page)).toHaveAttribute('data-scale', '0.8');
    await page.keyboard.press('Space');
    await expect(viewed(page)).toHaveAttribute('data-mode', 'original');
    await expect(viewed(page)).toHaveAttribute('data-scale', '1');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/#img-2$/);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/#img-1$/);

    const box = (await viewed(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -100);
    await expect(viewed(page)).toHaveAttribute('data-scale', '1.015');
    await page.mouse.wheel(0, 100);
    await page.mouse.wheel(0, 100);
    await expect(viewed(page)).toHaveAttribute('data-scale', '0.985');

    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 25, { steps: 5 });
    await page.mouse.up();
    await expect(viewed(page)).toHaveAttribute('style', /translate\(60px, 25px\)/);

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
  });

  test('on a phone the menu is a drawer with a title and a close button: hidden until opened, Esc closes it, a link navigates @mobile', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    const menu = page.getByRole('navigation', { name: t('zh', 'help.menu') });
    const opener = page.getByRole('button', { name: t('zh', 'help.openMenu'), exact: true });
    // Closed, the drawer's links are neither visible nor reachable.
    await expect(menu.getByRole('link', { name: '跳转逻辑' })).toBeHidden();
    await hydrated(opener);
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: '跳转逻辑' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '跳转逻辑' })).toBeInViewport();
    await expect(menu.getByText(t('zh', 'help.menu'), { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: '跳转逻辑' })).toBeHidden();
    await opener.click();
    await menu.getByRole('button', { name: t('zh', 'help.closeMenu') }).click();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await menu.getByRole('link', { name: '显示逻辑' }).click();
    await expect(page).toHaveURL(/\/help\/111$/);
    await expect(page.getByRole('heading', { level: 1, name: '显示逻辑' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '显示逻辑' })).toBeHidden();
  });

  test('image viewer: pinch zooms and a swipe changes image on a touch screen @mobile', async ({ page }) => {
    await openFirstImage(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    const box = (await viewed(page).boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;

    // A swipe to the left shows the next image (only while not zoomed in).
    await touch('touchStart', [{ x: cx + 80, y: cy }]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [{ x: cx + 80 - i * 32, y: cy + i }]);
    await touch('touchEnd', []);
    await expect(page).toHaveURL(/#img-2$/);

    // Two fingers spreading apart zoom in: on the second image, once it has loaded (its box is its own).
    await expect
      .poll(() => viewed(page).evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    const box2 = (await viewed(page).boundingBox())!;
    const [x2, y2] = [box2.x + box2.width / 2, box2.y + box2.height / 2];
    await touch('touchStart', [
      { x: x2 - 30, y: y2 },
      { x: x2 + 30, y: y2 },
    ]);
    for (let i = 1; i <= 5; i++)
      await touch('touchMove', [
        { x: x2 - 30 - i * 12, y: y2 },
        { x: x2 + 30 + i * 12, y: y2 },
      ]);
    await touch('touchEnd', []);
    await expect.poll(async () => Number(await viewed(page).getAttribute('data-scale'))).toBeGreaterThan(1.5);
  });

  test('image viewer: Back closes it, and #img-N opens image N', async ({ page }) => {
    await openFirstImage(page);
    await page.goBack();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/help\/110$/);
    await page.goto(`${ARTICLE}#img-2`);
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByText(t('zh', 'viewer.counter').replace('{{index}}', '2').replace('{{total}}', '2'))).toBeVisible();
  });

  test('images open from the keyboard', async ({ page }) => {
    await page.goto(ARTICLE);
    const img = page
      .getByTestId('help-content')
      .getByRole('button', { name: new RegExp(t('zh', 'viewer.open').replace('{{alt}}', '')) })
      .first();
    await hydrated(page.getByRole('button', { name: t('zh', 'help.feedback.yes') }));
    await img.focus();
    await page.keyboard.press('Enter');
    await expect(viewer(page)).toBeVisible();
  });

  test('an image that fails to load shows "load failed"', async ({ page }) => {
    await page.route('**/static/help/**', (route) =>
      route.request().resourceType() === 'image' ? route.fulfill({ status: 404, body: '' }) : route.continue(),
    );
    await openFirstImage(page);
    await expect(viewer(page).getByRole('img', { name: t('zh', 'viewer.failed') })).toBeVisible();
  });

  test('search finds a Chinese article from a two-character query', async ({ page }) => {
    await page.goto(ARTICLE);
    const box = page.getByRole('combobox');
    await hydrated(box);
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await box.fill('配额');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('配额控制');
    await expect(first.locator('mark').first()).toHaveText('配额');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/help\/113$/);
  });

  test('search finds an English article from a word', async ({ page }) => {
    await page.goto('/en/help/101');
    const box = page.getByRole('combobox');
    await hydrated(box);
    await box.fill('weighting');
    await expect(page.getByRole('option').first()).toContainText('Weighting');
  });

  test('language switch keeps the article and the heading anchor', async ({ page }) => {
    await page.goto(`${ARTICLE}#s2`);
    const english = page.getByRole('link', { name: t('zh', 'language.en') }).first();
    await hydrated(english);
    await english.click();
    await expect(page).toHaveURL(/\/en\/help\/110#s2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skip logic' })).toBeVisible();
  });

  test('breadcrumbs, contents and structured data', async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole('navigation', { name: t('zh', 'help.breadcrumb') })).toContainText('问卷设计');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.at(-1).name).toBe('跳转逻辑');
    await expect(
      page
        .getByRole('navigation', { name: t('zh', 'help.toc') })
        .first()
        .getByRole('link')
        .first(),
    ).toHaveAttribute('href', '#s1');
  });

  test('"was this helpful?" stores the answer', async ({ page }) => {
    const db = new Database(path.resolve(__dirname, '../test-results/e2e-data/site.db'), { readonly: true });
    const count = () =>
      (db.prepare('select count(*) as n from help_feedback where article_id = 112 and helpful = 0').get() as { n: number }).n;
    try {
      const before = count();
      await page.goto('/help/112');
      const no = page.getByRole('button', { name: t('zh', 'help.feedback.no') });
      await hydrated(no);
      await no.click();
      await expect(page.getByText(t('zh', 'help.feedback.sorry'))).toBeVisible();
      await expect.poll(count).toBe(before + 1);
    } finally {
      db.close();
    }
  });
});

test.describe('help article contents, tap targets and tables', () => {
  test('the contents mark the section being read, visibly (scroll spy)', async ({ page }) => {
    await page.goto(ARTICLE);
    const toc = page.getByRole('navigation', { name: t('zh', 'help.toc') });
    const links = toc.getByRole('link');
    await hydrated(links.first());
    const second = toc.locator('a[href="#s2"]');
    const third = toc.locator('a[href="#s3"]');
    // Nothing is marked above the first heading; a section scrolled to the top of the window is.
    await expect(toc.locator('[aria-current]')).toHaveCount(0);
    await page.locator('#s2').evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await expect(second).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('[aria-current]')).toHaveCount(1);
    const look = (l: typeof second) => l.evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).borderLeftColor].join());
    expect(await look(second)).not.toBe(await look(third));
    await page.locator('#s3').evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await expect(third).toHaveAttribute('aria-current', 'location');
    await expect(second).not.toHaveAttribute('aria-current', /.+/);
    // Back up past the first heading: none again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(toc.locator('[aria-current]')).toHaveCount(0);
  });

  /** The visible links of `scope` shorter than 24 px, as 'text: height'. */
  async function shortLinks(scope: ReturnType<Page['locator']>): Promise<string[]> {
    return scope.evaluateAll((links) =>
      links
        .filter((a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden')
        .map((a) => ({ text: a.textContent?.trim() ?? '', height: a.getBoundingClientRect().height }))
        .filter((l) => l.height < 24)
        .map((l) => `${l.text}: ${l.height.toFixed(1)} px`),
    );
  }

  test('@mobile every link of the footer, the contents and the help menu is 24 px tall or more at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const lang of ['zh', 'en'] as const) {
      await page.goto(lang === 'zh' ? '/' : '/en');
      const homeFooter = page.getByTestId('site-footer').locator('a');
      expect(await homeFooter.evaluateAll((l) => l.filter((a) => a.getClientRects().length > 0).length)).toBeGreaterThan(8);
      expect(await shortLinks(homeFooter), `${lang} home footer`).toEqual([]);

      await page.goto(lang === 'zh' ? ARTICLE : `/en${ARTICLE}`);
      expect(await shortLinks(page.getByTestId('site-footer').locator('a')), `${lang} help footer`).toEqual([]);
      const toc = page.getByTestId('help-toc-inline').locator('a');
      expect(await toc.evaluateAll((l) => l.filter((a) => a.getClientRects().length > 0).length)).toBeGreaterThan(2);
      expect(await shortLinks(toc), `${lang} contents`).toEqual([]);
      const opener = page.getByRole('button', { name: t(lang, 'help.openMenu'), exact: true });
      await hydrated(opener);
      await opener.click();
      const menu = page.getByRole('navigation', { name: t(lang, 'help.menu') });
      await expect(menu.getByRole('link').first()).toBeVisible();
      expect(await menu.getByRole('link').count()).toBeGreaterThan(5);
      expect(await shortLinks(menu.locator('a')), `${lang} help menu`).toEqual([]);
    }
  });

  test('@mobile an article table keeps readable columns at 375 px and scrolls in a named, focusable region with a cue', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // Article 117 (embedding a survey) compares the ways in a table of three columns.
    for (const lang of ['zh', 'en'] as const) {
      await page.goto(lang === 'zh' ? '/help/117' : '/en/help/117');
      const region = page.getByTestId('help-content').getByRole('region').first();
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region).toHaveAccessibleName(t(lang, 'article.table').replace('{{n}}', '1'));
      const narrowest = await region
        .locator('th, td')
        .evaluateAll((cells) => Math.min(...cells.map((c) => c.getBoundingClientRect().width)));
      expect(narrowest).toBeGreaterThanOrEqual(64);
      // The page itself never scrolls sideways; the region does, and shows it with its shadows.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const box = await region.evaluate((r) => ({ scroll: r.scrollWidth, client: r.clientWidth, bg: getComputedStyle(r).backgroundImage }));
      expect(box.scroll).toBeGreaterThan(box.client);
      expect(box.bg).toContain('radial-gradient');
      await region.focus();
      await expect(region).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((r) => r.scrollLeft)).toBeGreaterThan(0);
    }
  });

  test('@mobile the /sample country table shows that it scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/sample');
    const region = page.locator('section[tabindex="0"]:has(table)').first();
    await expect(region).toHaveAccessibleName(/.+/);
    const box = await region.evaluate((r) => ({ scroll: r.scrollWidth, client: r.clientWidth, bg: getComputedStyle(r).backgroundImage }));
    expect(box.scroll).toBeGreaterThan(box.client);
    expect(box.bg).toContain('radial-gradient');
  });
});
