import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import i18next from 'i18next';
import browserI18next from './i18next-browser';
import { DEFAULT_LANGUAGE, I18NEXT_OPTIONS, LANGUAGES } from './languages';

/**
 * The browser bundle's i18next must say exactly what i18next says on the server, or every page would
 * hydrate with other text. Both are set up as gatsby-plugin-react-i18next sets them up for a page (one
 * default namespace, every other namespace as fallback, Chinese as the fallback language) and asked the
 * same questions: every key of every locale file in both languages, plain, counted, with every variable the
 * locales use, as objects, with a namespace prefix, and missing.
 */
const dir = path.resolve(__dirname, '../../locales');
type Resources = Record<string, Record<string, unknown>>;

function loadResources(): Resources {
  const out: Resources = {};
  for (const lang of LANGUAGES) {
    out[lang] = {};
    for (const file of fs.readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json'))) {
      out[lang]![file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8'));
    }
  }
  return out;
}

/** Every key path (objects and arrays included), and each plural family's bare key. */
function keyPaths(value: unknown, prefix = ''): string[] {
  const out = prefix ? [prefix] : [];
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...keyPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [...new Set(out.flatMap((k) => [k, k.replace(/_(zero|one|two|few|many|other)$/, '')]))];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

interface Translator {
  createInstance(): { init(options: Record<string, unknown>): unknown; getFixedT(lng: null, ns: string): (...args: unknown[]) => unknown };
}

function setUp(impl: Translator, resources: Resources, language: string, defaultNS: string) {
  const namespaces = Object.keys(resources[DEFAULT_LANGUAGE]!);
  const i18n = impl.createInstance();
  // As gatsby-plugin-react-i18next's wrapPageElement calls it (resources of the page's language only).
  i18n.init({
    ...I18NEXT_OPTIONS,
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS,
    fallbackNS: namespaces.filter((n) => n !== defaultNS),
    react: { useSuspense: false },
  });
  return i18n;
}

const resources = loadResources();
const allStrings = Object.values(resources).flatMap(strings);
const variables = [...new Set(allStrings.flatMap((s) => [...s.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!)))];
const vars = Object.fromEntries(variables.map((v, i) => [v, i % 2 ? `«${v}» $1 $&` : 12345.5 + i]));

describe('the browser i18next', () => {
  test('no locale string uses a feature it leaves out (nesting, formats)', () => {
    expect(allStrings.filter((s) => /\$t\(|\{\{[^}]*,[^}]*\}\}/.test(s))).toEqual([]);
    expect(variables.length).toBeGreaterThan(5);
  });

  const namespaces = Object.keys(resources[DEFAULT_LANGUAGE]!);
  const cases = LANGUAGES.flatMap((lang) => namespaces.map((ns) => [lang, ns] as const));

  test.each(cases)('%s/%s: every key answers as i18next answers it', (lang, ns) => {
    const real = setUp(i18next as unknown as Translator, resources, lang, ns).getFixedT(null, ns);
    const ours = setUp(browserI18next as unknown as Translator, resources, lang, ns).getFixedT(null, ns);
    const other = namespaces.find((n) => n !== ns)!;
    const questions: unknown[][] = [['a.key.that.is.missing'], ['a.key.that.is.missing', 'its default {{count}}', { count: 2 }]];
    for (const key of keyPaths(resources[lang]![ns])) {
      questions.push(
        [key],
        [key, { count: 0 }],
        [key, { count: 1, ...vars }],
        [key, { count: 7, ...vars }],
        [key, vars],
        [key, { returnObjects: true }],
        [key, { returnObjects: true, count: 1, ...vars }],
        [`${ns}:${key}`, vars],
        [key, { ns: other }],
        [key, { defaultValue: 'fallback {{x}}', x: 'X' }],
      );
    }
    // Compared strictly and reported together (one `expect` a question took most of the suite's time).
    const differing = questions
      .map((q) => ({ question: q, ours: ours(...q), i18next: real(...q) }))
      .filter((answer) => !isDeepStrictEqual(answer.ours, answer.i18next));
    expect(differing).toEqual([]);
    expect(questions.length).toBeGreaterThan(10);
  });

  test('edge cases: fallback language and namespace, plurals, empty strings, objects, variables', () => {
    const data: Resources = {
      zh: {
        main: {
          onlyZh: '只有中文 {{name}}',
          item_other: '{{count}} 项',
          list: [{ title: '甲 {{n}}' }, { title: '乙' }],
          empty: '',
          num: 3,
        },
        extra: { shared: '共享', deep: { a: { b: 'zh deep' } } },
      },
      en: {
        main: {
          item_zero: 'none',
          item_one: 'one item',
          item_other: '{{count}} items',
          list: [{ title: 'First {{n}}' }, { other: 'x' }],
          empty: '',
          num: 4,
          withNull: ['a', null, { n: null }],
          path: 'Hello {{user.name}}, {{missing}} and {{- raw}} cost $5',
          flat: { 'a.b': 'flat key' },
        },
        extra: { deep: { a: {} } },
      },
    };
    for (const lang of ['zh', 'en']) {
      const real = setUp(i18next as unknown as Translator, data, lang, 'main').getFixedT(null, 'main');
      const ours = setUp(browserI18next as unknown as Translator, data, lang, 'main').getFixedT(null, 'main');
      const questions: unknown[][] = [
        ['onlyZh', { name: 'N' }],
        ['item', { count: 0 }],
        ['item', { count: 1 }],
        ['item', { count: 5 }],
        ['list', { returnObjects: true, n: 1 }],
        ['list'],
        ['withNull', { returnObjects: true }],
        ['nothing', { returnObjects: true, defaultValue: { a: 'x', b: ['y'] } }],
        ['empty'],
        ['num'],
        ['shared'],
        ['extra:deep.a.b'],
        ['extra:deep', { returnObjects: true }],
        ['path', { user: { name: 'Ann' }, raw: '<b>' }],
        ['path', { replace: { user: { name: 'Bo' } } }],
        ['flat.a.b'],
        [['missing.one', 'item'], { count: 1 }],
        ['missing', { defaultValue_other: 'many {{count}}', defaultValue: 'd', count: 4 }],
      ];
      for (const q of questions) expect([lang, q, ours(...q)]).toEqual([lang, q, real(...q)]);
    }
  });

  test('a bundle added later (the contact forms) is found, and the instance reports itself ready', () => {
    const i18n = setUp(
      browserI18next as unknown as Translator,
      { zh: { home: { a: '甲' } } },
      'zh',
      'home',
    ) as unknown as typeof browserI18next;
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.languages).toEqual(['zh']);
    expect(i18n.hasResourceBundle('zh', 'contact')).toBe(false);
    const added = jest.fn();
    i18n.store.on('added', added);
    i18n.addResourceBundle('zh', 'contact', { form: { email: '邮箱' } });
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.hasResourceBundle('zh', 'contact')).toBe(true);
    expect(i18n.getFixedT(null, 'contact')('form.email')).toBe('邮箱');
    expect(i18n.getFixedT(null, 'home')('contact:form.email')).toBe('邮箱');
    const changed = jest.fn();
    i18n.on('languageChanged', changed);
    void i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledWith('en');
    expect(i18n.languages).toEqual(['en', 'zh']);
    expect(i18n.getFixedT(null, 'home')('a')).toBe('甲');
  });
});
