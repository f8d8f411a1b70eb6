/**
 * SPEC section 8, transport and envelope rules, as pure functions: a non-200 status rejects; a body whose
 * code is not 00000 rejects with that code (the caller shows its toast); a body without a code is passed
 * through as it is.
 */
import { ERROR_CODES, ErrorCode, SUCCESS, type Envelope } from '../../contract/envelope';

// The envelope, its success code and the code table are the contract's (contract/envelope.ts), shared
// with the API that answers them.
export { ERROR_CODES, SUCCESS };

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export class ApiCodeError extends Error {
  /** The code table's text in the visitor's language, set by the client when it shows the toast. */
  localizedMessage?: string;

  constructor(
    readonly code: string,
    readonly serverMessage: string | undefined,
    readonly data: unknown,
  ) {
    super(serverMessage || code);
    this.name = 'ApiCodeError';
  }

  /** Field → message key, when the API rejected form fields (A0400 with data). */
  get fieldErrors(): Record<string, string> {
    const d = this.data;
    if (this.code !== ErrorCode.badParameter || !d || typeof d !== 'object' || Array.isArray(d)) return {};
    return Object.fromEntries(Object.entries(d as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
  }
}

/** Shaped like an `Envelope`; each field is still checked, since the body comes off the wire. */
const isEnvelope = (body: unknown): body is Partial<Record<keyof Envelope<unknown>, unknown>> & { code: unknown } =>
  !!body && typeof body === 'object' && 'code' in body;

/**
 * A non-200 answer rejects: with its envelope's code when it has one (the API answers a parameter error
 * with 400 and A0400, a limit with 429 and A2032…), else with HttpError.
 */
export function unwrap<T>(status: number, body: unknown): T {
  if (status !== 200) {
    if (isEnvelope(body) && typeof body.code === 'string' && body.code !== SUCCESS) {
      throw new ApiCodeError(body.code, typeof body.message === 'string' ? body.message : undefined, body.data);
    }
    throw new HttpError(status);
  }
  if (isEnvelope(body)) {
    const { code, message, data } = body;
    if (code === SUCCESS) return data as T;
    throw new ApiCodeError(String(code), typeof message === 'string' ? message : undefined, data);
  }
  return body as T;
}

/**
 * The toast text of an error (SPEC 8): the code table's message in the visitor's language; else the
 * server's message; else 'error occurred'. Never blank: an empty or white-space text falls through. `translate` answers undefined for a key it does not have.
 */
export function toastMessage(error: unknown, translate: (key: string) => string | undefined): string {
  // A blank text counts as none: an unknown code with an empty message must not show an empty toast.
  const filled = (s: string | undefined) => (s && s.trim() ? s : undefined);
  const occurred = filled(translate('occurred')) ?? 'error occurred';
  if (error instanceof ApiCodeError) {
    return filled(translate(`codes.${error.code}`)) ?? filled(error.serverMessage) ?? occurred;
  }
  return occurred;
}
