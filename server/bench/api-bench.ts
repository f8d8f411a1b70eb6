/**
 * `npm run bench:api`: stored requests per second and latency of POST /contact/ask (durable writes), and
 * reads per second of GET /help, measured with autocannon against the API on loopback. Prints figures;
 * asserts nothing. Uses a fresh SQLite file (or DATABASE_URL when set). BENCH_NOTIFY=1 also configures
 * the notification outbox (webhook, WeCom robot and e-mail to receivers on loopback), so every stored
 * request writes three outbox rows and the API's worker delivers them while the load runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { startHttpReceiver, startSmtpReceiver } from '../outbox/test-receivers';
import { InquiryRepository } from '../repositories/inquiry-repository';
import { spawnApi, stop } from './spawn-api';

import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 4100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PIPELINING = Number(process.env.BENCH_PIPELINING ?? 10);
const base = `http://127.0.0.1:${PORT}/designer/v1/home`;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux): on a shared machine, CPU
 * per stored request compares two builds more steadily than requests per second.
 */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-bench-'));
  const databaseUrl = process.env.DATABASE_URL || `sqlite:${path.join(dir, 'bench.db')}`;
  const notify = process.env.BENCH_NOTIFY === '1';
  const http = notify ? await startHttpReceiver() : null;
  const smtp = notify ? await startSmtpReceiver() : null;
  const outboxEnv: Record<string, string> =
    http && smtp
      ? { NOTIFY_WEBHOOK_URL: http.url('/webhook'), NOTIFY_WECOM_URL: http.url('/wecom'), NOTIFY_SMTP_URL: smtp.url, LOG_LEVEL: 'error' }
      : {};
  const api = await spawnApi(
    { DATABASE_URL: databaseUrl, CONTACT_LIMIT_PER_10_MINUTES: '100000000', RATE_LIMIT_PER_MINUTE: '100000000', ...outboxEnv },
    PORT,
  );
  const db = openDatabase(databaseUrl);
  const inquiries = new InquiryRepository(db);
  try {
    const before = await inquiries.count();
    const body = JSON.stringify({
      language: 2,
      type: 3,
      email: 'bench@askora.example',
      sampleQuantity: 500,
      tags: JSON.stringify({ Demographics: { Gender: ['Female'] } }),
      message: 'Benchmark request: 500 completes, female, tier-1 cities.',
      page: '/en/product',
    });
    // Warm up the JIT and the content caches before measuring.
    await autocannon({ url: `${base}/help?lang=zh`, connections: 10, duration: 2 });

    const cpuBefore = cpuMs(api.pid);
    const write = await autocannon({
      url: `${base}/contact/ask`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: 32,
      duration: SECONDS,
    });
    const stored = (await inquiries.count()) - before;
    const cpuAfter = cpuMs(api.pid);
    const cpuPerRequest =
      cpuBefore !== null && cpuAfter !== null && stored > 0
        ? ` (API CPU ${(((cpuAfter - cpuBefore) * 1000) / stored).toFixed(0)} µs per stored request)`
        : '';
    const read = await autocannon({ url: `${base}/help?lang=zh`, connections: 32, duration: SECONDS, pipelining: PIPELINING });

    const line = (name: string, r: autocannon.Result, extra = '') =>
      console.log(
        `${name.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}${extra}`,
      );
    console.log(
      `\nsite API benchmark: ${db.dialect}, ${os.cpus().length} cores, ${SECONDS} s per run, autocannon on loopback${notify ? ', outbox on (webhook, WeCom, e-mail)' : ''}`,
    );
    line('POST /contact/ask', write, `   stored ${stored} (${Math.round(stored / SECONDS)}/s)${cpuPerRequest}`);
    if (http && smtp) console.log(`notifications delivered during the runs: ${http.received.length + smtp.mails.length} of ${stored * 3}`);
    line('GET /help', read);
    console.log(`\ngoals: >= 3000 stored/s with p99 <= 50 ms; >= 30000 help reads/s`);
  } finally {
    await db.close();
    await stop(api);
    await http?.close();
    await smtp?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
