/**
 * `npm run topology`: the reference production setup on this machine, every part on a free port of its
 * own: nginx (Debian's package; config from deploy/nginx.conf.template) serving public/ with the
 * build's headers, redirects and brotli/gzip copies, and proxying /designer/v1 to two API replicas; both
 * replicas on one PostgreSQL and one Redis (private ones started in a temporary folder unless
 * TOPOLOGY_DATABASE_URL / TOPOLOGY_REDIS_URL name others); the outbox worker as its own process,
 * delivering to a local webhook receiver. Listens on TOPOLOGY_PORT (PORT, else 8080); stops everything
 * on SIGINT/SIGTERM. Each replica and the worker get a METRICS_PORT of their own (metrics, liveness and
 * readiness, never proxied by nginx). The logs stay after the stop, in TOPOLOGY_LOGS (else
 * logs/topology/<time>/): nginx's access.log (JSON, one request id a line) and error.log, and each
 * replica's and the worker's output. The fault bench (scripts/fault-bench.ts), the edge bench
 * (scripts/edge-bench.ts) and the topology's browser journeys (playwright.topology.config.ts) start it
 * through `startTopology`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../server/config';
import { ApiError, ErrorCode } from '../server/envelope';
import { headersForPath, parseHeadersFile, HEADERS_FILE } from '../contract/headers-file';
import { REQUEST_ID_PATTERN } from '../contract/request-id';
import { startPrivatePostgres, startPrivateRedis, type PrivatePostgres, type PrivateRedis } from '../server/bench/private-services';
import { stop } from '../server/bench/spawn-api';
import { freePorts } from './free-port';

const PUBLIC = path.join(ROOT_DIR, 'public');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const NGINX_TEMPLATE = path.join(ROOT_DIR, 'deploy/nginx.conf.template');

export interface Replica {
  port: number;
  /** Its metrics, liveness and readiness listener (METRICS_PORT). */
  metricsPort: number;
  /** Its standard output and error. */
  log: string;
  child: ChildProcess | null;
}

