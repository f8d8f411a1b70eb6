import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { assertProductionReady, loadConfig, type ServerConfig } from './config';
import { needsSeed, seed } from './content/seed';
import { openDatabase, probeDatabase, type Db } from './db/database';
import { describeMigrations, migrate, MigrationFailed, type MigrationReport } from './db/migrate';
import { startMetricsListener, type Readiness } from './metrics/listener';
import { startOutboxWorker } from './outbox/start-worker';
import { retentionDaysOf, startRetention } from './lib/retention';
import { createServices, type Services } from './services';
import { createSmsTransport } from './sms/sms-transport';

export interface RunningApi {
  app: FastifyInstance;
  services: Services;
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database, migrates it and seeds it from content/ when it is fresh. A migration that fails
 * closes the database and rethrows: its message says which one, why, and that nothing was changed.
 */
export async function prepareDatabase(config: ServerConfig): Promise<{ db: Db; seeded: boolean; migrations: MigrationReport }> {
  const db = openDatabase(config.databaseUrl);
  let migrations: MigrationReport;
  try {
    migrations = await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  const seeded = await needsSeed(db);
  if (seeded) await seed(db, config.contentDir);
  return { db, seeded, migrations };
}

/** Starts the API alone on `port` (0: any free port); `close` finishes in-flight requests, then the database. */
export async function startApi(port: number, host = '127.0.0.1', config = loadConfig()): Promise<RunningApi> {
  assertProductionReady(config);
  const { db, seeded, migrations } = await prepareDatabase(config);
  const sms = createSmsTransport(config);
  const services = createServices(config, db, sms.transport);
  const app = await buildApp(services);
  sms.bindLogger(app.log);
  app.log.info({ migrations }, describeMigrations(migrations));
  if (seeded) app.log.info('database was empty: migrated and seeded from content/');
  await app.listen({ port, host });
  const beside = await startBesideServer(app, services);
  const address = app.server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    app,
    services,
    url,
    close: async () => {
      beside.drain();
      await app.close();
      await beside.close();
      await db.close();
    },
  };
}

/**
 * What runs beside a listening API (here and in `npm start`): the outbox worker, unless OUTBOX_WORKER=off
 * leaves it to `npm run worker` (while requests arrive in a burst its deliveries wait, one batch per
 * poll, so that storing keeps its pace); and the operator's port (METRICS_PORT: /metrics, /livez,
 * /readyz). `drain` turns readiness off first on shutdown; `close` stops both after the API has.
 */
export async function startBesideServer(app: FastifyInstance, services: Services): Promise<{ drain(): void; close(): Promise<void> }> {
  const { config } = services;
  const outbox =
    config.outbox.worker === 'api'
      ? startOutboxWorker(config.outbox, services.outbox, (ids) => services.inquiries.findByIds(ids), app.log, {
          busy: () => Date.now() - services.inquiries.lastBurstAt < config.outbox.pollMs,
          metrics: services.metrics,
        })
      : null;
  // INQUIRY_RETENTION_DAYS (the privacy notice's period in production, off in development unless set):
  // requests past it are deleted now and every hour.
  const retention = startRetention(services.db, retentionDaysOf(), app.log);
  services.metrics.collectProcessMetrics('api');
  const listener = await startMetricsListener(services.metrics, config.metrics, () => apiReadiness(services), app.log);
  return {
    drain: () => listener.drain(),
    close: async () => {
      await outbox?.stop();
      await retention.stop();
      await listener.close();
    },
  };
}

/**
 * Ready to serve: the database answers (`busy`, every connection in use, is an overload that passes, not
 * a reason to take the replica out). Redis away is not a reason either: limits count in memory meanwhile.
 */
export async function apiReadiness(services: Services): Promise<Readiness> {
  const database = await probeDatabase(services.db);
  return { ready: database !== 'down', checks: { database, redis: services.limits.state() } };
}

if (require.main === module) {
  startApi(Number(process.env.API_PORT ?? 4000), process.env.API_HOST ?? '127.0.0.1')
    .then((api) => {
      const stop = () => void api.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      // A failed migration's message is the whole story (which one, why, nothing changed, what to do).
      console.error(error instanceof MigrationFailed ? error.message : error);
      process.exit(1);
    });
}
