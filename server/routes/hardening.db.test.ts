/**
 * The site API probed as an attacker would (issue 12): phone codes under many spellings, addresses and
 * concurrency; forms named wrongly to skip their rules; hostile rows beside genuine ones in one batch;
 * junk that only looks like text; robots. Runs on SQLite and on PostgreSQL.
 */
import { describeDb, testApi, type TestApi } from '../test/helpers';
import { EMPTY_FIELDS } from '../test/inquiries';

// Hundreds of requests per test; generous on a loaded CI machine.
jest.setTimeout(60_000);

const ASK = '/designer/v1/home/contact/ask';
const SMS = '/designer/v1/home/sms/code';

const contactModal = {
  language: 2,
  type: 1,
  variant: 'contact-modal',
  name: 'Anna',
  lastName: 'Schmidt',
  jobTitle: 'Insights lead',
  email: 'anna@example.de',
  region: 'Germany',
};
const university = (mobile: string, phoneCode: string) => ({
  type: 3,
  variant: 'university',
  name: '李雷',
  school: '复旦大学',
  email: 'll@fudan.example',
  mobile,
  phoneCode,
});

describeDb('phone codes', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await testApi({ CONTACT_LIMIT_PER_10_MINUTES: '100000', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterEach(() => api.close());

  const send = (mobile: string, remoteAddress = '198.51.100.20') =>
    api.app.inject({ method: 'POST', url: SMS, payload: { mobile }, remoteAddress });
  const ask = (payload: object, remoteAddress = '198.51.100.20') => api.app.inject({ method: 'POST', url: ASK, payload, remoteAddress });

  test('one number in any spelling gets one code a minute and five an hour', async () => {
    const spellings = [
      '13812345678',
      '138 1234 5678',
      '138-1234-5678',
      '+86 138 1234 5678',
      '+8613812345678',
      '0086 13812345678',
      '8613812345678',
      '(+86) 138.1234.5678',
      '１３８１２３４５６７８',
    ];
    const answers = await Promise.all(spellings.map((m, i) => send(m, `198.51.100.${30 + i}`)));
    expect(answers.map((r) => r.json().code).filter((c) => c === '00000')).toHaveLength(1);
    expect(api.transport.sent).toEqual([{ mobile: '+8613812345678', code: expect.any(String) }]);
    for (let i = 0; i < 10; i++) {
      api.clock.now += 61_000;
      await send(spellings[i % spellings.length]!, `198.51.100.${60 + i}`);
    }
    expect(api.transport.sent).toHaveLength(5);
  });

  test('a code sent to one spelling verifies under another', async () => {
    await send('+86 139-1234-5678');
    const code = api.transport.last();
    const res = await ask(university('13912345678', code));
    expect(res.json().code).toBe('00000');
  });

  test('rotating addresses inside one IPv6 /64 shares one budget; another /64 has its own', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await send(`1370000${String(i).padStart(4, '0')}`, `2001:db8:aa:bb:${(i + 1).toString(16)}::${i + 7}`);
      codes.push(res.json().code);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('00000'));
    expect(codes.slice(20)).toEqual(Array(5).fill('A2029'));
    expect((await send('13799999999', '2001:db8:aa:cc::1')).json().code).toBe('00000');
    // IPv4 written as IPv4-mapped IPv6 is the same caller.
    for (let i = 0; i < 20; i++) await send(`1360000${String(i).padStart(4, '0')}`, '203.0.113.5');
    expect((await send('13699999999', '::ffff:203.0.113.5')).json().code).toBe('A2029');
  });

  test('20 parallel uses of one code store exactly one request', async () => {
    await send('13912345678');
    const code = api.transport.last();
    const before = await api.services.inquiries.count();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(university('13912345678', code), `198.51.100.${100 + i}`)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === '00000')).toHaveLength(1);
    expect(codes.filter((c) => c === 'A2004')).toHaveLength(19);
    expect(await api.services.inquiries.count()).toBe(before + 1);
  });

  test('wrong guesses sent at once use up the code: the right one after them is refused, and only five count', async () => {
    await send('13912345678');
    const code = api.transport.last();
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = await Promise.all(
      Array.from({ length: 29 }, (_, i) => ask(university('13912345678', wrong(i)), `198.51.100.${100 + i}`)),
    );
    expect(guesses.every((r) => r.json().code === 'A2004')).toBe(true);
    const right = await ask(university('13912345678', code));
    expect(right.json().code).toBe('A2004');
    const [row] = await api.services.smsCodes.forPhone('+8613912345678');
    expect(row).toEqual(expect.objectContaining({ attempts: 5, used: 0 }));
  });

  test('4 wrong guesses, then 50 wrong and the right code in one burst: the right code is refused, every time', async () => {
    const before = await api.services.inquiries.count();
    for (let trial = 0; trial < 10; trial++) {
      const mobile = `1371234${String(5600 + trial)}`;
      await send(mobile, `198.51.100.${200 + trial}`);
      const code = api.transport.last();
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 4; i++) expect((await ask(university(mobile, wrong(i)))).json().code).toBe('A2004');
      const burst = [...Array.from({ length: 50 }, (_, i) => wrong(4 + i)), code];
      const answers = await Promise.all(burst.map((c, i) => ask(university(mobile, c), `198.51.100.${100 + (i % 50)}`)));
      expect(answers.map((r) => r.json().code)).toEqual(Array(51).fill('A2004'));
      const [row] = await api.services.smsCodes.forPhone(`+86${mobile}`);
      // Every guess counted its try before it was compared: five compared, the code never used.
      expect(row).toEqual(expect.objectContaining({ attempts: 5, used: 0 }));
    }
    expect(await api.services.inquiries.count()).toBe(before);
  });

  test('a stored code is an HMAC keyed by the server secret, not a hash of six digits', async () => {
    await send('13912345678');
    const code = api.transport.last();
    const rows = await api.db.kysely.selectFrom('sms_code').select('code_hash').execute();
    const { createHash, createHmac } = await import('node:crypto');
    const secret = await api.db.kysely
      .selectFrom('setting')
      .select('value')
      .where('name', '=', 'sms_code_secret')
      .executeTakeFirstOrThrow();
    expect(secret.value).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(rows[0]!.code_hash).toBe(createHmac('sha256', secret.value).update(`+8613912345678:${code}`).digest('hex'));
    expect((await ask(university('13912345678', code))).json().code).toBe('00000');
  });

  test('with wrong guesses and the right code racing, the right code wins only within the first five tries', async () => {
    await send('13912345678');
    const code = api.transport.last();
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const before = await api.services.inquiries.count();
    const bodies = Array.from({ length: 30 }, (_, i) => (i === 15 ? code : wrong(i)));
    const answers = await Promise.all(bodies.map((c, i) => ask(university('13912345678', c), `198.51.100.${100 + i}`)));
    const stored = (await api.services.inquiries.count()) - before;
    const [row] = await api.services.smsCodes.forPhone('+8613912345678');
    expect(stored).toBe(answers[15]!.json().code === '00000' ? 1 : 0);
    // Accepted only if fewer than five wrong tries had been counted; never more than five counted.
    expect(row!.attempts).toBeLessThanOrEqual(5);
    if (stored === 1) expect(row!.used).toBe(1);
  });
});

