import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../contract/api';
import { DatabaseBusyError, isDatabaseUnavailable } from '../db/availability';
import { ApiError, ErrorCode } from '../envelope';

/** The longest path segment the API reads (Fastify's maxParamLength; 414 beyond). */
export const MAX_SEGMENT_LENGTH = 100;

const envelopeBody = (code: ErrorCode, status?: number) => JSON.stringify(new ApiError(code, null, status).toEnvelope());

/** Body-less refusals Fastify makes before any route runs (a URL it cannot decode), as envelopes. */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  if (req.url.startsWith(`${API_PREFIX}/`))
    return reply.status(status).send(new ApiError(ErrorCode.badParameter, null, status).toEnvelope());
  return reply.status(status).type('text/plain; charset=utf-8').send('Bad Request');
}

/**
 * Requests Node's parser refuses before Fastify sees them (headers or request line too long, malformed
 * HTTP) get an envelope too, never the framework's own body.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = envelopeBody(ErrorCode.badParameter, status);
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Field → message key from an ajv validation error, so malformed fields can be shown too. */
function fieldsOf(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of error.validation ?? []) {
    const missing = (v.params as { missingProperty?: string; additionalProperty?: string }) ?? {};
    const name = missing.missingProperty ?? missing.additionalProperty ?? v.instancePath.replace(/^\//, '').split('/')[0];
    if (name) fields[name] = missing.additionalProperty ? 'validation.unknownField' : 'validation.format';
  }
  return fields;
}

/** Every error as an envelope with its code's status; the unexpected ones logged, nothing internal sent. */
export function answerError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return reply.status(error.status).send(error.toEnvelope());
  if (error.validation) return reply.status(400).send(new ApiError(ErrorCode.badParameter, fieldsOf(error)).toEnvelope());
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.status(429).send(new ApiError(ErrorCode.tooFrequent).toEnvelope());
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type (415), a body over the limit (413)…: the caller's fault, said
    // plainly, with the status that names it.
    return reply.status(status).send(new ApiError(ErrorCode.badParameter, null, status).toEnvelope());
  }
  if (error instanceof DatabaseBusyError) {
    // Every pooled connection stayed in use for as long as a request may wait: this replica is
    // overloaded, the database is not away. Said as "retry" with when, and counted for health.
    req.log.warn('database pool busy');
    reply.header('retry-after', '1');
    return reply.status(503).send(new ApiError(ErrorCode.dataUnavailable, { reason: 'busy' }).toEnvelope());
  }
  if (isDatabaseUnavailable(error)) {
    // The database is away (restart, failover, a dropped connection, a failing file): said at once, with
    // the code the site's client translates ("data operation failed, please retry").
    req.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
    return reply.status(503).send(new ApiError(ErrorCode.dataUnavailable).toEnvelope());
  }
  req.log.error({ err: error }, 'unexpected failure');
  return reply.status(500).send(new ApiError(ErrorCode.requestFailed).toEnvelope());
}

/**
 * Every failure of the API answers in the SPEC's envelope: thrown errors, unknown paths and methods, and
 * whatever a plugin answered on its own. Not encapsulated: it sets the handlers of the API itself.
 */
const errorEnvelopePlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(answerError);

  // A path segment longer than any route takes is 414 (the router cannot match it), not an unknown path.
  const notFoundAnswer = (req: FastifyRequest, reply: FastifyReply) =>
    req.url
      .split('?')[0]!
      .split('/')
      .some((segment) => segment.length > MAX_SEGMENT_LENGTH)
      ? reply.status(414).send(new ApiError(ErrorCode.badParameter, null, 414).toEnvelope())
      : reply.status(404).send(new ApiError(ErrorCode.notFound).toEnvelope());
  app.setNotFoundHandler(notFoundAnswer);
  // Every unknown path under the prefix is the API's 404, also where the site server would serve pages.
  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], url: '/*', handler: notFoundAnswer });

  // The last word on every refusal: whatever a plugin answered on its own (CORS's invalid preflight…)
  // leaves as an envelope with the code of its status, never as the framework's text or the echoed URL.
  // A route that answers people with pages (the no-script form: `config.pages`) keeps its HTML refusals.
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode < 400 || type.startsWith('application/json')) return payload;
    if (type.startsWith('text/html') && reply.routeOptions.config?.pages) return payload;
    const status = reply.statusCode;
    reply.type('application/json; charset=utf-8');
    return envelopeBody(
      status === 404
        ? ErrorCode.notFound
        : status === 429
          ? ErrorCode.tooFrequent
          : status >= 500
            ? ErrorCode.requestFailed
            : ErrorCode.badParameter,
      status,
    );
  });
};

export const errorEnvelope = fp(errorEnvelopePlugin, { name: 'error-envelope' });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers people with HTML pages, refusals included: the envelope leaves them as they are. */
    pages?: boolean;
  }
}
