import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seed } from '../content/seed';
import { openDatabase, type Db } from '../db/database';
import { createServices, type Services } from '../services';
import type { SmsTransport } from '../sms/transport-type';

export const usingPostgres = process.env.TEST_DB === 'postgres';

/** `describe` for suites that run on both databases; on PostgreSQL they skip when none answers. */
export const describeDb: jest.Describe = usingPostgres && !process.env.TEST_POSTGRES_URL ? describe.skip : describe;

/** Remembers the codes it "sends"; can be told to fail. */
export class RecordingTransport implements SmsTransport {
  sent: { mobile: string; code: string }[] = [];
  failing = false;

  async send(mobile: string, code: string): Promise<void> {
    if (this.failing) throw new Error('gateway down');
    this.sent.push({ mobile, code });
  }

  last(): string {
    const code = this.sent.at(-1)?.code;
    if (!code) throw new Error('no code was sent');
    return code;
  }
}

export interface TestApi {
  app: FastifyInstance;
  services: Services;
  db: Db;
  transport: RecordingTransport;
  clock: { now: number };
  /** Where `db` points: a second connection (another worker, say) opens the same database with it. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A fresh database nothing has touched (an in-memory SQLite, or a PostgreSQL schema of its own), not migrated. */
export async function emptyDatabase(): Promise<{ db: Db; url: string; close(): Promise<void> }> {
  let url = 'sqlite::memory:';
  let dropSchema = async () => {};
  if (usingPostgres) {
    const base = process.env.TEST_POSTGRES_URL!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const { Client } = require('pg') as typeof import('pg');
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    // The schema's name is also the connections' application_name: a test can find (and end) them.
    url = `${base}?schema=${schema}&application_name=${schema}`;
    dropSchema = async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  }
  const db = openDatabase(url);
  return {
    db,
    url,
    close: async () => {
      await db.close();
      await dropSchema();
    },
  };
}

/**
 * A seeded API on a fresh database (an in-memory SQLite, or its own PostgreSQL schema), with a settable
 * clock and a recording SMS transport. `env` overrides configuration as the environment would.
 */
export async function testApi(env: Record<string, string> = {}): Promise<TestApi> {
  const { db, url, close } = await emptyDatabase();
  const config = loadConfig({
    ...(process.env.CONTENT_DIR ? { CONTENT_DIR: process.env.CONTENT_DIR } : {}),
    // A builds folder of its own, never the project's: health shows no publish unless a test makes one.
    BUILDS_DIR: path.join(os.tmpdir(), `test-builds-${process.pid}-${Math.random().toString(36).slice(2)}`),
    ...env,
    DATABASE_URL: url,
    CONTENT_CACHE_SECONDS: env.CONTENT_CACHE_SECONDS ?? '0',
  });
  await seed(db, config.contentDir);
  const transport = new RecordingTransport();
  const clock = { now: Date.parse('2026-11-01T08:00:00Z') };
  const services = createServices(config, db, transport, () => clock.now);
  const app = await buildApp(services, false);
  await app.ready();
  return {
    app,
    services,
    db,
    transport,
    clock,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

/**
 * Nothing waited on a dependency that is away: a command queued until it is back, or one without a
 * timeout, holds its answer for seconds (or for ever). The typical answer stays under a second; one slow
 * answer on a loaded CI machine is not a wait, so each is held to 3 s rather than to 1 s.
 */
export function expectNoWait(answers: readonly { ms: number }[]): void {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(1000);
  expect(sorted[sorted.length - 1]).toBeLessThan(3000);
}
