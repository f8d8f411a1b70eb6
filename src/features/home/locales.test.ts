import fs from 'node:fs';
import path from 'node:path';

const read = (lang: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../locales/${lang}/home.json`), 'utf8')) as Record<string, unknown>;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('home locale namespace', () => {
  const zh = read('zh');
  const en = read('en');

  it('has the same keys in Chinese and English', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const get = (obj: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const key of keys(zh)) {
      expect([key, placeholders(String(get(en, key)))]).toEqual([key, placeholders(String(get(zh, key)))]);
    }
  });

  it('has no empty strings', () => {
    const get = (obj: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const lang of [zh, en]) for (const key of keys(lang)) expect([key, String(get(lang, key)).trim().length > 0]).toEqual([key, true]);
  });
});
