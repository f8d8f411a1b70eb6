import path from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import { ApiError, ErrorCode } from './envelope';
import { PERMISSIONS_POLICY, securityHeaders } from './lib/security-headers';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { helpRoutes } from './routes/help';
import { ipRoutes } from './routes/ip';
import { smsRoutes } from './routes/sms';
import type { Services } from './services';

/** The Fastify instance options both the API alone and the combined site server need. */
export function fastifyOptions(config: ServerConfig, logger: FastifyServerOptions['logger'] = { level: config.logLevel }): FastifyServerOptions {
  return {
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

/**
 * The site API as a plugin, mounted at `/designer/v1`. Errors answer in the SPEC's envelope; nothing of
 * the server's internals reaches a caller.
 */
export const siteApi: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { config } = services;

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(error.toEnvelope());
    if (error.validation) {
      return reply.status(400).send(new ApiError(ErrorCode.badParameter, 400, fieldsOf(error)).toEnvelope());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, a body over the limit…: the caller's fault, said plainly.
      return reply.status(status).send(new ApiError(ErrorCode.badParameter, status).toEnvelope());
    }
    req.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send(new ApiError(ErrorCode.requestFailed, 500).toEnvelope());
  });

  app.setNotFoundHandler((_req, reply) => reply.status(404).send(new ApiError(ErrorCode.notFound, 404).toEnvelope()));

  const headers = {
    ...securityHeaders({
      // The API answers JSON and images only: nothing may run, nothing may frame it.
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      // Content (including images) is public and read by the site from another origin when deployed apart.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'POST'], maxAge: 600 });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.globalPerMinute,
    timeWindow: 60_000,
    allowList: config.rateLimit.allowList,
    errorResponseBuilder: () => new ApiError(ErrorCode.tooFrequent, 429),
  });

  await app.register(fastifyStatic, {
    root: path.join(config.contentDir, 'images'),
    prefix: '/assets/images/',
    decorateReply: false,
    maxAge: '1d',
  });

  for (const routes of [helpRoutes, contentRoutes, contactRoutes, smsRoutes, ipRoutes, healthRoutes]) {
    await app.register(routes, { services });
  }
};

/** The API on its own (what `npm run api` listens with and what tests inject into). */
export async function buildApp(services: Services, logger?: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(services.config, logger));
  await app.register(siteApi, { prefix: '/designer/v1', services });
  app.get('/health', (_req, reply) => reply.redirect('/designer/v1/home/health'));
  return app;
}
