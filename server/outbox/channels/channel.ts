/**
 * What every notification channel is (the list is in index.ts): a definition that reads its
 * settings from the environment and makes the channel that sends. Also the HTTP and signature helpers the
 * chat robots and the webhook share.
 */
import type { Inquiry } from '../../repositories/inquiry-repository';

/** One way of telling the sales team; `send` resolves once the receiver has accepted the message. */
export interface Channel {
  send(inquiry: Inquiry, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

export interface ChannelContext {
  /** Time limit of one delivery (connect, send, answer). */
  timeoutMs: number;
  now: () => number;
}

/**
 * A channel, declared once: its name (an outbox row names it; `NOTIFY_ROUTE_<KIND>` lists it), the variable
 * that turns it on, its settings read from the environment (undefined when it is off) and its sender.
 */
export interface ChannelDefinition<Name extends string, Settings> {
  name: Name;
  /** The environment variable whose value turns the channel on; named when a route lists it unset. */
  variable: string;
  settings(env: NodeJS.ProcessEnv): Settings | undefined;
  create(settings: Settings, context: ChannelContext): Channel;
}

/** Keeps a definition's literal name and its settings type. */
export const defineChannel = <Name extends string, Settings>(definition: ChannelDefinition<Name, Settings>) => definition;

/** The header that carries the request's reference: the same on every try, so a receiver can drop repeats. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotency = (inquiry: Inquiry) => ({ [IDEMPOTENCY_HEADER]: inquiry.ref });

/** A variable's value when it has one. */
export const setting = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** A channel's secret and, during a rotation, the one it replaces (`<NAME>_PREVIOUS`): current first. */
export const secrets = (env: NodeJS.ProcessEnv, name: string) =>
  [setting(env[name]), setting(env[`${name}_PREVIOUS`])].filter((s): s is string => !!s);

export async function postJson(url: string, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body,
    signal,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  return text;
}

/** A robot refused the message's signature: the next of the channel's secrets may be the one it holds. */
class SignatureRefused extends Error {}

/**
 * The chat robots answer 200 also when they refuse a message; their own code says whether it was posted.
 * `signatureCodes`: the codes with which the robot refuses a signature (DingTalk 310000, Feishu 19021).
 */
export function expectRobotOk(text: string, codeOf: (answer: Record<string, unknown>) => unknown, signatureCodes: number[] = []): void {
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`unexpected answer: ${text.slice(0, 200)}`);
  }
  const code = codeOf(answer);
  if (code === 0 || code === '0') return;
  if (signatureCodes.includes(Number(code))) throw new SignatureRefused(`signature refused: ${text.slice(0, 200)}`);
  throw new Error(`refused: ${text.slice(0, 200)}`);
}

/**
 * Sends with each secret in turn until the robot accepts the signature (during a rotation the robot holds
 * either the new secret or the old one); no secret: sends unsigned once.
 */
export async function withEachSecret(secrets: string[], send: (secret: string | null) => Promise<void>): Promise<void> {
  if (!secrets.length) return send(null);
  let refused: Error | undefined;
  for (const secret of secrets) {
    try {
      return await send(secret);
    } catch (error) {
      if (!(error instanceof SignatureRefused)) throw error;
      refused = error;
    }
  }
  throw refused!;
}

export const noClose = async () => {};
