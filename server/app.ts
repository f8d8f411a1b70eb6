import path from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { isUtf8 } from 'node:buffer';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import secureJsonParse from 'secure-json-parse';
import type { ServerConfig } from './config';
import { isDatabaseUnavailable } from './db/availability';
import { ApiError, ErrorCode } from './envelope';
import { regularFileInside } from './lib/inside-folder';
import { ipGroup } from './lib/ip-group';
import { RedisLimitStore, rateLimitStore } from './lib/limit-store';
import { envelopeOf } from './routes/schemas';
import { PERMISSIONS_POLICY, securityHeaders } from '../contract/security-headers';
import { contactRoutes } from './routes/contact';
import { contactFormRoutes } from './routes/contact-form';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { helpRoutes } from './routes/help';
import { ipRoutes } from './routes/ip';
import { smsRoutes } from './routes/sms';
import type { Services } from './services';
import { openApi } from './plugins/openapi';
import packageJson from '../package.json';

export const API_PREFIX = '/designer/v1';

/** Body-less refusals Fastify makes before any route runs (a URL it cannot decode), as envelopes. */
function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  if (req.url.startsWith(`${API_PREFIX}/`))
    return reply.status(status).send(new ApiError(ErrorCode.badParameter, null, status).toEnvelope());
  return reply.status(status).type('text/plain; charset=utf-8').send('Bad Request');
}

/** The longest URL the API reads (414 beyond), and the longest path segment (Fastify's maxParamLength). */
const MAX_URL_LENGTH = 4096;
const MAX_SEGMENT_LENGTH = 100;

const envelopeBody = (code: ErrorCode, status?: number) => JSON.stringify(new ApiError(code, null, status).toEnvelope());

/**
 * Requests Node's parser refuses before Fastify sees them (headers or request line too long, malformed
 * HTTP) get an envelope too, never the framework's own body.
 */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = envelopeBody(ErrorCode.badParameter, status);
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The Fastify instance options both the API alone and the combined site server need. */
export function fastifyOptions(
  config: ServerConfig,
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
): FastifyServerOptions {
  return {
    frameworkErrors: frameworkErrors as FastifyServerOptions['frameworkErrors'],
    clientErrorHandler,
    routerOptions: { maxParamLength: MAX_SEGMENT_LENGTH },
    logger,
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For is believed only from these addresses; otherwise req.ip is the socket's peer.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true } },
    // Keep error responses free of internals: our handler decides every error body.
    return503OnClosing: true,
  };
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
function answerError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return reply.status(error.status).send(error.toEnvelope());
  if (error.validation) return reply.status(400).send(new ApiError(ErrorCode.badParameter, fieldsOf(error)).toEnvelope());
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.status(429).send(new ApiError(ErrorCode.tooFrequent).toEnvelope());
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type (415), a body over the limit (413)…: the caller's fault, said
    // plainly, with the status that names it.
    return reply.status(status).send(new ApiError(ErrorCode.badParameter, null, status).toEnvelope());
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
 * The site API as a plugin, mounted at `/designer/v1`. Errors answer in the SPEC's envelope; nothing of
 * the server's internals reaches a caller.
 */
export const siteApi: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { config } = services;

  app.setErrorHandler(answerError);

  // Faults of the dependencies, logged once per change: an operator reads them here and in health.
  if (services.limits instanceof RedisLimitStore) services.limits.log = app.log;
  services.db.availability.on((event, detail) => {
    if (event === 'down') app.log.error(detail, 'database unreachable: requests answer 503 B0002 until it returns');
    else if (event === 'up') app.log.info(detail, 'database reachable again');
    else app.log.warn(detail, 'database connection lost (a new one is opened when needed)');
  });

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

  // JSON bodies are read as bytes and refused unless they are valid UTF-8: decoding would silently turn
  // invalid bytes into U+FFFD and store them.
  // Only JSON is read: any other content type is 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body: Buffer, done) => {
    if (!isUtf8(body)) return done(new ApiError(ErrorCode.badParameter), undefined);
    try {
      done(null, secureJsonParse(body.toString('utf8'), { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new ApiError(ErrorCode.badParameter), undefined);
    }
  });

  const headers = {
    ...securityHeaders({
      // The API answers JSON and images only: nothing may run, nothing may frame it.
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      // Content (including images) is public and read by the site from another origin when deployed apart.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    if (req.url.length > MAX_URL_LENGTH) {
      reply.status(414).send(new ApiError(ErrorCode.badParameter, null, 414).toEnvelope());
      return;
    }
    done();
  });
  // The last word on every refusal: whatever a plugin answered on its own (CORS's invalid preflight…)
  // leaves as an envelope with the code of its status, never as the framework's text or the echoed URL.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode < 400 || String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
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
  await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'POST'], maxAge: 600 });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.globalPerMinute,
    timeWindow: 60_000,
    allowList: config.rateLimit.allowList,
    // IPv6 callers are counted by /64: rotating addresses inside one's block buys no fresh budget.
    keyGenerator: (req) => ipGroup(req.ip),
    // With REDIS_URL every replica counts in the same place, and a restart keeps the counts; while Redis
    // is away each replica counts in its own memory (RedisLimitStore).
    ...(services.limits instanceof RedisLimitStore ? { store: rateLimitStore(services.limits) } : {}),
    errorResponseBuilder: () => new ApiError(ErrorCode.tooFrequent),
  });
  app.addHook('onClose', async () => {
    // quit() waits for Redis's answer; a Redis that is away gets its connection simply dropped.
    const redis = services.redis;
    if (redis)
      await Promise.race([redis.quit().catch(() => {}), new Promise((r) => setTimeout(r, 500).unref())]).finally(() => redis.disconnect());
  });

  // Only regular files inside their folder are served: a symbolic link that leaves it is not followed.
  await app.register(fastifyStatic, {
    root: path.join(config.contentDir, 'images'),
    allowedPath: regularFileInside(path.join(config.contentDir, 'images')),
    prefix: '/assets/images/',
    decorateReply: false,
    maxAge: '1d',
  });
  // Downloadable files named by content (`downloads` of university-zone items): always saved, never shown.
  await app.register(fastifyStatic, {
    root: path.join(config.contentDir, 'files'),
    allowedPath: regularFileInside(path.join(config.contentDir, 'files')),
    prefix: '/assets/files/',
    decorateReply: false,
    maxAge: '1d',
    setHeaders: (res) => res.setHeader('content-disposition', 'attachment'),
  });

  // Every route answers the envelope: a route that names no response schema of its own gets the
  // envelope's, so serialisation is compiled and nothing outside code/message/data is sent.
  app.addHook('onRoute', (route) => {
    if (route.url?.startsWith(`${API_PREFIX}/assets/`)) return;
    const schema = (route.schema ??= {}) as { response?: Record<string, unknown> };
    schema.response ??= { 200: envelopeOf({}) };
  });

  await app.register(openApi, { version: packageJson.version });
  for (const routes of [helpRoutes, contentRoutes, contactRoutes, contactFormRoutes, smsRoutes, ipRoutes, healthRoutes]) {
    await app.register(routes, { services });
  }
};

/** The API on its own (what `npm run api` listens with and what tests inject into). */
export async function buildApp(services: Services, logger?: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(services.config, logger));
  await app.register(siteApi, { prefix: API_PREFIX, services });
  // The API alone answers only envelopes, also for a path outside the prefix (`/designer/v1/..`).
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(new ApiError(ErrorCode.notFound).toEnvelope()));
  app.setErrorHandler(answerError);
  app.get('/health', (_req, reply) => reply.redirect('/designer/v1/home/health'));
  return app;
}
