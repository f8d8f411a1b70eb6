/**
 * The metrics as Prometheus itself reads them (Debian's `prometheus`, which `.ci/run` installs): a real
 * server scrapes an API process and a worker process on their operator's ports every second while
 * requests are stored and delivered, and its query API answers what an operator's dashboard would ask.
 * A format Prometheus refuses, a port it cannot reach or a counter that does not move fails here.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../scripts/free-port';
import { spawnApi, spawnWorker, stop } from '../bench/spawn-api';
import { startHttpReceiver, type HttpReceiver } from '../outbox/test-receivers';
import { SAMPLE_REQUEST_EN } from '../test/inquiries';

jest.setTimeout(120_000);

const PROMETHEUS = '/usr/bin/prometheus';
const hasPrometheus = fs.existsSync(PROMETHEUS);
// CI installs it (.ci/run); a machine without it says so instead of passing.
const describeWithPrometheus = hasPrometheus ? describe : describe.skip;

const quote = { language: 2, type: 3, ...SAMPLE_REQUEST_EN };

describeWithPrometheus('Prometheus scrapes the API and the worker', () => {
  const children: ChildProcess[] = [];
  let hook: HttpReceiver;
  let dir: string;
  afterAll(async () => {
    for (const child of children.reverse()) await stop(child);
    await hook?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('counters, gauges and both targets are read by a real Prometheus', async () => {
    console.info(execFileSync(PROMETHEUS, ['--version'], { encoding: 'utf8' }).split('\n')[0]);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prometheus-'));
    hook = await startHttpReceiver();
    const [apiPort, apiMetrics, workerMetrics, promPort] = (await freePorts(4)) as [number, number, number, number];
    const env = {
      DATABASE_URL: `sqlite:${path.join(dir, 'site.db')}`,
      NOTIFY_WEBHOOK_URL: hook.url('/webhook'),
      OUTBOX_WORKER: 'off',
      OUTBOX_POLL_MS: '100',
      FORM_MIN_FILL_MS: '0',
      LOG_LEVEL: 'warn',
    };
    children.push(await spawnApi({ ...env, METRICS_PORT: String(apiMetrics) }, apiPort));
    children.push(spawnWorker({ ...env, METRICS_PORT: String(workerMetrics) }).child);

    fs.writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'global:',
        '  scrape_interval: 1s',
        'scrape_configs:',
        '  - job_name: site-api',
        `    static_configs: [{ targets: ['127.0.0.1:${apiMetrics}'] }]`,
        '  - job_name: site-worker',
        `    static_configs: [{ targets: ['127.0.0.1:${workerMetrics}'] }]`,
        '',
      ].join('\n'),
    );
    const prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    children.push(prometheus);

    for (let i = 0; i < 3; i++) {
      const res = await fetch(`http://127.0.0.1:${apiPort}/designer/v1/home/contact/ask`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...quote, email: `anna+${i}@example.com` }),
      });
      expect((await res.json()).code).toBe('00000');
    }

    const query = async (q: string): Promise<number | null> => {
      try {
        const res = await fetch(`http://127.0.0.1:${promPort}/api/v1/query?query=${encodeURIComponent(q)}`);
        const body = (await res.json()) as { data?: { result?: { value: [number, string] }[] } };
        const value = body.data?.result?.[0]?.value[1];
        return value === undefined ? null : Number(value);
      } catch {
        return null; // Prometheus not listening yet
      }
    };
    const expected: Record<string, number> = {
      'up{job="site-api"}': 1,
      'up{job="site-worker"}': 1,
      'sum(site_inquiries_stored_total{job="site-api"})': 3,
      'sum(site_outbox_deliveries_total{job="site-worker",outcome="delivered"})': 3,
      'site_outbox_backlog{job="site-worker"}': 0,
      'site_dependency_up{job="site-api",dependency="database"}': 1,
      'sum(http_request_duration_seconds_count{job="site-api",route="/designer/v1/home/contact/ask",status="200"})': 3,
    };
    const seen: Record<string, number | null> = {};
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      for (const q of Object.keys(expected)) seen[q] = await query(q);
      if (Object.entries(expected).every(([q, v]) => seen[q] === v)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    console.info(
      `Prometheus ${promPort} read:\n${Object.entries(seen)
        .map(([q, v]) => `  ${q} = ${v}`)
        .join('\n')}`,
    );
    expect(seen).toEqual(expected);
    // Node's own figures come through too, labelled by process.
    expect(await query('process_resident_memory_bytes{process="worker"}')).toBeGreaterThan(0);
  });
});
