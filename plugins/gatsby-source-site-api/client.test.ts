import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { assetKey, createClient, fetchAsset, networkErrorCode, revalidateHeaders, SiteApiError, type ClientOptions } from './client';

const ok = (data: unknown) => ({ code: '00000', message: 'success', data });
const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
/** What Node's fetch (undici) rejects with when the connection fails: the reason is in `cause.code`. */
const networkError = (code: string, message = `read ${code}`) =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });

/** A fetch that plays `steps` in order (a Response to answer, an Error to reject with) and counts the calls. */
function scripted(...steps: (Response | Error | (() => Response | Error))[]) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string) => {
    calls.push(url);
    const step = steps[Math.min(calls.length, steps.length) - 1]!;
    const outcome = typeof step === 'function' ? step() : step;
    if (outcome instanceof Error) throw outcome;
    return outcome.clone();
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

/** A clock that only the client's waits move, so retries take no time and their waits can be asserted. */
function clock(options: ClientOptions = {}) {
  let t = 0;
  const waits: number[] = [];
  return {
    waits,
    options: {
      sleep: async (ms: number) => {
        waits.push(ms);
        t += ms;
      },
      now: () => t,
      ...options,
    } satisfies ClientOptions,
  };
}

const URL_X = 'http://api.test/designer/v1/home/x';

describe('site API client', () => {
  test('unwraps the envelope', async () => {
    const { fetchImpl } = scripted(respond(200, ok([1, 2])));
    const get = createClient('http://api.test/', fetchImpl, clock().options);
    await expect(get('/home/help')).resolves.toEqual([1, 2]);
  });

  test.each([
    [
      'an error code',
      respond(200, { code: 'A0404', message: 'missing', data: null }),
      /GET http:\/\/api.test\/designer\/v1\/home\/x .*code A0404: missing \(1 attempt\)$/,
    ],
    ['a body that is not JSON', respond(200, '<html>maintenance</html>'), /status 200 and a body that is not JSON \(1 attempt\)$/],
    ['a 404', respond(404, { code: 'A0404', message: 'no such page', data: null }), /status 404, code A0404: no such page \(1 attempt\)$/],
    ['a 400 without a JSON body', respond(400, 'bad request'), /status 400 and a body that is not JSON \(1 attempt\)$/],
  ])('fails at once, without retrying, on %s', async (_name, answer, message) => {
    const { fetchImpl, calls } = scripted(answer);
    const { options, waits } = clock();
    const call = createClient('http://api.test', fetchImpl, options)('/home/x');
    await expect(call).rejects.toBeInstanceOf(SiteApiError);
    await expect(call).rejects.toThrow(message);
    expect(calls).toEqual([URL_X]);
    expect(waits).toEqual([]);
  });

  test('a keep-alive socket the API closed: tries again on a new connection', async () => {
    const { fetchImpl, calls } = scripted(networkError('UND_ERR_SOCKET', 'other side closed'), respond(200, ok('seo')));
    const { options, waits } = clock();
    await expect(createClient('http://api.test', fetchImpl, options)('/home/seo')).resolves.toBe('seo');
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([250]);
  });

  test('a reset connection and a body cut short are retried too', async () => {
    const cut = () => new Response(new ReadableStream({ start: (c) => c.error(networkError('ECONNRESET')) }), { status: 200 });
    const { fetchImpl, calls } = scripted(networkError('ECONNRESET'), cut, respond(200, ok(1)));
    await expect(createClient('http://api.test', fetchImpl, clock().options)('/home/x')).resolves.toBe(1);
    expect(calls).toHaveLength(3);
  });

  test('503 twice, then the answer: backs off exponentially', async () => {
    const busy = respond(503, { code: 'B0001', message: 'busy', data: null });
    const { fetchImpl, calls } = scripted(busy, busy, respond(200, ok('ok')));
    const { options, waits } = clock();
    await expect(createClient('http://api.test', fetchImpl, options)('/home/x')).resolves.toBe('ok');
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([250, 500]);
  });

  test('429 waits as long as Retry-After says, within the cap', async () => {
    const { fetchImpl } = scripted(
      respond(429, { code: 'A0429', message: 'slow down', data: null }, { 'retry-after': '2' }),
      respond(429, { code: 'A0429', message: 'slow down', data: null }, { 'retry-after': '3600' }),
      respond(429, 'Too Many Requests'),
      respond(200, ok('ok')),
    );
    const { options, waits } = clock({ maxDelayMs: 5_000 });
    await expect(createClient('http://api.test', fetchImpl, options)('/home/x')).resolves.toBe('ok');
    // Two seconds as asked; an hour capped at 5 s; without Retry-After the usual backoff (third retry).
    expect(waits).toEqual([2_000, 5_000, 1_000]);
  });

  test('429 with Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 4_000).toUTCString();
    const { fetchImpl } = scripted(respond(429, 'Too Many Requests', { 'retry-after': at }), respond(200, ok('ok')));
    const { options, waits } = clock();
    await expect(createClient('http://api.test', fetchImpl, options)('/home/x')).resolves.toBe('ok');
    expect(waits[0]).toBeGreaterThan(2_000); // whole seconds in the header, and the test's own time
    expect(waits[0]).toBeLessThanOrEqual(4_000);
  });

  test('gives up after the attempts, saying the status, the URL and how many attempts', async () => {
    const { fetchImpl, calls } = scripted(respond(502, '<html>bad gateway</html>'));
    const call = createClient('http://api.test', fetchImpl, clock().options)('/home/x');
    await expect(call).rejects.toThrow(
      `site API answered GET ${URL_X} with status 502 and a body that is not JSON (5 attempts over 3.8 s)`,
    );
    expect(calls).toHaveLength(5);
  });

  test('gives up on a network error with its code, without blaming SITE_API_URL', async () => {
    const { fetchImpl, calls } = scripted(networkError('UND_ERR_SOCKET', 'other side closed'));
    const { options } = clock({ attempts: 3 });
    const call = createClient('http://api.test', fetchImpl, options)('/home/seo');
    await expect(call).rejects.toThrow(
      'site API request failed: GET http://api.test/designer/v1/home/seo: UND_ERR_SOCKET (fetch failed: other side closed) (3 attempts over 0.8 s)',
    );
    await expect(call).rejects.not.toThrow(/SITE_API_URL|unreachable/);
    expect(calls).toHaveLength(3);
  });

  test('an error that is not a network failure is not retried', async () => {
    const { fetchImpl, calls } = scripted(new TypeError('fetch failed', { cause: new Error('bad port') }));
    const call = createClient('http://api.test', fetchImpl, clock().options)('/home/x');
    await expect(call).rejects.toThrow(`GET ${URL_X}: fetch failed: bad port (1 attempt)`);
    expect(calls).toHaveLength(1);
  });

  test('waits for the API to come up: refused connections at the start are retried for startupMs', async () => {
    const refused = networkError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:4000');
    const { fetchImpl, calls } = scripted(refused, refused, refused, refused, refused, refused, respond(200, ok('up')));
    const { options, waits } = clock({ startupMs: 30_000 });
    const get = createClient('http://api.test', fetchImpl, options);
    await expect(get('/home/help')).resolves.toBe('up');
    expect(calls).toHaveLength(7); // more than `attempts`: it was starting
    expect(waits).toEqual([250, 500, 1_000, 2_000, 4_000, 8_000]);
  });

  test('not up within startupMs: says the connection was refused, and what may be wrong', async () => {
    const { fetchImpl } = scripted(networkError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:4000'));
    const { options } = clock({ startupMs: 20_000 });
    const call = createClient('http://127.0.0.1:4000', fetchImpl, options)('/home/help');
    await expect(call).rejects.toThrow(
      'site API request failed: GET http://127.0.0.1:4000/designer/v1/home/help: ECONNREFUSED (fetch failed: connect ECONNREFUSED 127.0.0.1:4000); ' +
        'nothing answered at http://127.0.0.1:4000: is the API running there, and is SITE_API_URL right? (8 attempts over 20.0 s)',
    );
  });

  test('once the API has answered, a refused connection gets the usual attempts only', async () => {
    const { fetchImpl, calls } = scripted(respond(200, ok('first')), networkError('ECONNREFUSED'));
    const get = createClient('http://api.test', fetchImpl, clock({ startupMs: 60_000 }).options);
    await expect(get('/home/a')).resolves.toBe('first');
    await expect(get('/home/b')).rejects.toThrow(/ECONNREFUSED .*\(5 attempts over 3\.8 s\)$/);
    expect(calls).toHaveLength(6);
  });

  test('networkErrorCode reads undici causes and AggregateErrors', () => {
    expect(networkErrorCode(networkError('ECONNRESET'))).toBe('ECONNRESET');
    const aggregate = new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]);
    expect(networkErrorCode(new TypeError('fetch failed', { cause: aggregate }))).toBe('ECONNREFUSED');
    expect(networkErrorCode(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe('TimeoutError');
    expect(networkErrorCode(new Error('plain'))).toBeUndefined();
  });
});

describe('site API client against a real HTTP server', () => {
  const listen = (server: http.Server, port = 0) =>
    new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  const close = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  test('the API closed the kept-alive connection: the next GET still gets its answer', async () => {
    // As when the build blocked its event loop past the API's keep-alive timeout: the client sends its next
    // request on the connection it kept, and the API has closed it. Here the server closes every connection
    // on its second request, so the first attempt of the second GET always meets a closed socket.
    const seen = new Map<Socket, number>();
    let requests = 0;
    const server = http.createServer((req, res) => {
      requests += 1;
      const n = (seen.get(req.socket) ?? 0) + 1;
      seen.set(req.socket, n);
      if (n > 1) return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(ok(req.url)));
    });
    server.keepAliveTimeout = 60_000;
    const port = await listen(server);
    try {
      const get = createClient(`http://127.0.0.1:${port}`, fetch, { firstDelayMs: 10 });
      await expect(get('/home/help')).resolves.toBe('/designer/v1/home/help');
      // The build works for a while between two GETs; the connection goes back to the pool meanwhile.
      await new Promise((r) => setTimeout(r, 50));
      await expect(get('/home/seo')).resolves.toBe('/designer/v1/home/seo');
      expect(requests).toBe(3);
    } finally {
      await close(server);
    }
  });

  test('no more than maxInFlight requests reach the API at once', async () => {
    let inFlight = 0;
    let most = 0;
    const server = http.createServer((req, res) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(ok(req.url)));
      }, 20);
    });
    const port = await listen(server);
    try {
      const get = createClient(`http://127.0.0.1:${port}`, fetch, { maxInFlight: 3 });
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => get(`/home/news/${i}`)));
      expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => `/designer/v1/home/news/${i}`));
      expect(most).toBe(3);
    } finally {
      await close(server);
    }
  });

  test('the API starts after the first request: waits for it', async () => {
    const probe = http.createServer();
    const port = await listen(probe);
    await close(probe);
    const server = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(ok('up')));
    });
    const get = createClient(`http://127.0.0.1:${port}`, fetch, { firstDelayMs: 20, attempts: 2, startupMs: 10_000 });
    const call = get('/home/help');
    await new Promise((r) => setTimeout(r, 150));
    await listen(server, port);
    try {
      await expect(call).resolves.toBe('up');
    } finally {
      await close(server);
    }
  });
});

