/**
 * The Twilio transport, through the official SDK, against a local fake of the Messages resource that
 * checks HTTP Basic authentication (account SID, auth token) and the form parameters: the message
 * arrives mapped, each answer becomes a delivery, a refusal with its reason or an unavailable gateway,
 * and a wrong auth token is refused.
 */
import { loadSmsGateways } from '../gateway-config';
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake';
import { providerContract } from '../fakes/provider-contract';
import { TwilioSmsTransport } from './twilio';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'f1c7e2a9b3d4c5e6f7a8b9c0d1e2f3a4';

let fake: TwilioFake;
beforeEach(async () => {
  fake = await startTwilioFake(ACCOUNT_SID, AUTH_TOKEN);
});
afterEach(() => fake.close());

const transport = (authToken = AUTH_TOKEN, env: Record<string, string> = { SMS_TWILIO_FROM: '+15005550006' }) =>
  new TwilioSmsTransport(
    loadSmsGateways({ SMS_TWILIO_ACCOUNT_SID: ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN: authToken, SMS_TWILIO_ENDPOINT: fake.origin, ...env })
      .twilio,
    5,
    3000,
  );

test('an authenticated Messages.create with To, From and the code in the body: delivered', async () => {
  await expect(transport().send('+447700900123', '482913')).resolves.toBeUndefined();
  expect(fake.received).toHaveLength(1);
  expect(fake.received[0]).toMatchObject({
    signature: 'valid',
    problem: '',
    params: { To: '+447700900123', From: '+15005550006', Body: 'Your Askora verification code is 482913. It expires in 5 minutes.' },
    answer: { status: 201 },
  });
});

test('a Messaging Service instead of a number; a body of the operator’s own', async () => {
  await transport(AUTH_TOKEN, {
    SMS_TWILIO_MESSAGING_SERVICE_SID: 'MG0123456789abcdef0123456789abcdef',
    SMS_TWILIO_BODY: '{code} is your code',
  }).send('+14155550123', '482913');
  expect(fake.received[0]?.params).toEqual({
    To: '+14155550123',
    MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
    Body: '482913 is your code',
  });
});

providerContract({
  provider: 'twilio',
  fake: () => fake,
  transport: (secret) => transport(secret),
  phone: '+447700900123',
  wrongSecret: { secret: '0000000000000000000000000000dead', providerCode: '20003', problem: 'account SID or auth token wrong' },
  refusals: [
    ['invalidNumber', 'invalidNumber', '21211'],
    ['unsubscribed', 'blockedNumber', '21610'],
    ['regionNotEnabled', 'notApproved', '21408'],
  ],
  unavailable: [
    ['tooManyRequests', '20429'],
    ['serverError', '20500'],
  ],
});
