/**
 * A local fake of Twilio's Messages resource (POST /2010-04-01/Accounts/{AccountSid}/Messages.json) for
 * tests. It checks the authentication as Twilio documents it for the REST API (HTTP Basic with the
 * account SID as user name and the auth token as password, the SID also the one in the path) and the
 * form-encoded parameters (To in E.164, exactly one of From and MessagingServiceSid, Body), and answers
 * in Twilio's formats: 201 with the Message resource, or the status with `{ code, message, more_info,
 * status }`.
 */
import { randomBytes } from 'node:crypto';
import { startFake, type FakeAnswer, type FakeServer } from './fake-server';

export type TwilioOutcome = 'ok' | 'invalidNumber' | 'unsubscribed' | 'regionNotEnabled' | 'tooManyRequests' | 'serverError';

const twilioError = (status: number, code: number, message: string): FakeAnswer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

function answer(outcome: TwilioOutcome, accountSid: string, params: Record<string, string>): FakeAnswer {
  switch (outcome) {
    case 'ok': {
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const now = new Date().toUTCString().replace('GMT', '+0000');
      return {
        status: 201,
        body: {
          account_sid: accountSid,
          api_version: '2010-04-01',
          body: params.Body,
          date_created: now,
          date_sent: null,
          date_updated: now,
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from: params.From ?? null,
          messaging_service_sid: params.MessagingServiceSid ?? null,
          num_media: '0',
          num_segments: '1',
          price: null,
          price_unit: 'USD',
          sid,
          status: params.MessagingServiceSid ? 'accepted' : 'queued',
          subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
          to: params.To,
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        },
      };
    }
    case 'invalidNumber':
      return twilioError(400, 21211, `Invalid 'To' Phone Number: ${params.To}`);
    case 'unsubscribed':
      return twilioError(400, 21610, 'Attempt to send to unsubscribed recipient');
    case 'regionNotEnabled':
      return twilioError(
        400,
        21408,
        `Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${params.To}`,
      );
    case 'tooManyRequests':
      return twilioError(429, 20429, 'Too Many Requests');
    case 'serverError':
      return twilioError(500, 20500, 'Internal Server Error');
  }
}

export interface TwilioFake extends FakeServer {
  next: TwilioOutcome;
}

export async function startTwilioFake(accountSid: string, authToken: string): Promise<TwilioFake> {
  const fake = { next: 'ok' } as TwilioFake;
  const server = await startFake((req) => {
    const params = Object.fromEntries(new URLSearchParams(req.body));
    const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(String(req.headers.authorization ?? ''));
    const [user, ...password] = basic
      ? Buffer.from(basic[1] ?? '', 'base64')
          .toString('utf8')
          .split(':')
      : [];
    const path = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(req.url);
    let problem = '';
    if (!basic) problem = 'no Basic Authorization header';
    else if (user !== accountSid || password.join(':') !== authToken) problem = 'account SID or auth token wrong';
    else if (path?.[1] !== accountSid) problem = 'the path’s account is not the authenticated one';
    if (problem) return { signature: 'invalid', problem, params, answer: twilioError(401, 20003, 'Authenticate') };
    const sender = ['From', 'MessagingServiceSid'].filter((p) => params[p]);
    let invalid = '';
    if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      invalid = 'not a form POST';
    else if (!/^\+[1-9]\d{6,14}$/.test(params.To ?? '')) invalid = 'To is not E.164';
    else if (sender.length !== 1) invalid = 'exactly one of From and MessagingServiceSid';
    else if (!params.Body) invalid = 'no Body';
    if (invalid) return { signature: 'valid', problem: invalid, params, answer: twilioError(400, 21604, invalid) };
    return { signature: 'valid', problem: '', params, answer: answer(fake.next, accountSid, params) };
  });
  return Object.assign(fake, server);
}
