/**
 * `npm run bench:api`: stored requests per second and latency of POST /contact/ask (durable writes), and
 * reads per second of GET /help, measured with autocannon against the API on loopback. Prints figures;
 * asserts nothing.
 *
 * Storing is measured under several outbox settings in one run, so they can be compared on one machine at
 * one time (`BENCH_OUTBOX`, a comma list, default all three):
 * - `none`: no notification channel configured;
 * - `channels`: webhook, WeCom robot and e-mail configured (to receivers on loopback that this script
 *   runs), the API's own worker delivering while the load runs, as a one-machine deployment does;
 * - `channels-worker-off`: the same channels with `OUTBOX_WORKER=off`: only storing and its outbox row,
 *   as on API machines whose notifications a separate `npm run worker` sends.
 * The settings take turns for `BENCH_ROUNDS` rounds (3), each on a fresh API process and database (a fresh
 * SQLite file, or a fresh schema of DATABASE_URL's PostgreSQL database); each round starts with the next
 * setting, so none always runs first. Printed: medians, and each setting against the first one as the
 * median of their ratios within a round (runs minutes apart on a shared machine differ more than that).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { startHttpReceiver, startSmtpReceiver, type HttpReceiver, type SmtpReceiver } from '../outbox/test-receivers';
import { InquiryRepository } from '../repositories/inquiry-repository';
import { spawnApi, stop } from './spawn-api';

import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 4100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PIPELINING = Number(process.env.BENCH_PIPELINING ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const base = `http://127.0.0.1:${PORT}/designer/v1/home`;

const SETTINGS = ['none', 'channels', 'channels-worker-off'] as const;
type Setting = (typeof SETTINGS)[number];

const BODY = JSON.stringify({
  language: 2,
  type: 3,
  email: 'bench@askora.example',
  sampleQuantity: 500,
  tags: JSON.stringify({ Demographics: { Gender: ['Female'] } }),
  message: 'Benchmark request: 500 completes, female, tier-1 cities.',
  page: '/en/product',
});

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

/**
 * CPU time (ms) of every PostgreSQL process on this machine (its server, its backends, its WAL writer),
 * null when the database is elsewhere or /proc cannot tell: storing costs the database too, and on one
 * machine the two share its cores.
 */
function databaseCpuMs(databaseUrl: string): number | null {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl) || !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname)) return null;
  try {
    let total = 0;
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(pid)) ?? 0;
      } catch {
        // the process ended meanwhile
      }
    }
    return total;
  } catch {
    return null;
  }
}

interface WriteRun {
  setting: Setting;
  round: number;
  result: autocannon.Result;
  stored: number;
  /** API CPU per stored request (µs), null where /proc cannot tell. */
  cpuUs: number | null;
  /** PostgreSQL's CPU per stored request (µs), when it runs on this machine. */
  dbCpuUs: number | null;
  /** Notifications received during the run, of stored × 3. */
  delivered: number;
}

