/**
 * Bounded concurrency, for work that is many small waits: the build's API requests (the source plugin)
 * and its reads and writes of thousands of small files (gatsby/), where one await after another leaves
 * the file system's threads idle.
 */

/** At most `size` holders at once: `await slot()` waits for a free one and returns its release. */
export function createSlots(size: number): () => Promise<() => void> {
  let free = size;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return async () => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    return release;
  };
}

/** Runs `task` over `items` with at most `limit` at a time, keeping order. */
export function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const slot = createSlots(limit);
  return Promise.all(
    items.map(async (item) => {
      const release = await slot();
      try {
        return await task(item);
      } finally {
        release();
      }
    }),
  );
}

/** How many small files the build reads and writes at once: enough to keep libuv's four file-system threads busy. */
export const FILE_CONCURRENCY = 16;
