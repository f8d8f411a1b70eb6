/**
 * The Tencent Cloud transport, through the official SDK, against a local fake of SendSms that checks
 * the TC3-HMAC-SHA256 signature as documented: the parameters arrive mapped, each answer becomes a
 * delivery, a refusal with its reason or an unavailable gateway, and a wrong secret is refused.
 */
import { loadSmsGateways } from '../gateway-config';
import { startTencentFake, type TencentFake } from '../fakes/tencent-fake';
import { SmsRefused, SmsUnavailable } from '../sms-errors';
import { TencentSmsTransport } from './tencent';

const SECRET_ID = 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3fictional';
const SECRET_KEY = 'Gu5t9xGARNpq86cd98joQYCN3fictional';

let fake: TencentFake;
beforeEach(async () => {
  fake = await startTencentFake(SECRET_ID, SECRET_KEY);
});
afterEach(() => fake.close());

const transport = (secretKey = SECRET_KEY, env: Record<string, string> = {}) =>
  new TencentSmsTransport(
    loadSmsGateways({
      SMS_TENCENT_SECRET_ID: SECRET_ID,
      SMS_TENCENT_SECRET_KEY: secretKey,
      SMS_TENCENT_SDK_APP_ID: '1400812345',
      SMS_TENCENT_SIGN_NAME: '问途问卷',
      SMS_TENCENT_TEMPLATE_ID: '1984321',
      // The SDK signs the service named by the endpoint's first label: `sms`, also for the fake.
      SMS_TENCENT_ENDPOINT: `http://sms.localhost:${fake.port}`,
      ...env,
    }).tencent,
    5,
    3000,
  );

test('a signed SendSms with the app, signature name, template and code: delivered', async () => {
  await expect(transport().send('+8613912345678', '482913')).resolves.toBeUndefined();
  expect(fake.received).toHaveLength(1);
  expect(fake.received[0]).toMatchObject({
    signature: 'valid',
    problem: '',
    params: {
      PhoneNumberSet: ['+8613912345678'],
      SmsSdkAppId: '1400812345',
      SignName: '问途问卷',
      TemplateId: '1984321',
      TemplateParamSet: ['482913'],
    },
  });
});

test('a template with the code and its lifetime gets both, in order', async () => {
  await transport(SECRET_KEY, { SMS_TENCENT_TEMPLATE_PARAMS: 'code,minutes' }).send('+8613912345678', '482913');
  expect(fake.received[0]?.params).toMatchObject({ TemplateParamSet: ['482913', '5'] });
});

test('a wrong SecretKey: the fake refuses the signature and nothing is sent', async () => {
  const error = await transport('not-the-secret-key')
    .send('+8613912345678', '482913')
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SmsUnavailable);
  expect(error).toMatchObject({ provider: 'tencent', providerCode: 'AuthFailure.SignatureFailure' });
  expect(fake.received).toEqual([expect.objectContaining({ signature: 'invalid', problem: 'signature does not match' })]);
});

test.each([
  ['dailyLimit', 'dailyLimit', 'LimitExceeded.PhoneNumberDailyLimit'],
  ['hourLimit', 'hourlyLimit', 'LimitExceeded.PhoneNumberOneHourLimit'],
  ['thirtySecondLimit', 'frequencyLimit', 'LimitExceeded.PhoneNumberThirtySecondLimit'],
  ['blacklisted', 'blockedNumber', 'FailedOperation.PhoneNumberInBlacklist'],
  ['invalidNumber', 'invalidNumber', 'InvalidParameterValue.IncorrectPhoneNumber'],
  ['templateUnapproved', 'notApproved', 'FailedOperation.TemplateIncorrectOrUnapproved'],
] as const)('answer %s: refused as %s', async (outcome, reason, providerCode) => {
  fake.next = outcome;
  const error = await transport()
    .send('+8613912345678', '482913')
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SmsRefused);
  expect(error).toMatchObject({ provider: 'tencent', reason, providerCode });
  expect(fake.received[0]?.signature).toBe('valid');
});

test.each([
  ['throttled', 'RequestLimitExceeded'],
  ['internalError', 'InternalError.OtherError'],
] as const)('answer %s: unavailable (the next provider is tried)', async (outcome, providerCode) => {
  fake.next = outcome;
  const error = await transport()
    .send('+8613912345678', '482913')
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SmsUnavailable);
  expect(error).toMatchObject({ provider: 'tencent', providerCode });
  expect(fake.received).toHaveLength(1);
});

test('no gateway listening: unavailable', async () => {
  await fake.close();
  await expect(transport().send('+8613912345678', '482913')).rejects.toBeInstanceOf(SmsUnavailable);
});
