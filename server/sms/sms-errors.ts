import { ErrorCode } from '../envelope';

/**
 * Why a gateway declined a message. A refusal is about this number or this message, so another
 * provider is not tried: it would bypass the limit, or refuse as well.
 */
export type SmsRefusalReason =
  /** Not a number the provider can text (malformed, not a mobile, unknown). */
  | 'invalidNumber'
  /** The number refuses texts (unsubscribed, on the carrier's or the provider's block list). */
  | 'blockedNumber'
  /** The number (or the account, a cost guard the operator set) is past its messages for the day. */
  | 'dailyLimit'
  | 'hourlyLimit'
  /** Too soon after the last message to this number (the provider's per-minute or 30-second rule). */
  | 'frequencyLimit'
  /** The signature (签名), the template or the sender is not approved: the operator must act. */
  | 'notApproved';

/** The SPEC 8 code each refusal answers with (their zh and en texts: locales/{zh,en}/errors.json). */
export const REFUSAL_CODES: Record<SmsRefusalReason, ErrorCode> = {
  invalidNumber: ErrorCode.phoneWrong,
  blockedNumber: ErrorCode.phoneWrong,
  dailyLimit: ErrorCode.tooFrequentDay,
  hourlyLimit: ErrorCode.tooFrequentHour,
  frequencyLimit: ErrorCode.tooFrequent,
  notApproved: ErrorCode.smsSendFailed,
};

/** The provider answered and declined this message (`providerCode` is its own error code). */
export class SmsRefused extends Error {
  constructor(
    readonly provider: string,
    readonly reason: SmsRefusalReason,
    readonly providerCode: string,
  ) {
    super(`${provider} refused the message: ${reason} (${providerCode})`);
    this.name = 'SmsRefused';
  }
}

/**
 * The provider could not take the message: unreachable, timed out, a server error, throttled as a
 * whole, or our credentials refused. The next provider of the region is tried.
 */
export class SmsUnavailable extends Error {
  constructor(
    readonly provider: string,
    readonly providerCode: string,
    detail: string,
  ) {
    super(`${provider} unavailable: ${providerCode} ${detail}`.trim());
    this.name = 'SmsUnavailable';
  }
}

/**
 * What of an SDK's error may be logged: its class, code, status and message, never the error itself
 * (an HTTP client's error carries the request, and the request carries the code).
 */
export function describeError(error: unknown): { name: string; code: string; status?: number; message: string } {
  if (!(error instanceof Error)) return { name: typeof error, code: '', message: String(error).slice(0, 200) };
  const e = error as Error & { code?: unknown; providerCode?: unknown; status?: unknown; statusCode?: unknown; httpCode?: unknown };
  const status = [e.status, e.statusCode, e.httpCode].find((s): s is number => typeof s === 'number');
  return {
    name: e.name,
    code: e.code === undefined ? '' : String(e.code),
    ...(status ? { status } : {}),
    message: e.message.slice(0, 300),
  };
}
