/**
 * Fastify serialises every answer with its route's response schema and DROPS what the schema does not
 * name. Guard: for every content route, every content id and both languages, the JSON answered equals
 * the content service's own data (nothing lost, nothing renamed, nothing coerced).
 */
import type { Lang } from '../content/load-content';
import { describeDb, testApi, type TestApi } from '../test/helpers';

jest.setTimeout(60_000);

const LANGS: Lang[] = ['zh', 'en'];
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describeDb('response schemas keep every field the content service gives', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(() => api.close());

  /** [url without lang, the service's data] for every route, id and filter of one language. */
  async function cases(lang: Lang): Promise<[string, unknown][]> {
    const c = api.services.content;
    const out: [string, unknown][] = [];
    const add = async (url: string, data: Promise<unknown> | unknown) => out.push([url, await data]);
    const all = { page: 1, size: 100 };

    await add('/home/seo', c.seo(lang));
    await add('/home/contact/get_country_list', c.countryNames(lang));
    await add('/home/country-sample', c.countrySamples(lang));
    await add('/category', c.templateCategories(lang));
    for (const [i, kind] of (['topic', 'scene', 'industry'] as const).entries()) {
      await add(`/category?kind=${kind}`, c.templateCategories(lang, kind));
      await add(`/category?type=${i + 1}`, c.templateCategories(lang, kind));
    }

    await add('/home/template', c.templates(lang, {}));
    const templates = await c.templates(lang, all);
    await add('/home/template?size=100', templates);
    for (const t of templates.list) await add(`/home/template/${t.id}`, c.template(Number(t.id), lang));
    const specials = await c.specials(lang);
    await add('/home/template/special', specials);
    for (const s of specials) await add(`/home/template/special/${s.id}`, c.special(Number(s.id), lang));

    await add('/home/viewpoint/tutor', c.tutors(lang));
    await add('/home/viewpoint/category', c.viewpointCategories(lang));
    await add('/home/viewpoint', c.viewpoints(lang, {}));
    const viewpoints = await c.viewpoints(lang, all);
    await add('/home/viewpoint?size=100', viewpoints);
    const keywords = new Set<string>();
    for (const v of viewpoints.list) {
      await add(`/home/viewpoint/${v.id}`, c.viewpoint(Number(v.id), lang));
      for (const k of v.keywords as string[]) keywords.add(k);
    }
    for (const k of keywords) await add(`/home/viewpoint/keyword/${encodeURIComponent(k)}`, c.viewpointsByKeyword(k, lang));

    for (const [path, collection] of [
      ['/home/news', 'news'],
      ['/home/article', 'blog'],
    ] as const) {
      await add(path, c.datedList(collection, lang, {}));
      const list = await c.datedList(collection, lang, all);
      await add(`${path}?size=100`, list);
      for (const a of list.list) await add(`${path}/${a.id}`, c.datedItem(collection, Number(a.id), lang));
    }

    const colleges = await c.colleges(lang);
    await add('/home/college', colleges);
    for (const college of colleges) await add(`/home/college/${college.id}`, c.college(Number(college.id), lang));
    await add('/home/college/nav', c.collegeNav(lang));
    await add('/home/college/banner', c.collegeBanner(lang));
    await add('/home/college/coupon', c.collegeCoupons(lang));
    await add('/home/research/offering', c.researchOfferings(lang));
    await add('/home/quality', c.quality(lang));
    await add('/home/case/industry', c.caseIndustries(lang));
    const caseStudies = await c.cases(lang);
    await add('/home/case', caseStudies);
    for (const s of caseStudies) await add(`/home/case/${s.id}`, c.caseStudy(Number(s.id), lang));

    await add('/home/job', c.jobs(lang));
    for (const group of ['developer', 'operation', 'researcher']) await add(`/home/job?group=${group}`, c.jobs(lang, group));
    await add('/home/sample/label-groups', c.labelGroups(lang));
    await add('/home/sample/car-filters', c.carFilters(lang));
    await add('/home/proof', c.proof(lang));
    await add('/home/team', c.team(lang));
    await add('/home/pricing', c.pricing(lang));
    for (const slug of ['agreement', 'privacy']) await add(`/home/legal/${slug}`, c.legal(slug, lang));

    const tree = await c.helpTree(lang);
    await add('/home/help', tree);
    const articles: number[] = [];
    const walk = (nodes: typeof tree) => nodes.forEach((n) => (n.type === 1 ? articles.push(n.id) : walk(n.children)));
    walk(tree);
    for (const id of articles) await add(`/home/help/info/${id}`, c.helpArticle(id, lang));
    return out;
  }

  test.each(LANGS)('every content route answers the service data unchanged (lang=%s)', async (lang) => {
    const all = await cases(lang);
    expect(all.length).toBeGreaterThan(60);
    for (const [url, data] of all) {
      const res = await api.app.inject({ url: `/designer/v1${url}${url.includes('?') ? '&' : '?'}lang=${lang}` });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect({ url, body: res.json() }).toEqual({ url, body: { code: '00000', message: expect.any(String), data: plain(data) } });
    }
  });

  test('health and the China check answer their fields', async () => {
    const health = (await api.app.inject({ url: '/designer/v1/home/health' })).json();
    expect(health.data).toEqual({
      status: 'ok',
      database: api.services.db.dialect,
      dependencies: { database: 'up', redis: 'none' },
      connectionsLost: 0,
      poolTimeouts: 0,
      outbox: {
        backlog: expect.any(Number),
        retrying: expect.any(Number),
        dead: expect.any(Number),
        oldestPendingSeconds: expect.any(Number),
      },
      // The test API's default: no real gateway (the development log), so codes reach no phone.
      sms: { mainland: ['log'], international: ['log'], delivered: false },
      // testApi's builds folder is empty: nothing published yet.
      publish: { state: 'idle', result: 'none', buildId: null, finishedAt: null, durationSeconds: null, error: null },
    });
    const ip = (await api.app.inject({ url: '/designer/v1/home/ip/china' })).json();
    expect(typeof ip.data).toBe('boolean');
  });
});