export interface Topology {
  /** nginx's address: the site and, under /designer/v1, the API. */
  url: string;
  databaseUrl: string;
  replicas: Replica[];
  worker: { metricsPort: number; log: string };
  /** The folder of every log (nginx's access.log and error.log, each process's output); kept after stop. */
  logs: string;
  postgres: PrivatePostgres | null;
  redis: PrivateRedis | null;
  /** Notifications the worker delivered to the local webhook receiver, by request ref. */
  delivered: Set<string>;
  brotli: boolean;
  killReplica(index: number): Promise<void>;
  startReplica(index: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * nginx `add_header` lines for the build's headers at `urlPath` (public/_headers: the `/*` rule, and for
 * the content editor its `/admin/*` rule over it, as the site server applies them).
 */
function siteHeaders(publicDir: string, urlPath = '/'): string {
  const file = path.join(publicDir, HEADERS_FILE);
  const headers = fs.existsSync(file) ? headersForPath(parseHeadersFile(fs.readFileSync(file, 'utf8')), urlPath) : {};
  return Object.entries(headers)
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

/** `text` inside an nginx string in single quotes (where `$` would start a variable). */
function nginxQuoted(text: string): string {
  if (text.includes('$')) throw new Error(`nginx cannot answer a literal $: ${text}`);
  return text.replace(/[\\']/g, '\\$&');
}

/** The API's envelope for this code (its message from server/envelope.ts), for nginx's own answers. */
const envelope = (code: ErrorCode) => nginxQuoted(JSON.stringify(new ApiError(code).toEnvelope()));

export interface NginxOptions {
  /** nginx's temporary files and pid. */
  prefix: string;
  /** Where access.log and error.log go. */
  logs: string;
  port: number;
  apiPorts: number[];
  /** Addresses exempt from the per-address limits: the API's RATE_LIMIT_ALLOW. */
  limitAllow?: string[];
  publicDir?: string;
  template?: string;
}

/** Writes nginx.conf into `prefix`; answers whether brotli_static is used. */
export function writeNginxConfig({
  prefix,
  logs,
  port,
  apiPorts,
  limitAllow = [],
  publicDir = PUBLIC,
  template = NGINX_TEMPLATE,
}: NginxOptions): boolean {
  const brotli = fs.existsSync(BROTLI_MODULE);
  const text = fs.readFileSync(template, 'utf8');
  const headers = siteHeaders(publicDir);
  for (const address of limitAllow) if (!/^[0-9a-fA-F.:/]+$/.test(address)) throw new Error(`not an address for nginx's geo: ${address}`);
  const fields: Record<string, string> = {
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    // Workers of a root master would run as nobody, who may not read a checkout under /root or /work.
    USER: process.getuid?.() === 0 ? 'user root;' : '',
    PREFIX: prefix,
    LOGS: logs,
    PORT: String(port),
    PUBLIC: publicDir,
    UPSTREAM_SERVERS: apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n'),
    BROTLI_STATIC: brotli ? '    brotli_static on;' : '',
    BROTLI_NOTE: brotli
      ? 'brotli_static is Debian package libnginx-mod-http-brotli-static.'
      : 'Without Debian package libnginx-mod-http-brotli-static, only the gzip copies are used.',
    SITE_HEADERS: headers,
    ADMIN_HEADERS: siteHeaders(publicDir, '/admin/'),
    REDIRECTS: redirects(publicDir),
    // In a double-quoted nginx string: `\` and `"` escaped (the pattern has neither today).
    REQUEST_ID_PATTERN: REQUEST_ID_PATTERN.replace(/["\\]/g, '\\$&'),
    LIMIT_ALLOW: limitAllow.map((a) => `    ${a} 1;`).join('\n'),
    BAD_REQUEST_ENVELOPE: envelope(ErrorCode.badParameter),
    NOT_FOUND_ENVELOPE: envelope(ErrorCode.notFound),
    TOO_FREQUENT_ENVELOPE: envelope(ErrorCode.tooFrequent),
    REQUEST_FAILED_ENVELOPE: envelope(ErrorCode.requestFailed),
  };
  const config = text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => fields[name] ?? '');
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
  return brotli;
}

async function waitFor(url: string, ms: number, child?: ChildProcess, log?: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${path.basename(log ?? '')} exited with ${child.exitCode}:\n${tail(log)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s${log ? `:\n${tail(log)}` : ''}`);
}

/** The last lines of a log, for a message saying why a process did not start. */
function tail(log: string | undefined, lines = 20): string {
  if (!log || !fs.existsSync(log)) return '';
  return fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Starts node with `args`, its standard output and error appended to `log` (which outlives the process). */
function spawnLogged(args: string[], env: Record<string, string>, log: string): ChildProcess {
  const fd = fs.openSync(log, 'a');
  try {
    return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * One API replica, waited for on its operator's port (`/readyz`: it listens, its database answers; the
 * health path is not public through nginx). As
 * server/bench/spawn-api.ts does, 127.0.0.1 is exempt from the per-address limits unless `env` says
 * otherwise.
 */
async function spawnReplica(env: Record<string, string>, replica: Replica): Promise<ChildProcess> {
  const child = spawnLogged(
    // BENCH_API_NODE_ARGS adds options to node's command line (e.g. --cpu-prof), as in server/bench/spawn-api.ts.
    [...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', path.join(ROOT_DIR, 'server/server.ts')],
    { LOG_LEVEL: 'warn', ...env, API_PORT: String(replica.port), METRICS_PORT: String(replica.metricsPort) },
    replica.log,
  );
  try {
    await waitFor(`http://127.0.0.1:${replica.metricsPort}/readyz`, 60_000, child, replica.log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/** The folder for this run's logs: TOPOLOGY_LOGS, else logs/topology/<time>/ (git-ignored). */
function logsFolder(): string {
  const folder = process.env.TOPOLOGY_LOGS ?? path.join(ROOT_DIR, 'logs/topology', new Date().toISOString().replace(/[:.]/g, '-'));
  fs.mkdirSync(folder, { recursive: true });
  return path.resolve(folder);
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

export interface TopologyOptions {
  port?: number;
  replicas?: number;
  env?: Record<string, string>;
  /** The nginx template (deploy/nginx.conf.template unless given: the edge bench compares two). */
  nginxTemplate?: string;
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
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
    const logs = logsFolder();
    console.log(`topology logs in ${logs}`);
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
      RATE_LIMIT_ALLOW: '127.0.0.1',
      ...options.env,
    };
    const replicaCount = options.replicas ?? 2;
    // Every port this topology listens on: each replica's two, the worker's metrics, nginx's.
    const ports = await freePorts(replicaCount * 2 + 2);
    const replicas: Replica[] = [];
    for (let i = 0; i < replicaCount; i++)
      replicas.push({ port: ports[2 * i]!, metricsPort: ports[2 * i + 1]!, log: path.join(logs, `replica-${i + 1}.log`), child: null });
    // One after the other: the first migrates and seeds a fresh database.
    for (const r of replicas) r.child = await spawnReplica(env, r);
    cleanups.push(() => Promise.all(replicas.map((r) => (r.child ? stop(r.child) : undefined))).then(() => {}));

    const workerInfo = { metricsPort: ports[replicaCount * 2]!, log: path.join(logs, 'worker.log') };
    const worker = spawnLogged(
      ['--import', 'tsx', path.join(ROOT_DIR, 'server/cli/worker.ts')],
      { ...env, METRICS_PORT: String(workerInfo.metricsPort) },
      workerInfo.log,
    );
    cleanups.push(() => stop(worker));

    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-nginx-'));
    cleanups.push(() => fs.rmSync(prefix, { recursive: true, force: true }));
    const port = options.port ?? ports[replicaCount * 2 + 1]!;
    const brotli = writeNginxConfig({
      prefix,
      logs,
      port,
      apiPorts: replicas.map((r) => r.port),
      limitAllow: (env.RATE_LIMIT_ALLOW ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
      template: options.nginxTemplate,
    });
    // -e: even what nginx says before it has read its configuration goes to the logs folder.
    const nginx = spawn(
      'nginx',
      ['-p', prefix, '-e', path.join(logs, 'error.log'), '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
      {
        stdio: 'inherit',
      },
    );
    cleanups.push(() => stop(nginx, 'SIGQUIT'));
    const url = `http://127.0.0.1:${port}`;
    await Promise.race([
      // A public API path: nginx is up and reaches a replica (the health path is not public).
      waitFor(`${url}/designer/v1/home/ip/china`, 30_000),
      new Promise((_, reject) =>
        nginx.once('exit', (code) =>
          reject(new Error(`nginx exited (${code}): see its message above and ${path.join(logs, 'error.log')}`)),
        ),
      ),
    ]);

    return {
      url,
      databaseUrl,
      replicas,
      worker: workerInfo,
      logs,
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
        r.child = await spawnReplica(env, r);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** What another process needs to know of a running topology (the TOPOLOGY_INFO file). */
export interface TopologyInfo {
  url: string;
  databaseUrl: string;
  logs: string;
  replicas: { port: number; metricsPort: number }[];
  worker: { metricsPort: number };
}

export function topologyInfo(topology: Topology): TopologyInfo {
  return {
    url: topology.url,
    databaseUrl: topology.databaseUrl,
    logs: topology.logs,
    replicas: topology.replicas.map(({ port, metricsPort }) => ({ port, metricsPort })),
    worker: { metricsPort: topology.worker.metricsPort },
  };
}

if (require.main === module) {
  const port = Number(process.env.TOPOLOGY_PORT ?? process.env.PORT ?? 8080);
  // A stale info file would point the journeys at a stopped topology's database and logs.
  if (process.env.TOPOLOGY_INFO) fs.rmSync(process.env.TOPOLOGY_INFO, { force: true });
  startTopology({ port })
    .then((topology) => {
      console.log(
        `topology at ${topology.url}: nginx (${topology.brotli ? 'brotli and gzip copies' : 'gzip copies; brotli_static not installed'}) → ` +
          `API replicas on ${topology.replicas.map((r) => `${r.port} (metrics ${r.metricsPort})`).join(', ')}; ` +
          `PostgreSQL ${topology.databaseUrl}; Redis ${topology.redis?.url ?? process.env.TOPOLOGY_REDIS_URL}; ` +
          `outbox worker (metrics ${topology.worker.metricsPort})`,
      );
      // Where the browser journeys read what was stored and logged (playwright.topology.config.ts).
      if (process.env.TOPOLOGY_INFO) {
        fs.mkdirSync(path.dirname(process.env.TOPOLOGY_INFO), { recursive: true });
        fs.writeFileSync(process.env.TOPOLOGY_INFO, JSON.stringify(topologyInfo(topology)));
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
