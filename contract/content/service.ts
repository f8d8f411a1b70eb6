/** Health and the China check: answers about the service rather than the site's content. */
import type { FromSchema } from 'json-schema-to-ts';
import { int, object, str, strings } from './json-schema';

/** The last publish (server/publish/builds.ts): `npm run publish`, `npm run rollback` or the build hook. */
const publishStatus = object({
  /** idle; running; queued (running, and asked for once more). */
  state: { enum: ['idle', 'running', 'queued'] },
  /** none (never published), ok, failed (the served build was kept), rolled-back. */
  result: { enum: ['none', 'ok', 'failed', 'rolled-back'] },
  /** The served build's id (builds/<id>), null before the first publish. */
  buildId: { type: ['string', 'null'] },
  finishedAt: { type: ['string', 'null'] },
  durationSeconds: { type: ['number', 'null'] },
  /** The failed step and its message. */
  error: { type: ['string', 'null'] },
});
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
  publish: publishStatus,
});
export const isChinaSchema = { type: 'boolean' } as const;

export type HealthData = FromSchema<typeof healthSchema>;
/** The last publish (a part of the health answer and of the build hook's). */
export type PublishStatusData = HealthData['publish'];
export type IsChinaData = FromSchema<typeof isChinaSchema>;
