import type { Redis } from 'ioredis';

/**
 * Counters over fixed windows: `hit` adds one to `key` and answers the count in the key's current window
 * (the window starts with its first hit). Atomic per key in both stores, so concurrent callers never
 * both see the last free slot.
 */
export interface LimitStore {
  hit(key: string, windowMs: number): Promise<number>;
}

/** This process's memory: a restart forgets, replicas count apart. The default without REDIS_URL. */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private sweptAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    this.sweep(now);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    return ++w.count;
  }

  /** Drops windows that ended, at most once a minute, so memory stays bounded by recent traffic. */
  private sweep(now: number) {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/** Redis: every replica counts in the same place and a restart keeps the counts. */
export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    // INCR and the expiry of a new window in one script: no window is left without an end.
    const n = (await this.redis.eval(
      "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n",
      1,
      `${this.prefix}${key}`,
      String(windowMs),
    )) as number;
    return Number(n);
  }
}
