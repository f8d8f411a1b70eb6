import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import { attributionOf, sampleSpecOf, type Inquiry } from '../repositories/inquiry-repository';
import type { ChannelName, ChannelSettings } from './config';
import { announce, emailBodies, emailSubject, kindOf, languageOf, robotText } from './messages';

/** One way of telling the sales team; `send` resolves once the receiver has accepted the message. */
export interface Channel {
  send(inquiry: Inquiry, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}
export type Channels = Partial<Record<ChannelName, Channel>>;

/** The header that carries the request's reference: the same on every try, so a receiver can drop repeats. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const SIGNATURE_HEADER = 'X-Webhook-Signature';
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';

/** The generic webhook's JSON: every field of the request, machine-readable, no visitor address or browser. */
export function webhookPayload(inquiry: Inquiry) {
  const json = (raw: string | null) => {
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  };
  return {
    event: 'inquiry.created',
    idempotencyKey: inquiry.ref,
    id: inquiry.id,
    ref: inquiry.ref,
    kind: kindOf(inquiry.variant),
    variant: inquiry.variant,
    language: languageOf(inquiry),
    createdAt: inquiry.created_at,
    inquiry: {
      type: inquiry.type,
      name: inquiry.name,
      lastName: inquiry.last_name,
      organization: inquiry.organization,
      jobTitle: inquiry.job_title,
      email: inquiry.email,
      region: inquiry.region,
      mobile: inquiry.mobile,
      message: inquiry.message,
      sampleQuantity: inquiry.sample_quantity,
      tags: json(inquiry.tags),
      extend: json(inquiry.extend),
      school: inquiry.school,
      requirement: inquiry.requirement,
      requiredSampleSize: inquiry.required_sample_size,
      page: inquiry.page,
      // countries, loi, incidence, fieldDays, quotas (contract/sample-spec.ts), those given.
      ...sampleSpecOf(inquiry),
    },
    // Where the visitor came from (contract/attribution.ts's fields; {} when unknown).
    attribution: attributionOf(inquiry),
  };
}

/**
 * `sha256=` + hex HMAC-SHA256 of `<timestamp>.<body>` with the shared secret. The receiver recomputes it
 * from the raw body and the timestamp header, compares in constant time and refuses old timestamps.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The robots' answers to a signature that does not match their secret (their documented error codes). */
export const DINGTALK_SIGNATURE_REFUSED = 310000;
export const FEISHU_SIGNATURE_REFUSED = 19021;

/** DingTalk 加签: HMAC-SHA256 of "<ms timestamp>\n<secret>" keyed by the secret, base64, as URL parameters. */
export function dingtalkSignedUrl(url: string, secret: string, nowMs: number): string {
  const sign = createHmac('sha256', secret).update(`${nowMs}\n${secret}`).digest('base64');
  const signed = new URL(url);
  signed.searchParams.set('timestamp', String(nowMs));
  signed.searchParams.set('sign', sign);
  return signed.toString();
}

/** Feishu 签名校验: HMAC-SHA256 keyed by "<s timestamp>\n<secret>" over an empty message, base64. */
export function feishuSign(secret: string, nowSeconds: number): string {
  return createHmac('sha256', `${nowSeconds}\n${secret}`).update('').digest('base64');
}

async function postJson(url: string, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<string> {
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
function expectRobotOk(text: string, codeOf: (answer: Record<string, unknown>) => unknown, signatureCodes: number[] = []): void {
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
async function withEachSecret(secrets: string[], send: (secret: string | null) => Promise<void>): Promise<void> {
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

const noClose = async () => {};

/** The configured channels, each ready to send. */
export function createChannels(settings: ChannelSettings, timeoutMs: number, now = () => Date.now()): Channels {
  const channels: Channels = {};
  const idempotency = (inquiry: Inquiry) => ({ [IDEMPOTENCY_HEADER]: inquiry.ref });

  if (settings.webhook) {
    const { url, secrets } = settings.webhook;
    channels.webhook = {
      async send(inquiry, signal) {
        const body = JSON.stringify(webhookPayload(inquiry));
        const timestamp = Math.floor(now() / 1000);
        // One signature per secret, current first, comma-separated: a receiver accepts the message when
        // any of them matches its secret, so it can switch to the new one at any moment of a rotation.
        const signature: Record<string, string> = secrets.length
          ? {
              [TIMESTAMP_HEADER]: String(timestamp),
              [SIGNATURE_HEADER]: secrets.map((secret) => webhookSignature(secret, timestamp, body)).join(','),
            }
          : {};
        await postJson(url, body, { ...idempotency(inquiry), ...signature }, signal);
      },
      close: noClose,
    };
  }

  if (settings.wecom) {
    const { url } = settings.wecom;
    channels.wecom = {
      async send(inquiry, signal) {
        const { body } = robotText(announce(inquiry, 'zh'), 'wecom');
        const text = await postJson(
          url,
          JSON.stringify({ msgtype: 'markdown', markdown: { content: body } }),
          idempotency(inquiry),
          signal,
        );
        expectRobotOk(text, (a) => a.errcode);
      },
      close: noClose,
    };
  }

  if (settings.dingtalk) {
    const { url, secrets } = settings.dingtalk;
    channels.dingtalk = {
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
    };
  }

  if (settings.feishu) {
    const { url, secrets } = settings.feishu;
    channels.feishu = {
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
    };
  }

  if (settings.email) {
    const { smtpUrl, to, from } = settings.email;
    // A small pool keeps the SMTP session open between messages instead of a handshake per request.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    const domain = new URL(`mailto:${to}`).pathname.split('@')[1] ?? 'localhost';
    channels.email = {
      async send(inquiry, signal) {
        const announcement = announce(inquiry, languageOf(inquiry));
        const { text, html } = emailBodies(announcement);
        await transport.sendMail({
          from,
          to,
          ...(inquiry.email ? { replyTo: inquiry.email } : {}),
          subject: emailSubject(announcement),
          text,
          html,
          // The same Message-ID on every try: mail systems and clients fold repeats into one.
          messageId: `<inquiry-${inquiry.ref}@${domain}>`,
          headers: { [IDEMPOTENCY_HEADER]: inquiry.ref },
          // Cancels the SMTP exchange at the delivery's time limit.
          signal,
        });
      },
      close: async () => transport.close(),
    };
  }
  return channels;
}
