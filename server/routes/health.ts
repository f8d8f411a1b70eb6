import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ErrorCode, ok } from '../envelope';
import type { Services } from '../services';

/** Readiness: answers 00000 only when the database answers. */
export const healthRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get('/home/health', { config: { rateLimit: false } }, async () => {
    try {
      await sql`select 1`.execute(services.db.kysely);
    } catch {
      throw new ApiError(ErrorCode.requestFailed, null, 503);
    }
    return ok({ status: 'ok', database: services.db.dialect });
  });
};
