import { expect, test, type Locator, type Page } from '@playwright/test';
import { POPUP_KEY } from '../src/features/contact/use-panel-popup';
import { C, copy, unique } from './contact-helpers';
import { hydrated, t } from './helpers';

/**
 * Keyboard journeys: every dialog gives the focus back to what opened it, whatever opened it (a link
 * outside the dialog library's trigger, an event, another dialog), after Escape, Cancel or its close
 * button. The phone menu's trap and Escape are in mobile-menu.spec.ts.
 */

/** Focuses `opener` and activates it with the keyboard, as a keyboard user does. */
async function openWithKeyboard(page: Page, opener: Locator) {
  await hydrated(opener);
  await opener.focus();
  await page.keyboard.press('Enter');
}

test('quote modal (opened by the header link): Escape and Cancel give the focus back to "Request a Quote"', async ({ page }) => {
  await page.goto('/en/news/6?lang=en');
  const opener = page.getByTestId('request-quote');
  const modal = page.getByTestId('quote-modal');
  await openWithKeyboard(page, opener);
  await expect(modal).toBeVisible();
  await expect(modal.locator(':focus')).toHaveCount(1);
  // A modal dialog, and it says so: the page behind is out of reach.
  await expect(page.getByRole('dialog', { name: C.en.quote.title })).toHaveAttribute('aria-modal', 'true');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();

  await openWithKeyboard(page, opener);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: C.en.form.cancel }).click();
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Chinese contact panel: Tab reaches its button, Enter opens a named dialog that scrolling leaves open, Escape closes it', async ({
  page,
}) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_KEY);
  await page.goto('/news/6?lang=ch');
  const opener = page.getByTestId('cn-contact-tab');
  await hydrated(opener);
  // As a keyboard user gets there: Tab after Tab through the page (which scrolls it on the way).
  await page.locator('body').focus();
  for (let i = 0; i < 150 && !(await opener.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: t('zh', 'footer.contact') });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: t('zh', 'footer.closeContact') })).toBeFocused();
  await expect(panel.getByRole('img', { name: t('zh', 'footer.qr') })).toBeVisible();
  // Opened from the keyboard, it stays while the page scrolls.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  // The close button gives the focus back too.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('Chinese contact panel opened with the mouse still folds away on scroll (SPEC 2.7)', async ({ page }) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_KEY);
  await page.goto('/news/6?lang=ch');
  const opener = page.getByTestId('cn-contact-tab');
  await hydrated(opener);
  await opener.click();
  const panel = page.getByRole('dialog', { name: t('zh', 'footer.contact') });
  await expect(panel).toBeVisible();
  await page.mouse.move(400, 400);
  await page.mouse.wheel(0, 600);
  await expect(panel).toHaveCount(0);
});

test('English contact panel: a named dialog; focus moves in, Escape closes it and gives the focus back', async ({ page }) => {
  await page.goto('/en/news/6?lang=ch');
  const opener = page.getByTestId('en-contact-tab');
  // Its button says it opens a dialog, and whether that dialog is open.
  await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await openWithKeyboard(page, opener);
  const panel = page.getByRole('dialog', { name: C.en.panel.title });
  await expect(panel).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  // Not modal: the page beside it stays in reach.
  await expect(panel).not.toHaveAttribute('aria-modal', 'true');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.type('Anna');
  await page.mouse.move(300, 400);
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  // Its close button gives the focus back as well.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: C.en.panel.close }).click();
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  // An expanded button collapses what it opened: the tab closes its panel, as the Chinese one does (the
  // panel is not modal, so the keyboard can reach the tab beside it).
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
});

test('contact-us modal and its success dialog give the focus back to "Contact sales"', async ({ page }) => {
  await page.goto('/en/research');
  const opener = page.getByTestId('research-contact-hero');
  const modal = page.getByTestId('contact-modal');
  await openWithKeyboard(page, opener);
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();

  // Sent: the form's dialog closes, the success dialog opens; closing it returns to the same opener.
  await openWithKeyboard(page, opener);
  await expect(modal).toBeVisible();
  await modal.getByLabel(C.en.form.name).fill('Anna');
  await modal.getByLabel(C.en.form.lastName).fill('Berg');
  await modal.getByLabel(C.en.form.jobTitle).fill('Researcher');
  await modal.getByRole('textbox', { name: C.en.form.email, exact: true }).fill(unique('focus'));
  const region = modal.getByLabel(C.en.form.region);
  await expect(region.locator('option', { hasText: 'Germany' })).toHaveCount(1);
  await region.selectOption('Germany');
  await modal.getByRole('button', { name: C.en.form.submit }).click();
  const success = page.getByTestId('success-dialog');
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: C.en.thanks.ok }).click();
  await expect(success).toBeHidden();
  await expect(opener).toBeFocused();
});

test('coupon modal: Escape gives the focus back to the coupon button', async ({ page }) => {
  await page.goto('/colleges/2');
  const opener = page.getByTestId('college-coupon').getByRole('button', { name: copy('zh', 'colleges', 'coupon.open') });
  await openWithKeyboard(page, opener);
  const dialog = page.getByTestId('coupon-dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('image viewer: a labelled modal dialog; Escape gives the focus back to the image', async ({ page }) => {
  await page.goto('/help/110');
  const image = page.getByTestId('help-content').locator('img').first();
  await hydrated(page.getByRole('button', { name: t('zh', 'help.feedback.yes') }));
  await image.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: t('zh', 'viewer.dialog') });
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveAttribute('aria-modal', 'true');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(image).toBeFocused();
});

test('help articles: a skip link leads to the search box', async ({ page }) => {
  await page.goto('/help/110');
  await hydrated(page.getByRole('button', { name: t('zh', 'help.feedback.yes') }));
  // The first Tab stops are the skip links; one of them goes to the search box.
  const skip = page.getByRole('link', { name: t('zh', 'help.skipToSearch') });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: t('zh', 'help.search.label') })).toBeFocused();
});
