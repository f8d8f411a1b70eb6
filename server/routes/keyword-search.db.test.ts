/**
 * The API's `keyword` parameters follow the site's search rule (contract/text-match.ts): a list found
 * in the browser and the same list asked of the API hold the same items.
 */
import { matchesText } from '../../contract/text-match';
import { describeDb, testApi, type TestApi } from '../test/helpers';

describeDb('keyword search follows the shared text rule', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(() => api.close());

  const ids = async (url: string): Promise<number[]> => {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return (res.json().data.list as { id: number }[]).map((item) => item.id);
  };
  const query = (keyword: string) => `keyword=${encodeURIComponent(keyword)}&size=100`;

  test('templates: a name in another case and letter width, or its words in any order, still finds it', async () => {
    const templates = (await api.services.content.templates('en', { page: 1, size: 100 })).list;
    const template = templates.find((t) => t.name.trim().includes(' '));
    if (!template) throw new Error('content: no English template name of two words');
    const [first, second] = template.name.trim().split(/\s+/) as [string, string];
    const wide = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    for (const keyword of [template.name.toUpperCase(), wide(template.name), `  ${second}   ${first} `]) {
      expect(await ids(`/designer/v1/home/template?lang=en&${query(keyword)}`)).toContain(template.id);
    }
  });

  test.each([
    ['/designer/v1/home/template', 'survey', (c: TestApi['services']['content']) => c.templates('en', { page: 1, size: 100 })],
    ['/designer/v1/home/viewpoint', 'sample quality', (c: TestApi['services']['content']) => c.viewpoints('en', { page: 1, size: 100 })],
    ['/designer/v1/home/news', 'research', (c: TestApi['services']['content']) => c.datedList('news', 'en', { page: 1, size: 100 })],
    ['/designer/v1/home/article', 'DATA', (c: TestApi['services']['content']) => c.datedList('blog', 'en', { page: 1, size: 100 })],
  ])('%s?keyword=%s answers exactly the items the rule matches', async (path, keyword, all) => {
    const items = (await all(api.services.content)).list as unknown as Record<string, unknown>[];
    const fields = (i: Record<string, unknown>) =>
      path.endsWith('/template')
        ? [i.name, i.description]
        : path.endsWith('/viewpoint')
          ? [i.title, i.summary, ...(i.keywords as string[])]
          : [i.title, i.summary];
    const expected = items.filter((i) => matchesText(fields(i), keyword)).map((i) => i.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(`${path}?lang=en&${query(keyword)}`)).toEqual(expected);
  });
});
