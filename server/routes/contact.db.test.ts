import { describeDb, testApi, type TestApi } from '../test/helpers';

const ASK = '/designer/v1/home/contact/ask';

describeDb('POST /contact/ask', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi();
  });
  afterAll(() => api.close());

  const ask = (payload: object, headers: Record<string, string> = {}) => api.app.inject({ method: 'POST', url: ASK, payload, headers });

  test('a valid English contact request is stored durably and answered with its id', async () => {
    const res = await ask(
      {
        language: 2,
        type: 1,
        name: 'Anna',
        lastName: 'Schmidt',
        organization: 'Nordlicht GmbH',
        jobTitle: 'Head of insights',
        email: ' anna@nordlicht.example ',
        region: 'Germany',
        mobile: '+49 30 1234567',
        message: 'We need 1,200 completes of car owners in DACH.',
        page: '/en/product',
        uuid: 'lq3k2x-8812',
      },
      { 'user-agent': 'jest' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ code: '00000', message: 'success', data: { id: expect.any(Number) } });
    const row = await api.services.inquiries.findById(body.data.id);
    expect(row).toEqual(
      expect.objectContaining({
        variant: 'contact-modal',
        language: 2,
        type: 1,
        name: 'Anna',
        last_name: 'Schmidt',
        email: 'anna@nordlicht.example',
        region: 'Germany',
        message: 'We need 1,200 completes of car owners in DACH.',
        page: '/en/product',
        uuid: 'lq3k2x-8812',
        user_agent: 'jest',
      }),
    );
    expect(Date.parse(row!.created_at)).not.toBeNaN();
  });

  test('the overseas quote modal stores sample quantity, tags and extend', async () => {
    const tags = JSON.stringify({ Demographics: { Gender: ['Female'], Age: ['23-35'] } });
    const extend = JSON.stringify({ selected: ['Demographics'], region: 'United States' });
    const res = await ask({ language: 2, type: 3, email: 'buyer@example.com', sampleQuantity: 1500, tags, extend, region: '' });
    expect(res.json().code).toBe('00000');
    const row = await api.services.inquiries.findById(res.json().data.id);
    expect(row).toEqual(expect.objectContaining({ variant: 'quote-modal', sample_quantity: 1500, tags, extend, region: null }));
  });

  test('invalid input answers A0400 with a message key per field and stores nothing', async () => {
    const before = await api.services.inquiries.count();
    const res = await ask({ language: 2, type: 1, name: '', email: 'not-an-email', mobile: '123', region: 'Atlantis' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'A0400',
      message: expect.any(String),
      data: {
        name: 'validation.required',
        lastName: 'validation.required',
        jobTitle: 'validation.required',
        email: 'validation.email',
        mobile: 'validation.phoneLength',
        region: 'validation.region',
      },
    });
    expect(await api.services.inquiries.count()).toBe(before);
  });

  test('the Chinese sample form applies its own lengths', async () => {
    const res = await ask({ type: 3, page: '/sample', name: '王', organization: '星河', email: 'w@x.cn', mobile: '13812345678' });
    expect(res.json().data).toEqual({ name: 'validation.length2to16', organization: 'validation.length3to32' });
  });

  test('the panel quote form stores the required sample size', async () => {
    const res = await ask({
      type: 3,
      requiredSampleSize: 300,
      name: '韩梅梅',
      organization: '新能源研究所',
      email: 'h@example.cn',
      mobile: '13712345678',
    });
    expect(res.json().code).toBe('00000');
    expect(await api.services.inquiries.findById(res.json().data.id)).toEqual(
      expect.objectContaining({ variant: 'panel-quote', required_sample_size: 300 }),
    );
  });

  describe('university form with a phone code', () => {
    const mobile = '13912345678';
    const form = (phoneCode: string) => ({
      type: 3,
      name: '李雷',
      school: '复旦大学',
      email: 'll@fudan.example',
      mobile,
      phoneCode,
      requirement: '本科生样本 300 份',
    });

    test('a wrong code answers A2004 and stores nothing; the right one stores and is used up', async () => {
      const sent = await api.app.inject({ method: 'POST', url: '/designer/v1/home/sms/code', payload: { mobile } });
      expect(sent.json()).toEqual({ code: '00000', message: 'success', data: { expiresIn: 300, resendIn: 60 } });
      const code = api.transport.last();
      const before = await api.services.inquiries.count();
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await ask(form(wrong))).json().code).toBe('A2004');
      expect(await api.services.inquiries.count()).toBe(before);
      const right = await ask(form(code));
      expect(right.json().code).toBe('00000');
      expect(await api.services.inquiries.findById(right.json().data.id)).toEqual(
        expect.objectContaining({ variant: 'university', school: '复旦大学', requirement: '本科生样本 300 份' }),
      );
      // A code works once.
      expect((await ask(form(code))).json().code).toBe('A2004');
    });

    test('an expired code answers A2004', async () => {
      api.clock.now += 120_000;
      await api.app.inject({ method: 'POST', url: '/designer/v1/home/sms/code', payload: { mobile } });
      const code = api.transport.last();
      api.clock.now += 301_000;
      expect((await ask(form(code))).json().code).toBe('A2004');
    });

    test('five wrong tries use a code up', async () => {
      api.clock.now += 120_000;
      await api.app.inject({ method: 'POST', url: '/designer/v1/home/sms/code', payload: { mobile } });
      const code = api.transport.last();
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++) expect((await ask(form(wrong))).json().code).toBe('A2004');
      expect((await ask(form(code))).json().code).toBe('A2004');
    });
  });
});

describeDb('POST /sms/code limits', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await testApi();
  });
  afterEach(() => api.close());

  const send = (mobile: string, remoteAddress = '127.0.0.1') =>
    api.app.inject({ method: 'POST', url: '/designer/v1/home/sms/code', payload: { mobile }, remoteAddress });

  test('an invalid number answers A0400 with the field', async () => {
    expect((await send('12345')).json()).toEqual(expect.objectContaining({ code: 'A0400', data: { mobile: 'validation.phone' } }));
  });

  test('a second code within 60 s answers A2032; after 60 s it is sent', async () => {
    expect((await send('13800000001')).json().code).toBe('00000');
    expect((await send('13800000001')).json().code).toBe('A2032');
    api.clock.now += 61_000;
    expect((await send('13800000001')).json().code).toBe('00000');
    expect(api.transport.sent).toHaveLength(2);
  });

  test('more than 5 codes an hour for one phone answer A2029', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send('13800000002')).json().code).toBe('00000');
      api.clock.now += 61_000;
    }
    expect((await send('13800000002')).json().code).toBe('A2029');
    api.clock.now += 3600_000;
    expect((await send('13800000002')).json().code).toBe('00000');
  });

  test('more than 20 codes an hour from one address answer A2029', async () => {
    for (let i = 0; i < 20; i++) expect((await send(`1370000${String(i).padStart(4, '0')}`, '198.51.100.7')).json().code).toBe('00000');
    expect((await send('13799999999', '198.51.100.7')).json().code).toBe('A2029');
    expect((await send('13799999999', '198.51.100.8')).json().code).toBe('00000');
  });

  test('a failing transport answers A2003', async () => {
    api.transport.failing = true;
    expect((await send('13800000003')).json()).toEqual({ code: 'A2003', message: expect.any(String), data: null });
  });
});
