import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ErrorCode, ok } from '../envelope';
import type { Services } from '../services';
import { healthSchema, type HealthData } from '../../contract/content';
import type { Envelope } from '../../contract/envelope';
import { envelopeOf } from './schemas';

/**
 * Readiness and what an operator needs to see a fault: `dependencies` says which dependency is up or
 * down (`redis: 'none'` without REDIS_URL). The database down answers 503 B0002 (a load balancer takes
 * the replica out), with the same `data`; Redis down answers 200 with `status: 'degraded'`: the replica
 * serves, counting its limits in its own memory. `outbox` is for monitors: the notifications still to
 * deliver and how long the oldest has waited (a growing age means delivery has stalled).
 */
export const healthRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Reply: Envelope<HealthData> }>(
    '/home/health',
    { config: { rateLimit: false }, schema: { response: { 200: envelopeOf(healthSchema) } } },
    async () => {
      const redis = services.limits.state();
      let outbox;
      try {
        await sql`select 1`.execute(services.db.kysely);
        outbox = await services.outbox.stats();
      } catch {
        const { downSince } = services.db.availability.status();
        throw new ApiError(ErrorCode.dataUnavailable, {
          status: 'down',
          database: services.db.dialect,
          dependencies: { database: 'down', redis },
          downSeconds: downSince === null ? 0 : Math.round((Date.now() - downSince) / 1000),
        });
      }
      return ok({
        status: redis === 'down' ? 'degraded' : 'ok',
        database: services.db.dialect,
        dependencies: { database: 'up', redis },
        connectionsLost: services.db.availability.connectionsLost,
        outbox: {
          backlog: outbox.pending + outbox.retrying,
          retrying: outbox.retrying,
          dead: outbox.dead,
          oldestPendingSeconds: outbox.oldestPendingAt === null ? 0 : Math.max(0, Math.round((Date.now() - outbox.oldestPendingAt) / 1000)),
        },
      });
    },
  );
};
