/**
 * Fuzz across every endpoint (issue 12): 10,000 generated requests per store — any method, any path
 * under /designer/v1 with hostile segments and query strings, any body and content type. Every answer is
 * an envelope with a SPEC 8 code and no 5xx, and a refused request stores nothing anywhere.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { CONTACT_FIELDS, ENVELOPE_FIELDS, validateContact, VARIANTS, type ContactBody } from '../../contract/contact';
import { hostileBodies, onTheWire } from '../test/arbitraries';
import { describeDb, testApi, usingPostgres, type TestApi } from '../test/helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const CODES = ['00000', 'A0400', 'A0404', 'A2003', 'A2004', 'A2029', 'A2032'];

const GETS = [
  '/category',
  '/home/article',
  '/home/article/{id}',
  '/home/college',
  '/home/college/{id}',
  '/home/contact/get_country_list',
  '/home/country-sample',
  '/home/health',
  '/home/help',
  '/home/help/info/{id}',
  '/home/ip/china',
  '/home/job',
  '/home/legal/{slug}',
  '/home/news',
  '/home/news/{id}',
  '/home/pricing',
  '/home/sample/car-filters',
  '/home/sample/label-groups',
  '/home/seo',
  '/home/template',
  '/home/template/{id}',
  '/home/template/special',
  '/home/template/special/{id}',
  '/home/viewpoint',
  '/home/viewpoint/{id}',
  '/home/viewpoint/category',
  '/home/viewpoint/keyword/{slug}',
  '/home/viewpoint/tutor',
  '/home/{slug}',
  '/{slug}',
];
const POSTS = ['/home/contact/ask', '/home/sms/code', '/home/help/feedback'];

const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1',
    '104',
    '2147483648',
    '1e9',
    'NaN',
    '%',
    '%E0%A4%A',
    '%00',
    '..',
    '../..',
    '%2e%2e',
    '<script>',
    "' or 1=1 --",
    '\u0000',
    '\u200b',
    '王芳',
    'x'.repeat(150),
    'privacy',
    'terms',
  ),
);
const segment = hostile.map((s) => (Math.random() < 0.5 ? encodeURIComponent(s) : s.replace(/[/?#]/g, '')));
const query = fc
  .dictionary(
    fc.constantFrom('lang', 'page', 'size', 'keyword', 'categoryId', 'tutorId', 'kind', 'type', 'group', 'x', '__proto__'),
    hostile,
    { maxKeys: 4 },
  )
  .map((q) =>
    Object.entries(q)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&'),
  );

const value = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
// Every field the contact contract names, plus the help-feedback and query ones.
const FIELDS = [...Object.keys(ENVELOPE_FIELDS), ...Object.keys(CONTACT_FIELDS), 'articleId', 'helpful', 'lang'];
const plausible = fc.record(
  {
    variant: fc.constantFrom(...VARIANTS),
    type: fc.constantFrom(1, 3),
    name: fc.constantFrom('Anna', '王芳', '李雷', 'Al', '\u200b'),
    lastName: fc.constantFrom('Schmidt', ''),
    jobTitle: fc.constantFrom('Lead', 'x\u0000'),
    organization: fc.constantFrom('Nordlicht GmbH', '星河咨询', '新能源研究所'),
    email: fc.constantFrom('a@b.co', 'not-an-email'),
    region: fc.constantFrom('Germany', '德国', 'Atlantis', ''),
    mobile: fc.constantFrom('13812345678', '+49 30 1234567', '123'),
    requiredSampleSize: fc.constantFrom(300, -5, 2 ** 31, 'lots'),
    sampleQuantity: fc.constantFrom(500, 0, '99999999999'),
    articleId: fc.constantFrom(104, 1, 99999),
    helpful: fc.boolean(),
    lang: fc.constantFrom('zh', 'en', 'fr'),
    uuid: fc.constantFrom('visitor-1', 'visitor-2', undefined),
  },
  { requiredKeys: [] },
);
/** Requests that pass their form's rules, so the fuzz also stores (and checks what it stored). */
const text = (min: number, max: number) =>
  fc
    .string({ unit: fc.constantFrom(...'abcdefg 王芳李雷'.split('')), minLength: min, maxLength: max })
    .filter((t) => t.trim().length >= min);
