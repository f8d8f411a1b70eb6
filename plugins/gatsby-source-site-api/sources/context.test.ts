import { createClient } from '../client';
import { createKeptGet, createMemo } from './context';

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

describe('createKeptGet', () => {
  /** An API answering one path with an ETag of its body, 304 when the client sends that ETag back. */
  function api(initial: unknown) {
    let data = initial;
    const seen: (string | null)[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      const body = JSON.stringify({ code: '00000', message: 'success', data });
      const etag = `"${Buffer.from(body).toString('base64').slice(-12)}"`;
      const sent = new Headers(init?.headers).get('if-none-match');
      seen.push(sent);
      return sent === etag ? new Response(null, { status: 304, headers: { etag } }) : new Response(body, { headers: { etag } });
    }) as unknown as typeof fetch;
    return { fetchImpl, seen, change: (next: unknown) => void (data = next) };
  }

  test('a later build asks with the ETag it kept, takes the kept answer on 304 and a changed one on 200', async () => {
    const server = api({ id: 101, title: 'Quota control' });
    const cache = store();
    const build = () => createKeptGet(createClient('http://api.test', server.fetchImpl).revalidate, cache);
    expect(await build()('/home/help/info/101?lang=en')).toEqual({ id: 101, title: 'Quota control' });
    expect(await build()('/home/help/info/101?lang=en')).toEqual({ id: 101, title: 'Quota control' });
    server.change({ id: 101, title: 'Quotas' });
    expect(await build()('/home/help/info/101?lang=en')).toEqual({ id: 101, title: 'Quotas' });
    expect(await build()('/home/help/info/101?lang=en')).toEqual({ id: 101, title: 'Quotas' });
    // No ETag on the first request; the kept one on the others; the 304s answered without a body.
    expect(server.seen[0]).toBeNull();
    expect(server.seen.slice(1).every((tag) => typeof tag === 'string')).toBe(true);
    expect(server.seen[2]).toBe(server.seen[1]);
    expect(server.seen[3]).not.toBe(server.seen[2]);
  });
});
