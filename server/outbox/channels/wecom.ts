import { announce, robotText } from '../messages';
import { defineChannel, expectRobotOk, idempotency, noClose, postJson, setting } from './channel';

/** WeCom (企业微信) group robot: its full webhook URL with `key`; markdown in Chinese. */
export const wecom = defineChannel({
  name: 'wecom',
  variable: 'NOTIFY_WECOM_URL',
  settings: (env) => {
    const url = setting(env.NOTIFY_WECOM_URL);
    return url ? { url } : undefined;
  },
  create: ({ url }) => ({
    async send(inquiry, signal) {
      const { body } = robotText(announce(inquiry, 'zh'), 'wecom');
      const text = await postJson(url, JSON.stringify({ msgtype: 'markdown', markdown: { content: body } }), idempotency(inquiry), signal);
      expectRobotOk(text, (a) => a.errcode);
    },
    close: noClose,
  }),
});
