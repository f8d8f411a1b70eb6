/**
 * `npm run bench:edge`: the reference topology (scripts/topology.ts, with a PRIVATE PostgreSQL and Redis)
 * under a slowloris attack from one address. It measures ordinary visits for a few seconds, then opens
 * N slow connections from 127.0.0.1 (EDGE_SLOW_CONNECTIONS, default 10,000) that each send their
 * request's headers one byte every few seconds and are opened again whenever nginx drops them, and holds
 * them for EDGE_HOLD_SECONDS (default 60). Meanwhile a visitor at another address (127.0.0.2) loads a
 * page and makes an API GET, each on a new connection, one after the other. It prints, per phase
 * (before, while opening, held), the visits, the failed ones (an error, a reset, no answer within 10 s,
 * a status other than 200) and their p50/p99/max, the slow connections open, and the load average.
 * Exits 1 when a held-phase visit failed or its p99 reached 500 ms.
 *
 * `--template FILE` runs another nginx template (e.g. the one before a change:
 * `git show HEAD~1:deploy/nginx.conf.template > /tmp/old.template`).
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startTopology, NGINX_TEMPLATE } from './topology';
import { redisInstalled } from '../server/bench/private-services';

const SLOW = Number(process.env.EDGE_SLOW_CONNECTIONS ?? 10_000);
const HOLD_SECONDS = Number(process.env.EDGE_HOLD_SECONDS ?? 60);
const BEFORE_SECONDS = 5;
/** How often each slow connection sends one more byte of its headers. */
const BYTE_EVERY_MS = 3000;
/** Slow connections opened per 100 ms while opening (an attacker opens them as fast as it can). */
const OPEN_PER_TICK = 200;
const VISIT_TIMEOUT_MS = 10_000;
const P99_BUDGET_MS = 500;
const ATTACKER = '127.0.0.1';
const VISITOR = '127.0.0.2';

type Phase = 'before' | 'opening' | 'held';
interface Visit {
  phase: Phase;
  kind: 'page' | 'api';
  ms: number;
  ok: boolean;
  outcome: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function templateArg(): string {
  const i = process.argv.indexOf('--template');
  if (i === -1) return NGINX_TEMPLATE;
  const file = process.argv[i + 1];
  if (!file || !fs.existsSync(file)) throw new Error(`--template: no such file: ${file ?? '(none given)'}`);
  return path.resolve(file);
}

/** One visit on a connection of its own, from the visitor's address. */
function visit(port: number, pathname: string): Promise<{ ok: boolean; outcome: string }> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, localAddress: VISITOR, agent: false, timeout: VISIT_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ok: res.statusCode === 200, outcome: String(res.statusCode) }));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ ok: false, outcome: e.code ?? e.message }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ ok: false, outcome: e.code ?? e.message }));
  });
}

/** The slow connections: each sends a request line, then its headers a byte at a time, never the end. */
function slowloris(port: number, target: number) {
  const HEADER = 'X-Slow: a\r\n';
  const open = new Set<net.Socket>();
  const stats = { opened: 0, connected: 0, droppedByServer: 0, failedToConnect: 0 };
  let running = true;
  let wanted = 0;
  let pending = 0;

  const openOne = () => {
    pending++;
    stats.opened++;
    let connected = false;
    let byte = 0;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: ATTACKER });
    socket.setNoDelay(true);
    socket.on('connect', () => {
      pending--;
      connected = true;
      stats.connected++;
      open.add(socket);
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      if (connected) {
        open.delete(socket);
        if (running) stats.droppedByServer++;
      } else {
        pending--;
        stats.failedToConnect++;
      }
    });
    (socket as net.Socket & { nextByte?: () => void }).nextByte = () => {
      if (!socket.destroyed && connected) socket.write(HEADER[byte++ % HEADER.length]!);
    };
  };

  // Every 100 ms: open what is missing (at most OPEN_PER_TICK), and one byte on a slice of the open
  // ones, so that each sends a byte every BYTE_EVERY_MS.
  let turn = 0;
  const tick = setInterval(() => {
    const missing = Math.min(OPEN_PER_TICK, wanted - open.size - pending);
    for (let i = 0; i < missing; i++) openOne();
    const slices = BYTE_EVERY_MS / 100;
    let i = 0;
    for (const socket of open) if (i++ % slices === turn % slices) (socket as net.Socket & { nextByte: () => void }).nextByte();
    turn++;
  }, 100);

  return {
    report: (): AttackReport => ({ ...stats, open: open.size, pending }),
    start: () => (wanted = target),
    stop: () => {
      running = false;
      clearInterval(tick);
      for (const socket of open) socket.destroy();
    },
  };
}

interface AttackReport {
  opened: number;
  connected: number;
  droppedByServer: number;
  failedToConnect: number;
  open: number;
  pending: number;
}

/**
 * The attacker runs as a process of its own (`--attacker PORT N`, started by the bench), so that its
 * thousands of sockets never delay the measuring visitor's clock. It reports twice a second.
 */
function attackerProcess(port: number, target: number) {
  const attack = slowloris(port, target);
  attack.start();
  const timer = setInterval(() => process.send!({ type: 'report', report: attack.report() }), 500);
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    clearInterval(timer);
    const last = attack.report();
    attack.stop();
    process.send!({ type: 'report', report: last }, () => process.exit(0));
  });
}

