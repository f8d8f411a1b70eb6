/**
 * A local fake of Tencent Cloud SMS's SendSms (API 3.0, version 2021-01-11) for tests. It checks each
 * request's signature as Tencent Cloud documents "签名方法 v3" (TC3-HMAC-SHA256), written from the
 * documentation rather than from the SDK, and answers in the API's format: `{ Response: { … } }` with a
 * SendStatus per number (its own Code), or `Response.Error` for the request as a whole.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { startFake, type FakeAnswer, type FakeRequest, type FakeServer } from './fake-server';

export type TencentOutcome =
  | 'ok'
  | 'dailyLimit'
  | 'hourLimit'
  | 'thirtySecondLimit'
  | 'blacklisted'
  | 'invalidNumber'
  | 'templateUnapproved'
  | 'throttled'
  | 'internalError';

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** Why the request's TC3-HMAC-SHA256 signature does not hold, or '' when it does. */
export function checkTc3Signature(req: FakeRequest, secretId: string, secretKey: string, now = Date.now()): string {
  const auth =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!auth) return 'no TC3-HMAC-SHA256 Authorization header';
  const [, id, date, service, signedHeaderList, signature] = auth as unknown as [string, string, string, string, string, string];
  if (id !== secretId) return 'unknown SecretId';
  if (service !== 'sms') return `credential scope names service ${service}, not sms`;
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (!(Math.abs(now / 1000 - timestamp) <= 300)) return 'X-TC-Timestamp more than 5 minutes away';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'credential date is not the UTC date of X-TC-Timestamp';
  const signed = signedHeaderList.split(';');
  if (!signed.includes('content-type') || !signed.includes('host')) return 'content-type and host must be signed';
  const header = (h: string) => {
    const value = String(req.headers[h] ?? '');
    // The real endpoints have no port; a local fake does, and the signed host is the name alone.
    return (h === 'host' ? value.replace(/:\d+$/, '') : value).trim().toLowerCase();
  };
  const canonicalHeaders = signed.map((h) => `${h}:${header(h)}\n`).join('');
  const [path = '/', query = ''] = req.url.split('?');
  const canonicalRequest = [req.method, path, query, canonicalHeaders, signedHeaderList, sha256(req.body)].join('\n');
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return expected === signature ? '' : 'signature does not match';
}

function answer(outcome: TencentOutcome, requestId: string, phone: string): FakeAnswer {
  const status = (Code: string, Message: string, Fee = 0) => ({
    status: 200,
    body: {
      Response: {
        SendStatusSet: [
          {
            SerialNo: Fee ? `5000:${Date.now()}` : '',
            PhoneNumber: phone,
            Fee,
            SessionContext: '',
            Code,
            Message,
            IsoCode: phone.startsWith('+86') ? 'CN' : '',
          },
        ],
        RequestId: requestId,
      },
    },
  });
  const error = (Code: string, Message: string) => ({
    status: 200,
    body: { Response: { Error: { Code, Message }, RequestId: requestId } },
  });
  switch (outcome) {
    case 'ok':
      return status('Ok', 'send success', 1);
    case 'dailyLimit':
      return status(
        'LimitExceeded.PhoneNumberDailyLimit',
        'the number of SMS messages sent from a single mobile number every day exceeds the upper limit',
      );
    case 'hourLimit':
      return status(
        'LimitExceeded.PhoneNumberOneHourLimit',
        'the number of SMS messages sent from a single mobile number within 1 hour exceeds the upper limit',
      );
    case 'thirtySecondLimit':
      return status(
        'LimitExceeded.PhoneNumberThirtySecondLimit',
        'the number of SMS messages sent from a single mobile number within 30 seconds exceeds the upper limit',
      );
    case 'blacklisted':
      return status('FailedOperation.PhoneNumberInBlacklist', 'the mobile number is in the blocklist');
    case 'invalidNumber':
      return status('InvalidParameterValue.IncorrectPhoneNumber', 'invalid mobile number');
    case 'templateUnapproved':
      return error(
        'FailedOperation.TemplateIncorrectOrUnapproved',
        'the template is unapproved or the request content does not match the approved template content',
      );
    case 'throttled':
      return error(
        'RequestLimitExceeded',
        'Your current request times equals to `3001` in a second, which exceeds the frequency limit `3000` for a second.',
      );
    case 'internalError':
      return error('InternalError.OtherError', 'other error');
  }
}

export interface TencentFake extends FakeServer {
  next: TencentOutcome;
}

export async function startTencentFake(secretId: string, secretKey: string): Promise<TencentFake> {
  const fake = { next: 'ok' } as TencentFake;
  const server = await startFake((req) => {
    const requestId = randomUUID();
    const params = JSON.parse(req.body || '{}') as Record<string, unknown>;
    const problem = checkTc3Signature(req, secretId, secretKey);
    if (problem) {
      const body = {
        Response: {
          Error: {
            Code: 'AuthFailure.SignatureFailure',
            Message: 'The provided credentials could not be validated. Please check your signature is correct.',
          },
          RequestId: requestId,
        },
      };
      return { signature: 'invalid', problem, params, answer: { status: 200, body } };
    }
    const action = `${String(req.headers['x-tc-action'])} ${String(req.headers['x-tc-version'])}`;
    const phones = params.PhoneNumberSet;
    const missing = ['SmsSdkAppId', 'TemplateId', 'SignName'].filter((p) => typeof params[p] !== 'string' || !params[p]);
    if (req.method !== 'POST' || action !== 'SendSms 2021-01-11' || !Array.isArray(phones) || phones.length !== 1 || missing.length) {
      const body = {
        Response: {
          Error: { Code: 'MissingParameter', Message: `not a SendSms request: ${action} ${missing.join(',')}` },
          RequestId: requestId,
        },
      };
      return { signature: 'valid', problem: 'not a SendSms request', params, answer: { status: 200, body } };
    }
    return { signature: 'valid', problem: '', params, answer: answer(fake.next, requestId, String(phones[0])) };
  });
  return Object.assign(fake, server);
}