const valid = fc.oneof(
  fc.record({
    variant: fc.constant('contact-modal'),
    type: fc.constant(1),
    name: text(1, 20),
    lastName: text(1, 20),
    jobTitle: text(1, 20),
    email: fc.constant('fuzz@example.com'),
    region: fc.constantFrom('Germany', '德国'),
    message: fc.string({ maxLength: 100 }).map((m) => m.replace(/\p{Cc}/gu, '').replace(/[\ud800-\udfff]/g, '')),
  }),
  fc.record({
    variant: fc.constant('quote-modal'),
    email: fc.constant('q@example.com'),
    sampleQuantity: fc.integer({ min: 1, max: 999_999_999 }),
    tags: fc.constant('{"Demographics":{"Gender":["Female"]}}'),
  }),
  fc.record({
    variant: fc.constant('panel-quote'),
    type: fc.constant(3),
    requiredSampleSize: fc.integer({ min: 1, max: 999_999_999 }),
    name: text(2, 16),
    organization: text(3, 32),
    email: fc.constant('p@example.cn'),
    mobile: fc.constantFrom('13712345678', '+86 137 1234 5678'),
  }),
);

const payload = onTheWire(hostileBodies(FIELDS, value, [valid, plausible]));

const request = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      method: fc.constant('GET'),
      path: fc.constantFrom(...GETS),
      fill: segment,
      query,
      payload: fc.constant(undefined),
      type: fc.constant(undefined),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      method: fc.constant('POST'),
      path: fc.constantFrom(...POSTS),
      fill: segment,
      query,
      payload,
      type: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        '',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      method: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
      path: fc.constantFrom(...GETS, ...POSTS),
      fill: segment,
      query,
      payload,
      type: fc.constant('application/json'),
    }),
  },
);

/** Rows in every table a request may write, in one round trip. */
async function counts(api: TestApi): Promise<number[]> {
  const { rows } = await sql<{
    a: number;
    b: number;
    c: number;
  }>`select (select count(*) from inquiry) as a, (select count(*) from sms_code) as b, (select count(*) from help_feedback) as c`.execute(
    api.db.kysely,
  );
  return [Number(rows[0]!.a), Number(rows[0]!.b), Number(rows[0]!.c)];
}

describeDb(`every endpoint under ${RUNS} generated requests`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({
      CONTACT_LIMIT_PER_10_MINUTES: '100000000',
      RATE_LIMIT_PER_MINUTE: '100000000',
      CONTENT_CACHE_SECONDS: '600',
      SMS_IP_PER_HOUR: '100000000',
      SMS_PHONE_PER_HOUR: '100000000',
    });
  });
  afterAll(() => api.close());

  test('no 5xx, an envelope with a SPEC 8 code on every answer, nothing stored from a refused request', async () => {
    const regions = await api.services.content.knownRegions();
    const started = Date.now();
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const url = `/designer/v1${r.path.replace(/\{\w+\}/, r.fill)}${r.query ? `?${r.query}` : ''}`;
        const writes = r.method === 'POST';
        const before = writes ? await counts(api) : [];
        const res = await api.app.inject({
          method: r.method as never,
          url,
          ...(r.payload !== undefined ? { payload: r.payload } : {}),
          headers: {
            ...(r.type !== undefined ? { 'content-type': r.type } : {}),
            ...(r.method === 'OPTIONS' ? { origin: 'http://localhost:8000', 'access-control-request-method': 'POST' } : {}),
          },
        });
        expect(res.statusCode).toBeLessThan(500);
        if (r.method === 'HEAD' || (r.method === 'OPTIONS' && res.statusCode === 204)) return;
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const answer = res.json() as { code: string; message: string; data: unknown };
        expect(Object.keys(answer).sort()).toEqual(['code', 'data', 'message']);
        expect(CODES).toContain(answer.code);
        if (!writes) return;
        const after = await counts(api);
        if (answer.code !== '00000') {
          expect(after).toEqual(before);
        } else if (r.path === '/home/contact/ask') {
          // Stored only when every rule of its form holds (a robot's request is answered and dropped).
          const sent = JSON.parse(r.payload!) as ContactBody;
          if ((answer.data as { id: number }).id > 0) {
            expect(validateContact(sent, regions)).toEqual({});
            expect(after[0]).toBe(before[0]! + 1);
            stored++;
          } else {
            expect(after[0]).toBe(before[0]);
          }
        }
      }),
      { numRuns: RUNS },
    );
    // How long the suite takes on this store, for the CI budget.
    console.info(
      `api fuzz (${usingPostgres ? 'postgres' : 'sqlite'}): ${RUNS} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ${stored} contact requests stored`,
    );
  }, 600_000);
});
