import { expect, test, type Page } from '@playwright/test';
import { exactPath, firstHelpArticle, hydrated, phoneMenuButton, t } from './helpers';

/** SPEC 4 "Mobile navigation": below 1000 px a menu button; the menu closes on selection or a click outside. */

test.use({ viewport: { width: 375, height: 740 } });

const menuButton = phoneMenuButton;
const menu = (page: Page) => page.getByRole('navigation', { name: t('zh', 'nav.menu'), exact: true });
/** The menu is a <details> disclosure: open is its `open` attribute. */
const isOpen = (page: Page) => menuButton(page).evaluate((el) => (el.parentElement as HTMLDetailsElement).open);

async function openMenu(page: Page) {
  // The desktop navigation is not shown at this width; only the menu button is.
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toHaveText(t('zh', 'nav.menu'));
  await hydrated(menuButton(page));
  await menuButton(page).click();
  await expect.poll(() => isOpen(page)).toBe(true);
  await expect(menu(page)).toBeVisible();
  await expect(menuButton(page)).toHaveText(t('zh', 'nav.closeMenu'));
}

test('@mobile the menu button opens the menu; choosing an entry closes it and navigates', async ({ page, request }) => {
  await page.goto('/news/6');
  await openMenu(page);
  // The menu lists the navigation entries (the resources group flattened) and the account links.
  for (const key of ['home', 'product', 'sample', 'news', 'help']) {
    await expect(menu(page).getByRole('link', { name: new RegExp(`^${t('zh', `nav.${key}`)}`) })).toBeVisible();
  }
  await expect(menu(page).getByRole('link', { name: t('zh', 'account.login'), exact: true })).toBeVisible();

  const first = await firstHelpArticle(request, 'zh');
  await menu(page)
    .getByRole('link', { name: t('zh', 'nav.help'), exact: true })
    .click();
  await expect(page).toHaveURL(exactPath(`/help/${first}`));
  await expect(menu(page)).toBeHidden();
  await expect.poll(() => isOpen(page)).toBe(false);
});

test('@mobile choosing the entry of the current page closes the menu', async ({ page }) => {
  await page.goto('/');
  await openMenu(page);
  await menu(page)
    .getByRole('link', { name: t('zh', 'nav.home'), exact: true })
    .click();
  await expect(menu(page)).toBeHidden();
  await expect(page).toHaveURL(exactPath('/'));
});

test('@mobile a click outside the menu closes it', async ({ page }) => {
  await page.goto('/news/6');
  await openMenu(page);
  // The empty part of the header bar, between the logo and the menu button.
  const header = page.getByTestId('site-header');
  const box = (await header.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(menu(page)).toBeHidden();
  await expect.poll(() => isOpen(page)).toBe(false);
  await expect(page).toHaveURL(exactPath('/news/6'));
});

test('@mobile a click inside the menu (not on an entry) keeps it open; Escape closes it', async ({ page }) => {
  await page.goto('/news/6');
  await openMenu(page);
  const box = (await menu(page).boundingBox())!;
  await page.mouse.click(box.x + box.width - 4, box.y + 4);
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
});

test('@mobile the language switch in the menu goes to English and closes the menu', async ({ page }) => {
  await page.goto('/news/6');
  await openMenu(page);
  await menu(page)
    .getByRole('link', { name: t('zh', 'language.en') })
    .click();
  await expect(page).toHaveURL(exactPath('/en/news/6'));
  await expect(page.getByRole('navigation', { name: t('en', 'nav.menu'), exact: true })).toBeHidden();
  await expect(menuButton(page)).toHaveText(t('en', 'nav.menu'));
});

test('@mobile the open menu holds the focus: Tab after its last entry and Shift+Tab before its first stay in it', async ({ page }) => {
  await page.goto('/news/6');
  await openMenu(page);
  const headerTop = async () => (await page.getByTestId('site-header').boundingBox())!.y;
  const top = await headerTop();
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid="mobile-menu-disclosure"]'));
  // Walk the whole menu and beyond: focus never leaves it, and the header does not move.
  const stops = await page.locator('[data-testid="mobile-menu-disclosure"]:visible').locator('summary, a[href]').count();
  for (let i = 0; i < stops + 3; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  expect(await headerTop()).toBe(top);
  // From the menu button, Shift+Tab goes round to the last entry.
  await menuButton(page).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await inside()).toBe(true);
  await expect(page.locator(':focus')).not.toHaveText(t('zh', 'nav.closeMenu'));
});

test('@mobile Escape closes the menu and gives the focus back to the menu button', async ({ page }) => {
  await page.goto('/news/6');
  await openMenu(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveText(t('zh', 'nav.menu'));
});

test('@mobile the menu button shows its three bars and nothing under them (no accordion chevron)', async ({ page }) => {
  for (const path of ['/news/6', '/en/product']) {
    await page.goto(path);
    const after = await menuButton(page).evaluate((el) => getComputedStyle(el, '::after').content);
    expect(after, path).toBe('none');
  }
  // The folding sections of a page keep their chevron: the rule was scoped, not dropped.
  await page.goto('/quoted');
  const faq = page.locator('main details > summary').first();
  await expect(faq).toBeVisible();
  expect(await faq.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('""');
});
