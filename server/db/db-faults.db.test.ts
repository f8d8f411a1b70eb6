/**
 * Database faults (issue 20): the API outlives its database's failures. PostgreSQL: the API's
 * connections ended under it (pg_terminate_backend, as a failover or an idle timeout does), and the
 * database gone and back (a TCP relay between the API and the shared server is stopped and started,
 * so the shared cluster is never touched). SQLite: a file that refuses writes. In every case the process
 * lives, each request is answered at once with an envelope (503 B0002 while the store is away), health
 * names the dependency that is down, and the API serves again by itself.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { spawnApi, stop } from '../bench/spawn-api';
import { loadConfig } from '../config';
import { seed } from '../content/seed';
import { openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrate';
import { createServices } from '../services';
import { describeDb, emptyDatabase, expectNoWait, RecordingTransport, testApi, usingPostgres, type TestApi } from '../test/helpers';
import { tcpProxy } from '../test/tcp-proxy';
import { freePort } from '../../scripts/free-port';

jest.setTimeout(60_000);

const ASK = '/designer/v1/home/contact/ask';
const HEALTH = '/designer/v1/home/health';
const LIMITS = { CONTACT_LIMIT_PER_10_MINUTES: '100000', RATE_LIMIT_PER_MINUTE: '100000' };
const testPg = usingPostgres ? test : test.skip;
const testSqlite = usingPostgres ? test.skip : test;

/** Sends one contact request; answers its status, code, time taken and the uuid it carried. */
async function ask(app: FastifyInstance) {
  const uuid = randomUUID();
  const started = Date.now();
  const res = await app.inject({
    method: 'POST',
    url: ASK,
    payload: { type: 3, email: 'fault@askora.example', sampleQuantity: 100, message: 'database fault test', uuid },
  });
  return { status: res.statusCode, code: res.json().code as string, ms: Date.now() - started, uuid };
}

async function storedUuids(db: Db): Promise<Set<string>> {
  const rows = await db.kysely.selectFrom('inquiry').select('uuid').execute();
  return new Set(rows.map((r) => r.uuid!));
}

