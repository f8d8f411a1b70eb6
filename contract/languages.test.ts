import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_FACTS, languageOfPath, languageOr, localizedPath, stripLanguage } from './languages';

describe('languages', () => {
  test('languageOr keeps a site language and falls back to the default for anything else', () => {
    expect(languageOr('en')).toBe('en');
    expect(languageOr('zh')).toBe('zh');
    expect(languageOr('de')).toBe(DEFAULT_LANGUAGE);
    expect(languageOr(undefined)).toBe(DEFAULT_LANGUAGE);
  });

  test('paths gain and lose the /en prefix', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/help/101', 'en')).toBe('/en/help/101');
    expect(localizedPath('help/101', 'zh')).toBe('/help/101');
    expect(stripLanguage('/en/help/101')).toBe('/help/101');
    expect(stripLanguage('/en')).toBe('/');
  });

  test('a path names its language by its prefix only', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/help/101')).toBe('en');
    expect(languageOfPath('en/agreement')).toBe('en');
    expect(languageOfPath('/english-tips')).toBe('zh');
    expect(languageOfPath('/')).toBe('zh');
    expect(stripLanguage('/english-tips')).toBe('/english-tips');
  });

  test.each(LANGUAGES)('%s: its pages go to a path of their own and come back', (lang) => {
    for (const path of ['/', '/help/101', '/news/6']) {
      const localized = localizedPath(path, lang);
      expect(languageOfPath(localized)).toBe(lang);
      expect(stripLanguage(localized)).toBe(path);
    }
    // Only the default language goes without a prefix, so no two languages share a path.
    expect(LANGUAGE_FACTS[lang].prefix === '').toBe(lang === DEFAULT_LANGUAGE);
  });
});
