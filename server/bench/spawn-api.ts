import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../config';

/**
 * Starts `server/server.ts` in its own process and resolves once /health answers. `BENCH_API_NODE_ARGS`
 * adds options to its node command (e.g. `--cpu-prof --cpu-prof-dir=prof`, which NODE_OPTIONS refuses).
 */
export async function spawnApi(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(ROOT_DIR, 'server/server.ts')], {
    env: {
      ...process.env,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      // Several replicas on one machine: no operator's port unless the caller gives each its own.
      METRICS_PORT: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/designer/v1/home/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('API did not become ready within 60 s');
}

export function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Starts `npm run worker` (server/cli/worker.ts) in its own process with `env`; its log lines (pino JSON)
 * are collected in `lines()`.
 */
export function spawnWorker(env: Record<string, string>): { child: ChildProcess; lines(): Record<string, unknown>[] } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'server/cli/worker.ts')], {
    env: { ...process.env, METRICS_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  return {
    child,
    lines: () =>
      out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
