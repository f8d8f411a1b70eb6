import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { requestStream, type Stream } from '../scripts/request-stream';
import { freePort } from '../scripts/free-port';
import { runScript } from '../scripts/run-command';
import { startDecap, useLocalBackend, type Decap } from './decap';
import { hydrated, t } from './helpers';

/**
 * From an editor's save to the served site and back (README "Publishing"): a help article written in the
 * content editor (/admin) in Chinese and English, with an image and its place in the menu, previewed,
 * saved, published with `npm run publish`, found on the served site (page, menu, search, sitemap), then
 * taken back with `npm run rollback`.
 *
 * Everything it writes is its own: a copy of content/ for the editor, a database and a builds folder in a
 * temporary directory, and a site server (`npm start`) on a port of its own. Only public/, the build's
 * working folder, is shared: it runs alone (playwright.publish.config.ts), after the other journeys, and
 * puts public/ back as the served build it rolled back to.
 */
const repo = path.resolve(__dirname, '..');
const ID = 990;
/** A folder of content/help/tree.json: the new article joins /help/101's own section of the menu. */
const FOLDER = { id: 11, label: '新手入门 › 账号与登录 / Getting started › Account and sign-in' };
const TITLE = { zh: '绑定企业微信通知', en: 'Get notified in WeCom' };
const IMAGE = `${ID}-wecom.png`;

let work = '';
let decap: Decap | undefined;
let site: ChildProcess | undefined;
let base = '';
/** Requests against the served site for the whole file: through every publish and rollback. */
let stream: Stream | undefined;

/** The environment of every process here: the copy of content/, its database and builds folder, this build's tag. */
const env = () => ({
  ...process.env,
  CONTENT_DIR: path.join(work, 'content'),
  DATA_DIR: path.join(work, 'data'),
  BUILDS_DIR: path.join(work, 'builds'),
  ALLOW_EXAMPLE_SITE_URL: '1',
  // As the journeys' build was made (playwright.config.ts): the same settings keep the build incremental.
  GATSBY_AD_TAG_ID: 'AW-1234567890',
  GATSBY_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
  METRICS_PORT: 'off',
});

/** `npm run <script>` (publish, rollback) on this journey's content; resolves with its output, rejects on failure. */
async function npmRun(script: string, args: string[] = []): Promise<string> {
  const { code, output } = await runScript(script, args, { cwd: repo, env: env() });
  if (code !== 0) throw new Error(`${script} exited with ${code}:\n${output}`);
  return output;
}

