/**
 * `npm run topology`: the reference production setup on this machine, every part on a free port of its
 * own: nginx (Debian's package; config from deploy/nginx.conf.template) serving public/ with the
 * build's headers, redirects and brotli/gzip copies, and proxying /designer/v1 to two API replicas; both
 * replicas on one PostgreSQL and one Redis (private ones started in a temporary folder unless
 * TOPOLOGY_DATABASE_URL / TOPOLOGY_REDIS_URL name others); the outbox worker as its own process,
 * delivering to a local webhook receiver. Listens on TOPOLOGY_PORT (PORT, else 8080); stops everything
 * on SIGINT/SIGTERM. The fault bench (scripts/fault-bench.ts) and the topology's browser
 * journeys (playwright.topology.config.ts) start it through `startTopology`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../server/config';
import { parseHeadersFile, HEADERS_FILE } from '../contract/headers-file';
import {
  freePort,
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
} from '../server/bench/private-services';
import { spawnApi, stop } from '../server/bench/spawn-api';

const PUBLIC = path.join(ROOT_DIR, 'public');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface Replica {
  port: number;
  child: ChildProcess | null;
}

export interface Topology {
  /** nginx's address: the site and, under /designer/v1, the API. */
  url: string;
  databaseUrl: string;
  replicas: Replica[];
  postgres: PrivatePostgres | null;
  redis: PrivateRedis | null;
  /** Notifications the worker delivered to the local webhook receiver, by request ref. */
  delivered: Set<string>;
  brotli: boolean;
  killReplica(index: number): Promise<void>;
  startReplica(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** nginx `add_header` lines for the build's headers (public/_headers, rule `/*`). */
function siteHeaders(publicDir: string): string {
  const file = path.join(publicDir, HEADERS_FILE);
  const rule = fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')).find((r) => r.path === '/*') : undefined;
  return Object.entries(rule?.headers ?? {})
    .filter(([name]) => name !== 'cache-control')
    .map(([name, value]) => `      add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`)
    .join('\n');
}

function redirects(publicDir: string): string {
  const file = path.join(publicDir, '_redirects.json');
  const list = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { fromPath: string; toPath: string }[]) : [];
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { fromPath, toPath } of list) {
    const from = fromPath.length > 1 ? fromPath.replace(/\/+$/, '') : fromPath;
    for (const p of from === '/' ? [from] : [from, `${from}/`]) {
      if (seen.has(p) || /[\s{};"']/.test(p) || /[\s{};"']/.test(toPath)) continue;
      seen.add(p);
      lines.push(`    location = ${p} { return 302 ${toPath}$is_args$args; }`);
    }
  }
  return lines.join('\n');
}

/** Writes nginx.conf for these ports into `prefix`; answers whether brotli_static is used. */
export function writeNginxConfig(prefix: string, port: number, apiPorts: number[], publicDir = PUBLIC): boolean {
  const brotli = fs.existsSync(BROTLI_MODULE);
  const template = fs.readFileSync(path.join(ROOT_DIR, 'deploy/nginx.conf.template'), 'utf8');
  const headers = siteHeaders(publicDir);
  const fields: Record<string, string> = {
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    // Workers of a root master would run as nobody, who may not read a checkout under /root or /work.
    USER: process.getuid?.() === 0 ? 'user root;' : '',
    PREFIX: prefix,
    PORT: String(port),
    PUBLIC: publicDir,
    UPSTREAM_SERVERS: apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n'),
    BROTLI_STATIC: brotli ? '    brotli_static on;' : '',
    BROTLI_NOTE: brotli
      ? 'brotli_static is Debian package libnginx-mod-http-brotli-static.'
      : 'Without Debian package libnginx-mod-http-brotli-static, only the gzip copies are used.',
    SITE_HEADERS: headers,
    REDIRECTS: redirects(publicDir),
  };
  const config = template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => fields[name] ?? '');
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
  return brotli;
}

async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** A stand-in for the sales team's webhook: answers 200 and remembers each request's ref. */
function webhookReceiver(delivered: Set<string>): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        try {
          delivered.add((JSON.parse(body) as { ref: string }).ref);
        } catch {
          // not JSON: still answered
        }
        res.writeHead(200).end('ok');
      });
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as import('node:net').AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/hook`, close: () => new Promise<void>((r) => server.close(() => r())) });
    });
  });
}

export async function startTopology(options: { port?: number; replicas?: number; env?: Record<string, string> } = {}): Promise<Topology> {
  if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) throw new Error('no build in public/: run npm run build first');
  const cleanups: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
    cleanups.length = 0;
  };
  try {
    const postgres = process.env.TOPOLOGY_DATABASE_URL ? null : await startPrivatePostgres();
    if (postgres) cleanups.push(() => postgres.destroy());
    const redis = process.env.TOPOLOGY_REDIS_URL ? null : await startPrivateRedis();
    if (redis) cleanups.push(() => redis.destroy());
    const databaseUrl = process.env.TOPOLOGY_DATABASE_URL ?? postgres!.url;
    const delivered = new Set<string>();
    const receiver = await webhookReceiver(delivered);
    cleanups.push(() => receiver.close());

    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.TOPOLOGY_REDIS_URL ?? redis!.url,
      REDIS_PREFIX: 'topology:',
      NOTIFY_WEBHOOK_URL: receiver.url,
      OUTBOX_WORKER: 'off',
      OUTBOX_BACKOFF_MS: '500',
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    };
    const replicas: Replica[] = [];
    for (let i = 0; i < (options.replicas ?? 2); i++) replicas.push({ port: await freePort(), child: null });
    // One after the other: the first migrates and seeds a fresh database.
    for (const r of replicas) r.child = await spawnApi(env, r.port);
    cleanups.push(() => Promise.all(replicas.map((r) => (r.child ? stop(r.child) : undefined))).then(() => {}));

    const worker = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'server/cli/worker.ts')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    cleanups.push(() => stop(worker));

    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-nginx-'));
    cleanups.push(() => fs.rmSync(prefix, { recursive: true, force: true }));
    const port = options.port ?? (await freePort());
    const brotli = writeNginxConfig(
      prefix,
      port,
      replicas.map((r) => r.port),
    );
    const nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    cleanups.push(() => stop(nginx, 'SIGQUIT'));
    const url = `http://127.0.0.1:${port}`;
    await Promise.race([
      waitFor(`${url}/designer/v1/home/health`, 30_000),
      new Promise((_, reject) => nginx.once('exit', (code) => reject(new Error(`nginx exited (${code}): see its message above`)))),
    ]);

    return {
      url,
      databaseUrl,
      replicas,
      postgres,
      redis,
      delivered,
      brotli,
      killReplica: async (i) => {
        const r = replicas[i]!;
        if (r.child) await stop(r.child, 'SIGKILL');
        r.child = null;
      },
      startReplica: async (i) => {
        const r = replicas[i]!;
        r.child = await spawnApi(env, r.port);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

if (require.main === module) {
  const port = Number(process.env.TOPOLOGY_PORT ?? process.env.PORT ?? 8080);
  startTopology({ port })
    .then((topology) => {
      console.log(
        `topology at ${topology.url}: nginx (${topology.brotli ? 'brotli and gzip copies' : 'gzip copies; brotli_static not installed'}) → ` +
          `API replicas on ${topology.replicas.map((r) => r.port).join(', ')}; PostgreSQL ${topology.databaseUrl}; ` +
          `Redis ${topology.redis?.url ?? process.env.TOPOLOGY_REDIS_URL}; outbox worker`,
      );
      // Where the browser journeys read what was stored (playwright.topology.config.ts).
      if (process.env.TOPOLOGY_INFO) {
        fs.mkdirSync(path.dirname(process.env.TOPOLOGY_INFO), { recursive: true });
        fs.writeFileSync(process.env.TOPOLOGY_INFO, JSON.stringify({ url: topology.url, databaseUrl: topology.databaseUrl }));
      }
      const stopAll = () => void topology.stop().then(() => process.exit(0));
      process.once('SIGINT', stopAll);
      process.once('SIGTERM', stopAll);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
