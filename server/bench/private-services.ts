/**
 * A PostgreSQL cluster and a Redis server of one's own, on free ports in a temporary folder: what the
 * topology and the fault bench start, stop and restart, so the machine's shared PostgreSQL (5432) and
 * Redis (6379) are never touched. PostgreSQL comes from the Debian package's binaries; as root the
 * cluster runs as the `postgres` user (runuser), as anyone else as that user.
 */
import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The directory of PostgreSQL's server binaries (initdb, pg_ctl): PG_BIN, else the newest Debian one. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (fs.existsSync(path.join(root, v, 'bin/initdb'))) return path.join(root, v, 'bin');
  throw new Error('PostgreSQL server binaries not found (install the postgresql package, or set PG_BIN)');
}

export interface PrivatePostgres {
  port: number;
  url: string;
  /** pg_ctl stop -m fast: every connection ended, new ones refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** pg_ctl restart -m fast. */
  restart(): Promise<void>;
  destroy(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe', cwd: dir });
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const ctlArgs = (args: string[]) => ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', ...args];
  const ctl = (...args: string[]) => run(path.join(bin, 'pg_ctl'), ctlArgs(args));
  // Without blocking the caller's event loop (the fault bench keeps sending meanwhile).
  const ctlAsync = async (...args: string[]) => {
    const cmd = path.join(bin, 'pg_ctl');
    await promisify(execFile)(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...ctlArgs(args)] : ctlArgs(args), {
      cwd: dir,
    });
  };
  ctl('start');
  run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'site']);
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/site`,
    stop: () => ctlAsync('stop', '-m', 'fast'),
    start: () => ctlAsync('start'),
    restart: () => ctlAsync('restart', '-m', 'fast'),
    destroy: () => {
      try {
        ctl('stop', '-m', 'immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  port: number;
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export const redisInstalled = () => spawnSync('redis-server', ['--version']).status === 0;

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !(await portAnswers(port)); i++) await sleep(50);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, stop, start, destroy: stop };
}
