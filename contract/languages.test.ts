import { DEFAULT_LANGUAGE, languageOr, localizedPath, stripLanguage } from './languages';

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
});
