/**
 * The site's languages (SPEC 4): Chinese is the default and has no URL prefix; English lives under /en.
 * The one list: the pages, the content seed, the API's `lang` parameters and the source plugin read it.
 */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** `value` when it is one of the site's languages, else the default (a context not yet set, a stray value). */
export const languageOr = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The `html lang` / hreflang value of a language. */
export const htmlLang = (lang: Language) => (lang === 'zh' ? 'zh-CN' : 'en');

/**
 * `/en/product` → `/product`; `/en` → `/`. gatsby-plugin-react-i18next hands pages of src/pages their
 * path without the leading slash (`en/agreement`), so one is added first.
 */
export function stripLanguage(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  const m = /^\/(en)(\/.*)?$/.exec(absolute);
  return m ? m[2] || '/' : absolute;
}

/** The path of `originalPath` (unprefixed) in `lang`. */
export function localizedPath(originalPath: string, lang: Language): string {
  const clean = originalPath.startsWith('/') ? originalPath : `/${originalPath}`;
  if (lang === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

export const languageOfPath = (path: string): Language => (/^\/?en(\/|$)/.test(path) ? 'en' : 'zh');