const sitemapPaths = async (request: APIRequestContext) => {
  const xml = await (await request.get(`${base}/sitemap-0.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
};

test.beforeAll(async () => {
  // Two builds and the editor's 5 MB script on a two-core runner.
  test.setTimeout(10 * 60_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-e2e-'));
  fs.cpSync(path.join(repo, 'content'), path.join(work, 'content'), { recursive: true });
  // The site as it is: the build the new article will be rolled back to.
  await npmRun('publish', ['--skip-budgets', '--quiet-build']);
  decap = await startDecap(work);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  site = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/start.ts')], {
    cwd: repo,
    env: { ...env(), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/designer/v1/home/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  // Ten requests a second from two clients: visitors while the editors publish.
  stream = requestStream(base, { clients: 2, rate: 10 });
});

test.afterAll(async () => {
  await stream?.stop();
  site?.kill('SIGTERM');
  decap?.stop();
  if (!work) return;
  // public/ back to the build now served (the site without the article), for whatever reads it next.
  const current = path.join(work, 'builds', 'current');
  if (fs.existsSync(path.join(current, 'index.html'))) {
    fs.rmSync(path.join(repo, 'public'), { recursive: true, force: true });
    fs.cpSync(fs.realpathSync(current), path.join(repo, 'public'), { recursive: true });
  }
  fs.rmSync(work, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test('an editor writes a help article with an image, publishes it, finds it everywhere, and rolls it back', async ({ page, request }) => {
  test.setTimeout(10 * 60_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  // The editor, from the served site, saving through the local backend into the copy of content/.
  await useLocalBackend(page, decap!);
  await page.goto(`${base}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Help articles', exact: true }).click();
  await page.getByRole('link', { name: 'New Help articles' }).click();

  await page.getByLabel('ID').first().fill(String(ID));
  await page.getByLabel('Folder').first().click();
  await page.getByText(FOLDER.label, { exact: true }).click();
  await page.getByLabel('Title').first().fill(TITLE.zh);
  await page.getByLabel('Title').nth(1).fill(TITLE.en);

  // Chinese in the rich-text editor, its screenshot uploaded through the media library; English as Markdown.
  const bodies = page.locator('[data-slate-editor]');
  await bodies.first().click();
  await page.keyboard.type('在“设置 › 通知”中扫码绑定企业微信，每份新答卷都会推送提醒。');
  await page.getByRole('button', { name: 'Add Component' }).first().click();
  await page.getByRole('menuitem', { name: 'Image' }).click();
  await page.getByRole('button', { name: 'Choose an image' }).click();
  const upload = path.join(work, IMAGE);
  fs.copyFileSync(path.join(repo, 'content/images/help/106-publish-zh.png'), upload);
  await page.locator('input[type=file]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel('Alt text').fill('扫码绑定企业微信');
  await page.getByRole('switch').nth(1).click();
  await bodies.nth(1).click();
  await page.keyboard.type(
    `## Turn it on\n\nScan the code under Settings › Notifications.\n\n![Scan to connect WeCom](images/help/${IMAGE})\n`,
  );

  // The preview pane: both languages, titled, the image shown, as the site renders them.
  await page.locator('button[title="Toggle i18n"]').click();
  const preview = page.frameLocator('iframe').first();
  await expect(preview.locator('section[lang=zh] h1')).toHaveText(TITLE.zh);
  await expect(preview.locator('section[lang=en] .prose h2#s1')).toHaveText('Turn it on');
  for (const lang of ['zh', 'en']) {
    await expect(preview.locator(`section[lang=${lang}] .prose img`)).toHaveJSProperty('complete', true);
    expect(await preview.locator(`section[lang=${lang}] .prose img`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
  }

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  const file = (lang: string) => path.join(work, `content/help/${ID}.${lang}.md`);
  // The local backend writes each file in place: one can exist and still be empty for a moment.
  const written = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '');
  await expect.poll(() => written(file('zh')), { timeout: 20_000 }).toMatch(/^---\n[\s\S]*\n---\n/);
  await expect
    .poll(() => written(file('en')), { timeout: 20_000 })
    .toMatch(new RegExp(`^---\\nid: "${ID}"\\nfolder: "${FOLDER.id}"\\ntitle: ${TITLE.en}\\n---\\n`));
  expect(fs.existsSync(path.join(work, `content/images/help/${IMAGE}`))).toBe(true);
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);

  // Publish: the served site changes without a restart.
  const published = await npmRun('publish', ['--skip-budgets', '--quiet-build']);
  expect(published).toMatch(/publish: serving /);
  for (const [lang, prefix] of [
    ['zh', ''],
    ['en', '/en'],
  ] as const) {
    await page.goto(`${base}${prefix}/help/${ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[lang]);
    const image = page.locator('article img').first();
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // In the menu of its folder's other articles.
    await page.goto(`${base}${prefix}/help/101`);
    const menu = page.getByRole('navigation', { name: t(lang, 'help.menu') });
    await expect(menu.getByRole('link', { name: TITLE[lang] })).toHaveAttribute('href', `${prefix}/help/${ID}`);
  }
  // Search, in Chinese: the new article's own words.
  await page.goto(`${base}/help/101`);
  const box = page.getByRole('combobox');
  await hydrated(box);
  await box.fill('企业微信');
  await expect(page.getByRole('option').first()).toContainText(TITLE.zh);
  expect(await sitemapPaths(request)).toEqual(expect.arrayContaining([`/help/${ID}`, `/en/help/${ID}`]));
  expect(await (await request.get(`${base}/help/${ID}.md`)).text()).toContain(`# ${TITLE.zh}`);

  // Rollback: the site as it was, at once.
  expect(await npmRun('rollback')).toMatch(/rollback: serving /);
  expect((await request.get(`${base}/help/${ID}`)).status()).toBe(404);
  expect((await request.get(`${base}/help/${ID}.md`)).status()).toBe(404);
  await page.goto(`${base}/help/101`);
  const menu = page.getByRole('navigation', { name: t('zh', 'help.menu') });
  await expect(menu.getByRole('link', { name: '注册账号' })).toBeVisible();
  await expect(menu.getByRole('link', { name: TITLE.zh })).toHaveCount(0);
  await hydrated(page.getByRole('combobox'));
  await page.getByRole('combobox').fill('企业微信');
  // The search still answers (articles on 企业 or 微信), without the article.
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('option').filter({ hasText: TITLE.zh })).toHaveCount(0);
  expect(await sitemapPaths(request)).not.toContain(`/help/${ID}`);
});

test('an editor changes the sales phone in the site settings: after publishing, every page shows the new one', async ({
  page,
  request,
}) => {
  test.setTimeout(10 * 60_000);
  const settingsFile = path.join(work, 'content/settings.json');
  const old = (JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as { sales: { phone: string } }).sales.phone;
  const phone = '400-555-0199';
  await useLocalBackend(page, decap!);
  await page.goto(`${base}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Site settings', exact: true }).click();
  // The entry in the collection's list (main), not the sidebar's link of the same name: the list is read
  // from the local backend, and on a loaded runner `.last()` found only the sidebar's link and stayed put.
  await page.getByRole('main').getByRole('link', { name: 'Site settings' }).click();
  const field = page.getByLabel('phone', { exact: true });
  // The editor reads the entry from its local backend before it draws the form.
  await expect(field).toHaveValue(old, { timeout: 30_000 });
  await field.fill(phone);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect.poll(() => fs.readFileSync(settingsFile, 'utf8'), { timeout: 20_000 }).toContain(`"phone": "${phone}"`);

  await npmRun('publish', ['--skip-budgets', '--quiet-build']);
  // The footer (the pages' own code), the legal pages, news and help (Markdown tokens), in both languages.
  for (const url of ['/', '/en', '/agreement', '/en/privacy', '/news/6', '/en/news/1', '/help/103', '/en/help/122']) {
    const html = await (await request.get(`${base}${url}`)).text();
    expect({ url, old: html.includes(old), new: html.includes(phone) }).toEqual({ url, old: false, new: true });
  }
  await page.goto(`${base}/`);
  await expect(page.getByRole('contentinfo')).toContainText(phone);

  // Back to the site as it was, which the afterAll leaves in public/.
  await npmRun('rollback');
  expect(await (await request.get(`${base}/agreement`)).text()).toContain(old);
});

test('no visitor request failed, and no page came with a CSP lacking its scripts, through every publish and rollback', async () => {
  await stream!.stop();
  // Four publishes and two rollbacks, about four minutes: hundreds of requests, every one answered.
  console.log(`requests while publishing: ${stream!.requests}, failed ${stream!.failed.length}, CSP lacking ${stream!.blocked.length}`);
  expect(stream!.requests).toBeGreaterThan(500);
  expect(stream!.failed).toEqual([]);
  expect(stream!.blocked).toEqual([]);
});
