import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { assertProductionReady, loadConfig, type ServerConfig } from './config';
import { needsSeed, seed } from './content/seed';
import { openDatabase, type Db } from './db/database';
import { describeMigrations, migrate, MigrationFailed, type MigrationReport } from './db/migrate';
import { startOutboxWorker } from './outbox/start-worker';
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
  const sms = createSmsTransport();
  const services = createServices(config, db, sms.transport);
  const app = await buildApp(services);
  sms.bindLogger(app.log);
  app.log.info({ migrations }, describeMigrations(migrations));
  if (seeded) app.log.info('database was empty: migrated and seeded from content/');
  await app.listen({ port, host });
  // Notifications go out from this process unless OUTBOX_WORKER=off leaves them to `npm run worker`;
  // while requests arrive in a burst, they wait (one batch per poll) so that storing keeps its pace.
  const outbox =
    config.outbox.worker === 'api'
      ? startOutboxWorker(
          config.outbox,
          services.outbox,
          (ids) => services.inquiries.findByIds(ids),
          app.log,
          () => Date.now() - services.inquiries.lastBurstAt < config.outbox.pollMs,
        )
      : null;
  const address = app.server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    app,
    services,
    url,
    close: async () => {
      await app.close();
      await outbox?.stop();
      await db.close();
    },
  };
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
