/**
 * One request id from the edge to the delivery of its notification. nginx (deploy/nginx.conf.template)
 * passes a caller's `X-Request-Id` on when it matches `REQUEST_ID_PATTERN`, else sets its own
 * (`$request_id`, 32 hex digits); the API keeps a valid incoming id (else makes one), logs every line of
 * the request under it, answers it in `X-Request-Id`, and stores it with the contact request and its
 * outbox rows, so the worker logs it with each delivery.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id may look like: 8 to 64 letters, digits, `-`, `_`, `.` or `:` (a UUID, nginx's hex id, a
 * trace id). Anything else (too long, spaces, quotes, line breaks) is replaced, never logged or stored.
 * The same expression is written into nginx's map by scripts/topology.ts, so both ends agree.
 */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9._:-]{8,64}$';

const valid = new RegExp(REQUEST_ID_PATTERN);

/** The incoming header's value when it is a usable id, else null. */
export function acceptedRequestId(value: string | string[] | undefined): string | null {
  const one = Array.isArray(value) ? value[0] : value;
  return one !== undefined && valid.test(one) ? one : null;
}
