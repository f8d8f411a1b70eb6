/**
 * `npm run bench:faults`: the reference topology (scripts/topology.ts: nginx, two API replicas, the
 * outbox worker, a PRIVATE PostgreSQL cluster and a PRIVATE redis-server, so the machine's shared ones
 * are never touched) under steady form traffic, through four faults in turn: (1) the API's PostgreSQL
 * connections terminated, (2) PostgreSQL restarted, (3) Redis stopped for 10 s, (4) one replica killed
 * with SIGKILL (and started again). Per fault it prints the requests sent, acknowledged (00000),
 * acknowledged and stored, lost (acknowledged, not stored: must be 0), answered with an error envelope,
 * answered without one (a broken connection), hung (over 2 s), and the seconds from the fault until
 * every request succeeds again. Exits 1 if anything acknowledged was lost or any request hung.
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { startTopology, type Topology } from './topology';
import { redisInstalled } from '../server/bench/private-services';
import { SUCCESS } from '../contract/envelope';

const WRITERS = Number(process.env.FAULT_WRITERS ?? 8);
const HUNG_MS = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sent {
  fault: string;
  at: number;
  ms: number;
  uuid: string;
  outcome: 'ack' | 'envelope' | 'broken';
}

async function main() {
  if (!redisInstalled()) throw new Error('redis-server is not installed (apt-get install redis-server)');
  // Private services only, whatever the environment says.
  delete process.env.TOPOLOGY_DATABASE_URL;
  delete process.env.TOPOLOGY_REDIS_URL;
  process.env.LOG_LEVEL = 'fatal';
  console.log('starting the topology: private PostgreSQL and Redis, two API replicas, the outbox worker, nginx…');
  const topology = await startTopology({
    env: { CONTACT_LIMIT_PER_10_MINUTES: '100000000', RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'fatal' },
  });
  const sent: Sent[] = [];
  let fault = 'warm-up';
  let running = true;

  const writer = async () => {
    while (running) {
      const uuid = randomUUID();
      const at = Date.now();
      const record = (outcome: Sent['outcome']) => sent.push({ fault, at, ms: Date.now() - at, uuid, outcome });
      try {
        const res = await fetch(`${topology.url}/designer/v1/home/contact/ask`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 3, email: 'bench@askora.example', sampleQuantity: 100, message: 'fault bench', uuid }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await res.json().catch(() => null)) as { code?: string } | null;
        record(body?.code === SUCCESS ? 'ack' : body?.code ? 'envelope' : 'broken');
        if (body?.code !== SUCCESS) await sleep(20);
      } catch {
        record('broken');
        await sleep(20);
      }
    }
  };

  const admin = async (sqlText: string) => {
    const client = new Client({ connectionString: topology.databaseUrl });
    await client.connect();
    try {
      return await client.query(sqlText);
    } finally {
      await client.end();
    }
  };

  const faults: { name: string; inject(t: Topology): Promise<void> }[] = [
    {
      name: 'PostgreSQL connections terminated',
      inject: async () => {
        await admin(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
        );
      },
    },
    { name: 'PostgreSQL restarted', inject: (t) => t.postgres!.restart() },
    {
      name: 'Redis stopped for 10 s',
      inject: async (t) => {
        await t.redis!.stop();
        await sleep(10_000);
        await t.redis!.start();
      },
    },
    {
      name: 'one replica killed (kill -9)',
      inject: async (t) => {
        await t.killReplica(0);
        await sleep(3000);
        await t.startReplica(0);
      },
    },
  ];

  const writers = Array.from({ length: WRITERS }, writer);
  await sleep(3000);
  const results: { name: string; at: number; window: Sent[] }[] = [];
  for (const f of faults) {
    fault = f.name;
    const at = Date.now();
    process.stdout.write(`${f.name}…\n`);
    await f.inject(topology);
    // Traffic goes on until every request has succeeded for 5 s in a row (at most 30 s after the fault).
    for (;;) {
      await sleep(500);
      const mine = sent.filter((s) => s.fault === f.name);
      const lastBad = Math.max(at, ...mine.filter((s) => s.outcome !== 'ack').map((s) => s.at + s.ms));
      if (Date.now() - lastBad >= 5000 || Date.now() - at > 30_000) break;
    }
    results.push({ name: f.name, at, window: sent.filter((s) => s.fault === f.name) });
  }
  fault = 'cool-down';
  running = false;
  await Promise.all(writers);

  const rows = await admin('select uuid from inquiry');
  const stored = new Set(rows.rows.map((r: { uuid: string }) => r.uuid));
  let failed = false;
  const table = results.map(({ name, at, window }) => {
    const acknowledged = window.filter((s) => s.outcome === 'ack');
    const lost = acknowledged.filter((s) => !stored.has(s.uuid)).length;
    const hung = window.filter((s) => s.ms > HUNG_MS).length;
    const bad = window.filter((s) => s.outcome !== 'ack');
    // From the fault until the first request after which every request succeeded.
    const lastBadSent = bad.length ? Math.max(...bad.map((s) => s.at)) : null;
    const firstGood = lastBadSent === null ? at : Math.min(...window.filter((s) => s.at > lastBadSent).map((s) => s.at), Date.now());
    if (lost > 0 || hung > 0) failed = true;
    return {
      fault: name,
      sent: window.length,
      acknowledged: acknowledged.length,
      stored: acknowledged.length - lost,
      lost,
      'error envelope': window.filter((s) => s.outcome === 'envelope').length,
      'no envelope': window.filter((s) => s.outcome === 'broken').length,
      'hung >2s': hung,
      'slowest ms': Math.max(0, ...window.map((s) => s.ms)),
      'recovered after s': Number((Math.max(0, firstGood - at) / 1000).toFixed(2)),
    };
  });
  const all = sent.filter((s) => s.outcome === 'ack');
  console.log(`\nfault bench: nginx → 2 API replicas (PostgreSQL, Redis, outbox worker), ${WRITERS} concurrent form writers`);
  console.table(table);
  console.log(
    `all phases: ${sent.length} sent, ${all.length} acknowledged, ${all.filter((s) => !stored.has(s.uuid)).length} acknowledged but not stored; ` +
      `rows stored ${stored.size}; notifications delivered by the worker ${topology.delivered.size}`,
  );
  await topology.stop();
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
