import { createClient, mapLimit, SiteApiError } from './client';

const respond = (status: number, body: unknown) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('site API client', () => {
  test('unwraps the envelope', async () => {
    const get = createClient('http://api.test/', respond(200, { code: '00000', message: 'success', data: [1, 2] }));
    await expect(get('/home/help')).resolves.toEqual([1, 2]);
  });

  test.each([
    [
      'an error code',
      respond(200, { code: 'A0404', message: 'missing', data: null }),
      /GET http:\/\/api.test\/designer\/v1\/home\/x .*code A0404: missing/,
    ],
    ['a non-200 status', respond(500, { code: 'B0001', message: 'boom', data: null }), /status 500, code B0001/],
    ['a body that is not JSON', respond(502, '<html>bad gateway</html>'), /not JSON/],
    [
      'a transport failure',
      (async () => {
        throw new Error('ECONNREFUSED');
      }) as unknown as typeof fetch,
      /unreachable.*ECONNREFUSED/,
    ],
  ])('fails loudly on %s', async (_name, fetchImpl, message) => {
    const get = createClient('http://api.test', fetchImpl);
    const call = get('/home/x');
    await expect(call).rejects.toBeInstanceOf(SiteApiError);
    await expect(call).rejects.toThrow(message);
  });

  test('mapLimit keeps order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
});
