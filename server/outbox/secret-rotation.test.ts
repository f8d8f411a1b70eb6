/**
 * Rotating a notification secret without losing a message: the webhook carries one signature per secret
 * (current first) so its receiver may switch at any moment; a robot that refuses the signature (as
 * DingTalk and Feishu do when their 加签/签名校验 secret differs) is tried with the previous secret.
 * The fakes check what the real receivers check: the signature over the timestamp, with their one secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Inquiry } from '../repositories/inquiry-repository';
import { EMPTY_FIELDS } from '../test/inquiries';
import { createChannels, DINGTALK_SIGNATURE_REFUSED, FEISHU_SIGNATURE_REFUSED, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './channels';
import { loadOutboxConfig } from './config';

const inquiry = {
  ...EMPTY_FIELDS,
  id: 7,
  ref: '5b0c7a52-8f0e-4c65-9a57-0f5d2b1e8c11',
  created_at: '2026-11-27T02:00:00.000Z',
  variant: 'contact-page',
  language: 1,
  type: 1,
  name: '王芳',
  email: 'wf@example.com',
  page: '/contact',
} as Inquiry;

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** One receiver per path, each holding the one secret its real counterpart would. */
function receivers(held: { webhook: string; dingtalk: string; feishu: string }) {
  const accepted: string[] = [];
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const reply = (ok: boolean, body: object) => {
        (ok ? accepted : refused).push(url.pathname);
        res.writeHead(ok || url.pathname !== '/webhook' ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (url.pathname === '/webhook') {
        const ts = String(req.headers[TIMESTAMP_HEADER.toLowerCase()]);
        const expected = `sha256=${createHmac('sha256', held.webhook).update(`${ts}.${raw}`).digest('hex')}`;
        const offered = String(req.headers[SIGNATURE_HEADER.toLowerCase()] ?? '').split(',');
        reply(
          offered.some((s) => same(s, expected)),
          {},
        );
      } else if (url.pathname === '/dingtalk') {
        const ts = url.searchParams.get('timestamp')!;
        const expected = createHmac('sha256', held.dingtalk).update(`${ts}\n${held.dingtalk}`).digest('base64');
        const ok = same(url.searchParams.get('sign') ?? '', expected);
        reply(ok, ok ? { errcode: 0, errmsg: 'ok' } : { errcode: DINGTALK_SIGNATURE_REFUSED, errmsg: 'sign not match' });
      } else {
        const body = JSON.parse(raw) as { timestamp: string; sign: string };
        const expected = createHmac('sha256', `${body.timestamp}\n${held.feishu}`).update('').digest('base64');
        const ok = same(body.sign ?? '', expected);
        reply(ok, ok ? { code: 0, msg: 'success' } : { code: FEISHU_SIGNATURE_REFUSED, msg: 'sign match fail' });
      }
    });
  });
  return { server, accepted, refused };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const channelsFor = (base: string, env: Record<string, string>) =>
  createChannels(
    loadOutboxConfig({
      NOTIFY_WEBHOOK_URL: `${base}/webhook`,
      NOTIFY_DINGTALK_URL: `${base}/dingtalk?access_token=t`,
      NOTIFY_FEISHU_URL: `${base}/feishu`,
      ...env,
    }).channels,
    5000,
  );

const sendAll = async (channels: ReturnType<typeof createChannels>) => {
  for (const name of ['webhook', 'dingtalk', 'feishu'] as const) await channels[name]!.send(inquiry, AbortSignal.timeout(5000));
};

const rotating = {
  NOTIFY_WEBHOOK_SECRET: 'new-hook',
  NOTIFY_WEBHOOK_SECRET_PREVIOUS: 'old-hook',
  NOTIFY_DINGTALK_SECRET: 'SECnew',
  NOTIFY_DINGTALK_SECRET_PREVIOUS: 'SECold',
  NOTIFY_FEISHU_SECRET: 'fs-new',
  NOTIFY_FEISHU_SECRET_PREVIOUS: 'fs-old',
};

test.each([
  ['still hold the old secrets', { webhook: 'old-hook', dingtalk: 'SECold', feishu: 'fs-old' }],
  ['already hold the new secrets', { webhook: 'new-hook', dingtalk: 'SECnew', feishu: 'fs-new' }],
])('during a rotation every message is accepted by receivers that %s', async (_, held) => {
  const { server, accepted } = receivers(held);
  try {
    await sendAll(channelsFor(await listen(server), rotating));
    expect(accepted).toEqual(['/webhook', '/dingtalk', '/feishu']);
  } finally {
    server.close();
  }
});

test('without the previous secret, receivers still on the old one refuse: the message fails, it is not reported sent', async () => {
  const { server, accepted, refused } = receivers({ webhook: 'old-hook', dingtalk: 'SECold', feishu: 'fs-old' });
  try {
    const channels = channelsFor(await listen(server), {
      NOTIFY_WEBHOOK_SECRET: 'new-hook',
      NOTIFY_DINGTALK_SECRET: 'SECnew',
      NOTIFY_FEISHU_SECRET: 'fs-new',
    });
    await expect(channels.webhook!.send(inquiry, AbortSignal.timeout(5000))).rejects.toThrow('HTTP 401');
    await expect(channels.dingtalk!.send(inquiry, AbortSignal.timeout(5000))).rejects.toThrow('signature refused');
    await expect(channels.feishu!.send(inquiry, AbortSignal.timeout(5000))).rejects.toThrow('signature refused');
    expect(accepted).toEqual([]);
    expect(refused).toEqual(['/webhook', '/dingtalk', '/feishu']);
  } finally {
    server.close();
  }
});
