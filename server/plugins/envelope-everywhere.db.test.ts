/**
 * Every answer under /designer/v1/ is `{ code, message, data }` with a SPEC 8 code and the one HTTP status
 * of that code: refusals by the router, the body parser, the CORS preflight, the rate limiter and Node's
 * own HTTP parser included. No answer echoes the URL.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSiteServer } from '../site-server';
import { describeDb, testApi, type TestApi } from '../test/helpers';

const ENVELOPE = { code: expect.stringMatching(/^(A0400|A0404|A2032|B0001)$/), message: expect.any(String), data: null };
const PROBE = 'probe-9f3c';

// Each suite seeds a database first: slow on a loaded CI machine.
jest.setTimeout(30_000);

describeDb('envelope everywhere', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({
      RATE_LIMIT_PER_MINUTE: '100000',
      CONTACT_LIMIT_PER_10_MINUTES: '100000',
      CORS_ORIGINS: 'http://localhost:8000',
    });
  });
  afterAll(() => api.close());

  test.each(
    [
      ['a URL segment that is not valid percent-encoding', { url: `/designer/v1/home/help/info/%E0%A4%A${PROBE}` }, 400, 'A0400'],
      ['a malformed escape in an unknown path', { url: `/designer/v1/${PROBE}/%zz` }, 400, 'A0400'],
      ['an over-long path segment', { url: `/designer/v1/home/viewpoint/keyword/${PROBE}${'x'.repeat(300)}` }, 414, 'A0400'],
      ['an over-long URL', { url: `/designer/v1/home/help?lang=${PROBE}${'x'.repeat(5000)}` }, 414, 'A0400'],
      ['an unknown path', { url: `/designer/v1/${PROBE}` }, 404, 'A0404'],
      ['an unknown method', { method: 'DELETE', url: '/designer/v1/home/help' }, 404, 'A0404'],
      [
        'a text body',
        { method: 'POST', url: '/designer/v1/home/contact/ask', headers: { 'content-type': 'text/plain' }, payload: PROBE },
        415,
        'A0400',
      ],
      [
        'a form body',
        {
          method: 'POST',
          url: '/designer/v1/home/contact/ask',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `a=${PROBE}`,
        },
        415,
        'A0400',
      ],
      [
        'no content type',
        { method: 'POST', url: '/designer/v1/home/sms/code', headers: { 'content-type': '' }, payload: PROBE },
        415,
        'A0400',
      ],
      [
        'malformed JSON',
        { method: 'POST', url: '/designer/v1/home/contact/ask', headers: { 'content-type': 'application/json' }, payload: `{"${PROBE}":` },
        400,
        'A0400',
      ],
      [
        'a __proto__ key',
        {
          method: 'POST',
          url: '/designer/v1/home/contact/ask',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__":{"x":1}}',
        },
        400,
        'A0400',
      ],
      [
        'a body over the limit',
        {
          method: 'POST',
          url: '/designer/v1/home/contact/ask',
          headers: { 'content-type': 'application/json' },
          payload: `"${'x'.repeat(40_000)}"`,
        },
        413,
        'A0400',
      ],
      ['a preflight without an origin', { method: 'OPTIONS', url: `/designer/v1/home/contact/ask?${PROBE}` }, 400, 'A0400'],
    ].map(([what, request, status, code]) => ({ what, request, status, code })),
  )('$what answers $status $code in the envelope', async ({ request, status, code }) => {
    const res = await api.app.inject(request as never);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ ...ENVELOPE, code });
    expect(res.body).not.toContain(PROBE);
  });

  test('a field error is 400 A0400 with the field messages, on every route', async () => {
    const contact = await api.app.inject({
      method: 'POST',
      url: '/designer/v1/home/contact/ask',
      payload: { type: 1, variant: 'contact-modal' },
    });
    const sms = await api.app.inject({ method: 'POST', url: '/designer/v1/home/sms/code', payload: { mobile: '123' } });
    const schema = await api.app.inject({ url: '/designer/v1/home/help?lang=fr' });
    for (const res of [contact, sms, schema]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'A0400', message: expect.any(String), data: expect.any(Object) });
    }
  });

  test('SPEC 7: /category takes query params, `type` among them', async () => {
    const res = await api.app.inject({ url: '/designer/v1/category?type=1&lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(res.json().data.every((c: { kind: string }) => c.kind === 'topic')).toBe(true);
  });

  test('a preflight from an allowed origin is answered with its CORS headers and no body', async () => {
    const res = await api.app.inject({
      method: 'OPTIONS',
      url: '/designer/v1/home/contact/ask',
      headers: {
        origin: 'http://localhost:8000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8000');
    expect(res.body).toBe('');
  });

  test('429 is A2032 in the envelope', async () => {
    const limited = await testApi({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 3; i++) {
        last = await limited.app.inject({ url: '/designer/v1/home/seo', remoteAddress: '198.51.100.77' });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(last!.json()).toEqual({ ...ENVELOPE, code: 'A2032' });
    } finally {
      await limited.close();
    }
  });

  test("Node's HTTP parser refusals (headers too large, a broken request line) answer in the envelope", async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (api.app.server.address() as net.AddressInfo).port;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (d) => (data += d));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
    const big = await raw(`GET /designer/v1/home/help HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1.1 431/);
    expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4))).toEqual({ ...ENVELOPE, code: 'A0400' });
    const broken = await raw(`GET /designer/v1/${PROBE} HTTP/9.9 nonsense\r\n\r\n`);
    expect(broken).toMatch(/^HTTP\/1.1 400/);
    expect(broken).not.toContain(PROBE);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toEqual({ ...ENVELOPE, code: 'A0400' });
  });
});

describeDb('the API inside the site server', () => {
  test('an unknown /designer/v1/ path is the API 404 envelope, not the site HTML page', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-public-'));
    fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>404</title>');
    const api = await testApi();
    const site = await buildSiteServer(api.services, dir, false);
    try {
      for (const url of [`/designer/v1/${PROBE}`, `/designer/v1/home/${PROBE}/x`]) {
        const res = await site.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ ...ENVELOPE, code: 'A0404' });
      }
      const page = await site.inject({ url: `/${PROBE}` });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await site.close();
      await api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
