import { loadOutboxConfig } from './config';

describe('outbox configuration from the environment', () => {
  test('no channel configured: nothing is routed, and the worker defaults hold', () => {
    const config = loadOutboxConfig({});
    expect(config.channels).toEqual({});
    expect(config.routes).toEqual({ quote: [], university: [], contact: [] });
    expect(config).toEqual(
      expect.objectContaining({
        worker: 'api',
        maxAttempts: 20,
        backoffBaseMs: 5000,
        backoffMaxMs: 3_600_000,
        pollMs: 1000,
        batchSize: 20,
        timeoutMs: 10_000,
      }),
    );
  });

  test('every kind goes to every configured channel unless a route says otherwise', () => {
    const config = loadOutboxConfig({
      NOTIFY_WECOM_URL: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k',
      NOTIFY_SMTP_URL: 'smtps://sales:pw@smtp.example.com:465',
      NOTIFY_ROUTE_UNIVERSITY: 'email',
      NOTIFY_ROUTE_CONTACT: '',
    });
    expect(config.routes).toEqual({ quote: ['wecom', 'email'], university: ['email'], contact: [] });
    expect(config.channels.email).toEqual({
      smtpUrl: 'smtps://sales:pw@smtp.example.com:465',
      to: 'sales@askora.example',
      from: '"问途问卷 Askora" <hello@askora.example>',
    });
  });

  test('a route naming an unknown or unconfigured channel stops the start', () => {
    expect(() => loadOutboxConfig({ NOTIFY_ROUTE_QUOTE: 'slack' })).toThrow(
      'NOTIFY_ROUTE_QUOTE names "slack"; channels are webhook, wecom, dingtalk, feishu, email',
    );
    expect(() => loadOutboxConfig({ NOTIFY_ROUTE_QUOTE: 'feishu' })).toThrow('not configured (set NOTIFY_FEISHU_URL)');
    expect(() => loadOutboxConfig({ OUTBOX_WORKER: 'false' })).toThrow('OUTBOX_WORKER is "false"');
  });

  test('secrets, addresses and timings are read; nonsense numbers fall back', () => {
    const config = loadOutboxConfig({
      NOTIFY_WEBHOOK_URL: 'https://crm.example.com/hooks/askora',
      NOTIFY_WEBHOOK_SECRET: 's3cret',
      NOTIFY_DINGTALK_URL: 'https://oapi.dingtalk.com/robot/send?access_token=t',
      NOTIFY_FEISHU_URL: 'https://open.feishu.cn/open-apis/bot/v2/hook/x',
      NOTIFY_FEISHU_SECRET: 'fs',
      OUTBOX_WORKER: 'off',
      OUTBOX_MAX_ATTEMPTS: '5',
      OUTBOX_BACKOFF_MS: 'soon',
    });
    expect(config.channels.webhook).toEqual({ url: 'https://crm.example.com/hooks/askora', secrets: ['s3cret'] });
    expect(config.channels.dingtalk).toEqual({ url: 'https://oapi.dingtalk.com/robot/send?access_token=t', secrets: [] });
    expect(config.channels.feishu?.secrets).toEqual(['fs']);
    expect(config.worker).toBe('off');
    expect(config.maxAttempts).toBe(5);
    expect(config.backoffBaseMs).toBe(5000);
  });
});
