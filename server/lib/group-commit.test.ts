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
    expect(batches).toEqual([[1, 2, 3], [4, 5]]);
  });

  test('a failed commit rejects every write of its batch, and the next batch still runs', async () => {
    let fail = true;
    const gc = new GroupCommit<number, number>(async (items) => {
      if (fail) {
        fail = false;
        throw new Error('disk full');
      }
      return items;
    });
    const doomed = [gc.write(1), gc.write(2)];
    await expect(Promise.all(doomed)).rejects.toThrow('disk full');
    await expect(doomed[1]).rejects.toThrow('disk full');
    await expect(gc.write(3)).resolves.toBe(3);
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
});
