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
    const [first, ...rest] = LANGUAGES.map((lang) => JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8')) as unknown);
    for (const other of rest) expect(keys(other).sort()).toEqual(keys(first).sort());
    for (const data of [first, ...rest]) {
      const flat = JSON.stringify(data);
      expect(flat).not.toMatch(/""/);
    }
  });

  test('interpolation variables match between languages', () => {
    for (const file of namespaces('zh')) {
      const read = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8')) as Record<string, unknown>;
      const [first, ...rest] = LANGUAGES.map(read);
      const at = (obj: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);
      for (const key of keys(first)) {
        const vars = (s: unknown) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
        for (const other of rest) expect({ key, vars: vars(at(other, key)) }).toEqual({ key, vars: vars(at(first, key)) });
      }
    }
  });
});

/** A space between two Chinese characters or marks: a stray space inside a Chinese sentence (#14). */
const STRAY_SPACE = /[\u3400-\u9fff\u3000-\u303f\uff01-\uff5e] +[\u3400-\u9fff\u3000-\u303f\uff01-\uff5e]/;

/** Every string of a value with its key path; in content, only the Chinese half of a `{ zh, en }` pair. */
function chineseStrings(value: unknown, where: string, inContent: boolean): [string, string][] {
  if (typeof value === 'string') return inContent ? [] : [[where, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => chineseStrings(v, `${where}[${i}]`, inContent));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (inContent && typeof record.zh === 'string' && typeof record.en === 'string') return [[where, record.zh]];
    return Object.entries(record).flatMap(([k, v]) => chineseStrings(v, `${where}.${k}`, inContent));
  }
  return [];
}

describe('Chinese text', () => {
  const contentDir = path.resolve(__dirname, '../../content');
  const contentFiles = (d: string): string[] =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? contentFiles(path.join(d, e.name)) : e.name.endsWith('.json') ? [path.join(d, e.name)] : []));
  const sources: [string, unknown, boolean][] = [
    ...namespaces('zh').map(
      (f) => [`locales/zh/${f}`, JSON.parse(fs.readFileSync(path.join(dir, 'zh', f), 'utf8')), false] as [string, unknown, boolean],
    ),
    ...contentFiles(contentDir).map(
      (f) => [path.relative(contentDir, f), JSON.parse(fs.readFileSync(f, 'utf8')), true] as [string, unknown, boolean],
    ),
  ];

  test("no stray space between Chinese characters (an author's organisation and name excepted)", () => {
    const found = sources
      .flatMap(([file, json, inContent]) => chineseStrings(json, file, inContent))
      .filter(([where, text]) => !/\.author$/.test(where) && STRAY_SPACE.test(text));
    expect(found).toEqual([]);
  });

  test('the rule sees what it is for', () => {
    expect(STRAY_SPACE.test('覆盖 亚太、欧洲')).toBe(true);
    expect(STRAY_SPACE.test('中东及非洲 等区域')).toBe(true);
    expect(STRAY_SPACE.test('覆盖亚太、欧洲和 ALDN 五大区域')).toBe(false);
    expect(STRAY_SPACE.test('400 万+ 真实用户')).toBe(false);
  });
});