function startAttacker(port: number, target: number) {
  let last: AttackReport = { opened: 0, connected: 0, droppedByServer: 0, failedToConnect: 0, open: 0, pending: 0 };
  const child = fork(__filename, ['--attacker', String(port), String(target)], { execArgv: ['--import', 'tsx'] });
  child.on('message', (message: { type: string; report: AttackReport }) => {
    if (message.type === 'report') last = message.report;
  });
  return {
    last: () => last,
    stop: () =>
      new Promise<AttackReport>((resolve) => {
        if (child.exitCode !== null) return resolve(last);
        child.once('exit', () => resolve(last));
        child.send({ type: 'stop' });
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(visits: Visit[], phase: Phase) {
  const mine = visits.filter((v) => v.phase === phase);
  const ms = mine.map((v) => v.ms).sort((a, b) => a - b);
  const failed = mine.filter((v) => !v.ok);
  const outcomes: Record<string, number> = {};
  for (const v of failed) outcomes[`${v.kind} ${v.outcome}`] = (outcomes[`${v.kind} ${v.outcome}`] ?? 0) + 1;
  return {
    phase,
    visits: mine.length,
    failed: failed.length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? NaN,
    outcomes,
  };
}

const loadText = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  if (!redisInstalled()) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const template = templateArg();
  delete process.env.TOPOLOGY_DATABASE_URL;
  delete process.env.TOPOLOGY_REDIS_URL;
  console.log(`starting the topology with ${path.relative(process.cwd(), template) || template}…`);
  const topology = await startTopology({
    nginxTemplate: template,
    // The visitor is measured, not limited: the API's budget is out of the way (nginx's stays).
    env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
  });
  const port = Number(new URL(topology.url).port);
  const visits: Visit[] = [];
  let phase: Phase = 'before';
  let running = true;
  const visitor = async () => {
    for (let n = 0; running; n++) {
      const kind = n % 2 === 0 ? 'page' : 'api';
      const at = Date.now();
      const atPhase = phase;
      const { ok, outcome } = await visit(port, kind === 'page' ? '/' : '/designer/v1/home/ip/china');
      visits.push({ phase: atPhase, kind, ms: Date.now() - at, ok, outcome });
      await sleep(100);
    }
  };

  let attack: ReturnType<typeof startAttacker> | null = null;
  let report: AttackReport | null = null;
  const load: number[] = [];
  const heldOpen: number[] = [];
  const loopDelay = monitorEventLoopDelay();
  let visitors: Promise<void>[] = [];
  try {
    visitors = [visitor(), visitor()];
    await sleep(BEFORE_SECONDS * 1000);
    console.log(`load average before: ${loadText()}`);
    phase = 'opening';
    const openingStart = Date.now();
    attack = startAttacker(port, SLOW);
    loopDelay.enable();
    while (attack.last().open < SLOW * 0.95 && Date.now() < openingStart + 60_000) await sleep(200);
    const { open, pending } = attack.last();
    console.log(`${open} slow connections open (${pending} still connecting) after ${((Date.now() - openingStart) / 1000).toFixed(1)} s`);
    phase = 'held';
    const holdEnd = Date.now() + HOLD_SECONDS * 1000;
    while (Date.now() < holdEnd) {
      await sleep(1000);
      heldOpen.push(attack.last().open);
      load.push(os.loadavg()[0]!);
    }
  } finally {
    running = false;
    await Promise.all(visitors);
    loopDelay.disable();
    if (attack) report = await attack.stop();
    await topology.stop();
  }

  const rows = (['before', 'opening', 'held'] as Phase[]).map((p) => summary(visits, p));
  console.log(`\nnginx template: ${template}`);
  console.log(
    `slow connections from ${ATTACKER}: ${SLOW} wanted; ${report!.opened} attempts, ${report!.connected} connected, ` +
      `${report!.droppedByServer} dropped by nginx (and opened again), ${report!.failedToConnect} failed to connect; ` +
      `open while held: min ${Math.min(...heldOpen)}, max ${Math.max(...heldOpen)}`,
  );
  console.log(`visits from ${VISITOR} (a page and an API GET in turn, a new connection each, timeout ${VISIT_TIMEOUT_MS / 1000} s):`);
  console.log('phase    visits  failed    p50 ms    p99 ms    max ms  failures');
  for (const r of rows)
    console.log(
      `${r.phase.padEnd(8)} ${String(r.visits).padStart(6)} ${String(r.failed).padStart(7)} ${String(r.p50).padStart(9)} ` +
        `${String(r.p99).padStart(9)} ${String(r.max).padStart(9)}  ${JSON.stringify(r.outcomes)}`,
    );
  console.log(`load average (1 min) while held: max ${Math.max(...load).toFixed(2)}; now ${loadText()} on ${os.cpus().length} cores`);
  console.log(`the measuring process's own event-loop delay while attacked (p99): ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`);
  console.log(`logs: ${topology.logs}`);
  const held = rows[2]!;
  if (held.failed > 0 || !(held.p99 < P99_BUDGET_MS)) {
    console.log(
      `FAIL: while the slow connections were held, ${held.failed} visits failed and p99 was ${held.p99} ms (budget ${P99_BUDGET_MS} ms)`,
    );
    process.exitCode = 1;
  }
}

const attackerAt = process.argv.indexOf('--attacker');
if (attackerAt !== -1) attackerProcess(Number(process.argv[attackerAt + 1]), Number(process.argv[attackerAt + 2]));
else
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
