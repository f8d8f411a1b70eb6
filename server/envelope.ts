/** The answer every endpoint gives: SPEC section 8. */
export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

export const SUCCESS = '00000';

/** The codes this API answers with (a subset of the SPEC's table), with their English meaning. */
export const ErrorCode = {
  requestFailed: 'B0001',
  badParameter: 'A0400',
  notFound: 'A0404',
  smsSendFailed: 'A2003',
  wrongCode: 'A2004',
  tooFrequentHour: 'A2029',
  tooFrequent: 'A2032',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const messages: Record<ErrorCode, string> = {
  B0001: 'Request failed, please retry',
  A0400: 'Parameter error',
  A0404: 'The requested resource does not exist',
  A2003: 'Verification code could not be sent',
  A2004: 'Wrong verification code',
  A2029: 'Too frequent, please retry in 1 hour',
  A2032: 'Request too frequent',
};

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS, message: 'success', data };
}

/**
 * A failure the caller should see as an envelope code. `status` stays 200 for business errors so the
 * site's client can read the code and show its toast or field messages (SPEC 8: a non-200 status only
 * rejects); transport-level failures use real HTTP statuses.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status = 200,
    readonly data: unknown = null,
    message?: string,
  ) {
    super(message ?? messages[code]);
  }

  toEnvelope(): Envelope<unknown> {
    return { code: this.code, message: this.message, data: this.data };
  }
}

export const notFound = () => new ApiError(ErrorCode.notFound, 404);
