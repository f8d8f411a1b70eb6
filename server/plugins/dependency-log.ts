import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { RedisLimitStore } from '../lib/limit-store';
import type { Services } from '../services';

/** Faults of the dependencies, logged once per change: an operator reads them here and in health. */
const dependencyLogPlugin: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  if (services.limits instanceof RedisLimitStore) services.limits.log = app.log;
  services.db.availability.on((event, detail) => {
    if (event === 'down') app.log.error(detail, 'database unreachable: requests answer 503 B0002 until it returns');
    else if (event === 'up') app.log.info(detail, 'database reachable again');
    else app.log.warn(detail, 'database connection lost (a new one is opened when needed)');
  });
};

export const dependencyLog = fp(dependencyLogPlugin, { name: 'dependency-log' });