/** A database of its own for one run: a new SQLite file, or a new schema in DATABASE_URL's PostgreSQL. */
async function freshDatabase(dir: string, run: number): Promise<{ url: string; drop(): Promise<void> }> {
  const given = process.env.DATABASE_URL;
  if (!given || !/^postgres(ql)?:\/\//.test(given)) return { url: `sqlite:${path.join(dir, `bench-${run}.db`)}`, drop: async () => {} };
  const { Client } = require('pg') as typeof import('pg');
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: given });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create schema ${schema}`);
  const url = new URL(given);
  url.searchParams.set('schema', schema);
  return { url: url.toString(), drop: () => admin(`drop schema ${schema} cascade`) };
}

/** One write measurement on a fresh API and database; `read` also measures help reads on that API. */
async function runOnce(
  setting: Setting,
  databaseUrl: string,
  receivers: { http: HttpReceiver; smtp: SmtpReceiver },
  read: boolean,
): Promise<{ write: Omit<WriteRun, 'round'>; read: autocannon.Result | null; dialect: string }> {
  const { http, smtp } = receivers;
  const outboxEnv: Record<string, string> =
    setting === 'none'
      ? {}
      : {
          NOTIFY_WEBHOOK_URL: http.url('/webhook'),
          NOTIFY_WECOM_URL: http.url('/wecom'),
          NOTIFY_SMTP_URL: smtp.url,
          OUTBOX_WORKER: setting === 'channels' ? 'api' : 'off',
          LOG_LEVEL: 'error',
        };
  const api = await spawnApi(
    { DATABASE_URL: databaseUrl, CONTACT_LIMIT_PER_10_MINUTES: '100000000', RATE_LIMIT_PER_MINUTE: '100000000', ...outboxEnv },
    PORT,
  );
  const db = openDatabase(databaseUrl);
  const inquiries = new InquiryRepository(db);
  try {
    // Warm up the JIT, the content caches and the write path before measuring; with channels, also the
    // worker's first deliveries, which load the mail and HTTP clients' modules on first use.
    const post = { url: `${base}/contact/ask`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: BODY };
    await autocannon({ url: `${base}/help?lang=zh`, connections: 10, duration: 2 });
    await autocannon({ ...post, connections: 32, duration: 2 });
    const deliveredBefore = http.received.length + smtp.mails.length;
    const cpuBefore = cpuMs(api.pid);
    const dbCpuBefore = databaseCpuMs(databaseUrl);
    const before = await inquiries.count();
    const result = await autocannon({ ...post, connections: 32, duration: SECONDS });
    const stored = (await inquiries.count()) - before;
    const cpuAfter = cpuMs(api.pid);
    const dbCpuAfter = databaseCpuMs(databaseUrl);
    const delivered = http.received.length + smtp.mails.length - deliveredBefore;
    const perRequest = (a: number | null, b: number | null) => (a !== null && b !== null && stored > 0 ? ((b - a) * 1000) / stored : null);
    const cpuUs = perRequest(cpuBefore, cpuAfter);
    const dbCpuUs = perRequest(dbCpuBefore, dbCpuAfter);
    const readResult = read
      ? await autocannon({ url: `${base}/help?lang=zh`, connections: 32, duration: SECONDS, pipelining: PIPELINING })
      : null;
    return { write: { setting, result, stored, cpuUs, dbCpuUs, delivered }, read: readResult, dialect: db.dialect };
  } finally {
    await db.close();
    await stop(api);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const settings = (process.env.BENCH_OUTBOX ?? SETTINGS.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean) as Setting[];
  const unknown = settings.filter((s) => !SETTINGS.includes(s));
  if (unknown.length > 0) throw new Error(`BENCH_OUTBOX names ${unknown.join(', ')}; settings are ${SETTINGS.join(', ')}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-bench-'));
  const receivers = { http: await startHttpReceiver(), smtp: await startSmtpReceiver() };
  const runs: WriteRun[] = [];
  let read: autocannon.Result | null = null;
  let dialect = '';
  try {
    let n = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const order = settings.map((_, i) => settings[(i + round - 1) % settings.length]!);
      for (const setting of order) {
        const database = await freshDatabase(dir, ++n);
        try {
          const last = round === ROUNDS && setting === settings[0];
          const out = await runOnce(setting, database.url, receivers, last);
          runs.push({ ...out.write, round });
          read = out.read ?? read;
          dialect = out.dialect;
          const { result, stored, cpuUs, dbCpuUs } = out.write;
          console.error(
            `round ${round}/${ROUNDS} ${setting.padEnd(20)} stored ${Math.round(stored / SECONDS)}/s   p99 ${result.latency.p99} ms${cpuUs !== null ? `   CPU ${cpuUs.toFixed(0)} µs/request` : ''}${dbCpuUs !== null ? `   database CPU ${dbCpuUs.toFixed(0)} µs/request` : ''}`,
          );
        } finally {
          await database.drop();
        }
      }
    }
  } finally {
    await receivers.http.close();
    await receivers.smtp.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `\nsite API benchmark: ${dialect}, ${os.cpus().length} cores, ${SECONDS} s per run, ${ROUNDS} rounds (settings take turns, each round starting with the next), autocannon on loopback; medians`,
  );
  const first = new Map(runs.filter((r) => r.setting === settings[0]).map((r) => [r.round, r]));
  /** The median over rounds of `value(run) / value(first setting's run in that round) − 1`, as "+1.2%". */
  const paired = (mine: WriteRun[], value: (r: WriteRun) => number | null) => {
    const ratios = mine.flatMap((r) => {
      const a = value(r);
      const b = first.has(r.round) ? value(first.get(r.round)!) : null;
      return a !== null && b !== null && b > 0 ? [a / b - 1] : [];
    });
    if (ratios.length === 0) return 'n/a';
    const m = median(ratios) * 100;
    return `${m >= 0 ? '+' : ''}${m.toFixed(1)}%`;
  };
  for (const setting of settings) {
    const mine = runs.filter((r) => r.setting === setting);
    const perSecond = median(mine.map((r) => r.stored / SECONDS));
    const cpu = mine.every((r) => r.cpuUs !== null)
      ? `   API CPU ${median(mine.map((r) => r.cpuUs!)).toFixed(0)} µs per stored request`
      : '';
    const dbCpu = mine.every((r) => r.dbCpuUs !== null) ? `, database CPU ${median(mine.map((r) => r.dbCpuUs!)).toFixed(0)} µs` : '';
    const delivered =
      setting === 'channels'
        ? `   delivered during the run ${Math.round(median(mine.map((r) => (100 * r.delivered) / (r.stored * 3))))}% of stored × 3`
        : '';
    const change =
      setting === settings[0]
        ? ''
        : `   (vs ${settings[0]} in the same round: stored ${paired(mine, (r) => r.stored)}, CPU per request ${paired(mine, (r) => r.cpuUs)}${dbCpu ? `, database CPU per request ${paired(mine, (r) => r.dbCpuUs)}` : ''})`;
    console.log(
      `POST /contact/ask  ${setting.padEnd(20)} stored ${String(Math.round(perSecond)).padStart(5)}/s${change}   p50 ${median(mine.map((r) => r.result.latency.p50))} ms   p99 ${median(mine.map((r) => r.result.latency.p99))} ms   non-2xx ${mine.reduce((s, r) => s + r.result.non2xx, 0)}   errors ${mine.reduce((s, r) => s + r.result.errors, 0)}${cpu}${dbCpu}${delivered}`,
    );
    console.log(`  each run: ${mine.map((r) => Math.round(r.stored / SECONDS)).join(', ')} stored/s`);
  }
  if (read) {
    console.log(
      `GET /help (${settings[0]})  ${Math.round(read.requests.average)} req/s   p50 ${read.latency.p50} ms   p99 ${read.latency.p99} ms   non-2xx ${read.non2xx}   errors ${read.errors}`,
    );
  }
  console.log(`\ngoals: >= 3000 stored/s with p99 <= 50 ms; storing with channels within 10% of none; >= 30000 help reads/s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
