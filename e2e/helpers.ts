import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { siteSettings } from '../contract/site-settings';
import { siteConfig } from '../site.config';

/**
 * Shared bits of the browser journeys. Expected copy is read from the locale JSON (STYLE.md "i18n"), so
 * a copy edit does not break a test; contacts, filings and app URLs come from site.config.ts, the one
 * place an operator changes them.
 */
export type Lang = 'zh' | 'en';
type Messages = { [key: string]: string | Messages };

const ROOT = path.resolve(__dirname, '..');
const messages: Record<Lang, Messages> = {
  zh: JSON.parse(fs.readFileSync(path.join(ROOT, 'locales/zh/common.json'), 'utf8')) as Messages,
  en: JSON.parse(fs.readFileSync(path.join(ROOT, 'locales/en/common.json'), 'utf8')) as Messages,
};

/** The `common` namespace text of a dotted key, e.g. t('en', 'account.signIn'). Throws on a missing key. */
export function t(lang: Lang, key: string): string {
  let node: string | Messages | undefined = messages[lang];
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`locales/${lang}/common.json has no string at ${key}`);
  return node;
}

/** `/news/6` in a language: unprefixed in Chinese, under /en in English. */
export const inLang = (lang: Lang, p: string) => (lang === 'zh' ? p : p === '/' ? '/en' : `/en${p}`);

/** Escapes text for use inside a RegExp. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A URL whose pathname is exactly `p` (any origin), optionally with the query `search`, nothing after. */
export const exactPath = (p: string, search = '') => new RegExp(`^https?://[^/]+${escapeRe(p)}${search ? escapeRe(search) : ''}$`);

export { siteConfig, siteSettings };

/** The address of a page in the survey app, as the visitor's browser should receive it. */
export function appHref(page: 'login' | 'register' | 'survey', lang: Lang): string {
  return `${siteConfig.appUrl}${siteConfig.appPaths[page]}${lang === 'en' ? '?lang=en' : ''}`;
}

/** The API endpoint the head script asks whether the visitor is in mainland China. */
export const IP_CHINA = /\/designer\/v1\/home\/ip\/china(\?.*)?$/;

/** Answers the ip/china question for this page with the given verdict (the API's envelope). */
export async function answerInChina(page: Page, inChina: boolean): Promise<string[]> {
  const calls: string[] = [];
  await page.route(IP_CHINA, (route) => {
    calls.push(route.request().url());
    // data: whether the visitor is in mainland China (false → overseas edition).
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: '00000', message: 'success', data: inChina }),
    });
  });
  return calls;
}

/**
 * Waits until React has hydrated the element (React 18 attaches its props to hydrated DOM nodes). Before
 * that a button of the static HTML does nothing, so a journey that clicks one must wait for this first.
 */
export async function hydrated(locator: Locator, timeout = 20_000): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), {
      message: 'element hydrated by React',
      timeout,
    })
    .toBe(true);
}

/**
 * Waits until the page has taken in what the journey just did: two animation frames have run (scroll
 * handlers, observers and React's updates have seen the change) and no finite CSS transition or animation
 * is still running. Journeys wait for this, never for a fixed time.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? 0))).length,
        ),
      { message: 'transitions and animations ended', intervals: [50, 100, 200] },
    )
    .toBe(0);
}

/** Waits until the page's scroll position has stayed still for ten animation frames (a smooth scroll ended). */
export async function scrollRested(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Part `k` of `n` (0-based) of a list a walk splits into tests the workers run side by side: every n-th item
 * from k, so each part gets a mix of page kinds rather than one slow run of them.
 */
export const shardOf = <T>(list: readonly T[], k: number, n: number): T[] => list.filter((_, i) => i % n === k);

/** Every page the build lists in its sitemaps (each <loc> and each hreflang alternate), as paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap-index.xml');
  if (index.status() !== 200) throw new Error(`/sitemap-index.xml answered ${index.status()}`);
  const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths = new Set<string>();
  for (const sitemap of sitemaps) {
    const res = await request.get(sitemap);
    if (res.status() !== 200) throw new Error(`${sitemap} answered ${res.status()}`);
    const xml = await res.text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link[^>]*\shref="([^"]+)"/g)) {
      paths.add(new URL((m[1] ?? m[2])!).pathname);
    }
  }
  return [...paths].sort();
}

interface HelpNode {
  id: number;
  type: number;
  children?: HelpNode[];
}

/** The first leaf article (type 1) of the help menu tree, depth first, as the API serves it. */
export async function firstHelpArticle(request: APIRequestContext, lang: Lang): Promise<number> {
  const res = await request.get(`/designer/v1/home/help?lang=${lang}`);
  if (res.status() !== 200) throw new Error(`help tree answered ${res.status()}`);
  const body = (await res.json()) as { data?: HelpNode[] } | HelpNode[];
  const roots = Array.isArray(body) ? body : (body.data ?? []);
  const walk = (nodes: HelpNode[]): number | undefined => {
    for (const n of nodes) {
      if (n.type === 1) return n.id;
      const inner = walk(n.children ?? []);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  const first = walk(roots);
  if (first === undefined) throw new Error('the help tree has no article');
  return first;
}

/**
 * The phone menu's button: the `<summary>` of the header's menu disclosure (it opens without scripts too),
 * the one shown in the current edition. Its name is 'Menu' or 'Close menu'.
 */
export const phoneMenuButton = (page: Page) => page.getByTestId('site-header').locator('summary:visible');
