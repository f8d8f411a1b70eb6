import { siteConfig } from '../../site.config';
import { siteSettings } from '../../contract/site-settings';

/** The channels a request can be announced on; an outbox row names one of them. */
export const CHANNELS = ['webhook', 'wecom', 'dingtalk', 'feishu', 'email'] as const;
export type ChannelName = (typeof CHANNELS)[number];

/** Requests are routed by kind: quotes (the quote, sample and panel forms), university requests, the rest. */
export const KINDS = ['quote', 'university', 'contact'] as const;
export type InquiryKind = (typeof KINDS)[number];

export interface ChannelSettings {
  /**
   * Generic JSON webhook, signed (HMAC-SHA256) with each of `secrets` when any is set: the current one,
   * then the previous one during a rotation (NOTIFY_WEBHOOK_SECRET_PREVIOUS).
   */
  webhook?: { url: string; secrets: string[] };
  /** WeCom (企业微信) group robot: its full webhook URL with `key`. */
  wecom?: { url: string };
  /** DingTalk (钉钉) group robot: its URL with `access_token`; `secret` for the 加签 security setting. */
  dingtalk?: { url: string; secrets: string[] };
  /** Feishu / Lark (飞书) group robot: its hook URL; `secret` for the 签名校验 security setting. */
  feishu?: { url: string; secrets: string[] };
  /** E-mail through SMTP, to the sales address. */
  email?: { smtpUrl: string; to: string; from: string };
}

export interface OutboxConfig {
  channels: ChannelSettings;
  /** Which channels each kind of request goes to (only configured ones). */
  routes: Record<InquiryKind, ChannelName[]>;
  /** `api`: the API process delivers; `off`: only `npm run worker` does (several API machines). */
  worker: 'api' | 'off';
  /** Tries before a row is marked dead. */
  maxAttempts: number;
  /** First retry after about this long; each further one waits twice as long, up to `backoffMaxMs`. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How often an idle worker looks for due rows. */
  pollMs: number;
  /** Rows one worker claims and sends at once. */
  batchSize: number;
  /** Time limit of one delivery (connect, send, answer). */
  timeoutMs: number;
}

const ENV = {
  webhook: 'NOTIFY_WEBHOOK_URL',
  wecom: 'NOTIFY_WECOM_URL',
  dingtalk: 'NOTIFY_DINGTALK_URL',
  feishu: 'NOTIFY_FEISHU_URL',
  email: 'NOTIFY_SMTP_URL',
} as const satisfies Record<ChannelName, string>;

function int(value: string | undefined, fallback: number, min = 1): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.max(min, Math.trunc(n)) : fallback;
}

const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
/** A channel's secret and, during a rotation, the one it replaces (`<NAME>_PREVIOUS`): current first. */
const secrets = (env: NodeJS.ProcessEnv, name: string) => [set(env[name]), set(env[`${name}_PREVIOUS`])].filter((s): s is string => !!s);

/**
 * The outbox's settings from the environment. A channel exists when its URL is set; every kind goes to
 * every configured channel unless `NOTIFY_ROUTE_<KIND>` lists others. Naming a channel that is not
 * configured (or does not exist) is an error at start-up, not a silently lost notification.
 */
export function loadOutboxConfig(env: NodeJS.ProcessEnv): OutboxConfig {
  const channels: ChannelSettings = {};
  const webhook = set(env[ENV.webhook]);
  if (webhook) channels.webhook = { url: webhook, secrets: secrets(env, 'NOTIFY_WEBHOOK_SECRET') };
  const wecom = set(env[ENV.wecom]);
  if (wecom) channels.wecom = { url: wecom };
  const dingtalk = set(env[ENV.dingtalk]);
  if (dingtalk) channels.dingtalk = { url: dingtalk, secrets: secrets(env, 'NOTIFY_DINGTALK_SECRET') };
  const feishu = set(env[ENV.feishu]);
  if (feishu) channels.feishu = { url: feishu, secrets: secrets(env, 'NOTIFY_FEISHU_SECRET') };
  const smtp = set(env[ENV.email]);
  if (smtp) {
    channels.email = {
      smtpUrl: smtp,
      to: set(env.NOTIFY_EMAIL_TO) ?? siteSettings.sales.email,
      from: set(env.NOTIFY_EMAIL_FROM) ?? `"${siteConfig.brand.zh} ${siteConfig.brand.en}" <${siteSettings.email.general}>`,
    };
  }
  const configured = CHANNELS.filter((c) => channels[c]);

  const routes = {} as Record<InquiryKind, ChannelName[]>;
  for (const kind of KINDS) {
    const variable = `NOTIFY_ROUTE_${kind.toUpperCase()}`;
    const value = env[variable];
    if (value === undefined) {
      routes[kind] = configured;
      continue;
    }
    const names = [
      ...new Set(
        value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    for (const name of names) {
      if (!(CHANNELS as readonly string[]).includes(name)) {
        throw new Error(`${variable} names "${name}"; channels are ${CHANNELS.join(', ')}`);
      }
      if (!channels[name as ChannelName]) {
        throw new Error(`${variable} names "${name}", which is not configured (set ${ENV[name as ChannelName]})`);
      }
    }
    routes[kind] = names as ChannelName[];
  }

  const worker = env.OUTBOX_WORKER?.trim() || 'api';
  if (worker !== 'api' && worker !== 'off') throw new Error(`OUTBOX_WORKER is "${worker}"; use api (deliver from the API process) or off`);
  return {
    channels,
    routes,
    worker,
    maxAttempts: int(env.OUTBOX_MAX_ATTEMPTS, 20),
    backoffBaseMs: int(env.OUTBOX_BACKOFF_MS, 5_000),
    backoffMaxMs: int(env.OUTBOX_BACKOFF_MAX_MS, 3_600_000),
    pollMs: int(env.OUTBOX_POLL_MS, 1_000),
    batchSize: int(env.OUTBOX_BATCH, 20),
    timeoutMs: int(env.OUTBOX_TIMEOUT_MS, 10_000),
  };
}
