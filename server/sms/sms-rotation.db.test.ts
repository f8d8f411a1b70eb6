/**
 * Rotating SMS_CODE_SECRET: codes sent under the previous key still match for their lifetime when it is
 * given as SMS_CODE_SECRET_PREVIOUS, and not without it; a guess counts one try whatever the keys. A
 * deployment that declares production refuses to start without the key set outside the database.
 */
import { assertProductionReady, loadConfig, productionProblems } from '../config';
import { createServices, type Services } from '../services';
import { describeDb, RecordingTransport, testApi, type TestApi } from '../test/helpers';

describeDb('rotating the phone codes’ key', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await testApi({ SMS_CODE_SECRET: 'old-key-0123456789abcdef' });
  });
  afterEach(() => api.close());

  /** The API restarted on the same database with `env`: a service of its own, the same clock. */
  const restarted = (env: Record<string, string>): Services =>
    createServices(loadConfig({ ...env, DATABASE_URL: api.databaseUrl }), api.db, new RecordingTransport(), () => api.clock.now);

  test('a code sent before the rotation is accepted with the previous key given, refused without it', async () => {
    await api.services.sms.send('13912345678', '198.51.100.1');
    const before = api.transport.last();
    await expect(restarted({ SMS_CODE_SECRET: 'new-key-fedcba9876543210' }).sms.consume('13912345678', before)).rejects.toMatchObject({
      code: 'A2004',
    });

    api.clock.now += 61_000;
    await api.services.sms.send('13912345678', '198.51.100.1');
    const code = api.transport.last();
    const rotated = restarted({ SMS_CODE_SECRET: 'new-key-fedcba9876543210', SMS_CODE_SECRET_PREVIOUS: 'old-key-0123456789abcdef' });
    await expect(rotated.sms.consume('13912345678', code)).resolves.toBeUndefined();
    // Used: it serves one request.
    await expect(rotated.sms.consume('13912345678', code)).rejects.toMatchObject({ code: 'A2004' });

    // New codes are stored under the new key: the old key alone no longer checks them.
    const transport = new RecordingTransport();
    api.clock.now += 61_000;
    await createServices(
      loadConfig({ SMS_CODE_SECRET: 'new-key-fedcba9876543210', DATABASE_URL: api.databaseUrl }),
      api.db,
      transport,
      () => api.clock.now,
    ).sms.send('13912345678', '198.51.100.1');
    await expect(api.services.sms.consume('13912345678', transport.last())).rejects.toMatchObject({ code: 'A2004' });
  });

  test('with two keys a guess still counts one try: five wrong guesses use the code up', async () => {
    await api.services.sms.send('13912345678', '198.51.100.1');
    const code = api.transport.last();
    const rotated = restarted({ SMS_CODE_SECRET: 'new-key-fedcba9876543210', SMS_CODE_SECRET_PREVIOUS: 'old-key-0123456789abcdef' });
    for (let i = 1; i <= 5; i++) {
      const wrong = String((Number(code) + i) % 1_000_000).padStart(6, '0');
      await expect(rotated.sms.consume('13912345678', wrong)).rejects.toMatchObject({ code: 'A2004' });
    }
    await expect(rotated.sms.consume('13912345678', code)).rejects.toMatchObject({ code: 'A2004' });
    expect((await api.services.smsCodes.forPhone('+8613912345678'))[0]).toMatchObject({ attempts: 5, used: 0 });
  });
});

test('production refuses to start without SMS_CODE_SECRET, and says what to set', () => {
  const bare = loadConfig({});
  expect(productionProblems(bare, {})).toEqual([]);
  expect(productionProblems(bare, { NODE_ENV: 'development' })).toEqual([]);
  expect(() => assertProductionReady(bare, { NODE_ENV: 'production' })).toThrow(
    /refusing to start in production[\s\S]*SMS_CODE_SECRET is not set[\s\S]*openssl rand -hex 32[\s\S]*SMS_CODE_SECRET_PREVIOUS/,
  );
  expect(productionProblems(loadConfig({ SMS_CODE_SECRET: 'k' }), { NODE_ENV: 'production' })).toEqual([]);
});
