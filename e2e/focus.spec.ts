import { expect, test, type Locator, type Page } from '@playwright/test';
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
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();

  await openWithKeyboard(page, opener);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: C.en.form.cancel }).click();
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
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
