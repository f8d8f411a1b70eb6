import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';
import { KEEP_CLEAR } from '../src/features/contact/use-panel-popup';
import { hydrated, type Lang } from './helpers';

/** What the contact journeys share: the contact copy, the API's database and the success dialog's rules. */
export const ROOT = path.resolve(__dirname, '..');
export const contact = (lang: Lang) => JSON.parse(fs.readFileSync(path.join(ROOT, `locales/${lang}/contact.json`), 'utf8'));
export const errors = (lang: Lang) => JSON.parse(fs.readFileSync(path.join(ROOT, `locales/${lang}/errors.json`), 'utf8'));
export const C = { zh: contact('zh'), en: contact('en') };
export const ASK = '**/designer/v1/home/contact/ask';

/**
 * The stored request with this e-mail, read from the API's database: the SQLite file of `npm start`, or,
 * when the journeys run against the topology (playwright.topology.config.ts), its PostgreSQL, through
 * psql so that this stays synchronous.
 */
export function stored(email: string): Record<string, unknown> | undefined {
  if (process.env.E2E_TOPOLOGY_INFO) {
    const { databaseUrl } = JSON.parse(fs.readFileSync(process.env.E2E_TOPOLOGY_INFO, 'utf8')) as { databaseUrl: string };
    // psql interpolates :'email' (quoted as a literal) in what it reads from standard input.
    const out = execFileSync('psql', [databaseUrl, '-AtX', '-v', `email=${email}`], {
      input: "select row_to_json(i) from inquiry i where email = :'email' order by id desc limit 1;",
      encoding: 'utf8',
    }).trim();
    return out ? (JSON.parse(out) as Record<string, unknown>) : undefined;
  }
  const db = new Database(path.join(ROOT, 'test-results/e2e-data/site.db'), { readonly: true });
  try {
    return db.prepare('select * from inquiry where email = ? order by id desc').get(email) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

/** Counts the contact requests the page sends. */
export function countAsks(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/contact/ask') && r.method() === 'POST') sent.push(r.postData() ?? '');
  });
  return sent;
}

export const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export async function expectDialogStays(page: Page) {
  const dialog = page.getByTestId('success-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
}

/** The `ns` namespace text of a dotted key in `lang`, e.g. copy('en', 'sample', 'quote.submit'). */
export function copy(lang: Lang, ns: string, key: string): string {
  let node: unknown = JSON.parse(fs.readFileSync(path.join(ROOT, `locales/${lang}/${ns}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`locales/${lang}/${ns}.json has no string at ${key}`);
  return node;
}

/** Scrolls a lazy page form into reach and waits until it is hydrated. */
export async function reachForm(page: Page, testId: string): Promise<Locator> {
  const form = page.getByTestId(testId);
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    await expect(form).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await form.scrollIntoViewIfNeeded();
  // The form is in the server HTML from the start; its code loads when it comes near.
  await hydrated(form);
  return form;
}

/** The sample quote form's four contact fields, by their labels in the page's language. */
export async function fillSampleQuote(
  form: Locator,
  lang: Lang,
  person: { name: string; company: string; email: string; phone: string },
): Promise<void> {
  const label = (key: string) => copy(lang, 'sample', `quote.${key}`);
  await fillFields(form, [
    [label('name'), person.name],
    [label('company'), person.company],
    [label('email'), person.email],
    [label('phone'), person.phone],
  ]);
}

/** Fills a form's fields by their labels, in order. */
export async function fillFields(form: Locator, fields: [label: string, value: string][]): Promise<void> {
  for (const [label, value] of fields) await form.getByLabel(label).fill(value);
}

/**
 * Reads on down the page (half a screen at a time, pausing as a reader does; the page's clock installed)
 * until the Chinese contact popup opens, as it does once the visitor has engaged and it covers nothing.
 */
export async function engageUntilPopup(page: Page): Promise<void> {
  const panel = page.getByTestId('cn-contact-panel');
  for (let i = 0; i < 16 && (await panel.count()) === 0; i += 1) {
    await page.evaluate(() => window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' }));
    await page.clock.runFor(600);
  }
  await expect(panel).toBeVisible();
}

/**
 * What the popup `panel` covers of what it must keep clear in the page's main part (KEEP_CLEAR: headlines by
 * their lines of text, pictures, navigation, fields and what a page marks `data-keep-clear`).
 */
export async function coveredBy(page: Page, panel: Locator): Promise<string[]> {
  const box = await panel.boundingBox();
  if (!box) throw new Error('the panel is not on screen');
  return page.evaluate(
    ({ b, selector }) => {
      const keep = document.querySelectorAll(selector);
      const boxes = (el: Element) => {
        if (!/^H[1-3]$/.test(el.tagName)) return [el.getBoundingClientRect()];
        const range = document.createRange();
        range.selectNodeContents(el);
        return Array.from(range.getClientRects());
      };
      return Array.from(keep)
        .filter((el) =>
          boxes(el).some(
            (r) => r.width > 0 && r.height > 0 && r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y,
          ),
        )
        .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 30)}`);
    },
    { b: box, selector: KEEP_CLEAR },
  );
}
