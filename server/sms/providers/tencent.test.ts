/**
 * The Tencent Cloud transport, through the official SDK, against a local fake of SendSms that checks
 * the TC3-HMAC-SHA256 signature as documented: the parameters arrive mapped, each answer becomes a
 * delivery, a refusal with its reason or an unavailable gateway, and a wrong secret is refused.
 */
import { loadSmsGateways } from '../gateway-config';
import { startTencentFake, type TencentFake } from '../fakes/tencent-fake';
import { providerContract } from '../fakes/provider-contract';
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

providerContract({
  provider: 'tencent',
  fake: () => fake,
  transport: (secret) => transport(secret),
  phone: '+8613912345678',
  wrongSecret: { secret: 'not-the-secret-key', providerCode: 'AuthFailure.SignatureFailure', problem: 'signature does not match' },
  refusals: [
    ['dailyLimit', 'dailyLimit', 'LimitExceeded.PhoneNumberDailyLimit'],
    ['hourLimit', 'hourlyLimit', 'LimitExceeded.PhoneNumberOneHourLimit'],
    ['thirtySecondLimit', 'frequencyLimit', 'LimitExceeded.PhoneNumberThirtySecondLimit'],
    ['blacklisted', 'blockedNumber', 'FailedOperation.PhoneNumberInBlacklist'],
    ['invalidNumber', 'invalidNumber', 'InvalidParameterValue.IncorrectPhoneNumber'],
    ['templateUnapproved', 'notApproved', 'FailedOperation.TemplateIncorrectOrUnapproved'],
  ],
  unavailable: [
    ['throttled', 'RequestLimitExceeded'],
    ['internalError', 'InternalError.OtherError'],
  ],
});
