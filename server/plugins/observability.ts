import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../../contract/request-id';
import type { Metrics } from '../metrics/metrics';

/**
 * On every answer of the process (the API's and, in `npm start`, the site's pages): the request's id in
 * `X-Request-Id` (the one nginx or the caller sent when valid, else the API's own: app.ts `genReqId`),
 * so a visitor's report, nginx's log line, the API's log lines and the stored request meet on one id;
 * and the answer's time in the HTTP histogram, by route pattern.
 */
const observabilityPlugin: FastifyPluginAsync<{ metrics: Metrics }> = async (app, { metrics }) => {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    metrics.httpRequestDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
};

export const observability = fp(observabilityPlugin, { name: 'observability' });
