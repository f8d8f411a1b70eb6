/**
 * `npm run bench:api`: stored requests per second and latency of POST /contact/ask (durable writes), and
 * reads per second of GET /help, measured with autocannon against the API on loopback. Prints figures;
 * asserts nothing. Uses a fresh SQLite file (or DATABASE_URL when set).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { InquiryRepository } from '../repositories/inquiry-repository';
import { spawnApi, stop } from './spawn-api';

import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 4100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PIPELINING = Number(process.env.BENCH_PIPELINING ?? 10);
const base = `http://127.0.0.1:${PORT}/designer/v1/home`;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-bench-'));
  const databaseUrl = process.env.DATABASE_URL || `sqlite:${path.join(dir, 'bench.db')}`;
  const api = await spawnApi({ DATABASE_URL: databaseUrl, CONTACT_LIMIT_PER_10_MINUTES: '100000000', RATE_LIMIT_PER_MINUTE: '100000000' }, PORT);
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

    const write = await autocannon({
      url: `${base}/contact/ask`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: 32,
      duration: SECONDS,
    });
    const stored = (await inquiries.count()) - before;
    const read = await autocannon({ url: `${base}/help?lang=zh`, connections: 32, duration: SECONDS, pipelining: PIPELINING });

    const line = (name: string, r: autocannon.Result, extra = '') =>
      console.log(
        `${name.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}${extra}`,
      );
    console.log(`\nsite API benchmark: ${db.dialect}, ${os.cpus().length} cores, ${SECONDS} s per run, autocannon on loopback`);
    line('POST /contact/ask', write, `   stored ${stored} (${Math.round(stored / SECONDS)}/s)`);
    line('GET /help', read);
    console.log(`\ngoals: >= 3000 stored/s with p99 <= 50 ms; >= 30000 help reads/s`);
  } finally {
    await db.close();
    await stop(api);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
