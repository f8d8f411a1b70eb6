/** Health and the China check: answers about the service rather than the site's content. */
import type { FromSchema } from 'json-schema-to-ts';
import { int, object, str, strings } from './json-schema';

export const healthSchema = object({
  /** ok; degraded (Redis down: limits counted per replica; or the database pool busy). */
  status: str,
  database: str,
  /** up / down per dependency (database busy: every pooled connection in use); redis is none without REDIS_URL. */
  dependencies: object({ database: str, redis: str }),
  /** Connections the database dropped under this process since it started (each was replaced). */
  connectionsLost: int,
  /** Requests that found every pooled connection in use for longer than the pool waits (503, Retry-After). */
  poolTimeouts: int,
  outbox: object({ backlog: int, retrying: int, dead: int, oldestPendingSeconds: int }),
  /**
   * The phone codes' providers per region, in failover order (`log` and `file` reach no phone), and
   * whether both regions have a real gateway. Without one under NODE_ENV=production, status is degraded.
   */
  sms: object({ mainland: strings, international: strings, delivered: { type: 'boolean' } }),
});
export const isChinaSchema = { type: 'boolean' } as const;

export type HealthData = FromSchema<typeof healthSchema>;
export type IsChinaData = FromSchema<typeof isChinaSchema>;
