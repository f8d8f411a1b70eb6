import { ERROR_MESSAGES, ErrorCode, type Envelope } from '../contract/envelope';

// The envelope, its success code, the codes' names and their messages are the contract's
// (contract/envelope.ts); the HTTP status of each code is the server's.
export { ErrorCode, ok, SUCCESS, type Envelope } from '../contract/envelope';

/**
 * One HTTP status per code, the same on every route: a parameter error is 400, a request without its credentials 401, a request refused for where it came from 403, an unknown resource 404,
 * a limit 429, an unexpected failure 500, a database that cannot be reached 503; a refusal of a well-formed request (a wrong phone code, a
 * failed SMS gateway, a number the gateway will not text) is 200 with its code. The site's client reads the envelope of every answer.
 */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  B0001: 500,
  B0002: 503,
  A0400: 400,
  A0401: 401,
  A0403: 403,
  A0404: 404,
  A2001: 200,
  A2003: 200,
  A2004: 200,
  A2029: 429,
  A2030: 429,
  A2032: 429,
};

/**
 * A failure the caller sees as an envelope code, with the code's HTTP status (`HTTP_STATUS`); `status`
 * overrides it only for transport-level refusals (413, 414, 415 answer A0400 with their own status).
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly data: unknown = null,
    readonly status = HTTP_STATUS[code],
    message?: string,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
  }

  toEnvelope(): Envelope<unknown> {
    return { code: this.code, message: this.message, data: this.data };
  }
}

export const notFound = () => new ApiError(ErrorCode.notFound);
