/** The site's languages (SPEC 4): Chinese is the default and has no URL prefix; English lives under /en. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

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

/**
 * i18next's options for every page (gatsby-plugin-react-i18next's `i18nextOptions`). The browser bundle's
 * i18next (src/i18n/i18next-browser.ts) implements exactly these settings; its test runs both with them.
 */
export const I18NEXT_OPTIONS = {
  interpolation: { escapeValue: false },
  keySeparator: '.',
  nsSeparator: ':',
  returnNull: false,
  // i18next 25 would otherwise print a sponsor notice on every page's console.
  showSupportNotice: false,
} as const;
