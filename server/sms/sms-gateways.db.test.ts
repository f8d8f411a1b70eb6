/**
 * The phone codes through the real gateways' SDKs, each against its local fake (signatures checked):
 * +86 numbers go to the mainland providers, others to the international one; an unreachable provider
 * hands over to the next, a refusal does not and answers its SPEC 8 code; and whatever happens, no
 * code is written to the server's log (every pino line of the API captured).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createServices, type Services } from '../services';
import { describeDb, testApi, type TestApi } from '../test/helpers';
import { startAliyunFake, type AliyunFake } from './fakes/aliyun-fake';
import { startTencentFake, type TencentFake } from './fakes/tencent-fake';
import { startTwilioFake, type TwilioFake } from './fakes/twilio-fake';
import { createSmsTransport } from './sms-transport';

const SEND = '/designer/v1/home/sms/code';

describeDb('SMS gateways: routing, failover, refusals, and no code in the log', () => {
  let base: TestApi;
  let aliyun: AliyunFake;
  let tencent: TencentFake;
  let twilio: TwilioFake;
  let app: FastifyInstance;
  let services: Services;
  let logLines: string[];

  /** The API with gateways as `env` adds to the fakes' settings, its log captured line by line. */
  async function start(env: Record<string, string> = {}) {
    const config = loadConfig({
      DATABASE_URL: base.databaseUrl,
      SMS_MAINLAND_PROVIDERS: 'aliyun,tencent',
      SMS_INTERNATIONAL_PROVIDERS: 'twilio',
      SMS_ALIYUN_ACCESS_KEY_ID: 'LTAI5tQ8fictionalKeyId',
      SMS_ALIYUN_ACCESS_KEY_SECRET: 'aliyun-secret',
      SMS_ALIYUN_SIGN_NAME: '问途问卷',
      SMS_ALIYUN_TEMPLATE_CODE: 'SMS_480215637',
      SMS_ALIYUN_ENDPOINT: aliyun.origin,
      SMS_TENCENT_SECRET_ID: 'AKIDfictional',
      SMS_TENCENT_SECRET_KEY: 'tencent-secret',
      SMS_TENCENT_SDK_APP_ID: '1400812345',
      SMS_TENCENT_SIGN_NAME: '问途问卷',
      SMS_TENCENT_TEMPLATE_ID: '1984321',
      SMS_TENCENT_ENDPOINT: `http://sms.localhost:${tencent.port}`,
      SMS_TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      SMS_TWILIO_AUTH_TOKEN: 'twilio-token',
      SMS_TWILIO_FROM: '+15005550006',
      SMS_TWILIO_ENDPOINT: twilio.origin,
      SMS_GATEWAY_TIMEOUT_MS: '3000',
      ...env,
    });
    const sms = createSmsTransport(config);
    services = createServices(config, base.db, sms.transport, () => base.clock.now);
    logLines = [];
    app = await buildApp(services, { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } });
    await app.ready();
    sms.bindLogger(app.log);
  }

  // One seeded database for the suite; each test's services count their limits afresh (in memory).
  beforeAll(async () => {
    base = await testApi();
  });
  afterAll(() => base.close());
  beforeEach(async () => {
    aliyun = await startAliyunFake('LTAI5tQ8fictionalKeyId', 'aliyun-secret');
    tencent = await startTencentFake('AKIDfictional', 'tencent-secret');
    twilio = await startTwilioFake('AC0123456789abcdef0123456789abcdef', 'twilio-token');
  });
  afterEach(async () => {
    // Every code any fake received: none of them may be in the log, whatever the test did.
    const codes = [
      ...aliyun.received.map((r) => (r.params.TemplateParam as { code?: string } | null)?.code),
      ...tencent.received.map((r) => (r.params.TemplateParamSet as string[] | undefined)?.[0]),
      ...twilio.received.map((r) => /\d{6}/.exec(String(r.params.Body))?.[0]),
    ].filter((c): c is string => typeof c === 'string');
    const log = logLines.join('');
    for (const code of codes) expect(log).not.toContain(code);
    await app?.close();
    await Promise.all([aliyun.close(), tencent.close(), twilio.close()]);
  });

  const send = (mobile: string, ip = '198.51.100.7') => app.inject({ method: 'POST', url: SEND, payload: { mobile }, remoteAddress: ip });
  const codeOf = (received: AliyunFake['received']) => (received.at(-1)?.params.TemplateParam as { code: string }).code;

  test('a +86 number goes to Alibaba Cloud; the code it carries is the one the form accepts', async () => {
    await start();
    const answer = await send('139 1234 5678');
    expect(answer.json()).toMatchObject({ code: '00000', data: { expiresIn: 300, resendIn: 60 } });
    expect(aliyun.received).toEqual([
      expect.objectContaining({ signature: 'valid', params: expect.objectContaining({ PhoneNumbers: '13912345678' }) }),
    ]);
    expect(tencent.received).toHaveLength(0);
    expect(twilio.received).toHaveLength(0);
    await expect(services.sms.consume('13912345678', codeOf(aliyun.received))).resolves.toBeUndefined();
  });

  test('any other number goes to Twilio in E.164', async () => {
    await start();
    await services.sms.send('+44 7700 900123', '198.51.100.7');
    expect(twilio.received).toEqual([
      expect.objectContaining({ signature: 'valid', params: expect.objectContaining({ To: '+447700900123' }) }),
    ]);
    expect(aliyun.received).toHaveLength(0);
  });

  test.each([
    ['a server error', { next: 'serverError' as const }, {}],
    ['throttling as a whole', { next: 'throttled' as const }, {}],
    ['a wrong secret', {}, { SMS_ALIYUN_ACCESS_KEY_SECRET: 'rotated-away' }],
  ])('Alibaba Cloud failing with %s: Tencent Cloud sends the code, the log says so', async (_, aliyunState, env) => {
    Object.assign(aliyun, aliyunState);
    await start(env);
    expect((await send('13912345678')).json()).toMatchObject({ code: '00000' });
    expect(aliyun.received).toHaveLength(1);
    expect(tencent.received).toEqual([
      expect.objectContaining({ signature: 'valid', params: expect.objectContaining({ PhoneNumberSet: ['+8613912345678'] }) }),
    ]);
    const log = logLines.join('');
    expect(log).toContain('sms: aliyun unavailable, trying tencent');
    expect(log).toContain('sms: sent by tencent after aliyun failed');
    expect(log).toContain('+86139****5678');
    expect(log).not.toContain('13912345678');
  });

  test.each([
    ['its daily limit', 'dayLimit', 429, 'A2030'],
    ['its hourly limit', 'hourLimit', 429, 'A2029'],
    ['its per-minute limit', 'minuteLimit', 429, 'A2032'],
    ['an invalid number', 'invalidNumber', 200, 'A2001'],
    ['an unapproved template', 'templateIllegal', 200, 'A2003'],
  ] as const)('Alibaba Cloud refusing with %s (%s): no failover, answered %i %s', async (_, next, status, code) => {
    aliyun.next = next;
    await start();
    const answer = await send('13912345678');
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ code });
    expect(tencent.received).toHaveLength(0);
    expect(logLines.join('')).toContain('sms: aliyun refused the message');
  });

  test('Tencent Cloud first: its number on the block list answers A2001, not a try at Alibaba Cloud', async () => {
    tencent.next = 'blacklisted';
    await start({ SMS_MAINLAND_PROVIDERS: 'tencent,aliyun' });
    expect((await send('13912345678')).json()).toMatchObject({ code: 'A2001' });
    expect(aliyun.received).toHaveLength(0);
  });

  test('every provider of the region unreachable: A2003, counted as failed', async () => {
    aliyun.next = 'serverError';
    tencent.next = 'internalError';
    await start();
    expect((await send('13912345678')).json()).toMatchObject({ code: 'A2003' });
    expect(logLines.join('')).toContain('sms: tencent unavailable, no other provider for mainland numbers');
    const metrics = await services.metrics.registry.metrics();
    expect(metrics).toMatch(/site_sms_codes_total\{outcome="failed",reason="A2003"\} 1/);
  });

  test('health names the providers and says the codes reach phones', async () => {
    await start({ NODE_ENV: 'production' });
    const health = (await app.inject('/designer/v1/home/health')).json();
    expect(health.data).toMatchObject({
      status: 'ok',
      sms: { mainland: ['aliyun', 'tencent'], international: ['twilio'], delivered: true },
    });
    expect(logLines.join('')).toContain('sms: phone codes go through these providers');
  });

  test('production with no real gateway for a region: a loud error at start, health degraded', async () => {
    await start({ NODE_ENV: 'production', SMS_INTERNATIONAL_PROVIDERS: 'log' });
    const warning = logLines
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => l.msg.includes('NO SMS GATEWAY IN PRODUCTION'));
    expect(warning).toMatchObject({ level: 50, msg: expect.stringContaining('phone codes for international numbers reach no phone') });
    const health = (await app.inject('/designer/v1/home/health')).json();
    expect(health.data).toMatchObject({
      status: 'degraded',
      sms: { mainland: ['aliyun', 'tencent'], international: ['log'], delivered: false },
    });
  });

  test('the same configuration outside production: health ok, still saying the codes do not reach phones', async () => {
    await start({ SMS_INTERNATIONAL_PROVIDERS: 'log' });
    const health = (await app.inject('/designer/v1/home/health')).json();
    expect(health.data).toMatchObject({ status: 'ok', sms: { international: ['log'], delivered: false } });
    expect(logLines.join('')).not.toContain('NO SMS GATEWAY');
  });
});
