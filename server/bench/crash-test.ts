/**
 * `npm run bench:crash`: kills the API with SIGKILL many times while it takes contact requests, then
 * checks that every request it answered with 00000 is in the database with the id it was given, and that
 * the database passes its integrity check. Prints the figures; exits 1 if anything acknowledged is lost.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { SUCCESS } from '../../contract/envelope';
import { openDatabase } from '../db/database';
import { spawnApi, stop } from './spawn-api';

const PORT = Number(process.env.BENCH_PORT ?? 4101);
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const WRITERS = Number(process.env.CRASH_WRITERS ?? 24);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-crash-'));
  const databaseUrl = process.env.DATABASE_URL || `sqlite:${path.join(dir, 'crash.db')}`;
  const acknowledged = new Map<string, number>();
  let attempted = 0;
  let failedInFlight = 0;

  for (let round = 1; round <= ROUNDS; round++) {
    const api = await spawnApi(
      { DATABASE_URL: databaseUrl, CONTACT_LIMIT_PER_10_MINUTES: '100000000', RATE_LIMIT_PER_MINUTE: '100000000' },
      PORT,
    );
    let running = true;
    const writer = async () => {
      while (running) {
        const uuid = randomUUID();
        attempted++;
        try {
          const res = await fetch(`http://127.0.0.1:${PORT}/designer/v1/home/contact/ask`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ type: 3, email: 'crash@askora.example', sampleQuantity: round, uuid, message: `round ${round}` }),
          });
          const body = (await res.json()) as { code: string; data: { id: number } };
          if (body.code === SUCCESS) acknowledged.set(uuid, body.data.id);
        } catch {
          // The server died mid-request: this one was never acknowledged, so it may or may not be stored.
          failedInFlight++;
          running = false;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 900));
    await stop(api, 'SIGKILL');
    running = false;
    await Promise.all(writers);
    process.stdout.write(`round ${round}/${ROUNDS}: ${acknowledged.size} acknowledged so far\r`);
  }

  const db = openDatabase(databaseUrl);
  try {
    const rows = await db.kysely.selectFrom('inquiry').select(['id', 'uuid']).execute();
    const stored = new Map(rows.map((r) => [r.uuid, Number(r.id)]));
    const missing = [...acknowledged].filter(([uuid, id]) => stored.get(uuid) !== id);
    let integrity = 'n/a (PostgreSQL)';
    if (db.dialect === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db.kysely);
      integrity = check.rows.map((r) => r.integrity_check).join('; ');
    }
    console.log(`\ncrash test: ${db.dialect}, ${ROUNDS} SIGKILLs under load from ${WRITERS} concurrent writers`);
    console.log(`requests sent ${attempted}, acknowledged 00000 ${acknowledged.size}, cut off by a kill ${failedInFlight}`);
    console.log(`rows stored ${rows.length}, acknowledged but missing or with another id ${missing.length}`);
    console.log(`integrity check: ${integrity}`);
    if (missing.length > 0 || (db.dialect === 'sqlite' && integrity !== 'ok')) process.exitCode = 1;
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
