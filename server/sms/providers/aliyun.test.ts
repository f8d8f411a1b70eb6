/**
 * The Alibaba Cloud transport, through the official SDK, against a local fake of SendSms that checks
 * the ACS3-HMAC-SHA256 signature as documented: the parameters arrive mapped, each answer becomes a
 * delivery, a refusal with its reason or an unavailable gateway, and a wrong secret is refused.
 */
import { loadSmsGateways } from '../gateway-config';
import { startAliyunFake, type AliyunFake } from '../fakes/aliyun-fake';
import { providerContract } from '../fakes/provider-contract';
import { AliyunSmsTransport } from './aliyun';

const KEY_ID = 'LTAI5tQ8fictionalKeyId';
const SECRET = 'fictional-access-key-secret-0123456789';

let fake: AliyunFake;
beforeEach(async () => {
  fake = await startAliyunFake(KEY_ID, SECRET);
});
afterEach(() => fake.close());

const transport = (secret = SECRET) =>
  new AliyunSmsTransport(
    loadSmsGateways({
      SMS_ALIYUN_ACCESS_KEY_ID: KEY_ID,
      SMS_ALIYUN_ACCESS_KEY_SECRET: secret,
      SMS_ALIYUN_SIGN_NAME: '问途问卷',
      SMS_ALIYUN_TEMPLATE_CODE: 'SMS_480215637',
      SMS_ALIYUN_ENDPOINT: fake.origin,
    }).aliyun,
    3000,
  );

test('a signed SendSms with the number, signature name, template and code: delivered', async () => {
  await expect(transport().send('+8613912345678', '482913')).resolves.toBeUndefined();
  expect(fake.received).toHaveLength(1);
  expect(fake.received[0]).toMatchObject({
    signature: 'valid',
    problem: '',
    params: { PhoneNumbers: '13912345678', SignName: '问途问卷', TemplateCode: 'SMS_480215637', TemplateParam: { code: '482913' } },
    answer: { status: 200 },
  });
});

providerContract({
  provider: 'aliyun',
  fake: () => fake,
  transport,
  phone: '+8613912345678',
  wrongSecret: { secret: 'not-the-secret', providerCode: 'SignatureDoesNotMatch', problem: 'signature does not match' },
  refusals: [
    ['minuteLimit', 'frequencyLimit', 'isv.BUSINESS_LIMIT_CONTROL'],
    ['hourLimit', 'hourlyLimit', 'isv.BUSINESS_LIMIT_CONTROL'],
    ['dayLimit', 'dailyLimit', 'isv.BUSINESS_LIMIT_CONTROL'],
    ['invalidNumber', 'invalidNumber', 'isv.MOBILE_NUMBER_ILLEGAL'],
    ['templateIllegal', 'notApproved', 'isv.SMS_TEMPLATE_ILLEGAL'],
  ],
  unavailable: [
    ['throttled', 'Throttling.User'],
    ['serverError', 'InternalError'],
  ],
});

test('an international number goes with its country code and without +', async () => {
  await transport().send('+85291234567', '482913');
  expect(fake.received[0]?.params).toMatchObject({ PhoneNumbers: '85291234567' });
});
