import { INQUIRY_KINDS as KINDS, type InquiryKind } from '../../contract/contact';
import { CHANNELS, channelVariable, loadChannelSettings, type ChannelName, type ChannelSettings } from './channels';

export { CHANNELS, type ChannelName, type ChannelSettings } from './channels';
export { INQUIRY_KINDS as KINDS, type InquiryKind } from '../../contract/contact';

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

function int(value: string | undefined, fallback: number, min = 1): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.max(min, Math.trunc(n)) : fallback;
}

/**
 * The outbox's settings from the environment. A channel exists when its URL is set; every kind goes to
 * every configured channel unless `NOTIFY_ROUTE_<KIND>` lists others. Naming a channel that is not
 * configured (or does not exist) is an error at start-up, not a silently lost notification.
 */
export function loadOutboxConfig(env: NodeJS.ProcessEnv): OutboxConfig {
  const channels = loadChannelSettings(env);
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
        throw new Error(`${variable} names "${name}", which is not configured (set ${channelVariable(name as ChannelName)})`);
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
