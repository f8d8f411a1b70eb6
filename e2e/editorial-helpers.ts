import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Lang } from './helpers';
import { POPUP_KEY } from '../src/features/contact/use-panel-popup';

/**
 * Helpers of the editorial journeys (templates, viewpoints, news, blog, about, join us): copy from any
 * locale namespace, the site API's content as the build read it, and a console that must stay clean.
 */
type Messages = { [key: string]: string | Messages };
const ROOT = path.resolve(__dirname, '..');
const cache = new Map<string, Messages>();

/** A string of a namespace, e.g. text('en', 'templates', 'tabs.scene'); `{{x}}` filled from `vars`. */
export function text(lang: Lang, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  const file = `${lang}/${ns}`;
  if (!cache.has(file)) cache.set(file, JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', `${file}.json`), 'utf8')) as Messages);
  let node: string | Messages | undefined = cache.get(file);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`locales/${file}.json has no string at ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The data of a site API call (unwrapped from its envelope). */
export async function api<T>(request: APIRequestContext, p: string): Promise<T> {
  const res = await request.get(`/designer/v1${p}`);
  expect(res.status(), p).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/**
 * Gatsby prefetches the page data of every link in view. A linked page that is missing shows up as a
 * failed prefetch on whatever page links to it: that is the link checker's finding (e2e/links.spec.ts),
 * not this page's error.
 */
const prefetch = /\/page-data\/.+\/page-data\.json$/;

/** Collects console errors and warnings and uncaught exceptions; assert `[]` at the end of a journey. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (m.text().startsWith('Failed to load resource') && prefetch.test(m.location().url)) return;
    problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * The Chinese contact panel opens by itself on a visit's first page (SPEC 4) and covers the right edge
 * of the content on desktop; these journeys are about the lists, so the visit counts it as shown.
 */
export async function skipContactPopup(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_KEY);
}
