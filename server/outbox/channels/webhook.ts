import { createHmac } from 'node:crypto';
import { attributionOf, sampleSpecOf, type Inquiry } from '../../repositories/inquiry-repository';
import { kindOf, languageOf } from '../messages';
import { CONTACT_FIELDS, STORED_FIELDS, type StoredField } from '../../../contract/contact';
import { defineChannel, idempotency, noClose, postJson, secrets, setting } from './channel';

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
      // Every field a form stores, by its contract name, in the contract's order (JSON fields parsed).
      ...(Object.fromEntries(
        STORED_FIELDS.map((field) => {
          const { column, kind } = CONTACT_FIELDS[field];
          return [field, kind === 'json' ? json(inquiry[column] as string | null) : inquiry[column]];
        }),
      ) as Record<StoredField, unknown>),
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

/**
 * Generic JSON webhook, signed (HMAC-SHA256) with each of `secrets` when any is set: the current one, then
 * the previous one during a rotation (NOTIFY_WEBHOOK_SECRET_PREVIOUS).
 */
export const webhook = defineChannel({
  name: 'webhook',
  variable: 'NOTIFY_WEBHOOK_URL',
  settings: (env) => {
    const url = setting(env.NOTIFY_WEBHOOK_URL);
    return url ? { url, secrets: secrets(env, 'NOTIFY_WEBHOOK_SECRET') } : undefined;
  },
  create: ({ url, secrets }, { now }) => ({
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
  }),
});
