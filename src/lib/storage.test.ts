/** @jest-environment jsdom */
import { isSignedIn, storedLanguage, storeLanguage, __test } from './storage';
import { makeUuid, visitorId } from './visitor-id';

describe('local storage', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  test('signed in by a TOKEN in local storage or a cookie', () => {
    expect(isSignedIn()).toBe(false);
    localStorage.setItem('TOKEN', 'abc');
    expect(isSignedIn()).toBe(true);
    localStorage.clear();
    document.cookie = 'TOKEN=xyz';
    expect(isSignedIn()).toBe(true);
    expect(__test.cookie('TOKEN', 'a=1; TOKEN=t%20k; b=2')).toBe('t k');
  });

  test('LocalLang keeps zh or en and ignores anything else', () => {
    expect(storeLanguage('fr')).toBe(false);
    expect(storedLanguage()).toBeNull();
    expect(storeLanguage('en')).toBe(true);
    expect(localStorage.getItem('LocalLang')).toBe('en');
    localStorage.setItem('LocalLang', 'de');
    expect(storedLanguage()).toBeNull();
  });

  test('uuid is an encoded timestamp plus a random number, made once', () => {
    expect(makeUuid(1_700_000_000_000, 0.5)).toBe(`${(1_700_000_000_000).toString(36)}-${(500000000).toString(36)}`);
    const first = visitorId();
    expect(first).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    expect(visitorId()).toBe(first);
  });
});
