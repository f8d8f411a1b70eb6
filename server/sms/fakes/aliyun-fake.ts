/**
 * A local fake of Alibaba Cloud SMS's SendSms (dysmsapi 2017-05-25) for tests. It checks each request's
 * signature as Alibaba Cloud documents its V3 request signature (ACS3-HMAC-SHA256, "V3 版本请求体 &
 * 签名机制"), written from the documentation rather than from the SDK, and answers in the API's own
 * formats: HTTP 200 with `Code: OK` or a business error code, or an HTTP error for a bad signature,
 * throttling or a server fault.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { startFake, type FakeAnswer, type FakeRequest, type FakeServer } from './fake-server';

export type AliyunOutcome =
  'ok' | 'minuteLimit' | 'hourLimit' | 'dayLimit' | 'invalidNumber' | 'templateIllegal' | 'throttled' | 'serverError';

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** RFC 3986 percent-encoding, as the documentation asks for the canonical query string. */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why the request's signature does not hold, or '' when it does. */
export function checkAcs3Signature(req: FakeRequest, accessKeyId: string, accessKeySecret: string, now = Date.now()): string {
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
    String(req.headers.authorization ?? ''),
  );
  if (!auth) return 'no ACS3-HMAC-SHA256 Authorization header';
  const [, credential, signedHeaderList, signature] = auth as unknown as [string, string, string, string];
  if (credential !== accessKeyId) return 'unknown AccessKey ID';
  const signed = signedHeaderList.split(';');
  // Every x-acs-* header, host and content-type must be signed, in lower case and sorted.
  const mustSign = Object.keys(req.headers).filter((h) => h.startsWith('x-acs-') || h === 'host' || h === 'content-type');
  for (const h of mustSign) if (!signed.includes(h)) return `header ${h} is not signed`;
  if ([...signed].sort().join(';') !== signedHeaderList) return 'SignedHeaders not sorted';
  for (const h of ['host', 'x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256']) {
    if (!signed.includes(h)) return `required header ${h} missing`;
  }
  const date = Date.parse(String(req.headers['x-acs-date']));
  if (!/Z$/.test(String(req.headers['x-acs-date'])) || !(Math.abs(now - date) < 15 * 60_000))
    return 'x-acs-date not a UTC time within 15 minutes';
  const hashedPayload = sha256(req.body);
  if (req.headers['x-acs-content-sha256'] !== hashedPayload) return 'x-acs-content-sha256 is not the body’s SHA-256';
  const [path = '/', query = ''] = req.url.split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=');
      return [decodeURIComponent(k.replace(/\+/g, ' ')), decodeURIComponent(v.replace(/\+/g, ' '))] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  const canonicalHeaders = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
  const canonicalRequest = [req.method, path, canonicalQuery, canonicalHeaders, signedHeaderList, hashedPayload].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256(canonicalRequest)}`;
  const expected = createHmac('sha256', accessKeySecret).update(stringToSign, 'utf8').digest('hex');
  return expected === signature ? '' : 'signature does not match';
}

function answer(outcome: AliyunOutcome, requestId: string): FakeAnswer {
  const business = (Code: string, Message: string): FakeAnswer => ({ status: 200, body: { Code, Message, RequestId: requestId } });
  switch (outcome) {
    case 'ok':
      return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0`, RequestId: requestId } };
    case 'minuteLimit':
      return business('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
    case 'hourLimit':
      return business('isv.BUSINESS_LIMIT_CONTROL', '触发小时级流控Permits:5');
    case 'dayLimit':
      return business('isv.BUSINESS_LIMIT_CONTROL', '触发天级流控Permits:10');
    case 'invalidNumber':
      return business('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    case 'templateIllegal':
      return business('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    case 'throttled':
      return {
        status: 400,
        body: {
          RequestId: requestId,
          HostId: 'dysmsapi.aliyuncs.com',
          Code: 'Throttling.User',
          Message: 'Request was denied due to user flow control.',
        },
      };
    case 'serverError':
      return {
        status: 500,
        body: {
          RequestId: requestId,
          HostId: 'dysmsapi.aliyuncs.com',
          Code: 'InternalError',
          Message: 'The request processing has failed due to some unknown error.',
        },
      };
  }
}

export interface AliyunFake extends FakeServer {
  /** How the fake answers the next requests (a valid signature required first). */
  next: AliyunOutcome;
}

export async function startAliyunFake(accessKeyId: string, accessKeySecret: string): Promise<AliyunFake> {
  const fake = { next: 'ok' } as AliyunFake;
  const server = await startFake((req) => {
    const requestId = randomUUID().toUpperCase();
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const params = Object.fromEntries(query);
    const problem = checkAcs3Signature(req, accessKeyId, accessKeySecret);
    if (problem) {
      return {
        signature: 'invalid',
        problem,
        params,
        answer: {
          status: 400,
          body: {
            RequestId: requestId,
            HostId: 'dysmsapi.aliyuncs.com',
            Code: 'SignatureDoesNotMatch',
            Message: 'Specified signature does not match our calculation.',
          },
        },
      };
    }
    const action = `${String(req.headers['x-acs-action'])} ${String(req.headers['x-acs-version'])}`;
    const missing = ['PhoneNumbers', 'SignName', 'TemplateCode'].filter((p) => !query.get(p));
    if (req.method !== 'POST' || action !== 'SendSms 2017-05-25' || missing.length) {
      return {
        signature: 'valid',
        problem: `not a SendSms request: ${req.method} ${action} missing ${missing.join(',')}`,
        params,
        answer: { status: 400, body: { RequestId: requestId, Code: 'MissingParameter', Message: `missing ${missing.join(',')}` } },
      };
    }
    return {
      signature: 'valid',
      problem: '',
      params: { ...params, TemplateParam: JSON.parse(query.get('TemplateParam') ?? 'null') },
      answer: answer(fake.next, requestId),
    };
  });
  return Object.assign(fake, server);
}
