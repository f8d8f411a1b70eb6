/**
 * `npm start`: builds the site when there is no build yet (or with --rebuild), then serves the site and
 * the API together on PORT (default 8000). The site is the published build (builds/current, `npm run
 * publish`) when there is one, followed from request to request as publishes and rollbacks switch it;
 * public/ until the first publish.
 */
import fs from 'node:fs';
import path from 'node:path';
import { assertProductionReady, loadConfig } from '../server/config';
import { describeMigrations } from '../server/db/migrate';
import { createServices } from '../server/services';
import { prepareDatabase, startBesideServer } from '../server/server';
import { Builds } from '../server/publish/builds';
import { buildSiteServer, siteRoot } from '../server/site-server';
import { createSmsTransport } from '../server/sms/sms-transport';
import { gatsby } from './build';

import { withApi } from './with-api';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');

async function main() {
  const port = Number(process.env.PORT ?? 8000);
  const host = process.env.HOST ?? '127.0.0.1';
  const buildsDir = loadConfig().publish.buildsDir;
  const published = new Builds(buildsDir).current() !== null;
  if (published && process.argv.includes('--rebuild')) {
    // public/ is only the build's working folder once a publish has happened.
    console.log('serving the published build (builds/current): `npm run publish` rebuilds and switches it while this serves');
  } else if (process.argv.includes('--rebuild') || (!published && !fs.existsSync(path.join(PUBLIC, 'index.html')))) {
    console.log('no build yet: building the site first');
    // A build to run here: the example domain in canonical URLs is expected (scripts/build.ts checks the rest).
    process.env.ALLOW_EXAMPLE_SITE_URL ??= '1';
    await withApi((url) => gatsby(['build'], url));
  }
  const config = loadConfig();
  assertProductionReady(config);
  // Same origin for site and API; the build's origin for CORS when they differ.
  const { db, migrations } = await prepareDatabase(config);
  const sms = createSmsTransport(config);
  const services = createServices(config, db, sms.transport);
  const app = await buildSiteServer(services, siteRoot(PUBLIC, config.publish.buildsDir), { level: config.logLevel });
  sms.bindLogger(app.log);
  app.log.info({ migrations }, describeMigrations(migrations));
  await app.listen({ port, host });
  const beside = await startBesideServer(app, services);
  console.log(`site and API at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  const stop = () => {
    beside.drain();
    void app
      .close()
      .then(() => beside.close())
      .then(() => db.close())
      .then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
