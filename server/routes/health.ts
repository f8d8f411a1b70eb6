import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ErrorCode, ok } from '../envelope';
import type { Services } from '../services';
import { healthSchema } from './content-schemas';
import { envelopeOf } from './schemas';

/**
 * Readiness: answers 00000 only when the database answers. `outbox` is for monitors: the notifications
 * still to deliver and how long the oldest has waited (a growing age means delivery has stalled).
 */
export const healthRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get('/home/health', { config: { rateLimit: false }, schema: { response: { 200: envelopeOf(healthSchema) } } }, async () => {
    let outbox;
    try {
      await sql`select 1`.execute(services.db.kysely);
      outbox = await services.outbox.stats();
    } catch {
      throw new ApiError(ErrorCode.requestFailed, null, 503);
    }
    return ok({
      status: 'ok',
      database: services.db.dialect,
      outbox: {
        backlog: outbox.pending + outbox.retrying,
        retrying: outbox.retrying,
        dead: outbox.dead,
        oldestPendingSeconds: outbox.oldestPendingAt === null ? 0 : Math.max(0, Math.round((Date.now() - outbox.oldestPendingAt) / 1000)),
      },
    });
  });
};
