/** The language list, its default and the path rules are part of the contract (contract/languages.ts). */
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_FACTS,
  htmlLang,
  isLanguage,
  languageOr,
  languageOfPath,
  localizedPath,
  stripLanguage,
} from '../../contract/languages';
export type { Language } from '../../contract/languages';

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
