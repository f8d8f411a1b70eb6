import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import geoip from 'geoip-country';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '../contract/request-id';
import { ErrorCode, errorEnvelope } from '../contract/envelope';
import type { TopologyInfo } from '../scripts/topology';

/**
 * The reference nginx (deploy/nginx.conf.template) as a client meets it, in the topology only
 * (playwright.topology.config.ts): the address the API judges and limits by is the one nginx saw, not a
 * written X-Forwarded-For; nginx's own refusals on API paths are the API's envelope; one request id
 * comes back on every answer and is in the JSON access log; the API's health is not public.
 *
 * The topology exempts 127.0.0.1 from the API's per-address budgets (RATE_LIMIT_ALLOW): the limit is
 * tried from 127.0.0.2, which nothing exempts.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own, from `localAddress` (Playwright's client cannot choose it). */
function send(
  baseURL: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The topology's info file: written once it is up (a stale one was removed at its start). */
async function topologyInfo(): Promise<TopologyInfo> {
  const file = process.env.E2E_TOPOLOGY_INFO!;
  await expect.poll(() => fs.existsSync(file), { message: `${file} is written` }).toBe(true);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TopologyInfo;
}

test.describe('the edge (nginx)', () => {
  test('a written X-Forwarded-For does not change the address the API judges the caller by', async ({ baseURL }) => {
    // A caller sharing nginx's (trusted) address writes a United States address. Were it appended to,
    // the API would take it; set from the connection, the API sees 127.0.0.1, which the topology
    // counts as in mainland China (LOCAL_IP_IN_CHINA).
    const madeUp = '8.8.8.8';
    expect(geoip.lookup(madeUp)?.country, 'the made-up address must be outside mainland China').not.toBe('CN');
    const answer = await send(baseURL!, '/designer/v1/home/ip/china', { headers: { 'x-forwarded-for': madeUp } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '00000', data: true });
  });

  test('the phone-code limit per address holds whatever X-Forwarded-For says', async ({ baseURL }) => {
    // SMS_IP_PER_HOUR: twenty codes an hour per address, to twenty different numbers. Each request writes
    // a new address; the count must still stop at twenty (or at once, when a retry finds it spent).
    const codes: string[] = [];
    for (let i = 0; i < 24; i++) {
      const answer = await send(baseURL!, '/designer/v1/home/sms/code', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ mobile: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` }),
        localAddress: '127.0.0.2',
      });
      codes.push((JSON.parse(answer.body) as { code: string }).code);
    }
    const refusedFrom = codes.indexOf(ErrorCode.tooFrequentHour);
    expect(refusedFrom, codes.join(' ')).toBeGreaterThanOrEqual(0);
    expect(refusedFrom, codes.join(' ')).toBeLessThanOrEqual(20);
    expect(
      codes.slice(0, refusedFrom).every((c) => c === '00000'),
      codes.join(' '),
    ).toBe(true);
    expect(
      codes.slice(refusedFrom).every((c) => c === ErrorCode.tooFrequentHour),
      codes.join(' '),
    ).toBe(true);
  });

  test("headers too large: the API's envelope on an API path, nginx's page on a site path", async ({ baseURL }) => {
    const big = { 'x-oversized': 'a'.repeat(10_000) };
    const api = await send(baseURL!, '/designer/v1/home/ip/china', { headers: big });
    expect(api.status).toBe(431);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(api.body)).toEqual(errorEnvelope(ErrorCode.badParameter));

    const page = await send(baseURL!, '/', { headers: big });
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html');

    // A URI too long, too: 414 with the envelope where the API would answer it.
    const longUri = await send(baseURL!, `/designer/v1/home/${'a'.repeat(10_000)}`);
    expect(longUri.status).toBe(414);
    expect(JSON.parse(longUri.body)).toEqual(errorEnvelope(ErrorCode.badParameter));
  });

  test('a valid X-Request-Id comes back unchanged; an invalid one is replaced by a valid one', async ({ baseURL }) => {
    const valid = new RegExp(REQUEST_ID_PATTERN);
    for (const pathname of ['/designer/v1/home/ip/china', '/', '/no-such-page/']) {
      const id = `e2e-${randomUUID()}`;
      const kept = await send(baseURL!, pathname, { headers: { [REQUEST_ID_HEADER]: id } });
      expect(kept.headers[REQUEST_ID_HEADER], pathname).toBe(id);

      for (const invalid of ['short', 'with spaces in it', 'x'.repeat(65), 'quote"and;semicolon']) {
        const replaced = await send(baseURL!, pathname, { headers: { [REQUEST_ID_HEADER]: invalid } });
        const answered = replaced.headers[REQUEST_ID_HEADER];
        expect(answered, `${pathname} ${invalid}`).toMatch(valid);
        expect(answered).not.toBe(invalid);
      }
      const none = await send(baseURL!, pathname);
      expect(none.headers[REQUEST_ID_HEADER], pathname).toMatch(valid);
    }
  });

  test("the content editor gets its own policy from the build's /admin/* rule; the pages keep theirs", async ({ baseURL }) => {
    const editor = await send(baseURL!, '/admin/');
    expect(editor.status).toBe(200);
    expect(editor.body).toContain('/admin/cms.js');
    // Decap needs eval (README "Editing in the browser"); nowhere else may a script use it.
    expect(editor.headers['content-security-policy']).toContain("'unsafe-eval'");
    expect(editor.headers['cache-control']).toBe('no-store');
    const home = await send(baseURL!, '/');
    expect(home.status).toBe(200);
    expect(home.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(home.headers['content-security-policy']).not.toContain("'unsafe-eval'");
  });

  test("the API's health is not public through nginx", async ({ baseURL }) => {
    const info = await topologyInfo();
    // The replica itself answers it (so a 404 here is nginx's doing).
    const direct = await fetch(`http://127.0.0.1:${info.replicas[0]!.port}/designer/v1/home/health`);
    expect(direct.status).toBe(200);
    for (const pathname of [
      '/designer/v1/home/health',
      '/designer/v1/home/health/',
      '/designer/v1/home/%68ealth',
      '/designer/v1/home/health?x=1',
    ]) {
      const answer = await send(baseURL!, pathname);
      expect(answer.status, pathname).toBe(404);
      expect(JSON.parse(answer.body), pathname).toEqual(errorEnvelope(ErrorCode.notFound));
    }
  });

  test('the JSON access log holds the request under its id', async ({ baseURL }) => {
    const info = await topologyInfo();
    const id = `e2e-log-${randomUUID()}`;
    const answer = await send(baseURL!, '/designer/v1/home/ip/china?from=edge-spec', { headers: { [REQUEST_ID_HEADER]: id } });
    expect(answer.status).toBe(200);
    const log = path.join(info.logs, 'access.log');
    const line = async () =>
      fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((entry) => entry.reqId === id);
    await expect.poll(line, { message: `a line with reqId ${id} in ${log}` }).toBeTruthy();
    const entry = (await line())!;
    expect(entry).toMatchObject({
      method: 'GET',
      uri: '/designer/v1/home/ip/china?from=edge-spec',
      status: 200,
      remoteAddr: '127.0.0.1',
      upstreamStatus: '200',
    });
    expect(info.replicas.map((r) => `127.0.0.1:${r.port}`)).toContain(entry.upstreamAddr);
    expect(typeof entry.requestTime).toBe('number');
    expect(Date.parse(String(entry.time))).not.toBeNaN();
  });
});
