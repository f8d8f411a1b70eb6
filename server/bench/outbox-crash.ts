/**
 * `npm run bench:outbox`: SIGKILLs the API again and again while it stores contact requests under load and
 * delivers their notifications (generic webhook, WeCom robot and e-mail, to receivers on loopback that
 * this script runs), then starts it once more and waits until the outbox is empty. Every acknowledged
 * request must have reached every channel at least once. Prints cycles, requests, acknowledged,
 * delivered, lost, duplicates and the longest delay from acknowledgement to first delivery; exits 1 if
 * anything acknowledged was lost. Uses a fresh SQLite file, or DATABASE_URL when set. Not part of CI.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { startHttpReceiver, startSmtpReceiver } from '../outbox/test-receivers';
import { spawnApi, stop } from './spawn-api';
import { SUCCESS } from '../../contract/envelope';

const PORT = Number(process.env.BENCH_PORT ?? 4102);
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const WRITERS = Number(process.env.CRASH_WRITERS ?? 16);
/** Longest wait, after the last kill, for the outbox to empty. */
const SETTLE_SECONDS = Number(process.env.CRASH_SETTLE_SECONDS ?? 120);
const CHANNELS = ['webhook', 'wecom', 'email'] as const;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-outbox-crash-'));
  const databaseUrl = process.env.DATABASE_URL || `sqlite:${path.join(dir, 'crash.db')}`;
  const http = await startHttpReceiver();
  const smtp = await startSmtpReceiver();
  const env = {
    DATABASE_URL: databaseUrl,
    CONTACT_LIMIT_PER_10_MINUTES: '100000000',
    RATE_LIMIT_PER_MINUTE: '100000000',
    NOTIFY_WEBHOOK_URL: http.url('/webhook'),
    NOTIFY_WEBHOOK_SECRET: 'crash-test',
    NOTIFY_WECOM_URL: `${http.url('/wecom')}?key=crash`,
    NOTIFY_SMTP_URL: smtp.url,
    // Short timings so a killed worker's rows come back quickly: lease = 2 × timeout + 1 s.
    OUTBOX_TIMEOUT_MS: '2000',
    OUTBOX_POLL_MS: '100',
    OUTBOX_BACKOFF_MS: '200',
    LOG_LEVEL: 'error',
  };
  /** Acknowledged request id → when the acknowledgement arrived. */
  const acknowledged = new Map<number, number>();
  let attempted = 0;
  let cutOff = 0;
  const started = Date.now();

  const load = async (round: number, running: () => boolean) => {
    while (running()) {
      attempted++;
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/designer/v1/home/contact/ask`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            language: 2,
            type: 3,
            variant: 'quote-modal',
            name: 'Crash Test',
            email: 'crash@askora.example',
            sampleQuantity: 100 + round,
            message: `round ${round}`,
            page: attempted % 2 ? '/en/product' : '/product',
          }),
        });
        const body = (await res.json()) as { code: string; data: { id: number } };
        if (body.code === SUCCESS) acknowledged.set(body.data.id, Date.now());
      } catch {
        // The server died mid-request: never acknowledged, so it may or may not be stored.
        cutOff++;
        return;
      }
    }
  };

  for (let round = 1; round <= ROUNDS; round++) {
    const api = await spawnApi(env, PORT);
    let running = true;
    const writers = Array.from({ length: WRITERS }, () => load(round, () => running));
    await new Promise((r) => setTimeout(r, 400 + Math.random() * 1200));
    await stop(api, 'SIGKILL');
    running = false;
    await Promise.all(writers);
    process.stdout.write(
      `cycle ${round}/${ROUNDS}: ${acknowledged.size} acknowledged, ${http.received.length + smtp.mails.length} messages received\r`,
    );
  }
  const deliveredBeforeRestart = http.received.length + smtp.mails.length;

  // One last start without load: what the kills left in the outbox must now go out.
  const restartedAt = Date.now();
  const api = await spawnApi(env, PORT);
  const db = openDatabase(databaseUrl);
  try {
    const refs = new Map<number, string>();
    const ids = [...acknowledged.keys()];
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db.kysely
        .selectFrom('inquiry')
        .select(['id', 'ref'])
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const r of rows) refs.set(Number(r.id), r.ref);
    }
    /** (channel, ref) → arrival times of each delivery. */
    const arrivals = () => {
      const map = new Map<string, number[]>();
      const add = (channel: string, ref: string, at: number) => map.set(`${channel} ${ref}`, [...(map.get(`${channel} ${ref}`) ?? []), at]);
      for (const r of http.received) add(r.path.slice(1), String(r.headers['idempotency-key']), r.at);
      smtp.mails.forEach((m, i) => add('email', String(m.headers.get('idempotency-key')), smtp.receivedAt[i]!));
      return map;
    };
    const missing = () => {
      const seen = arrivals();
      return [...acknowledged.keys()].flatMap((id) => CHANNELS.filter((c) => !seen.has(`${c} ${refs.get(id)}`)).map((c) => `${c} ${id}`));
    };
    const deadline = Date.now() + SETTLE_SECONDS * 1000;
    while (missing().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const settledSeconds = (Date.now() - restartedAt) / 1000;

    const seen = arrivals();
    const lost = missing();
    let duplicates = 0;
    let longest = 0;
    const delays: number[] = [];
    for (const [id, ackAt] of acknowledged) {
      for (const channel of CHANNELS) {
        const times = seen.get(`${channel} ${refs.get(id)}`);
        if (!times) continue;
        duplicates += times.length - 1;
        const delay = Math.min(...times) - ackAt;
        delays.push(delay);
        longest = Math.max(longest, delay);
      }
    }
    delays.sort((a, b) => a - b);
    const unknownRefs = acknowledged.size - refs.size;
    const delivered = [...acknowledged.keys()].filter((id) => CHANNELS.every((c) => seen.has(`${c} ${refs.get(id)}`))).length;
    console.log(
      `\noutbox crash test: ${db.dialect}, ${ROUNDS} SIGKILLs under load from ${WRITERS} writers, channels ${CHANNELS.join(', ')}, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    console.log(`cycles ${ROUNDS}, requests sent ${attempted}, acknowledged ${acknowledged.size}, cut off by a kill ${cutOff}`);
    console.log(
      `messages received before the last restart ${deliveredBeforeRestart}, in all ${http.received.length + smtp.mails.length}; the last start (no load) emptied the outbox in ${settledSeconds.toFixed(1)} s`,
    );
    console.log(
      `delivered on every channel ${delivered} of ${acknowledged.size} requests; lost ${lost.length} (request × channel), acknowledged but not stored ${unknownRefs}`,
    );
    console.log(`duplicates ${duplicates} (extra deliveries of one request on one channel, each with the same idempotency key)`);
    console.log(
      `delay from acknowledgement to first delivery: median ${delays[Math.floor(delays.length / 2)] ?? 0} ms, p99 ${delays[Math.floor(delays.length * 0.99)] ?? 0} ms, longest ${longest} ms`,
    );
    if (lost.length > 0 || unknownRefs > 0) {
      console.log(`lost: ${lost.slice(0, 10).join(', ')}${lost.length > 10 ? ', …' : ''}`);
      process.exitCode = 1;
    }
  } finally {
    await stop(api);
    await db.close();
    await http.close();
    await smtp.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
