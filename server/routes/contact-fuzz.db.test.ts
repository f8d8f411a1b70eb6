import fc from 'fast-check';
import { CONTACT_FIELDS, ENVELOPE_FIELDS, HONEYPOT_FIELD, validateContact, type ContactBody } from '../../contract/contact';
import { hostileBodies, onTheWire } from '../test/arbitraries';
import { describeDb, testApi, usingPostgres, type TestApi } from '../test/helpers';

// The contract's fields, without the anti-automation pair (a filled honeypot or a fast fill is dropped, not refused).
const FIELDS = [...Object.keys(ENVELOPE_FIELDS), ...Object.keys(CONTACT_FIELDS)].filter((f) => f !== HONEYPOT_FIELD && f !== 'fillMs');

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    "'; drop table inquiry; --",
    '=HYPERLINK("http://x")',
    '\u0000\u202e',
    '{"__proto__":{"admin":true}}',
    'a@b.co',
    '13812345678',
    'Germany',
    '{}',
    '{"a":{"b":["c"]}}',
    ' '.repeat(10),
  ),
  fc.string({ minLength: 190, maxLength: 260 }),
);

const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

// Known fields with hostile values, sometimes with a stray field; as JSON, truncated JSON or any text.
const text = onTheWire(hostileBodies(FIELDS, hostileValue));

describeDb('contact/ask under random and hostile bodies', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ CONTACT_LIMIT_PER_10_MINUTES: '1000000', RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(() => api.close());

  test('never answers 5xx, and stores a row only for a valid request', async () => {
    const regions = await api.services.content.knownRegions();
    await fc.assert(
      fc.asyncProperty(text, async (payload) => {
        const before = await api.services.inquiries.count();
        const res = await api.app.inject({
          method: 'POST',
          url: '/designer/v1/home/contact/ask',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode).toBeLessThan(500);
        const answer = res.json();
        const after = await api.services.inquiries.count();
        if (answer.code === '00000') {
          // Only a body that passes every rule of its form may be stored.
          expect(validateContact(JSON.parse(payload) as ContactBody, regions)).toEqual({});
          expect(after).toBe(before + 1);
        } else {
          expect(['A0400', 'A2004']).toContain(answer.code);
          expect(after).toBe(before);
        }
      }),
      { numRuns: usingPostgres ? 800 : 1500 },
    );
  }, 120_000);

  test('valid requests built from parts are all stored', async () => {
    const email = fc.constantFrom('a@b.co', 'li.wei@askora.example', 'x+y@sub.example.com');
    const valid = fc.record({
      type: fc.constant(3),
      email,
      sampleQuantity: fc.integer({ min: 1, max: 100000 }),
      tags: fc
        .dictionary(
          fc.string({ minLength: 1, maxLength: 8 }),
          fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }), { maxKeys: 3 }),
          { maxKeys: 3 },
        )
        .map((t) => JSON.stringify(t)),
      message: fc.string({ maxLength: 200 }),
    });
    await fc.assert(
      fc.asyncProperty(valid, async (payload) => {
        const before = await api.services.inquiries.count();
        const res = await api.app.inject({ method: 'POST', url: '/designer/v1/home/contact/ask', payload });
        expect(res.json().code).toBe('00000');
        const row = await api.services.inquiries.findById(res.json().data.id);
        expect(row?.tags).toBe(payload.tags);
        expect(await api.services.inquiries.count()).toBe(before + 1);
      }),
      { numRuns: usingPostgres ? 150 : 300 },
    );
  }, 120_000);
});
