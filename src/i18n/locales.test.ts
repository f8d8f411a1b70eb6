import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './languages';

const dir = path.resolve(__dirname, '../../locales');

/** Every key path of a locale file, e.g. "nav.home". */
function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const namespaces = (lang: string) =>
  fs
    .readdirSync(path.join(dir, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();

describe('locales', () => {
  test('every language has the same namespaces', () => {
    const [first, ...rest] = LANGUAGES;
    for (const lang of rest) expect(namespaces(lang)).toEqual(namespaces(first!));
  });

  test.each(namespaces('zh'))('%s has the same keys in every language, none empty', (file) => {
    const [zh, en] = LANGUAGES.map((lang) => JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8')) as unknown);
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    for (const data of [zh, en]) {
      const flat = JSON.stringify(data);
      expect(flat).not.toMatch(/""/);
    }
  });

  test('interpolation variables match between languages', () => {
    for (const file of namespaces('zh')) {
      const read = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8')) as Record<string, unknown>;
      const zh = read('zh');
      const en = read('en');
      const at = (obj: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);
      for (const key of keys(zh)) {
        const vars = (s: unknown) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
        expect({ key, vars: vars(at(en, key)) }).toEqual({ key, vars: vars(at(zh, key)) });
      }
    }
  });
});
