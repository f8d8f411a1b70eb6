import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startDecap, useLocalBackend, type Decap } from './decap';

/**
 * The content editor (/admin, Decap CMS) as an editor uses it on their own computer: the built editor,
 * served by the site server under its own CSP, saving through decap-server into a temporary copy of
 * content/ (never the real one). The whole way to the served site (publish, rollback) is e2e/publish.spec.ts.
 */
const repo = path.resolve(__dirname, '..');
let workDir = '';
let decap: Decap | undefined;

test.beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-'));
  fs.cpSync(path.join(repo, 'content'), path.join(workDir, 'content'), { recursive: true });
  decap = await startDecap(workDir);
});

test.afterAll(() => {
  decap?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test('an editor writes a help article in Chinese and English, sees it previewed and saves both files', async ({ page, request }) => {
  // Decap's editor is one 5 MB script and types through Slate: slow on a busy runner, never waited for by time.
  test.slow();
  const head = await request.get('/admin/');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(await head.text()).toContain('noindex');

  await useLocalBackend(page, decap!);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Help articles', exact: true }).click();
  await page.getByRole('link', { name: 'New Help articles' }).click();

  // Both languages side by side (i18n multiple_files): the id once, a body each, written as Markdown.
  await page.getByLabel('ID').first().fill('990');
  const switches = page.getByRole('switch');
  const bodies = page.locator('[data-slate-editor]');
  await switches.first().click();
  await switches.nth(1).click();
  await bodies.first().click();
  await page.keyboard.type('## 第一步\n\n打开问卷编辑器，电话 {{sales.phone}}。');
  await bodies.nth(1).click();
  await page.keyboard.type('## Step one\n\nOpen the questionnaire editor.');

  // The preview pane renders both as the site does: numbered headings, placeholders written out.
  await page.locator('button[title="Toggle i18n"]').click();
  const preview = page.frameLocator('iframe').first();
  await expect(preview.locator('section[lang=zh] .prose h2#s1')).toHaveText('第一步');
  await expect(preview.locator('section[lang=zh] .prose')).toContainText('400-820-6517');
  await expect(preview.locator('section[lang=en] .prose h2#s1')).toHaveText('Step one');

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  const zhFile = path.join(workDir, 'content/help/990.zh.md');
  const enFile = path.join(workDir, 'content/help/990.en.md');
  await expect.poll(() => fs.existsSync(zhFile) && fs.existsSync(enFile), { timeout: 20_000 }).toBe(true);
  expect(fs.readFileSync(zhFile, 'utf8')).toBe('---\nid: "990"\n---\n## 第一步\n\n打开问卷编辑器，电话 {{sales.phone}}。\n');
  expect(fs.readFileSync(enFile, 'utf8')).toBe('---\nid: "990"\n---\n## Step one\n\nOpen the questionnaire editor.\n');
  expect(fs.existsSync(path.join(repo, 'content/help/990.zh.md'))).toBe(false);
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