describeDb('database faults', () => {
  testPg('connections ended under a running API: it answers again without a restart, and loses nothing', async () => {
    const api: TestApi = await testApi(LIMITS);
    const { Client } = require('pg') as typeof import('pg');
    const admin = new Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await admin.connect();
    try {
      // Several pooled connections, idle when they are ended.
      const before = await Promise.all(Array.from({ length: 12 }, () => ask(api.app)));
      expect(before.map((a) => a.code)).toEqual(Array(12).fill('00000'));
      const name = new URL(api.databaseUrl).searchParams.get('application_name');
      const ended = await admin.query(
        'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1) t',
        [name],
      );
      expect(ended.rows[0].n).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));

      const after = await Promise.all(Array.from({ length: 20 }, () => ask(api.app)));
      expect(after.map((a) => a.code)).toEqual(Array(20).fill('00000'));
      const health = await api.app.inject(HEALTH);
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toMatchObject({ status: 'ok', dependencies: { database: 'up', redis: 'none' } });
      expect(health.json().data.connectionsLost).toBeGreaterThan(0);

      const stored = await storedUuids(api.db);
      expect([...before, ...after].filter((a) => !stored.has(a.uuid))).toEqual([]);
    } finally {
      await admin.end();
      await api.close();
    }
  });

  testPg('an API process whose connections are ended keeps running and answers (no restart)', async () => {
    const empty = await emptyDatabase();
    await empty.db.close();
    const port = await freePort();
    const child = await spawnApi({ DATABASE_URL: empty.url, LOG_LEVEL: 'error', OUTBOX_WORKER: 'off' }, port);
    const { Client } = require('pg') as typeof import('pg');
    const admin = new Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await admin.connect();
    try {
      const post = async () => {
        const res = await fetch(`http://127.0.0.1:${port}${ASK}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 3, email: 'fault@askora.example', sampleQuantity: 100, uuid: randomUUID() }),
        });
        return ((await res.json()) as { code: string }).code;
      };
      expect(await Promise.all(Array.from({ length: 8 }, post))).toEqual(Array(8).fill('00000'));
      const name = new URL(empty.url).searchParams.get('application_name');
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
      await new Promise((r) => setTimeout(r, 500));
      expect(child.exitCode).toBeNull();
      expect(await Promise.all(Array.from({ length: 8 }, post))).toEqual(Array(8).fill('00000'));
      const health = (await (await fetch(`http://127.0.0.1:${port}${HEALTH}`)).json()) as { data: { connectionsLost: number } };
      expect(health.data.connectionsLost).toBeGreaterThan(0);
    } finally {
      await admin.end();
      await stop(child);
      await empty.close();
    }
  });

  testPg('PostgreSQL away: every request answered 503 B0002 without waiting, health names it, back by itself', async () => {
    const direct = await emptyDatabase();
    await migrate(direct.db);
    const config = loadConfig({ ...LIMITS, DATABASE_URL: direct.url, CONTENT_CACHE_SECONDS: '1' });
    await seed(direct.db, config.contentDir);
    const target = new URL(direct.url);
    const proxy = await tcpProxy(Number(target.port || 5432), target.hostname);
    const proxied = new URL(direct.url);
    proxied.port = String(proxy.port);
    const db = openDatabase(proxied.toString());
    const services = createServices({ ...config, databaseUrl: proxied.toString() }, db, new RecordingTransport());
    const app = await buildApp(services, false);
    try {
      const acknowledged: string[] = [];
      const first = await ask(app);
      expect(first.code).toBe('00000');
      acknowledged.push(first.uuid);
      expect((await app.inject('/designer/v1/home/seo')).statusCode).toBe(200);

      await proxy.stop();
      // Past the content's memo time: content is answered from what the process holds.
      await new Promise((r) => setTimeout(r, 1100));
      const during = await Promise.all(Array.from({ length: 20 }, () => ask(app)));
      for (const answer of during) expect(answer).toMatchObject({ status: 503, code: 'B0002' });
      expectNoWait(during);
      const health = await app.inject(HEALTH);
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ code: 'B0002', data: { status: 'down', dependencies: { database: 'down' } } });
      const seo = await app.inject('/designer/v1/home/seo');
      expect(seo.statusCode).toBe(200);
      expect(seo.json().code).toBe('00000');

      await proxy.start();
      const back = Date.now();
      let answer = await ask(app);
      while (answer.code !== '00000' && Date.now() - back < 5000) {
        await new Promise((r) => setTimeout(r, 100));
        answer = await ask(app);
      }
      expect(answer.code).toBe('00000');
      expect(Date.now() - back).toBeLessThan(5000);
      acknowledged.push(answer.uuid);
      expect((await app.inject(HEALTH)).json().data.dependencies.database).toBe('up');

      const stored = await storedUuids(direct.db);
      expect(acknowledged.filter((uuid) => !stored.has(uuid))).toEqual([]);
      // Nothing refused was stored.
      expect(during.filter((a) => stored.has(a.uuid))).toEqual([]);
    } finally {
      await app.close();
      await db.close();
      await proxy.stop();
      await direct.close();
    }
  });

  testSqlite('an SQLite file that refuses writes: 503 B0002 at once, reads still answer, writes again once it accepts them', async () => {
    const api = await testApi(LIMITS);
    try {
      expect((await ask(api.app)).code).toBe('00000');
      await sql`pragma query_only = 1`.execute(api.db.kysely);
      const refused = await Promise.all(Array.from({ length: 5 }, () => ask(api.app)));
      for (const answer of refused) expect(answer).toMatchObject({ status: 503, code: 'B0002' });
      expectNoWait(refused);
      expect((await api.app.inject('/designer/v1/home/seo')).json().code).toBe('00000');
      await sql`pragma query_only = 0`.execute(api.db.kysely);
      const again = await ask(api.app);
      expect(again.code).toBe('00000');
      const stored = await storedUuids(api.db);
      expect(stored.has(again.uuid)).toBe(true);
      expect(refused.filter((a) => stored.has(a.uuid))).toEqual([]);
    } finally {
      await api.close();
    }
  });
  testPg(
    'a full connection pool: 503 B0002 "busy" with Retry-After, health says the database is up but busy, then served again',
    async () => {
      const saved = { max: process.env.DATABASE_POOL_MAX, wait: process.env.DATABASE_CONNECT_TIMEOUT_MS };
      process.env.DATABASE_POOL_MAX = '2';
      process.env.DATABASE_CONNECT_TIMEOUT_MS = '300';
      let api: TestApi | undefined;
      try {
        api = await testApi({ FORM_MIN_FILL_MS: '0' });
        const health = async () => (await api!.app.inject({ method: 'GET', url: '/designer/v1/home/health' })).json();
        // Both connections busy for longer than a request may wait for one.
        const holding = Promise.all([1, 2].map(() => sql`select pg_sleep(1.5)`.execute(api!.db.kysely)));
        await new Promise((r) => setTimeout(r, 200));
        const res = await api.app.inject({
          method: 'POST',
          url: ASK,
          payload: { type: 3, email: 'busy@askora.example', sampleQuantity: 100, message: 'pool test', uuid: randomUUID() },
        });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json()).toMatchObject({ code: 'B0002', data: { reason: 'busy' } });
        const busy = await health();
        expect(busy).toMatchObject({ code: '00000', data: { status: 'degraded', dependencies: { database: 'busy' } } });
        expect(busy.data.poolTimeouts).toBeGreaterThanOrEqual(2);
        await holding;

        expect((await ask(api.app)).code).toBe('00000');
        expect(await health()).toMatchObject({ data: { status: 'ok', dependencies: { database: 'up' } } });
        expect(api.db.availability.status().up).toBe(true);
      } finally {
        await api?.close();
        for (const [name, value] of [
          ['DATABASE_POOL_MAX', saved.max],
          ['DATABASE_CONNECT_TIMEOUT_MS', saved.wait],
        ] as const) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
      }
    },
  );
});
