import { expect, test, type Page } from '@playwright/test';
import { exactPath, firstHelpArticle, hydrated, t } from './helpers';

/** SPEC 4 "Mobile navigation": below 1000 px a menu button; the menu closes on selection or a click outside. */

test.use({ viewport: { width: 375, height: 740 } });

const menuButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^(${t('zh', 'nav.menu')}|${t('zh', 'nav.closeMenu')})$`) });
const menu = (page: Page) => page.getByRole('navigation', { name: t('zh', 'nav.main') });

async function openMenu(page: Page) {
  // The desktop navigation is not shown at this width; only the menu button is.
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await hydrated(menuButton(page));
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();
  await expect(page.getByRole('button', { name: t('zh', 'nav.closeMenu') })).toBeVisible();
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
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
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
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
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
    .getByRole('button', { name: t('zh', 'language.en') })
    .click();
  await expect(page).toHaveURL(exactPath('/en/news/6'));
  await expect(page.getByRole('navigation', { name: t('en', 'nav.main') })).toBeHidden();
  await expect(page.getByRole('button', { name: t('en', 'nav.menu') })).toBeVisible();
});
