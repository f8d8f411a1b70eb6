import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { API_PREFIX } from '../contract/api';
import { acceptedRequestId, REQUEST_ID_HEADER } from '../contract/request-id';
import packageJson from '../package.json';
import type { ServerConfig } from './config';
import { ApiError, ErrorCode } from './envelope';
import { assets } from './plugins/assets';
import { bodyParsing } from './plugins/body-parsing';
import { corsPolicy } from './plugins/cors';
import { dependencyLog } from './plugins/dependency-log';
import { envelopeSchema } from './plugins/envelope-schema';
import { answerError, clientErrorHandler, errorEnvelope, frameworkErrors, MAX_SEGMENT_LENGTH } from './plugins/error-envelope';
import { observability } from './plugins/observability';
import { openApi } from './plugins/openapi';
import { rateLimits } from './plugins/rate-limit';
import { sameOriginPosts } from './plugins/same-origin';
import { requestGuards } from './plugins/request-guards';
import { contactRoutes } from './routes/contact';
import { contactFormRoutes } from './routes/contact-form';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { helpRoutes } from './routes/help';
import { ipRoutes } from './routes/ip';
import { publishHookRoutes } from './routes/publish-hook';
import { smsRoutes } from './routes/sms';
import type { Services } from './services';

export { API_PREFIX };

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
    // Every log line of a request carries its id (`reqId`): nginx's (or a caller's) when valid, else a
    // UUID; never an unchecked header value, which could forge or break log lines.
    requestIdHeader: false,
    genReqId: (req) => acceptedRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For is believed only from these addresses; otherwise req.ip is the socket's peer.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true } },
    // Keep error responses free of internals: our handler decides every error body.
    return503OnClosing: true,
  };
}

/**
 * The site API as a plugin, mounted at `/designer/v1`. Errors answer in the SPEC's envelope; nothing of
 * the server's internals reaches a caller. Each concern is a plugin of server/plugins/ (fastify/demo's
 * layout); all but the assets skip encapsulation (fastify-plugin), since they set the API's own handlers
 * and hooks. The order is part of the behaviour:
 */
export const siteApi: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { config } = services;
  // 1. The error handler, the 404s and the onSend envelope, first: every later part answers through them.
  await app.register(errorEnvelope);
  // 2. Dependency faults logged once per change.
  await app.register(dependencyLog, { services });
  // 3. JSON bodies only, valid UTF-8, no prototype keys.
  await app.register(bodyParsing);
  // 4. Security headers and the URL length limit: the first onRequest hook, so even a refusal carries them.
  await app.register(requestGuards);
  // 4b. POSTs from other sites' pages refused (403 A0403), before they cost a rate-limit budget.
  await app.register(sameOriginPosts, { config });
  // 5. CORS, then 6. the rate limit: a preflight is answered before it counts against a budget.
  await app.register(corsPolicy, { config });
  await app.register(rateLimits, { services });
  // 7. Images and files (encapsulated; registered before 8, so they keep their own answers).
  await app.register(assets, { config });
  // 8. Every route registered from here on gets the envelope's response schema unless it names its own.
  await app.register(envelopeSchema);
  // 9. The OpenAPI document: before the routes, since it collects each route as it is added.
  await app.register(openApi, { version: packageJson.version });
  // 10. The routes.
  for (const routes of [
    helpRoutes,
    contentRoutes,
    contactRoutes,
    contactFormRoutes,
    smsRoutes,
    ipRoutes,
    healthRoutes,
    publishHookRoutes,
  ]) {
    await app.register(routes, { services });
  }
};

/**
 * A Fastify instance with what every answer of the process gets, whatever serves it: the request id
 * header and the HTTP metrics (plugins/observability.ts). The API alone and the site server start here.
 */
export async function baseServer(services: Services, logger?: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(services.config, logger));
  await app.register(observability, { metrics: services.metrics });
  return app;
}

/** The API on its own (what `npm run api` listens with and what tests inject into). */
export async function buildApp(services: Services, logger?: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const app = await baseServer(services, logger);
  await app.register(siteApi, { prefix: API_PREFIX, services });
  // The API alone answers only envelopes, also for a path outside the prefix (`/designer/v1/..`).
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(new ApiError(ErrorCode.notFound).toEnvelope()));
  app.setErrorHandler(answerError);
  app.get('/health', (_req, reply) => reply.redirect('/designer/v1/home/health'));
  return app;
}
