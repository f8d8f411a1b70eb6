import type { Redis } from 'ioredis';

/** Where a replica's limits are counted now: none (memory only, no REDIS_URL), up (Redis), down (memory while Redis is away). */
export type SharedStoreState = 'none' | 'up' | 'down';

/**
 * Counters over fixed windows: `hit` adds one to `key` and answers the count in the key's current window
 * (the window starts with its first hit). Atomic per key in both stores, so concurrent callers never
 * both see the last free slot.
 */
export interface LimitStore {
  hit(key: string, windowMs: number): Promise<number>;
  state(): SharedStoreState;
}

/** This process's memory: a restart forgets, replicas count apart. The default without REDIS_URL. */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private sweptAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<number> {
    return this.hitNow(key, windowMs);
  }

  /** The same, without a promise (the rate limiter's callback store). */
  hitNow(key: string, windowMs: number): number {
    const now = this.now();
    this.sweep(now);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    return ++w.count;
  }

  /** Milliseconds until `key`'s window ends (0 when it has none). */
  ttl(key: string): number {
    const w = this.windows.get(key);
    return w ? Math.max(0, w.resetAt - this.now()) : 0;
  }

  state(): SharedStoreState {
    return 'none';
  }

  /** Drops windows that ended, at most once a minute, so memory stays bounded by recent traffic. */
  private sweep(now: number) {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/** Logs the changes of the shared store's state (the API's logger). */
export interface DegradedLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Redis: every replica counts in the same place and a restart keeps the counts. While Redis is away
 * (not connected, or a call failed or took longer than the client's 200 ms `commandTimeout`), the
 * counts go to this replica's memory instead: requests keep being answered, each replica holding every
 * limit on its own (so a limit is at most its value times the number of replicas), logged once as
 * degraded and reported by health. No call is made while the client is not connected, so a request
 * never waits for Redis; when the client has reconnected, counting is shared again.
 */
export class RedisLimitStore implements LimitStore {
  private degraded = false;
  private started = false;
  private connecting: Promise<void> | null = null;
  private readonly local: MemoryLimitStore;
  log: DegradedLog | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    now?: () => number,
  ) {
    this.local = new MemoryLimitStore(now);
    redis.on('ready', () => {
      this.started = true;
      this.recovered();
    });
  }

  /**
   * A process that has just started waits for its first connection, at most 2 s (once: a Redis that is
   * away at start is found out by the first requests, the later ones count in memory at once).
   */
  private firstConnection(): Promise<void> {
    return (this.connecting ??= new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    }).finally(() => {
      this.started = true;
    }));
  }

  state(): SharedStoreState {
    return this.degraded || this.redis.status !== 'ready' ? 'down' : 'up';
  }

  private fallBack(error: unknown) {
    if (this.degraded) return;
    this.degraded = true;
    this.log?.warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      'Redis unavailable: limits are counted in this replica only (degraded) until it returns',
    );
  }

  private recovered() {
    if (!this.degraded) return;
    this.degraded = false;
    this.log?.info({}, 'Redis is back: limits are shared again');
  }

  async hit(key: string, windowMs: number): Promise<number> {
    return (await this.window(key, windowMs)).count;
  }

  /** `hit`, with the milliseconds left in the key's window (the rate limiter's Retry-After). */
  async window(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    if (this.redis.status !== 'ready' && !this.started) await this.firstConnection();
    if (this.redis.status !== 'ready') {
      this.fallBack(new Error(`Redis connection ${this.redis.status}`));
      return { count: this.local.hitNow(key, windowMs), ttlMs: this.local.ttl(key) };
    }
    try {
      // INCR and the expiry of a new window in one script: no window is left without an end.
      const [count, ttlMs] = (await this.redis.eval(
        "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return {n, redis.call('PTTL', KEYS[1])}",
        1,
        `${this.prefix}${key}`,
        String(windowMs),
      )) as [number, number];
      this.recovered();
      return { count: Number(count), ttlMs: Math.max(0, Number(ttlMs)) };
    } catch (error) {
      this.fallBack(error);
      return { count: this.local.hitNow(key, windowMs), ttlMs: this.local.ttl(key) };
    }
  }
}

/**
 * `@fastify/rate-limit`'s store over a RedisLimitStore (keys `rate:<address>`, a route's own limit
 * `rate:<METHOD><url>-<address>`), so the per-address limits fall back to this replica's memory while
 * Redis is away instead of failing the request or waiting for Redis.
 */
export function rateLimitStore(limits: RedisLimitStore) {
  return class RateLimitStore {
    constructor(
      _options: unknown,
      private readonly key = 'rate:',
    ) {}

    incr(id: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      limits.window(`${this.key}${id}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(route: object) {
      const { method, url } = (route as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new RateLimitStore(null, `rate:${String(method)}${String(url)}-`);
    }
  };
}
