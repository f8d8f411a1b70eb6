import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  test('writes arriving together share one commit, later ones the next, in order', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommit<number, string>(async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 5));
      return items.map((i) => `row-${i}`);
    });
    const first = [1, 2, 3].map((i) => gc.write(i));
    await new Promise((r) => setImmediate(r));
    // The first commit is in flight; these wait for the next one.
    const second = [4, 5].map((i) => gc.write(i));
    expect(await Promise.all([...first, ...second])).toEqual(['row-1', 'row-2', 'row-3', 'row-4', 'row-5']);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  test('a refused batch is retried item by item: only the bad item fails, and the next batch still runs', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommit<number, number>(async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 1));
      if (items.includes(13)) throw new Error('value out of range');
      return items.map((i) => i * 10);
    });
    const writes = [1, 13, 2].map((i) => gc.write(i));
    const results = await Promise.allSettled(writes);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[0] as PromiseFulfilledResult<number>).value).toBe(10);
    expect((results[2] as PromiseFulfilledResult<number>).value).toBe(20);
    await expect(writes[1]).rejects.toThrow('value out of range');
    expect(batches).toEqual([[1, 13, 2], [1], [13], [2]]);
    await expect(gc.write(3)).resolves.toBe(30);
  });

  test('batches are capped', async () => {
    const sizes: number[] = [];
    const gc = new GroupCommit<number, number>(async (items) => {
      sizes.push(items.length);
      return items;
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => gc.write(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  test('a commit gathering `crowded` writes or more marks a burst; smaller ones do not', async () => {
    const gc = new GroupCommit<number, number>(async (items) => items, 200, 3);
    await Promise.all([1, 2].map((i) => gc.write(i)));
    expect(gc.lastCrowdedAt).toBe(0);
    const before = Date.now();
    await Promise.all([1, 2, 3].map((i) => gc.write(i)));
    expect(gc.lastCrowdedAt).toBeGreaterThanOrEqual(before);
  });
});
