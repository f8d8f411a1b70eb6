import type { FastifyPluginAsync } from 'fastify';
import { DatabaseBusyError } from '../db/availability';
import { probeDatabase } from '../db/database';
import { ApiError, ErrorCode, ok } from '../envelope';
import type { Services } from '../services';
import { healthSchema, type HealthData } from '../../contract/content';
import type { Envelope } from '../../contract/envelope';
import { envelopeOf, operation } from './schemas';
import { regionsWithoutGateway } from '../sms/gateway-config';

/**
 * Readiness and what an operator needs to see a fault: `dependencies` says which dependency is up or
 * down (`redis: 'none'` without REDIS_URL). The database down answers 503 B0002 (a load balancer takes
 * the replica out), with the same `data`; Redis down answers 200 with `status: 'degraded'`: the replica
 * serves, counting its limits in its own memory. `outbox` is for monitors: the notifications still to
 * deliver and how long the oldest has waited (a growing age means delivery has stalled). `sms` names the
 * phone codes' providers; a production deployment (NODE_ENV=production) whose codes reach no phone in a
 * region is `degraded`. `publish` is the
 * last publish of the site (when, how long, its result and the served build) and whether one runs now.
 */
export const healthRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Reply: Envelope<HealthData> }>(
    '/home/health',
    {
      config: { rateLimit: false },
      schema: {
        ...operation('ops', 'getHealth', 'Readiness and the state of each dependency (503 with the same data while the database is down)'),
        response: { 200: envelopeOf(healthSchema) },
      },
    },
    async () => {
      const redis = services.limits.state();
      let outbox;
      let database = await probeDatabase(services.db);
      if (database === 'down') throw downAnswer();
      try {
        if (database === 'up') outbox = await services.outbox.stats();
      } catch (error) {
        if (!(error instanceof DatabaseBusyError)) throw downAnswer();
        database = 'busy';
      }
      // Every connection in use: the database answers, this replica is overloaded (poolTimeouts counts it);
      // the last counts read are shown as they were.
      outbox ??= services.outbox.lastKnownStats ?? { pending: 0, retrying: 0, dead: 0, oldestPendingAt: null };
      const { gateways } = services.config.sms;
      const delivered = regionsWithoutGateway(gateways).length === 0;
      const smsDown = !delivered && gateways.production;
      return ok({
        status: redis === 'down' || database === 'busy' || smsDown ? 'degraded' : 'ok',
        database: services.db.dialect,
        dependencies: { database, redis },
        connectionsLost: services.db.availability.connectionsLost,
        poolTimeouts: services.db.availability.poolTimeouts,
        outbox: {
          backlog: outbox.pending + outbox.retrying,
          retrying: outbox.retrying,
          dead: outbox.dead,
          oldestPendingSeconds: outbox.oldestPendingAt === null ? 0 : Math.max(0, Math.round((Date.now() - outbox.oldestPendingAt) / 1000)),
        },
        sms: { mainland: gateways.mainland, international: gateways.international, delivered },
        publish: services.publisher.status(),
      });

      function downAnswer() {
        const { downSince } = services.db.availability.status();
        return new ApiError(ErrorCode.dataUnavailable, {
          status: 'down',
          database: services.db.dialect,
          dependencies: { database: 'down', redis },
          downSeconds: downSince === null ? 0 : Math.round((Date.now() - downSince) / 1000),
        });
      }
    },
  );
};
