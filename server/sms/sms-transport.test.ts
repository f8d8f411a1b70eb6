/**
 * The gateways' configuration and the development transports: which providers each region gets, a
 * provider named without its settings stops the start, the log transport shows a code only when asked
 * for by name outside production (read from the pino output), and the router tries the next provider
 * only when one is unavailable.
 */
import Fastify from 'fastify';
import { loadConfig, productionProblems } from '../config';
import { loadSmsGateways } from './gateway-config';
import { SmsRefused, SmsUnavailable } from './sms-errors';
import { RoutedSmsTransport, regionOf } from './sms-router';
import { createSmsTransport } from './sms-transport';
import type { SmsTransport } from './transport-type';

/** A pino logger (Fastify's) whose lines are kept. */
function capturedLog() {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } });
  return { log: app.log, text: () => lines.join('') };
}

describe('configuration', () => {
  test('without any setting: the log for both regions; with SMS_OUTBOX: its file', () => {
    expect(loadSmsGateways({})).toMatchObject({ mainland: ['log'], international: ['log'], logShowsCodes: false });
    expect(loadSmsGateways({ SMS_OUTBOX: 'x.jsonl' })).toMatchObject({ mainland: ['file'], international: ['file'] });
  });

  test('SMS_PROVIDER for both regions; a region’s own variable wins', () => {
    expect(loadSmsGateways({ SMS_PROVIDER: 'Tencent, aliyun' })).toMatchObject({
      mainland: ['tencent', 'aliyun'],
      international: ['tencent', 'aliyun'],
    });
    expect(loadSmsGateways({ SMS_PROVIDER: 'aliyun', SMS_INTERNATIONAL_PROVIDERS: 'twilio' })).toMatchObject({
      mainland: ['aliyun'],
      international: ['twilio'],
    });
  });

  test('an unknown provider is named in the error', () => {
    expect(() => loadSmsGateways({ SMS_MAINLAND_PROVIDERS: 'aliyun,yunpian' })).toThrow(
      "SMS_MAINLAND_PROVIDERS: unknown SMS provider 'yunpian'",
    );
  });

  test('a provider named without its settings: the start stops and says what to set (also in production’s checks)', () => {
    const config = loadConfig({ SMS_PROVIDER: 'aliyun', SMS_ALIYUN_ACCESS_KEY_ID: 'LTAI5t', SMS_ALIYUN_SIGN_NAME: '问途问卷' });
    expect(() => createSmsTransport(config)).toThrow(/set SMS_ALIYUN_ACCESS_KEY_SECRET, SMS_ALIYUN_TEMPLATE_CODE/);
    expect(productionProblems({ ...config, sms: { ...config.sms, codeSecret: 'k' } }, { NODE_ENV: 'production' })).toEqual([
      'SMS providers are named without their settings: set SMS_ALIYUN_ACCESS_KEY_SECRET, SMS_ALIYUN_TEMPLATE_CODE',
    ]);
  });

  test('+86 is the mainland; Hong Kong, Taiwan and the rest are international', () => {
    expect(['+8613912345678', '+85291234567', '+886912345678', '+447700900123'].map(regionOf)).toEqual([
      'mainland',
      'international',
      'international',
      'international',
    ]);
  });
});

describe('the log transport never writes a code unless asked for, and never in production', () => {
  test.each([
    ['by default', {}, false],
    ['SMS_PROVIDER=log in development', { SMS_PROVIDER: 'log' }, true],
    ['SMS_MAINLAND_PROVIDERS=log in development', { SMS_MAINLAND_PROVIDERS: 'log' }, true],
    ['SMS_PROVIDER=log with NODE_ENV=production', { SMS_PROVIDER: 'log', NODE_ENV: 'production' }, false],
  ])('%s', async (_, env, shown) => {
    const { log, text } = capturedLog();
    const sms = createSmsTransport(loadConfig(env));
    sms.bindLogger(log);
    await sms.transport.send('+8613912345678', '604152');
    expect(text()).toContain('+86139****5678');
    expect(text()).not.toContain('13912345678');
    if (shown) expect(text()).toContain('[DEVELOPMENT ONLY, SMS_PROVIDER=log] sms code for +86139****5678: 604152');
    else expect(text()).not.toContain('604152');
  });
});

describe('failover', () => {
  const provider = (behaviour: 'ok' | 'unavailable' | 'refused' | 'throws') => {
    const sent: string[] = [];
    const transport: SmsTransport = {
      send: async (mobile) => {
        if (behaviour === 'unavailable') throw new SmsUnavailable('x', 'InternalError', 'down');
        if (behaviour === 'refused') throw new SmsRefused('x', 'dailyLimit', 'LimitExceeded.PhoneNumberDailyLimit');
        if (behaviour === 'throws') throw new TypeError('unexpected');
        sent.push(mobile);
      },
    };
    return { sent, transport };
  };

  test('unavailable or an unexpected error: the next provider sends; a refusal: nobody else is asked', async () => {
    const { log } = capturedLog();
    const [a, b, c] = [provider('unavailable'), provider('throws'), provider('ok')];
    const routed = new RoutedSmsTransport(
      {
        mainland: [
          { name: 'aliyun', transport: a.transport },
          { name: 'tencent', transport: b.transport },
          { name: 'twilio', transport: c.transport },
        ],
        international: [],
      },
      () => log,
    );
    await routed.send('+8613912345678', '604152');
    expect(c.sent).toEqual(['+8613912345678']);

    const [refusing, spare] = [provider('refused'), provider('ok')];
    const strict = new RoutedSmsTransport(
      {
        mainland: [
          { name: 'aliyun', transport: refusing.transport },
          { name: 'tencent', transport: spare.transport },
        ],
        international: [],
      },
      () => log,
    );
    await expect(strict.send('+8613912345678', '604152')).rejects.toBeInstanceOf(SmsRefused);
    expect(spare.sent).toEqual([]);
  });

  test('a region without providers: unavailable', async () => {
    const { log } = capturedLog();
    await expect(
      new RoutedSmsTransport({ mainland: [], international: [] }, () => log).send('+447700900123', '604152'),
    ).rejects.toBeInstanceOf(SmsUnavailable);
  });
});
