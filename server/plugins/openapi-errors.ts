import type { OpenAPIV3_2 } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { errorEnvelope } from '../../contract/envelope';
import { errorEnvelopeSchema } from '../../contract/envelope-schema';
import { ErrorCode, HTTP_STATUS } from '../envelope';

type Components = NonNullable<OpenAPIV3_2.Document['components']>;
type SchemaObject = NonNullable<Components['schemas']>[string];

/** The name of the one error envelope schema under components.schemas. */
export const ERROR_ENVELOPE = 'ErrorEnvelope';

/**
 * Each error status the API answers, as a response of the OpenAPI document's components: its name and
 * when it is answered. Every one is the error envelope; which codes it carries follows from HTTP_STATUS
 * (413, 414 and 415 are A0400 with the status of the transport's refusal: `ApiError`'s override).
 */
const ERROR_STATUSES = {
  400: [
    'BadRequest',
    'A rejected parameter or field (`data` maps each to its message key), malformed JSON, invalid UTF-8 or a `__proto__` key.',
  ],
  401: ['Unauthorized', 'The credentials the operation needs are missing or wrong.'],
  403: ['Forbidden', "A POST from another site's page (`Sec-Fetch-Site`, `Origin`, `Referer`), or an operation that is switched off."],
  404: ['NotFound', 'No such item (an unknown id or slug) in this language.'],
  413: ['PayloadTooLarge', "A body over the API's limit (`API_BODY_LIMIT`, 32 KB by default)."],
  414: ['UriTooLong', 'A URL over 4 KB or a path segment over 100 characters.'],
  415: [
    'UnsupportedMediaType',
    'A body that is not `application/json` (the no-script form also takes `application/x-www-form-urlencoded`).',
  ],
  429: ['TooManyRequests', "The caller's request budget for the operation is spent (per address, IPv6 by /64), or a phone code limit."],
  500: ['InternalError', 'An unexpected failure (logged; nothing internal is answered).'],
  503: [
    'ServiceUnavailable',
    'The database cannot be reached; answered at once, retry later (health says its state in `data`). Every pooled connection busy: `data.reason` is `busy`, with `Retry-After`.',
  ],
} as const satisfies Record<number, readonly [string, string]>;
type ErrorStatus = keyof typeof ERROR_STATUSES;

/** The codes an error status carries: HTTP_STATUS's, or A0400 for the transport's own refusals. */
export function codesOf(status: ErrorStatus): ErrorCode[] {
  const codes = (Object.keys(HTTP_STATUS) as ErrorCode[]).filter((code) => HTTP_STATUS[code] === status);
  return codes.length > 0 ? codes : [ErrorCode.badParameter];
}

/** components.schemas and components.responses: the envelope once, and one response per error status referring to it. */
export function errorComponents(): Components {
  const responses = Object.fromEntries(
    Object.keys(ERROR_STATUSES).map((key) => {
      const status = Number(key) as ErrorStatus;
      const [name, description] = ERROR_STATUSES[status];
      const examples = Object.fromEntries(codesOf(status).map((code) => [code, { value: errorEnvelope(code) }]));
      return [
        name,
        { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` }, examples } } },
      ];
    }),
  );
  // (A literal, deeply readonly schema: OpenAPI's types want mutable lists.)
  return { schemas: { [ERROR_ENVELOPE]: errorEnvelopeSchema as unknown as SchemaObject }, responses };
}

/** The reference to the shared response of `status`. */
export const errorResponseRef = (status: ErrorStatus) => ({ $ref: `#/components/responses/${ERROR_STATUSES[status][0]}` });

/** Methods whose body the API reads (Fastify parses none for GET or HEAD). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses a route answers, from what it is rather than a list kept by hand:
 * - every route: 414 (request-guards.ts, before routing) and 500;
 * - a route that reads a query, path parameters or a body: 400 (its schema's validation, the JSON parser);
 * - a route with a body: 413 (the body limit) and 415 (body-parsing.ts reads JSON only); a POST also
 *   403 (same-origin.ts refuses other sites' pages);
 * - a rate-limited route (the limit is global: every route not `config.rateLimit: false`): 429;
 * - a route that reads the database (all but `config.database: false`): 503;
 * - the codes its handler answers on its own (`config.refuses`: A0404 of an unknown id, A0401…).
 * A status its own schema names (the no-script form's 403 is a page) is its own, not the envelope.
 */
export function errorStatuses(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): ErrorStatus[] {
  const schema = (route.schema ?? {}) as { querystring?: unknown; params?: unknown; body?: unknown };
  const config = route.config ?? {};
  const methods = [route.method].flat();
  const body = methods.some((m) => BODY_METHODS.has(m));
  const statuses = new Set<number>([414, 500]);
  if (schema.querystring || schema.params || schema.body || body) statuses.add(400);
  if (body) [413, 415].forEach((s) => statuses.add(s));
  if (methods.includes('POST')) statuses.add(403);
  if (config.rateLimit !== false) statuses.add(429);
  if (config.database !== false) statuses.add(503);
  for (const code of config.refuses ?? []) if (HTTP_STATUS[code] >= 400) statuses.add(HTTP_STATUS[code]);
  return [...statuses].sort((a, b) => a - b) as ErrorStatus[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The codes the handler answers on its own, beyond those its schema, method and limits imply (an
     * unknown id's A0404, a wrong secret's A0401): the OpenAPI document describes their statuses.
     */
    refuses?: readonly ErrorCode[];
    /** `false`: the route never reads the database, so never answers 503. */
    database?: false;
  }
}
