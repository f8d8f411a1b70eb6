import { describeDb, testApi, type TestApi } from '../test/helpers';

/** Every content endpoint of the API, with something that must be in its data in each language. */
const endpoints: [string, (data: any) => void][] = [
  ['/designer/v1/home/help', (d) => expect(d.length).toBeGreaterThanOrEqual(3)],
  ['/designer/v1/home/help/info/104', (d) => expect(d.content).toContain('<')],
  ['/designer/v1/home/seo', (d) => expect(d.find((e: any) => e.url === '/product')).toBeTruthy()],
  ['/designer/v1/home/contact/get_country_list', (d) => expect(d.length).toBeGreaterThan(30)],
  ['/designer/v1/home/country-sample', (d) => expect(d[0]).toHaveProperty('total')],
  ['/designer/v1/category', (d) => expect(new Set(d.map((c: any) => c.kind))).toEqual(new Set(['topic', 'scene', 'industry']))],
  ['/designer/v1/category?kind=scene', (d) => expect(d.every((c: any) => c.kind === 'scene')).toBe(true)],
  ['/designer/v1/home/template?size=100', (d) => expect(d.total).toBe(20)],
  ['/designer/v1/home/template/1001', (d) => expect(d.questions.length).toBeGreaterThan(3)],
  ['/designer/v1/home/template/special', (d) => expect(d.length).toBeGreaterThanOrEqual(3)],
  ['/designer/v1/home/template/special/1', (d) => expect(d.templates.length).toBeGreaterThan(0)],
  ['/designer/v1/home/viewpoint/tutor', (d) => expect(d).toHaveLength(4)],
  ['/designer/v1/home/viewpoint/category', (d) => expect(d.length).toBeGreaterThanOrEqual(4)],
  ['/designer/v1/home/viewpoint?size=100', (d) => expect(d.total).toBe(10)],
  ['/designer/v1/home/viewpoint/201', (d) => expect(d.author.name).toBeTruthy()],
  ['/designer/v1/home/news?size=100', (d) => expect(d.total).toBe(8)],
  ['/designer/v1/home/news/6', (d) => expect(d.content).toContain('<p>')],
  ['/designer/v1/home/article?size=100', (d) => expect(d.total).toBe(8)],
  ['/designer/v1/home/article/301', (d) => expect(d.content).toContain('<')],
  ['/designer/v1/home/college', (d) => expect(d).toHaveLength(6)],
  ['/designer/v1/home/college/1', (d) => expect(d.price).toBe(0.5)],
  [
    '/designer/v1/home/college/nav',
    (d) => expect(d.flatMap((g: { entries: { value: number }[] }) => g.entries.map((e) => e.value))).toEqual([1, 2, 3, 4, 5]),
  ],
  ['/designer/v1/home/college/banner', (d) => expect(d.images).toHaveLength(4)],
  ['/designer/v1/home/college/coupon', (d) => expect(d[0].terms.length).toBeGreaterThan(0)],
  ['/designer/v1/home/research/offering', (d) => expect(d.length).toBeGreaterThan(0)],
  ['/designer/v1/home/quality', (d) => expect(d.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)],
  ['/designer/v1/home/case/industry', (d) => expect(d.length).toBeGreaterThanOrEqual(6)],
  ['/designer/v1/home/case', (d) => expect(d.length).toBeGreaterThanOrEqual(6)],
  ['/designer/v1/home/case/3', (d) => expect(d.quotas.length).toBeGreaterThan(0)],
  ['/designer/v1/home/job', (d) => expect(d).toHaveLength(8)],
  ['/designer/v1/home/team', (d) => expect(d.length).toBeGreaterThanOrEqual(4)],
  ['/designer/v1/home/sample/label-groups', (d) => expect(d).toHaveLength(16)],
  ['/designer/v1/home/sample/car-filters', (d) => expect(d.length).toBeGreaterThanOrEqual(6)],
  ['/designer/v1/home/pricing', (d) => expect(d.plans).toHaveLength(3)],
  [
    '/designer/v1/home/proof',
    (d) => expect(new Set(d.map((p: { kind: string }) => p.kind))).toEqual(new Set(['segment', 'project', 'practice'])),
  ],
  ['/designer/v1/home/legal/privacy', (d) => expect(d.content.length).toBeGreaterThan(2000)],
  ['/designer/v1/home/ip/china', (d) => expect(typeof d).toBe('boolean')],
  ['/designer/v1/home/health', (d) => expect(d.status).toBe('ok')],
];

