import { buildApp } from './app';
import { loadConfig } from './config';
import { needsSeed, seed } from './content/seed';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createServices } from './services';
import { LogSmsTransport } from './sms/sms-transport';

/**
 * Starts the API alone on API_PORT (default 4000): migrates, seeds a fresh database from content/, listens
 * and shuts down cleanly on SIGINT/SIGTERM (in-flight requests finish, the database is closed).
 */
export async function startApi(port = Number(process.env.API_PORT ?? 4000), host = process.env.API_HOST ?? '127.0.0.1') {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  await migrate(db);
  const fresh = await needsSeed(db);
  if (fresh) await seed(db, config.contentDir);
  const transport = new LogSmsTransport();
  const services = createServices(config, db, transport);
  const app = await buildApp(services);
  transport.log = app.log;
  if (fresh) app.log.info('database was empty: migrated and seeded from content/');
  await app.listen({ port, host });
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return { app, services };
}

if (require.main === module) {
  startApi().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
