import { isLanguage, type Language } from '../i18n/languages';

/** Local storage keys the site shares with the survey app (SPEC 3). */
export const StorageKey = { token: 'TOKEN', lang: 'LocalLang', uuid: 'uuid' } as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice holds for this page view only.
  }
}

function cookie(name: string, source = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of source.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** Signed in means a TOKEN in local storage or in a cookie (the app may set either). */
export function isSignedIn(): boolean {
  return Boolean(readStorage(StorageKey.token) || cookie(StorageKey.token));
}

export function storedLanguage(): Language | null {
  const v = readStorage(StorageKey.lang);
  return isLanguage(v) ? v : null;
}

/** Stores the chosen language; any value other than zh or en is ignored (SPEC 4). */
export function storeLanguage(lang: unknown): boolean {
  if (!isLanguage(lang)) return false;
  writeStorage(StorageKey.lang, lang);
  return true;
}

export const __test = { cookie };
