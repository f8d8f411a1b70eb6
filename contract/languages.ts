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

/**
 * What each language is, in one row: adding a language is a row here plus its translations, and the
 * compiler (Record<Language, …>) points at every table that still lacks it.
 */
export interface LanguageFacts {
  /** `<html lang>`, hreflang and JSON-LD's inLanguage. */
  htmlLang: string;
  /** Open Graph's og:locale. */
  ogLocale: string;
  /** The first path segment of its pages (none for the default language). */
  prefix: string;
  /** Its own name, as the editor's preview heads a body in it. */
  name: string;
  /** The currency its pages show prices in (contract/money.ts converts from CNY at site.config.ts's rate). */
  currency: Currency;
  /** Whether its forms ask for the family name (姓) before the given name (名). */
  familyNameFirst: boolean;
  /**
   * Its visitors' panel on the sample page (SPEC 2.2): `zh` the China panel of /sample/zh, `en` the global
   * panel of /sample/en. /sample itself quotes for it, and the component preview shows its sections.
   */
  samplePanel: 'zh' | 'en';
  /**
   * A calendar date as its prose writes one (month 1–12): Chinese copy puts a space between numerals and
   * characters ('2026 年 11 月 10 日'), as the articles and legal pages do (src/lib/format.ts keeps it on one line).
   */
  date: (year: number, month: number, day: number) => string;
  /** How its lists of names sort (Intl.Collator's locale): Chinese by pinyin. */
  collation: string;
  /** Names its readers look for first in a list of countries (China's own, for Chinese), by how they begin. */
  homeRegionPrefix: string | null;
}

/** The currencies prices are shown in; CNY is the one they are kept in. */
export type Currency = 'CNY' | 'USD';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const LANGUAGE_FACTS: Record<Language, LanguageFacts> = {
  zh: {
    htmlLang: 'zh-CN',
    ogLocale: 'zh_CN',
    prefix: '',
    name: '中文',
    currency: 'CNY',
    familyNameFirst: true,
    samplePanel: 'zh',
    date: (y, m, d) => `${y} 年 ${m} 月 ${d} 日`,
    collation: 'zh-Hans-CN-u-co-pinyin',
    homeRegionPrefix: '中国',
  },
  en: {
    htmlLang: 'en',
    ogLocale: 'en_US',
    prefix: 'en',
    name: 'English',
    currency: 'USD',
    familyNameFirst: false,
    samplePanel: 'en',
    date: (y, m, d) => `${d} ${MONTHS_EN[m - 1]} ${y}`,
    collation: 'en',
    homeRegionPrefix: null,
  },
};

/**
 * A value per language, for copy that lives in code or configuration (site.config.ts, content/settings.json)
 * rather than in locales/: the compiler finds the table a new language is missing from.
 */
export type Localized<T = string> = Record<Language, T>;

/** The `html lang` / hreflang value of a language. */
export const htmlLang = (lang: Language) => LANGUAGE_FACTS[lang].htmlLang;

/** The languages whose pages live under a prefix, with it. */
const PREFIXED = LANGUAGES.filter((l) => LANGUAGE_FACTS[l].prefix).map((l) => [l, LANGUAGE_FACTS[l].prefix] as const);

/** A path with its leading slash, and the prefixed language it is in (none: the default language's pages). */
function readPath(path: string): { absolute: string; prefixed?: readonly [Language, string] } {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return { absolute, prefixed: PREFIXED.find(([, prefix]) => absolute === `/${prefix}` || absolute.startsWith(`/${prefix}/`)) };
}

/**
 * `/en/product` → `/product`; `/en` → `/`. gatsby-plugin-react-i18next hands pages of src/pages their
 * path without the leading slash (`en/agreement`), so one is added first.
 */
export function stripLanguage(path: string): string {
  const { absolute, prefixed } = readPath(path);
  return prefixed ? absolute.slice(prefixed[1].length + 1) || '/' : absolute;
}

/** The path of `originalPath` (unprefixed) in `lang`. */
export function localizedPath(originalPath: string, lang: Language): string {
  const clean = originalPath.startsWith('/') ? originalPath : `/${originalPath}`;
  const { prefix } = LANGUAGE_FACTS[lang];
  if (!prefix) return clean;
  return clean === '/' ? `/${prefix}` : `/${prefix}${clean}`;
}

/** The language of a page's path (`/en/x` and `en/x` → en; `/english-tips` → zh), the default without a prefix. */
export const languageOfPath = (path: string): Language => readPath(path).prefixed?.[0] ?? DEFAULT_LANGUAGE;