describeDb('bypasses are closed', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ CONTACT_LIMIT_PER_10_MINUTES: '100000', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => api.close());

  const ask = (payload: unknown) => api.app.inject({ method: 'POST', url: ASK, payload: payload as object });

  async function refused(payload: unknown, field?: string) {
    const before = await api.services.inquiries.count();
    const res = await ask(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('A0400');
    if (field) expect(res.json().data).toEqual(expect.objectContaining({ [field]: expect.any(String) }));
    expect(await api.services.inquiries.count()).toBe(before);
  }

  test.each(['contact-modal', 'contact-panel', 'contact-page', 'quote-modal', 'sample-zh', 'sample-en', 'panel-quote'])(
    'university fields sent as %s, with no code or a wrong one, are refused',
    async (variant) => {
      const { variant: _v, type: _t, ...fields } = university('13912345678', '000000');
      await refused({ variant, type: variant === 'contact-modal' || variant === 'contact-page' ? 1 : 3, ...fields }, 'school');
      const { phoneCode: _p, ...noCode } = fields;
      await refused({ variant, type: 3, ...noCode }, 'school');
    },
  );

  test('a university request without a variant still needs its code', async () => {
    const { variant: _v, ...body } = university('13912345678', '000000');
    const res = await ask(body);
    expect(res.json().code).toBe('A2004');
    const { phoneCode: _p, ...noCode } = body;
    await refused(noCode, 'phoneCode');
  });

  test('a quote-modal request with type 1 is refused (SPEC 3: fixed 3); the form fixes what is stored', async () => {
    await refused({ variant: 'quote-modal', type: 1, email: 'buyer@example.com' }, 'type');
    const ok = await ask({ variant: 'quote-modal', email: 'buyer@example.com' });
    expect((await api.services.inquiries.findById(ok.json().data.id))?.type).toBe(3);
  });

  test('a field its form does not send is refused', async () => {
    await refused({ ...contactModal, requiredSampleSize: 5 }, 'requiredSampleSize');
    await refused({ ...contactModal, tags: '{}' }, 'tags');
  });

  test.each([
    ['NUL in a name', { ...contactModal, name: 'An\u0000na' }, 'name'],
    ['an escape sequence', { ...contactModal, jobTitle: 'lead\u001b[2J' }, 'jobTitle'],
    ['C1 control', { ...contactModal, lastName: 'Schmidt\u0085' }, 'lastName'],
    ['NUL in the message', { ...contactModal, message: 'hi\u0000' }, 'message'],
    ['only zero-width spaces as a name', { ...contactModal, name: '\u200b\u200b\u200b' }, 'name'],
    ['only a Hangul filler and a BOM', { ...contactModal, lastName: '\u3164\ufeff' }, 'lastName'],
    ['half a surrogate pair', { ...contactModal, name: 'Anna\ud83d' }, 'name'],
    [
      'required sample size above 2^31',
      {
        type: 3,
        variant: 'panel-quote',
        requiredSampleSize: 2 ** 31 + 5,
        name: '韩梅梅',
        organization: '新能源研究所',
        email: 'h@example.cn',
        mobile: '13712345678',
      },
      'requiredSampleSize',
    ],
    [
      'required sample size not a number',
      {
        type: 3,
        variant: 'panel-quote',
        requiredSampleSize: 'lots',
        name: '韩梅梅',
        organization: '新能源研究所',
        email: 'h@example.cn',
        mobile: '13712345678',
      },
      'requiredSampleSize',
    ],
    ['a negative sample quantity', { variant: 'quote-modal', email: 'b@example.com', sampleQuantity: -5 }, 'sampleQuantity'],
    ['a huge sample quantity', { variant: 'quote-modal', email: 'b@example.com', sampleQuantity: '99999999999' }, 'sampleQuantity'],
  ])('%s is refused with A0400', async (_what, body, field) => {
    await refused(body, field);
  });

  test('invalid UTF-8 is refused, not stored as U+FFFD', async () => {
    const before = await api.services.inquiries.count();
    const json = Buffer.concat([
      Buffer.from('{"type":1,"variant":"contact-modal","name":"An'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('na","lastName":"S","jobTitle":"J","email":"a@b.de","region":"Germany"}'),
    ]);
    const res = await api.app.inject({ method: 'POST', url: ASK, headers: { 'content-type': 'application/json' }, payload: json });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'A0400', message: expect.any(String), data: null });
    expect(await api.services.inquiries.count()).toBe(before);
  });

  test('a filled honeypot or a form sent too fast is answered like a success and stored nowhere', async () => {
    const before = await api.services.inquiries.count();
    for (const body of [
      { ...contactModal, website: 'http://spam.example' },
      { ...contactModal, fillMs: 120 },
    ]) {
      const res = await ask(body);
      expect(res.json()).toEqual({ code: '00000', message: 'success', data: { id: 0 } });
    }
    expect(await api.services.inquiries.count()).toBe(before);
    const human = await ask({ ...contactModal, fillMs: 9000, website: '' });
    expect(human.json().data.id).toBeGreaterThan(0);
  });
});

