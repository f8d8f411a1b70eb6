import { planListPages, planPages } from './plan-pages';

const ids = {
  help: [
    { apiId: 1, type: 0 },
    { apiId: 11, type: 0 },
    { apiId: 101, type: 1 },
    { apiId: 102, type: 1 },
  ],
  templates: [1001],
  specials: [2, 1],
  viewpoints: [201],
  news: [6],
  blog: [301],
  colleges: [1],
  cases: [3, 1],
  caseIndustries: ['consumer', 'finance'],
};

describe('planPages', () => {
  const { pages, redirects } = planPages(ids);
  const paths = pages.map((p) => p.path);

  test('every item gets a page in Chinese (no prefix) and English (/en)', () => {
    for (const path of [
      '/help/101',
      '/help/102',
      '/template/1001',
      '/template/special/2',
      '/master/201',
      '/news/6',
      '/article/301',
      '/colleges/1',
    ]) {
      expect(paths).toContain(path);
      expect(paths).toContain(`/en${path}`);
    }
  });

  test('case studies: each one, the list, and the list filtered to each industry, in both languages', () => {
    for (const path of ['/cases', '/cases/3', '/cases/1', '/cases/industry/consumer', '/cases/industry/finance']) {
      expect(paths).toContain(path);
      expect(paths).toContain(`/en${path}`);
    }
    expect(pages.find((p) => p.path === '/en/cases/industry/finance')!.context).toEqual(
      expect.objectContaining({ industry: 'finance', language: 'en' }),
    );
    expect(pages.find((p) => p.path === '/cases')!.context.industry).toBeNull();
    expect(pages.find((p) => p.path === '/cases/3')!.template).toBe('case');
  });

  test("a template's page carries its related templates' ids in both languages, an empty list when unknown", () => {
    const withRelated = planPages({ ...ids, relatedTemplates: (id) => (id === 1001 ? [1003, 1002] : []) }).pages;
    expect(withRelated.find((p) => p.path === '/template/1001')!.context.relatedIds).toEqual([1003, 1002]);
    expect(withRelated.find((p) => p.path === '/en/template/1001')!.context.relatedIds).toEqual([1003, 1002]);
    expect(pages.find((p) => p.path === '/template/1001')!.context.relatedIds).toEqual([]);
  });

  test('folders get no page', () => {
    expect(paths).not.toContain('/help/1');
    expect(paths).not.toContain('/help/11');
  });

  test('context carries only the id, the language and the i18n routing data', () => {
    const en = pages.find((p) => p.path === '/en/news/6')!;
    expect(en.template).toBe('news');
    expect(en.context).toEqual({
      id: 6,
      language: 'en',
      i18n: {
        language: 'en',
        languages: ['zh', 'en'],
        defaultLanguage: 'zh',
        generateDefaultLanguagePage: false,
        routed: true,
        originalPath: '/news/6',
        path: '/en/news/6',
      },
    });
    expect(pages.find((p) => p.path === '/news/6')!.context.i18n.routed).toBe(false);
  });

  test('/help is the first article, canonical to it, and redirects there in both languages', () => {
    const help = pages.find((p) => p.path === '/help')!;
    expect(help.context).toEqual(expect.objectContaining({ id: 101, canonicalPath: '/help/101', noindex: true }));
    expect(pages.find((p) => p.path === '/en/help')!.context.canonicalPath).toBe('/en/help/101');
    expect(redirects).toEqual([
      { fromPath: '/help', toPath: '/help/101' },
      { fromPath: '/en/help', toPath: '/en/help/101' },
    ]);
  });

  test('/template/special without an id is left to the list page (src/pages), not planned', () => {
    expect(paths).not.toContain('/template/special');
    expect(paths).not.toContain('/en/template/special');
  });

  test('no path is planned twice, and nothing comes from empty data', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(planPages({ help: [], templates: [], specials: [], viewpoints: [], news: [], blog: [], colleges: [] })).toEqual({
      pages: [],
      redirects: [],
    });
  });
});

describe('planListPages', () => {
  const lists = {
    template: { count: 20, perPage: 9 },
    news: { count: 6, perPage: 6 },
    article: { count: 7, perPage: 6 },
    master: { count: 0, perPage: 6 },
  };

  test('the later pages of every list, in both languages; page 1 is the list itself', () => {
    const paths = planListPages(lists).map((p) => p.path);
    expect(paths).toEqual([
      '/template/page/2',
      '/template/page/3',
      '/article/page/2',
      '/en/template/page/2',
      '/en/template/page/3',
      '/en/article/page/2',
    ]);
  });

  test('each page says which page it shows and carries the i18n context', () => {
    const en3 = planListPages(lists).find((p) => p.path === '/en/template/page/3')!;
    expect(en3.list).toBe('template');
    expect(en3.context).toEqual(
      expect.objectContaining({
        language: 'en',
        listPage: 3,
        i18n: expect.objectContaining({ originalPath: '/template/page/3', routed: true }),
      }),
    );
  });
});
