import { isLanguage, type Language } from '../i18n/languages';

/** Local storage keys the site shares with the survey app (SPEC 3). */
export const StorageKey = { token: 'TOKEN', lang: 'LocalLang', uuid: 'uuid' } as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

function write(key: string, value: string): void {
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
  return Boolean(read(StorageKey.token) || cookie(StorageKey.token));
}

export function storedLanguage(): Language | null {
  const v = read(StorageKey.lang);
  return isLanguage(v) ? v : null;
}

/** Stores the chosen language; any value other than zh or en is ignored (SPEC 4). */
export function storeLanguage(lang: unknown): boolean {
  if (!isLanguage(lang)) return false;
  write(StorageKey.lang, lang);
  return true;
}

/** A visitor id: the timestamp in base 36 and a random number, kept for later visits. */
export function makeUuid(now = Date.now(), random = Math.random()): string {
  return `${now.toString(36)}-${Math.floor(random * 1e9).toString(36)}`;
}

export function visitorId(): string {
  const existing = read(StorageKey.uuid);
  if (existing) return existing;
  const id = makeUuid();
  write(StorageKey.uuid, id);
  return id;
}

export const __test = { cookie };