describeDb('one bad row fails only itself', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ CONTACT_LIMIT_PER_10_MINUTES: '100000', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => api.close());

  test('200 valid and hostile requests at once: every valid one stored, none 5xx', async () => {
    const hostile = [
      { ...contactModal, name: 'x\u0000' },
      {
        type: 3,
        variant: 'panel-quote',
        requiredSampleSize: 2 ** 40,
        name: '韩梅梅',
        organization: '新能源研究所',
        email: 'h@example.cn',
        mobile: '13712345678',
      },
      {
        type: 3,
        variant: 'panel-quote',
        requiredSampleSize: 'NaN',
        name: '韩梅梅',
        organization: '新能源研究所',
        email: 'h@example.cn',
        mobile: '13712345678',
      },
      { variant: 'quote-modal', email: 'q@example.com', sampleQuantity: -5 },
      { ...contactModal, message: '\u0000'.repeat(100) },
    ];
    const requests = Array.from({ length: 200 }, (_, i) =>
      i % 4 === 0
        ? { hostile: true, body: hostile[i % hostile.length]! }
        : { hostile: false, body: { ...contactModal, email: `batch-${i}@example.de` } },
    );
    const before = await api.services.inquiries.count();
    const answers = await Promise.all(requests.map((r) => api.app.inject({ method: 'POST', url: ASK, payload: r.body })));
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    answers.forEach((a, i) => expect(a.json().code).toBe(requests[i]!.hostile ? 'A0400' : '00000'));
    expect(await api.services.inquiries.count()).toBe(before + 150);
  });

  test('a row the store refuses inside a batch fails alone', async () => {
    // Past the boundary checks on purpose: a value only the database refuses.
    const insert = api.services.inquiries.insert.bind(api.services.inquiries);
    const row = (email: string, extra: object = {}) =>
      ({
        variant: 'contact-modal',
        language: 2,
        type: 1,
        ...EMPTY_FIELDS,
        email,
        name: 'A',
        ...extra,
      }) as Parameters<typeof insert>[0];
    const bad = row('bad@example.com', { variant: null });
    const results = await Promise.allSettled([insert(row('one@example.com')), insert(bad), insert(row('two@example.com'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
