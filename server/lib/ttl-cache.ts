import { isDatabaseUnavailable } from '../db/availability';

/**
 * A small time-bounded memo: content changes only when the seed runs, so answers can be reused. While
 * the database is away, an answer past its time is served rather than an error: content is the same
 * until the next seed, and the site's pages stay readable through a database restart.
 */
export class TtlCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  /** Loads under way: callers that miss meanwhile wait for the same one instead of loading again. */
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return Promise.resolve(hit.value as T);
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const loaded = this.load(key, load).finally(() => this.loading.delete(key));
    this.loading.set(key, loaded);
    return loaded;
  }

  private async load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const now = Date.now();
    let value: T;
    try {
      value = await load();
    } catch (error) {
      if (hit && isDatabaseUnavailable(error)) return hit.value as T;
      throw error;
    }
    if (this.ttlMs > 0) {
      // Bounded: keyword and paging queries could otherwise grow the map without limit.
      if (this.entries.size > 2000) this.entries.clear();
      this.entries.set(key, { value, expires: now + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }
}
