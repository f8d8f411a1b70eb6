import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  test('callers that miss while a load is under way share it; the value is then reused until it expires', async () => {
    const cache = new TtlCache(60_000);
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads += 1;
      await gate;
      return `answer ${loads}`;
    };
    const waiting = [cache.get('tree', load), cache.get('tree', load), cache.get('tree', load)];
    release();
    expect(await Promise.all(waiting)).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await cache.get('tree', load)).toBe('answer 1');
    expect(loads).toBe(1);
  });

  test('a failed load is not kept: the next caller loads again', async () => {
    const cache = new TtlCache(60_000);
    await expect(cache.get('tree', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('tree', async () => 'recovered')).toBe('recovered');
  });

  test('without a lifetime nothing is kept, though simultaneous callers still share one load', async () => {
    const cache = new TtlCache(0);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    expect(await cache.get('k', load)).toBe(2);
  });
});
