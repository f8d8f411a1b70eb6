import { createMemo } from './context';

/** Gatsby's cache as a map: what survives between builds. */
const store = () => {
  const map = new Map<string, unknown>();
  return { get: async (key: string) => map.get(key), set: async (key: string, value: unknown) => void map.set(key, value) };
};

describe('createMemo', () => {
  test('computes once per input, across builds sharing the cache', async () => {
    const cache = store();
    const compute = jest.fn(() => ({ html: '<p>a</p>' }));
    expect(await createMemo(cache)('help-article:zh:101', 'body v1', compute)).toEqual({ html: '<p>a</p>' });
    // The next build: a new memo over the same cache.
    expect(await createMemo(cache)('help-article:zh:101', 'body v1', compute)).toEqual({ html: '<p>a</p>' });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  test('computes again when the input changed, and keys do not mix', async () => {
    const memo = createMemo(store());
    await memo('help-article:zh:101', 'body v1', () => 1);
    expect(await memo('help-article:zh:101', 'body v2', () => 2)).toBe(2);
    expect(await memo('help-article:en:101', 'body v2', () => 3)).toBe(3);
    expect(await memo('help-article:zh:101', 'body v2', () => 4)).toBe(2);
  });
});
