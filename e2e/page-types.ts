import type { APIRequestContext } from '@playwright/test';
import { inLang, sitemapPaths, type Lang } from './helpers';

/**
 * One page of every kind the site has: the list the quality gates walk (CSP, axe, html-validate) and
 * `npm run bench:pages` measures. A new kind of page is added here, once.
 *
 * A kind is a fixed path, or a pattern matched against the sitemap (its first match, so the gates do not
 * depend on content ids). Paths are the Chinese ones; `pageTypePaths` gives them in either language.
 */
export interface PageType {
  name: string;
  path?: string;
  pattern?: RegExp;
  /** The status the page answers with (the not-found page: 404). */
  status?: number;
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home', path: '/' },
  { name: 'sample', path: '/sample' },
  { name: 'sample market', pattern: /^\/sample\/[a-z]+$/ },
  { name: 'university panel', path: '/colleges/panel' },
  { name: 'college', pattern: /^\/colleges\/\d+$/ },
  { name: 'help article', pattern: /^\/help\/\d+$/ },
  { name: 'template', pattern: /^\/template\/\d+$/ },
  { name: 'special topic', pattern: /^\/template\/special\/\d+$/ },
  { name: 'expert viewpoint', pattern: /^\/master\/\d+$/ },
  { name: 'news', pattern: /^\/news\/\d+$/ },
  { name: 'blog article', pattern: /^\/article\/\d+$/ },
  { name: 'survey tool', path: '/product' },
  { name: 'pricing', path: '/quoted' },
  { name: 'research services', path: '/research' },
  { name: 'community', path: '/community' },
  { name: 'university zone', path: '/colleges' },
  { name: 'AI probing', path: '/aiprobing' },
  { name: 'template list', path: '/template' },
  { name: 'special topics', path: '/template/special' },
  { name: 'expert viewpoints', path: '/master' },
  { name: 'news list', path: '/news' },
  { name: 'blog list', path: '/article' },
  { name: 'about', path: '/about' },
  { name: 'careers', path: '/joinus' },
  { name: 'contact', path: '/contact' },
  { name: 'agreement', path: '/agreement' },
  { name: 'privacy', path: '/privacy' },
  { name: 'sample-size calculator', path: '/tools/sample-size' },
  { name: 'data quality', path: '/quality' },
  { name: 'case studies', path: '/cases' },
  { name: 'case studies of an industry', pattern: /^\/cases\/industry\/[a-z-]+$/ },
  { name: 'case study', pattern: /^\/cases\/\d+$/ },
  { name: 'not found', path: '/no-such-page', status: 404 },
];

export interface ResolvedPage {
  name: string;
  path: string;
  status: number;
}

/** Every page type as a path in `lang`, patterns resolved against the site's paths (the sitemap's). */
export function resolvePageTypes(sitePaths: readonly string[], lang: Lang): ResolvedPage[] {
  const zhPaths = sitePaths.filter((p) => !/^\/en(\/|$)/.test(p));
  return PAGE_TYPES.map((type) => {
    const path = type.path ?? zhPaths.find((p) => type.pattern!.test(p));
    if (!path) throw new Error(`no page in the sitemap matches the page type "${type.name}" (${String(type.pattern)})`);
    return { name: `${type.name} (${lang})`, path: inLang(lang, path), status: type.status ?? 200 };
  });
}

/** Every page type as a path in `lang`, on the running site. */
export async function pageTypePaths(request: APIRequestContext, lang: Lang): Promise<ResolvedPage[]> {
  return resolvePageTypes(await sitemapPaths(request), lang);
}
