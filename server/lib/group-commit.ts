/**
 * Group commit: writes that arrive while a commit is in flight are gathered and committed together in the
 * next transaction. Every caller still waits for the commit that holds its row, so an acknowledged write
 * is durable, but one fsync now serves many requests instead of one each. A batch the store refuses is
 * retried item by item, so one bad item can only fail itself.
 */
export class GroupCommit<Item, Result> {
  private queue: { item: Item; resolve: (r: Result) => void; reject: (e: unknown) => void }[] = [];
  private running = false;
  /**
   * When the last commit gathering at least `crowded` writes began (epoch ms, 0 before any): writes were
   * arriving faster than commits one at a time could take them, i.e. a burst.
   */
  lastCrowdedAt = 0;

  constructor(
    private readonly commit: (items: Item[]) => Promise<Result[]>,
    private readonly maxBatch = 200,
    private readonly crowded = 4,
    /** Whether a failed batch is worth retrying item by item (not when the store itself is away). */
    private readonly retryEach: (error: unknown) => boolean = () => true,
  ) {}

  write(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.running) {
        this.running = true;
        // Let the requests already parsed in this turn of the event loop join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      if (batch.length >= this.crowded) this.lastCrowdedAt = Date.now();
      try {
        const results = await this.commit(batch.map((b) => b.item));
        batch.forEach((b, i) => b.resolve(results[i]!));
      } catch (error) {
        if (batch.length === 1 || !this.retryEach(error)) {
          for (const b of batch) b.reject(error);
          continue;
        }
        // The batch's transaction rolled back as a whole: each item gets a commit of its own.
        for (const b of batch) {
          try {
            b.resolve((await this.commit([b.item]))[0]!);
          } catch (itemError) {
            b.reject(itemError);
          }
        }
      }
    }
    this.running = false;
  }
}
