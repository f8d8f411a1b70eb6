import { createHmac } from 'node:crypto';
import { announce, robotText } from '../messages';
import { defineChannel, expectRobotOk, idempotency, noClose, postJson, secrets, setting, withEachSecret } from './channel';

/** DingTalk's answer to a signature that does not match its secret (its documented error code). */
export const DINGTALK_SIGNATURE_REFUSED = 310000;

/** DingTalk 加签: HMAC-SHA256 of "<ms timestamp>\n<secret>" keyed by the secret, base64, as URL parameters. */
export function dingtalkSignedUrl(url: string, secret: string, nowMs: number): string {
  const sign = createHmac('sha256', secret).update(`${nowMs}\n${secret}`).digest('base64');
  const signed = new URL(url);
  signed.searchParams.set('timestamp', String(nowMs));
  signed.searchParams.set('sign', sign);
  return signed.toString();
}

/** DingTalk (钉钉) group robot: its URL with `access_token`; `secret` for the 加签 security setting. */
export const dingtalk = defineChannel({
  name: 'dingtalk',
  variable: 'NOTIFY_DINGTALK_URL',
  settings: (env) => {
    const url = setting(env.NOTIFY_DINGTALK_URL);
    return url ? { url, secrets: secrets(env, 'NOTIFY_DINGTALK_SECRET') } : undefined;
  },
  create: ({ url, secrets }, { now }) => ({
    async send(inquiry, signal) {
      const { title, body } = robotText(announce(inquiry, 'zh'), 'dingtalk');
      await withEachSecret(secrets, async (secret) => {
        const target = secret ? dingtalkSignedUrl(url, secret, now()) : url;
        const text = await postJson(
          target,
          JSON.stringify({ msgtype: 'markdown', markdown: { title, text: body } }),
          idempotency(inquiry),
          signal,
        );
        expectRobotOk(text, (a) => a.errcode, [DINGTALK_SIGNATURE_REFUSED]);
      });
    },
    close: noClose,
  }),
});