describe('fetchAsset', () => {
  const instant = { sleep: async () => undefined, firstDelayMs: 1 };
  let server: http.Server;
  let base: string;
  let calls = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      calls += 1;
      // The first request of each path meets a dropped connection, the second a 503, then the file.
      if (req.url === '/drop' && calls === 1) return req.socket.destroy();
      if (req.url === '/drop' && calls === 2) return res.writeHead(503).end();
      if (req.url === '/missing') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    calls = 0;
  });

  test('a dropped connection and a 503 are tried again', async () => {
    const res = await fetchAsset(`${base}/drop`, {}, instant);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<svg/>');
    expect(calls).toBe(3);
  });

  test('a 404 is the answer, at once', async () => {
    expect((await fetchAsset(`${base}/missing`, {}, instant)).status).toBe(404);
    expect(calls).toBe(1);
  });

  test('nothing listening: says what failed and how often it tried', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await expect(fetchAsset(`http://127.0.0.1:${port}/x.png`, {}, { ...instant, attempts: 3 })).rejects.toThrow(
      new RegExp(`GET http://127\\.0\\.0\\.1:${port}/x\\.png: ECONNREFUSED .*\\(3 attempts over`),
    );
  });
});

describe('asking again for an asset the build kept', () => {
  test('the API static files answer 304 to revalidateHeaders (fetch alone would send no-cache and get 200)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    fs.writeFileSync(path.join(dir, 'cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, prefix: '/assets/images/' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const first = await fetchAsset(`${base}/assets/images/cover.svg`);
      const etag = first.headers.get('etag')!;
      expect(first.status).toBe(200);
      const plain = await fetchAsset(`${base}/assets/images/cover.svg`, { headers: { 'if-none-match': etag } });
      expect(plain.status).toBe(200);
      const again = await fetchAsset(`${base}/assets/images/cover.svg`, { headers: revalidateHeaders(etag) });
      expect(again.status).toBe(304);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('an asset is kept under the same key whichever port the build API listened on', () => {
    expect(assetKey('http://127.0.0.1:40187/designer/v1/assets/images/blog/301.svg', 'http://127.0.0.1:40187/designer/v1')).toBe(
      assetKey('http://127.0.0.1:35275/designer/v1/assets/images/blog/301.svg', 'http://127.0.0.1:35275/designer/v1'),
    );
    expect(assetKey('https://cdn.example.com/a.png', 'http://127.0.0.1:4000/designer/v1')).toBe('https://cdn.example.com/a.png');
  });
});
