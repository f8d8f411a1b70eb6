/**
 * With REDIS_URL, rate limits and phone-code counters live in Redis: two replicas share them and a
 * restart keeps them. Skips itself when no Redis answers (REDIS_TEST_URL, default 127.0.0.1:6379).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testApi, type TestApi } from '../test/helpers';

const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

jest.setTimeout(30_000);

describeRedis('limits shared through Redis', () => {
  // A prefix of this run's own: parallel runs and other users of the server never meet these keys.
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '4', CONTACT_LIMIT_PER_10_MINUTES: '100' };
  let redis: Redis;
  const started: TestApi[] = [];
  const replica = async () => {
    const api = await testApi(env);
    started.push(api);
    return api;
  };

  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all(started.map((api) => api.close().catch(() => {})));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  test('two replicas share one per-IP budget, and a restart keeps it', async () => {
    const [a, b] = [await replica(), await replica()];
    const get = (api: TestApi) => api.app.inject({ url: '/designer/v1/home/seo', remoteAddress: '198.51.100.200' });
    const statuses = [
      (await get(a)).statusCode,
      (await get(b)).statusCode,
      (await get(a)).statusCode,
      (await get(b)).statusCode,
      (await get(a)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    await a.close();
    const restarted = await replica();
    expect((await get(restarted)).statusCode).toBe(429);
    expect((await restarted.app.inject({ url: '/designer/v1/home/seo', remoteAddress: '198.51.100.201' })).statusCode).toBe(200);
    expect(await redis.keys(`${prefix}rate:*`)).not.toHaveLength(0);
  });

  test('phone-code counters are shared: a code sent by one replica holds the number on the other, in any spelling', async () => {
    const [a, b] = [await replica(), await replica()];
    const send = (api: TestApi, mobile: string) =>
      api.app.inject({ method: 'POST', url: '/designer/v1/home/sms/code', payload: { mobile }, remoteAddress: '198.51.100.210' });
    expect((await send(a, '13812340001')).json().code).toBe('00000');
    expect((await send(b, '+86 138 1234 0001')).json().code).toBe('A2032');
    await a.close();
    const restarted = await replica();
    expect((await send(restarted, '138-1234-0001')).json().code).toBe('A2032');
    expect(await redis.get(`${prefix}sms:cooldown:+8613812340001`)).toBe('3');
  });
});
