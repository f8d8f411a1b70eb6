import type { Lang } from './load-content';

/**
 * Turns the bilingual form `{ zh, en }` into the string of `lang`, everywhere inside `value`. Content
 * keeps both languages side by side; every answer of the API is in one.
 */
export function localize<T = unknown>(value: unknown, lang: Lang): T {
  if (Array.isArray(value)) return value.map((v) => localize(v, lang)) as T;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 2 && typeof record.zh === 'string' && typeof record.en === 'string') {
      return record[lang] as T;
    }
    return Object.fromEntries(keys.map((k) => [k, localize(record[k], lang)])) as T;
  }
  return value as T;
}
