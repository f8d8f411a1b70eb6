import { createHmac } from 'node:crypto';
import { announce, robotText } from '../messages';
import { defineChannel, expectRobotOk, idempotency, noClose, postJson, secrets, setting, withEachSecret } from './channel';

/** Feishu's answer to a signature that does not match its secret (its documented error code). */
export const FEISHU_SIGNATURE_REFUSED = 19021;

/** Feishu 签名校验: HMAC-SHA256 keyed by "<s timestamp>\n<secret>" over an empty message, base64. */
export function feishuSign(secret: string, nowSeconds: number): string {
  return createHmac('sha256', `${nowSeconds}\n${secret}`).update('').digest('base64');
}

/** Feishu / Lark (飞书) group robot: its hook URL; `secret` for the 签名校验 security setting. */
export const feishu = defineChannel({
  name: 'feishu',
  variable: 'NOTIFY_FEISHU_URL',
  settings: (env) => {
    const url = setting(env.NOTIFY_FEISHU_URL);
    return url ? { url, secrets: secrets(env, 'NOTIFY_FEISHU_SECRET') } : undefined;
  },
  create: ({ url, secrets }, { now }) => ({
    async send(inquiry, signal) {
      const { title, body } = robotText(announce(inquiry, 'zh'), 'feishu');
      await withEachSecret(secrets, async (secret) => {
        const timestamp = Math.floor(now() / 1000);
        const message = {
          ...(secret ? { timestamp: String(timestamp), sign: feishuSign(secret, timestamp) } : {}),
          msg_type: 'post',
          content: { post: { zh_cn: { title, content: body.split('\n').map((line) => [{ tag: 'text', text: line }]) } } },
        };
        const text = await postJson(url, JSON.stringify(message), idempotency(inquiry), signal);
        // Feishu answers `code`; older deployments answer `StatusCode`.
        expectRobotOk(text, (a) => a.code ?? a.StatusCode, [FEISHU_SIGNATURE_REFUSED]);
      });
    },
    close: noClose,
  }),
});