const hasCjk = (value: unknown) => /[\u4e00-\u9fff]/.test(JSON.stringify(value));

describeDb('site API content', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi();
  });
  afterAll(() => api.close());

  const get = (url: string) => api.app.inject({ method: 'GET', url });

  describe.each(['zh', 'en'])('in %s', (lang) => {
    test.each(endpoints)('GET %s answers 00000 with content', async (url, check) => {
      const res = await get(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe('00000');
      check(body.data);
    });
  });

  test('zh answers are Chinese and en answers are not', async () => {
    for (const url of ['/designer/v1/home/help', '/designer/v1/home/news/6', '/designer/v1/home/job']) {
      expect(hasCjk((await get(`${url}?lang=zh`)).json().data)).toBe(true);
      expect(hasCjk((await get(`${url}?lang=en`)).json().data)).toBe(false);
    }
  });

  test("the country list is in the reader's order: pinyin with China's own first, English alphabetically", async () => {
    const zh: string[] = (await get('/designer/v1/home/contact/get_country_list?lang=zh')).json().data;
    // It was the content's English order: 阿根廷, 澳大利亚, 奥地利, 孟加拉国 … 中国大陆 tenth.
    expect(zh.indexOf('中国大陆')).toBeLessThan(4);
    const home = zh.filter((name) => name.startsWith('中国'));
    expect(zh.slice(0, home.length)).toEqual(home);
    const pinyin = new Intl.Collator('zh-Hans-CN-u-co-pinyin').compare;
    expect(zh.slice(home.length)).toEqual(zh.slice(home.length).sort(pinyin));
    const en: string[] = (await get('/designer/v1/home/contact/get_country_list?lang=en')).json().data;
    expect(en).toEqual([...en].sort(new Intl.Collator('en').compare));
  });

  test('the help tree is three levels deep with at least 30 articles, and an article knows its path', async () => {
    const tree = (await get('/designer/v1/home/help?lang=en')).json().data;
    const leaves: any[] = [];
    const walk = (nodes: any[], depth: number) =>
      nodes.forEach((n) => (n.type === 1 ? leaves.push({ ...n, depth }) : walk(n.children, depth + 1)));
    walk(tree, 1);
    expect(leaves.length).toBeGreaterThanOrEqual(30);
    expect(Math.max(...leaves.map((l) => l.depth))).toBe(3);
    expect(tree[0]).toEqual(expect.objectContaining({ type: 0, children: expect.any(Array) }));
    const first = leaves[0];
    const info = (await get(`/designer/v1/home/help/info/${first.id}?lang=en`)).json().data;
    expect(info).toEqual(expect.objectContaining({ id: first.id, title: first.title, updatedAt: expect.any(String) }));
    expect(info.path.map((p: any) => p.id)).toEqual([tree[0].id, tree[0].children[0].id]);
  });

  test("the tree lists each article's version, the one its answer carries (a build skips what it has)", async () => {
    for (const lang of ['zh', 'en']) {
      const tree = (await get(`/designer/v1/home/help?lang=${lang}`)).json().data;
      const listed = new Map<number, string | undefined>();
      const walk = (nodes: any[]) =>
        nodes.forEach((n) => {
          if (n.type === 1) listed.set(n.id, n.version);
          else expect(n).not.toHaveProperty('version');
          walk(n.children);
        });
      walk(tree);
      for (const [id, version] of listed) {
        // Every seed image is the API's own, so every article has a version.
        expect(version).toMatch(/^[\w-]{16}$/);
        expect((await get(`/designer/v1/home/help/info/${id}?lang=${lang}`)).json().data.version).toBe(version);
      }
      expect(new Set(listed.values()).size).toBe(listed.size);
    }
  });

  test('a help article answers 304 to a client that has it, and the whole answer to one whose copy differs', async () => {
    const url = '/designer/v1/home/help/info/104?lang=zh';
    const first = await get(url);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w+/=]+"$/);
    const again = await api.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await api.app.inject({
      method: 'GET',
      url: '/designer/v1/home/help/info/104?lang=en',
      headers: { 'if-none-match': tag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(tag);
    expect(other.json().data.id).toBe(104);
  });

  test('help articles with images point at assets the API serves', async () => {
    const tree = (await get('/designer/v1/home/help?lang=zh')).json().data;
    const ids: number[] = [];
    const walk = (nodes: any[]) => nodes.forEach((n) => (n.type === 1 ? ids.push(n.id) : walk(n.children)));
    walk(tree);
    const srcs: string[] = [];
    const markdownSrcs: string[] = [];
    for (const id of ids) {
      const { content: html, markdown } = (await get(`/designer/v1/home/help/info/${id}?lang=zh`)).json().data as {
        content: string;
        markdown: string;
      };
      srcs.push(...[...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]!));
      // The source Markdown, answered beside the HTML for the build's `.md` copies: the same images.
      markdownSrcs.push(...[...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!));
    }
    expect(markdownSrcs).toEqual(srcs);
    expect(srcs.length).toBeGreaterThanOrEqual(5);
    for (const src of new Set(srcs)) {
      expect(src.startsWith('/designer/v1/assets/images/help/')).toBe(true);
      const res = await get(src);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
    }
  });

  test('university-zone items list the files they offer, in the language asked, and the API serves them as downloads', async () => {
    const en = (await get('/designer/v1/home/college/3?lang=en')).json().data;
    expect(en.downloads.map((d: any) => d.name)).toEqual([
      'Practice data: student monthly spending survey (300 responses)',
      'Codebook for the practice data',
    ]);
    const data = await get(en.downloads[0].file);
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-disposition']).toBe('attachment');
    expect(data.headers['content-type']).toMatch(/^text\/csv/);
    const rows = data.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'id,gender,year,field,city_tier,spend_total,spend_food,spend_study,spend_fun,spend_other,installment,part_time,satisfaction',
    );
    expect(rows).toHaveLength(301);
    const zh = (await get('/designer/v1/home/college/3?lang=zh')).json().data;
    expect(zh.downloads[0]).toEqual({
      name: '练习数据：大学生月度消费调查（300 份答卷）',
      file: '/designer/v1/assets/files/colleges/spss-practice-data.zh.csv',
    });
    expect((await get(zh.downloads[0].file)).body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^编号,性别,年级/);
    // An item without files says so with an empty list; the list of items carries no files.
    expect((await get('/designer/v1/home/college/1?lang=zh')).json().data.downloads).toEqual([]);
    expect((await get('/designer/v1/home/college?lang=zh')).json().data[2]).not.toHaveProperty('downloads');
    // Only what content names is served: no way out of the files folder.
    expect((await get('/designer/v1/assets/files/../colleges/items.json')).statusCode).toBe(404);
    expect((await get('/designer/v1/assets/files/colleges/nothing.csv')).statusCode).toBe(404);
  });

  test('viewpoints: paging, filters, keyword lookup, related and neighbours', async () => {
    const page = (await get('/designer/v1/home/viewpoint?lang=en&page=2&size=4')).json().data;
    expect(page).toEqual(expect.objectContaining({ total: 10, page: 2, size: 4 }));
    expect(page.list).toHaveLength(4);
    expect(page.list[0]).not.toHaveProperty('content');
    const tutors = (await get('/designer/v1/home/viewpoint/tutor?lang=en')).json().data;
    const byTutor = (await get(`/designer/v1/home/viewpoint?lang=en&tutorId=${tutors[0].id}&size=100`)).json().data;
    expect(byTutor.total).toBeGreaterThanOrEqual(2);
    expect(byTutor.list.every((a: any) => a.tutorId === tutors[0].id)).toBe(true);
    const all = (await get('/designer/v1/home/viewpoint?lang=en&size=100')).json().data.list;
    const keyword = all[0].keywords[0];
    const byKeyword = (await get(`/designer/v1/home/viewpoint/keyword/${encodeURIComponent(keyword)}?lang=en`)).json().data;
    expect(byKeyword.map((a: any) => a.id)).toContain(all[0].id);
    const middle = (await get(`/designer/v1/home/viewpoint/${all[1].id}?lang=en`)).json().data;
    expect(middle.prev).toEqual({ id: all[0].id, title: all[0].title });
    expect(middle.next).toEqual({ id: all[2].id, title: all[2].title });
    expect(middle.related.length).toBeGreaterThan(0);
    expect(middle.related.map((r: any) => r.id)).not.toContain(all[1].id);
    const newest = (await get(`/designer/v1/home/viewpoint/${all[0].id}?lang=en`)).json().data;
    expect(newest.prev).toBeNull();
  });

  test('viewpoint keyword lookup matches part of a keyword, in either case, and nothing for an unknown word', async () => {
    const lookup = async (keyword: string, lang: string) =>
      (await get(`/designer/v1/home/viewpoint/keyword/${encodeURIComponent(keyword)}?lang=${lang}`)).json().data as {
        id: number;
        keywords: string[];
      }[];
    const whole = await lookup('样本质量', 'zh');
    const part = await lookup('样本', 'zh');
    expect(whole.length).toBeGreaterThan(0);
    expect(part.map((a) => a.id)).toEqual(expect.arrayContaining(whole.map((a) => a.id)));
    expect(part.every((a) => a.keywords.some((k) => k.includes('样本')))).toBe(true);
    expect((await lookup('weigh', 'en')).map((a) => a.id)).toEqual((await lookup('WEIGHTING', 'en')).map((a) => a.id));
    expect(await lookup('不存在的词', 'zh')).toEqual([]);
  });

  test('templates filter by category and keyword', async () => {
    const categories = (await get('/designer/v1/category?lang=zh&kind=topic')).json().data;
    const cat = categories[0];
    const list = (await get(`/designer/v1/home/template?lang=zh&size=100&categoryId=${cat.id}`)).json().data;
    expect(list.total).toBe(cat.count);
    expect(list.list.every((t: any) => t.categoryIds.includes(cat.id))).toBe(true);
    const first = list.list[0];
    const found = (await get(`/designer/v1/home/template?lang=zh&keyword=${encodeURIComponent(first.name)}`)).json().data;
    expect(found.list.map((t: any) => t.id)).toContain(first.id);
  });

  test('news item 6 exists with its banner text, jobs cover three groups', async () => {
    const news = (await get('/designer/v1/home/news/6?lang=zh')).json().data;
    expect(news.banner).toBeTruthy();
    const jobs = (await get('/designer/v1/home/job?lang=en')).json().data;
    expect(new Set(jobs.map((j: any) => j.group))).toEqual(new Set(['developer', 'operation', 'researcher']));
    const devs = (await get('/designer/v1/home/job?lang=en&group=developer')).json().data;
    expect(devs.length).toBe(jobs.filter((j: any) => j.group === 'developer').length);
  });

  describe('errors', () => {
    test.each([
      '/designer/v1/home/help/info/999999',
      '/designer/v1/home/help/info/1', // a folder is not an article
      '/designer/v1/home/template/42',
      '/designer/v1/home/viewpoint/1',
      '/designer/v1/home/news/99',
      '/designer/v1/home/legal/cookies',
      '/designer/v1/home/no-such-thing',
    ])('%s answers A0404', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'A0404', message: expect.any(String), data: null });
    });

    test.each([
      '/designer/v1/home/help?lang=fr',
      '/designer/v1/home/help?unknown=1',
      '/designer/v1/home/help/info/abc',
      '/designer/v1/home/viewpoint?size=1000',
      '/designer/v1/home/viewpoint?page=0',
    ])('%s answers A0400', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('A0400');
    });

    test('malformed JSON, unknown fields and oversized bodies answer A0400 and store nothing', async () => {
      const before = await api.services.inquiries.count();
      const post = (payload: string, type = 'application/json') =>
        api.app.inject({ method: 'POST', url: '/designer/v1/home/contact/ask', payload, headers: { 'content-type': type } });
      const broken = await post('{"type":1,');
      expect(broken.statusCode).toBe(400);
      expect(broken.json().code).toBe('A0400');
      const unknown = await post(JSON.stringify({ type: 1, admin: true }));
      expect(unknown.json()).toEqual(expect.objectContaining({ code: 'A0400', data: { admin: 'validation.unknownField' } }));
      const huge = await post(JSON.stringify({ type: 1, message: 'x'.repeat(64 * 1024) }));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().code).toBe('A0400');
      const form = await post('type=1', 'application/x-www-form-urlencoded');
      expect(form.statusCode).toBe(415);
      expect(form.json().code).toBe('A0400');
      expect(await api.services.inquiries.count()).toBe(before);
    });

    test('an unexpected failure answers B0001 with status 500 and no internals', async () => {
      const original = api.services.content.helpArticle.bind(api.services.content);
      api.services.content.helpArticle = async () => {
        throw new Error('SQLITE_CORRUPT: secret table name');
      };
      try {
        const res = await get('/designer/v1/home/help/info/104');
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ code: 'B0001', message: expect.any(String), data: null });
        expect(res.body).not.toContain('SQLITE');
      } finally {
        api.services.content.helpArticle = original;
      }
    });
  });

  describe('headers', () => {
    test('security headers are set', async () => {
      const res = await get('/designer/v1/home/seo');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    test('without CORS_ORIGINS no origin is granted, development ones included', async () => {
      for (const origin of ['http://localhost:8000', 'http://127.0.0.1:8000', 'http://localhost:9000', 'https://evil.example']) {
        const res = await api.app.inject({ method: 'GET', url: '/designer/v1/home/seo', headers: { origin } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        const preflight = await api.app.inject({
          method: 'OPTIONS',
          url: '/designer/v1/home/contact/ask',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
        expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      }
    });

    test('CORS allows the origins CORS_ORIGINS names, only those', async () => {
      const named = await testApi({ CORS_ORIGINS: 'https://www.askora.example' });
      try {
        const allowed = await named.app.inject({
          method: 'GET',
          url: '/designer/v1/home/seo',
          headers: { origin: 'https://www.askora.example' },
        });
        expect(allowed.headers['access-control-allow-origin']).toBe('https://www.askora.example');
        const denied = await named.app.inject({
          method: 'GET',
          url: '/designer/v1/home/seo',
          headers: { origin: 'http://localhost:8000' },
        });
        expect(denied.headers['access-control-allow-origin']).toBeUndefined();
      } finally {
        await named.close();
      }
    });
  });
});

describeDb('rate limits and proxies', () => {
  test('too many requests from one IP answer A2032 with status 429', async () => {
    const api = await testApi({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await api.app.inject({ method: 'GET', url: '/designer/v1/home/seo' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const limited = await api.app.inject({ method: 'GET', url: '/designer/v1/home/seo' });
      expect(limited.json()).toEqual({ code: 'A2032', message: expect.any(String), data: null });
      // Another address has its own budget.
      const other = await api.app.inject({ method: 'GET', url: '/designer/v1/home/seo', remoteAddress: '203.0.113.9' });
      expect(other.statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });

  test('contact requests have their own, tighter limit', async () => {
    const api = await testApi({ CONTACT_LIMIT_PER_10_MINUTES: '2' });
    try {
      const body = { type: 3, email: 'buyer@example.com', sampleQuantity: 100 };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await api.app.inject({ method: 'POST', url: '/designer/v1/home/contact/ask', payload: body })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(await api.services.inquiries.count()).toBe(2);
    } finally {
      await api.close();
    }
  });

  test('X-Forwarded-For is believed only from a trusted proxy', async () => {
    const chinaIp = '114.114.114.114';
    const untrusted = await testApi({ LOCAL_IP_IN_CHINA: 'false' });
    const trusted = await testApi({ LOCAL_IP_IN_CHINA: 'false', TRUSTED_PROXIES: '127.0.0.1' });
    try {
      const ask = (api: TestApi) =>
        api.app.inject({ method: 'GET', url: '/designer/v1/home/ip/china?lang=zh', headers: { 'x-forwarded-for': chinaIp } });
      expect((await ask(untrusted)).json().data).toBe(false);
      expect((await ask(trusted)).json().data).toBe(true);
    } finally {
      await untrusted.close();
      await trusted.close();
    }
  });

  test('what loopback answers is configurable', async () => {
    const yes = await testApi({ LOCAL_IP_IN_CHINA: 'true' });
    const no = await testApi({ LOCAL_IP_IN_CHINA: 'false' });
    try {
      expect((await yes.app.inject('/designer/v1/home/ip/china')).json().data).toBe(true);
      expect((await no.app.inject('/designer/v1/home/ip/china')).json().data).toBe(false);
    } finally {
      await yes.close();
      await no.close();
    }
  });
});

describeDb('POST /help/feedback', () => {
  test('stores a yes or no for an article; unknown articles and bad bodies store nothing', async () => {
    const api = await testApi();
    try {
      const post = (payload: object) => api.app.inject({ method: 'POST', url: '/designer/v1/home/help/feedback', payload });
      const yes = await post({ articleId: 104, helpful: true, lang: 'zh', uuid: 'abc-1' });
      expect(yes.json()).toEqual({ code: '00000', message: 'success', data: { id: expect.any(Number) } });
      await post({ articleId: 104, helpful: false, lang: 'en', uuid: 'abc-2' });
      await post({ articleId: 104, helpful: false, lang: 'en' });
      expect(await api.services.feedback.tally(104)).toEqual({ yes: 1, no: 2 });
      expect((await post({ articleId: 99999, helpful: true, lang: 'zh' })).json().code).toBe('A0404');
      expect((await post({ articleId: 1, helpful: true, lang: 'zh' })).json().code).toBe('A0404');
      const bad = await post({ articleId: 104, helpful: 'yes', lang: 'zh' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('A0400');
      expect((await post({ articleId: 104, helpful: true, lang: 'zh', extra: 1 })).json().code).toBe('A0400');
      expect(await api.services.feedback.tally(104)).toEqual({ yes: 1, no: 2 });
    } finally {
      await api.close();
    }
  });
});

describeDb('POST /help/feedback: one answer per visitor and article', () => {
  test('the same visitor answering again, even all at once, replaces the answer instead of adding one', async () => {
    const api = await testApi();
    try {
      const post = (payload: object, ip = '203.0.113.9') =>
        api.app.inject({ method: 'POST', url: '/designer/v1/home/help/feedback', payload, remoteAddress: ip });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post({ articleId: 104, helpful: true, lang: 'zh', uuid: 'visitor-1' })),
      );
      expect(answers.map((r) => r.json().code)).toEqual(Array(10).fill('00000'));
      expect(await api.services.feedback.tally(104)).toEqual({ yes: 1, no: 0 });
      await post({ articleId: 104, helpful: false, lang: 'zh', uuid: 'visitor-1' });
      expect(await api.services.feedback.tally(104)).toEqual({ yes: 0, no: 1 });
      // Without a visitor id the address decides; an IPv6 caller is one visitor across its /64.
      await post({ articleId: 104, helpful: true, lang: 'en' }, '2001:db8:1:2::1');
      await post({ articleId: 104, helpful: true, lang: 'en' }, '2001:db8:1:2:ffff::9');
      expect(await api.services.feedback.tally(104)).toEqual({ yes: 1, no: 1 });
      // Another article is another question.
      await post({ articleId: 105, helpful: true, lang: 'zh', uuid: 'visitor-1' });
      expect(await api.services.feedback.tally(105)).toEqual({ yes: 1, no: 0 });
    } finally {
      await api.close();
    }
  });
});
