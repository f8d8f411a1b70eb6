import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PERMISSIONS_POLICY, securityHeaders } from '../../contract/security-headers';
import { ApiError, ErrorCode } from '../envelope';

/** The longest URL the API reads (414 beyond). */
export const MAX_URL_LENGTH = 4096;

/**
 * On every request, first: the API's security headers (computed once at start) and the URL length limit.
 * The API answers JSON and images only: nothing may run, nothing may frame it; content (images included)
 * is public and read by the site from another origin when the two are deployed apart.
 */
const requestGuardsPlugin: FastifyPluginAsync = async (app) => {
  const headers = {
    ...securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
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
};

export const requestGuards = fp(requestGuardsPlugin, { name: 'request-guards' });
