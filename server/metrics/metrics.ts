import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database';
import type { LimitStore } from '../lib/limit-store';
import type { OutboxRepository, OutboxStats } from '../outbox/outbox-repository';

/** What the gauges read at scrape time; each is optional (the worker has no rate-limit store). */
export interface MetricSources {
  db?: Db;
  limits?: LimitStore;
  /** Its reads are shared by concurrent callers and it keeps the last counts (one reader with health). */
  outbox?: Pick<OutboxRepository, 'stats' | 'lastKnownStats'>;
}

/**
 * Every Prometheus metric of the site API and the outbox worker, defined once. Each process (and each
 * test's services) has a registry of its own, never prom-client's global one; a process exports it on a
 * listener of its own (listener.ts), never through the public site. Counters move where the event
 * happens (the HTTP hook, storing a request, the SMS route, the worker); gauges are read when
 * Prometheus scrapes, from the sources given to `watch`.
 */
export class Metrics {
  readonly registry = new Registry();

  /** Every answer, by method, route pattern (never the raw URL: its values are unbounded) and status. */
  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly inquiriesStored = new Counter({
    name: 'site_inquiries_stored_total',
    help: 'Contact and quote requests stored, by form variant',
    labelNames: ['variant'] as const,
    registers: [this.registry],
  });

  /** `outcome` sent, refused (a limit) or failed (the gateway); `reason` the SPEC 8 code answered. */
  readonly smsCodes = new Counter({
    name: 'site_sms_codes_total',
    help: 'Phone verification codes asked for, by outcome and the SPEC 8 code answered',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });

  /** `outcome` delivered, retry (failed, will be tried again) or dead (failed its last try). */
  readonly deliveries = new Counter({
    name: 'site_outbox_deliveries_total',
    help: 'Notification deliveries tried, by channel and outcome',
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });

  /** From the request being stored to its notification delivered on a channel. */
  readonly deliveryLatency = new Histogram({
    name: 'site_outbox_delivery_latency_seconds',
    help: 'Time from a request being stored to its notification being delivered, by channel',
    labelNames: ['channel'] as const,
    buckets: [0.1, 0.5, 1, 2, 5, 15, 60, 300, 1800, 3600, 21600],
    registers: [this.registry],
  });

  private sources: MetricSources = {};

  constructor() {
    const outbox: [string, string, (s: OutboxStats, now: number) => number][] = [
      ['site_outbox_backlog', 'Notifications still to deliver (new and retrying)', (s) => s.pending + s.retrying],
      ['site_outbox_retrying', 'Notifications that failed at least once and will be tried again', (s) => s.retrying],
      ['site_outbox_dead', 'Notifications that failed their last try (npm run outbox -- retry-dead)', (s) => s.dead],
      [
        'site_outbox_oldest_pending_seconds',
        'How long the oldest notification still to deliver has waited (growing: delivery has stalled)',
        (s, now) => (s.oldestPendingAt === null ? 0 : Math.max(0, (now - s.oldestPendingAt) / 1000)),
      ],
    ];
    for (const [name, help, read] of outbox) {
      const gauge: Gauge = new Gauge({
        name,
        help,
        registers: [this.registry],
        // Read on each scrape; without a source (a test's services) the gauge stays at 0.
        collect: async () => {
          const stats = await this.outboxStats();
          if (stats) gauge.set(read(stats, Date.now()));
        },
      });
    }
    const pool: Gauge<'state'> = new Gauge({
      name: 'site_db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle, waiting: callers queued for one; max)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect: () => {
        const state = this.sources.db?.poolState?.();
        if (!state) return;
        for (const [name, value] of Object.entries(state)) pool.set({ state: name }, value);
      },
    });
    const up: Gauge<'dependency'> = new Gauge({
      name: 'site_dependency_up',
      help: 'Whether a dependency answers (1) or not (0): database, redis (absent without REDIS_URL)',
      labelNames: ['dependency'] as const,
      registers: [this.registry],
      collect: () => {
        const { db, limits } = this.sources;
        if (db) up.set({ dependency: 'database' }, db.availability.status().downSince === null ? 1 : 0);
        const redis = limits?.state();
        if (redis && redis !== 'none') up.set({ dependency: 'redis' }, redis === 'up' ? 1 : 0);
      },
    });
    // Counted by the database's availability (health shows the same figures); copied on each scrape.
    const availabilityCounters: [string, string, (db: Db) => number][] = [
      [
        'site_db_pool_timeouts_total',
        'Requests that waited too long for a database connection (503 B0002, busy)',
        (db) => db.availability.poolTimeouts,
      ],
      [
        'site_db_connections_lost_total',
        'Database connections the server ended (restart, failover)',
        (db) => db.availability.connectionsLost,
      ],
    ];
    for (const [name, help, read] of availabilityCounters) {
      const counter: Counter = new Counter({
        name,
        help,
        registers: [this.registry],
        collect: () => {
          if (!this.sources.db) return;
          counter.reset();
          counter.inc(read(this.sources.db));
        },
      });
    }
  }

  /**
   * The outbox counts for the four gauges of a scrape (the repository shares one read among them); while
   * the database is away or every connection is in use, the last counts read, as health shows them.
   */
  private outboxStats(): Promise<OutboxStats | null> {
    const outbox = this.sources.outbox;
    if (!outbox) return Promise.resolve(null);
    return outbox.stats().catch(() => outbox.lastKnownStats);
  }

  /** Where the gauges read from (once the process has them). */
  watch(sources: MetricSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  /** Node's own figures (heap, event loop lag, GC, handles): for a process that exports its metrics. */
  collectProcessMetrics(processName: 'api' | 'worker'): void {
    this.registry.setDefaultLabels({ process: processName });
    collectDefaultMetrics({ register: this.registry });
  }
}
