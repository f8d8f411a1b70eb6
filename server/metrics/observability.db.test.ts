/**
 * What an operator watches and follows: each answer carries one request id (the caller's or nginx's when
 * valid, else the API's own), stored with the request and logged by the worker with its delivery; the
 * Prometheus metrics of the API and of the worker move with real requests; liveness and readiness answer
 * on the operator's port, apart from the site.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { REQUEST_ID_PATTERN } from '../../contract/request-id';
import { buildApp } from '../app';
import { freePorts } from '../../scripts/free-port';
import { spawnApi, spawnWorker, stop } from '../bench/spawn-api';
import { createChannels } from '../outbox/channels';
import { startHttpReceiver, type HttpReceiver } from '../outbox/test-receivers';
import { OutboxWorker } from '../outbox/worker';
import { apiReadiness } from '../server';
import { describeDb, testApi, usingPostgres, type TestApi } from '../test/helpers';
import { SAMPLE_REQUEST_ZH } from '../test/inquiries';
import { startMetricsListener, type MetricsListener } from './listener';

jest.setTimeout(60_000);

const ASK = '/designer/v1/home/contact/ask';
const SMS = '/designer/v1/home/sms/code';
const quote = { language: 2, type: 3, ...SAMPLE_REQUEST_ZH };
const validId = /^[A-Za-z0-9._:-]{8,64}$/;

/** The value of one sample of a Prometheus text exposition (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

/** A logger stream that keeps the API's JSON lines. */
function logLines(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

const quiet = { info() {}, warn() {} };

describeDb('request ids', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ FORM_MIN_FILL_MS: '0', CONTACT_LIMIT_PER_10_MINUTES: '1000' });
  });
  afterAll(() => api.close());

  test('REQUEST_ID_PATTERN is the format the tests expect (nginx’s map is written from it)', () => {
    expect(new RegExp(REQUEST_ID_PATTERN).source).toBe(validId.source);
  });

  test('a valid incoming id is answered, logged with every line and stored with the request', async () => {
    const { stream, lines } = logLines();
    const app = await buildApp(api.services, { level: 'info', stream });
    try {
      const id = 'edge-3f9a2c1b7d4e4f60a1b2c3d4e5f60718';
      const res = await app.inject({ method: 'POST', url: ASK, payload: quote, headers: { 'x-request-id': id } });
      expect(res.json()).toMatchObject({ code: '00000' });
      expect(res.headers['x-request-id']).toBe(id);
      const stored = await api.services.inquiries.findById(res.json().data.id);
      expect(stored?.request_id).toBe(id);
      const mine = lines.filter((l) => l.reqId === id).map((l) => l.msg);
      expect(mine).toEqual(expect.arrayContaining(['incoming request', 'contact request stored', 'request completed']));
      expect(lines.find((l) => l.msg === 'contact request stored')).toMatchObject({
        reqId: id,
        inquiryId: res.json().data.id,
        variant: 'sample-zh',
      });
    } finally {
      await app.close();
    }
  });

  test.each([
    ['too short', 'abc'],
    ['with spaces and quotes', 'a b" c d e f g'],
    ['too long', 'x'.repeat(65)],
    ['a forged log line', 'abcdefgh\n{"level":50}'],
  ])('an id %s is replaced by one of the API’s own', async (_, bad) => {
    const res = await api.app.inject({ method: 'GET', url: '/designer/v1/home/seo', headers: { 'x-request-id': bad } });
    const answered = String(res.headers['x-request-id']);
    expect(answered).not.toBe(bad);
    expect(answered).toMatch(validId);
  });

  test('without one, every answer (errors too) carries a fresh id', async () => {
    const a = await api.app.inject({ method: 'GET', url: '/designer/v1/home/no-such-thing' });
    const b = await api.app.inject({ method: 'GET', url: '/designer/v1/home/no-such-thing' });
    expect(a.statusCode).toBe(404);
    expect(String(a.headers['x-request-id'])).toMatch(validId);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describeDb('metrics, liveness and readiness of the API', () => {
  let api: TestApi;
  let hook: HttpReceiver;
  let listener: MetricsListener;
  beforeAll(async () => {
    hook = await startHttpReceiver();
    api = await testApi({
      FORM_MIN_FILL_MS: '0',
      CONTACT_LIMIT_PER_10_MINUTES: '1000',
      NOTIFY_WEBHOOK_URL: hook.url('/webhook'),
      NOTIFY_WEBHOOK_SECRET: 'whsec_metrics',
    });
    listener = await startMetricsListener(api.services.metrics, { port: 0, host: '127.0.0.1' }, () => apiReadiness(api.services), quiet);
  });
  afterAll(async () => {
    await listener.close();
    await api.close();
    await hook.close();
  });
  const scrape = async () => {
    const res = await fetch(`${listener.url}/metrics`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text();
  };

  test('counters and gauges move with real requests and deliveries', async () => {
    const before = await scrape();
    const askRoute = { method: 'POST', route: ASK, status: '200' };
    expect(sample(before, 'site_inquiries_stored_total', { variant: 'sample-zh' }) ?? 0).toBe(0);

    const stored = await api.app.inject({ method: 'POST', url: ASK, payload: quote, headers: { 'x-request-id': 'metrics-test-0001' } });
    expect(stored.json()).toMatchObject({ code: '00000' });
    await api.app.inject({ method: 'POST', url: SMS, payload: { mobile: '13912345678' } });
    const refused = await api.app.inject({ method: 'POST', url: SMS, payload: { mobile: '13912345678' } });
    expect(refused.json()).toMatchObject({ code: 'A2032' });
    api.transport.failing = true;
    await api.app.inject({ method: 'POST', url: SMS, payload: { mobile: '13912345679' } });
    api.transport.failing = false;

    const after = await scrape();
    expect(sample(after, 'http_request_duration_seconds_count', askRoute)).toBe(
      (sample(before, 'http_request_duration_seconds_count', askRoute) ?? 0) + 1,
    );
    expect(sample(after, 'site_inquiries_stored_total', { variant: 'sample-zh' })).toBe(1);
    expect(sample(after, 'site_sms_codes_total', { outcome: 'sent', reason: '00000' })).toBe(1);
    expect(sample(after, 'site_sms_codes_total', { outcome: 'refused', reason: 'A2032' })).toBe(1);
    expect(sample(after, 'site_sms_codes_total', { outcome: 'failed', reason: 'A2003' })).toBe(1);
    expect(sample(after, 'site_outbox_backlog')).toBe(1);
    expect(sample(after, 'site_dependency_up', { dependency: 'database' })).toBe(1);
    if (usingPostgres) expect(sample(after, 'site_db_pool_connections', { state: 'max' })).toBe(10);
    else expect(sample(after, 'site_db_pool_connections', { state: 'max' })).toBeUndefined();

    // The worker delivers it: the delivery is counted, timed, and logged under the request's id.
    const logged: { msg: string; obj: Record<string, unknown> }[] = [];
    const log = { info: (obj: object, msg: string) => logged.push({ msg, obj: obj as Record<string, unknown> }), warn() {}, error() {} };
    const settings = api.services.config.outbox;
    const channels = createChannels(settings.channels, settings.timeoutMs);
    const worker = new OutboxWorker(
      api.services.outbox,
      (ids) => api.services.inquiries.findByIds(ids),
      channels,
      { ...settings, metrics: api.services.metrics },
      log,
    );
    await worker.runOnce();
    await Promise.all(Object.values(channels).map((c) => c.close()));
    const delivered = await scrape();
    expect(sample(delivered, 'site_outbox_deliveries_total', { channel: 'webhook', outcome: 'delivered' })).toBe(1);
    expect(sample(delivered, 'site_outbox_delivery_latency_seconds_count', { channel: 'webhook' })).toBe(1);
    expect(sample(delivered, 'site_outbox_backlog')).toBe(0);
    const ref = (await api.services.inquiries.findById(stored.json().data.id))!.ref;
    expect(logged.find((l) => l.msg === 'notification delivered')?.obj).toMatchObject({
      reqId: 'metrics-test-0001',
      ref,
      channel: 'webhook',
    });
  });

  test('liveness and readiness answer; a stopping process is no longer ready', async () => {
    expect(await (await fetch(`${listener.url}/livez`)).json()).toEqual({ status: 'alive' });
    const ready = await fetch(`${listener.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'up' });
    expect((await fetch(`${listener.url}/nothing`)).status).toBe(404);
    const other = await startMetricsListener(api.services.metrics, { port: 0, host: '127.0.0.1' }, () => apiReadiness(api.services), quiet);
    other.drain();
    const stopping = await fetch(`${other.url}/readyz`);
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toMatchObject({ status: 'not ready', process: 'stopping' });
    await other.close();
  });

  test('a port in use leaves the process serving without metrics, and says so', async () => {
    const warnings: string[] = [];
    const port = Number(new URL(listener.url!).port);
    const second = await startMetricsListener(api.services.metrics, { port, host: '127.0.0.1' }, () => apiReadiness(api.services), {
      info() {},
      warn: (_o, msg) => warnings.push(msg),
    });
    expect(second.url).toBeNull();
    expect(warnings.join()).toMatch(/METRICS_PORT/);
    expect((await api.app.inject({ method: 'GET', url: '/designer/v1/home/seo' })).statusCode).toBe(200);
  });
});

/**
 * The processes as an operator runs them: the API (`server/server.ts`) and `npm run worker`, each with
 * its own METRICS_PORT, on one database. One request is followed by its id from the answer to the
 * stored row and the worker's delivery line (pino JSON, like the API's).
 */
describeDb('the API and worker processes', () => {
  let hook: HttpReceiver;
  let apiProcess: ChildProcess | null = null;
  let worker: ChildProcess | null = null;
  let dir: string;
  afterAll(async () => {
    if (worker) await stop(worker);
    if (apiProcess) await stop(apiProcess);
    await hook?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('one request followed by its id; both processes export metrics', async () => {
    hook = await startHttpReceiver();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'observability-'));
    let databaseUrl = `sqlite:${path.join(dir, 'site.db')}`;
    if (usingPostgres) {
      // A schema of its own (as the test helpers make), created by the API's migration on first start.
      const { Client } = require('pg') as typeof import('pg');
      const schema = `obs_${process.pid}_${Date.now().toString(36)}`;
      const admin = new Client({ connectionString: process.env.TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      databaseUrl = `${process.env.TEST_POSTGRES_URL}?schema=${schema}`;
    }
    const [apiPort, apiMetrics, workerMetrics] = (await freePorts(3)) as [number, number, number];
    const env = {
      DATABASE_URL: databaseUrl,
      NOTIFY_WEBHOOK_URL: hook.url('/webhook'),
      NOTIFY_WEBHOOK_SECRET: 'whsec_processes',
      OUTBOX_WORKER: 'off',
      OUTBOX_POLL_MS: '100',
      FORM_MIN_FILL_MS: '0',
      LOG_LEVEL: 'info',
    };
    apiProcess = await spawnApi({ ...env, METRICS_PORT: String(apiMetrics), LOG_LEVEL: 'error' }, apiPort);
    const spawned = spawnWorker({ ...env, METRICS_PORT: String(workerMetrics) });
    worker = spawned.child;
    const lines = spawned.lines;

    const id = 'follow-me-7c1e9d2a4b';
    const res = await fetch(`http://127.0.0.1:${apiPort}${ASK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': id },
      body: JSON.stringify(quote),
    });
    expect(res.headers.get('x-request-id')).toBe(id);
    expect((await res.json()).code).toBe('00000');

    const deadline = Date.now() + 30_000;
    while (!lines().some((l) => l.msg === 'notification delivered') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const delivered = lines().find((l) => l.msg === 'notification delivered');
    // pino's numeric level, as the API logs.
    expect(delivered).toMatchObject({ level: 30, process: 'worker', reqId: id, channel: 'webhook' });
    expect(hook.received.some((r) => r.headers['idempotency-key'] === delivered!.ref)).toBe(true);

    const apiText = await (await fetch(`http://127.0.0.1:${apiMetrics}/metrics`)).text();
    expect(sample(apiText, 'site_inquiries_stored_total', { variant: 'sample-zh', process: 'api' })).toBe(1);
    expect(sample(apiText, 'process_resident_memory_bytes', { process: 'api' })).toBeGreaterThan(0);
    const workerText = await (await fetch(`http://127.0.0.1:${workerMetrics}/metrics`)).text();
    expect(sample(workerText, 'site_outbox_deliveries_total', { channel: 'webhook', outcome: 'delivered', process: 'worker' })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${workerMetrics}/readyz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${apiMetrics}/readyz`)).status).toBe(200);
  });
});
