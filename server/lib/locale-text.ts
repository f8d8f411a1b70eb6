/**
 * The API's copy, read from the site's translations (locales/<language>/<namespace>.json) for every language
 * of contract/languages.ts: the form page answered without scripts (contact, errors) and what sales read
 * (outbox). One i18next instance does the lookups, so interpolation (`{{count}}`) and plurals (`_one`,
 * `_other`) work as on the site. A language without its file is refused at start, naming the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';

/** The values a text is filled in with; `count` also picks its plural form. */
export type TextValues = Record<string, string | number>;
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/languages';

export const LOCALE_NAMESPACES = ['contact', 'errors', 'outbox'] as const;
export type LocaleNamespace = (typeof LOCALE_NAMESPACES)[number];

const LOCALES_DIR = path.resolve(__dirname, '../../locales');

function readNamespace(lang: Language, ns: LocaleNamespace): Record<string, unknown> {
  const file = path.join(LOCALES_DIR, lang, `${ns}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(
      `${path.relative(process.cwd(), file)}: ${(error as Error).message} (every language needs each of ${LOCALE_NAMESPACES.join(', ')})`,
    );
  }
}

const instance = i18next.createInstance();
void instance.init({
  // Plain text: a caller escapes for HTML where it writes HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  // A missing key is a bug the locale tests catch; it must not show another language's text.
  fallbackLng: false,
  ns: [...LOCALE_NAMESPACES],
  resources: Object.fromEntries(
    LANGUAGES.map((lang) => [lang, Object.fromEntries(LOCALE_NAMESPACES.map((ns) => [ns, readNamespace(lang, ns)]))]),
  ),
});

/** The text of `key` in `lang`'s `ns`, filled in with `values`; the key itself when the file lacks it. */
export function localeText(lang: Language, ns: LocaleNamespace, key: string, values: TextValues = {}): string {
  return String(instance.t(key, { ...values, lng: lang, ns } as Record<string, unknown>));
}

/** A function that reads one namespace in one language, as a page's `t`. */
export const localeTexts =
  (lang: Language, ns: LocaleNamespace) =>
  (key: string, values: TextValues = {}): string =>
    localeText(lang, ns, key, values);
