import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, ErrorCode } from '../envelope';
import { ipGroup } from '../lib/ip-group';
import { RedisLimitStore, rateLimitStore } from '../lib/limit-store';
import type { Services } from '../services';

/**
 * The per-caller request budget of every route registered after it (routes set their own with
 * `config.rateLimit`). On close the limits' Redis connection is let go.
 */
const rateLimitPlugin: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { config } = services;
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
};

export const rateLimits = fp(rateLimitPlugin, { name: 'rate-limits' });
