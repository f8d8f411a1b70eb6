import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';

export interface Readiness {
  ready: boolean;
  /** What was checked and what it found (e.g. `{ database: 'up' }`), shown in the answer. */
  checks: Record<string, string>;
}

export interface MetricsListener {
  /** Where it listens (`http://127.0.0.1:9464`), null when it could not (the process serves on). */
  url: string | null;
  /** Answers "not ready" from now on: called first on shutdown, so a load balancer stops sending. */
  drain(): void;
  close(): Promise<void>;
}

export interface MetricsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The operator's port of a process (METRICS_PORT, default 9464, on METRICS_HOST, default 127.0.0.1):
 * `GET /metrics` (Prometheus text), `GET /livez` (the process answers: restart it if not) and
 * `GET /readyz` (it can serve: 200, else 503 with what is missing: take it out of the load balancer).
 * Apart from the site's port, so the reference nginx never exposes it. A port in use is logged and the
 * process serves without it: metrics never take the site down.
 */
export function startMetricsListener(
  metrics: Metrics,
  settings: { port: number | null; host: string },
  readiness: () => Promise<Readiness>,
  log: MetricsLog,
): Promise<MetricsListener> {
  let draining = false;
  const server = http.createServer((req, res) => {
    const answer = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    };
    const json = (status: number, body: object) => answer(status, 'application/json; charset=utf-8', JSON.stringify(body));
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(405, { error: 'GET only' });
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/livez') return json(200, { status: 'alive' });
    if (path === '/readyz') {
      void (draining ? Promise.resolve({ ready: false, checks: { process: 'stopping' } }) : readiness()).then(
        (r) => json(r.ready ? 200 : 503, { status: r.ready ? 'ready' : 'not ready', ...r.checks }),
        (error: unknown) => json(503, { status: 'not ready', error: String(error) }),
      );
      return;
    }
    if (path === '/metrics') {
      void metrics.registry.metrics().then(
        (text) => answer(200, metrics.registry.contentType, text),
        (error: unknown) => answer(500, 'text/plain', `# metrics failed: ${String(error)}\n`),
      );
      return;
    }
    json(404, { error: 'not found: /metrics, /livez, /readyz' });
  });
  const off: MetricsListener = { url: null, drain: () => (draining = true), close: async () => {} };
  const wanted = settings.port;
  if (wanted === null) return Promise.resolve(off);
  return new Promise((resolve) => {
    server.once('error', (error) => {
      log.warn({ err: error, port: wanted }, 'metrics listener not started (METRICS_PORT): serving without /metrics');
      resolve(off);
    });
    server.listen(wanted, settings.host, () => {
      const { port } = server.address() as AddressInfo;
      const url = `http://${settings.host}:${port}`;
      log.info({ url }, 'metrics, liveness and readiness at /metrics, /livez, /readyz');
      resolve({
        url,
        drain: () => (draining = true),
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}
