/**
 * The notification channels, one file each, listed once here. Adding one (say Slack) is a file beside these
 * that calls `defineChannel` (its name, the variable that turns it on, its settings and its sender), a line
 * in CHANNEL_DEFINITIONS, and a receiver in ../test-receivers.ts for its tests. Names, settings types,
 * configuration and routing (../config.ts) all derive from this list.
 */
import type { Channel, ChannelContext, ChannelDefinition } from './channel';
import { dingtalk } from './dingtalk';
import { email } from './email';
import { feishu } from './feishu';
import { webhook } from './webhook';
import { wecom } from './wecom';

export const CHANNEL_DEFINITIONS = [webhook, wecom, dingtalk, feishu, email] as const;

type Definition = (typeof CHANNEL_DEFINITIONS)[number];
/** The channels a request can be announced on; an outbox row names one of them. */
export type ChannelName = Definition['name'];
export const CHANNELS = CHANNEL_DEFINITIONS.map((d) => d.name) as readonly ChannelName[];

/** Each configured channel's settings, by name. */
export type ChannelSettings = {
  [D in Definition as D['name']]?: D extends ChannelDefinition<string, infer S> ? S : never;
};
export type Channels = Partial<Record<ChannelName, Channel>>;

/** The variable that turns a channel on (named in configuration errors). */
export const channelVariable = (name: ChannelName): string => CHANNEL_DEFINITIONS.find((d) => d.name === name)!.variable;

/** Every channel whose variable is set, with its settings. */
export function loadChannelSettings(env: NodeJS.ProcessEnv): ChannelSettings {
  const settings: Record<string, unknown> = {};
  for (const definition of CHANNEL_DEFINITIONS) {
    const value = definition.settings(env);
    if (value) settings[definition.name] = value;
  }
  return settings as ChannelSettings;
}

/** The configured channels, each ready to send. */
export function createChannels(settings: ChannelSettings, timeoutMs: number, now = () => Date.now()): Channels {
  const context: ChannelContext = { timeoutMs, now };
  const channels: Channels = {};
  for (const definition of CHANNEL_DEFINITIONS) {
    const value = settings[definition.name];
    // Each definition creates from its own settings; the list's union hides that pairing from the compiler.
    if (value) channels[definition.name] = (definition as ChannelDefinition<ChannelName, typeof value>).create(value, context);
  }
  return channels;
}

export { IDEMPOTENCY_HEADER, type Channel } from './channel';
export { SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookPayload, webhookSignature } from './webhook';
export { DINGTALK_SIGNATURE_REFUSED, dingtalkSignedUrl } from './dingtalk';
export { FEISHU_SIGNATURE_REFUSED, feishuSign } from './feishu';
