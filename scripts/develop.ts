/**
 * `npm run develop`: the API on API_PORT (4000) and `gatsby develop` (http://localhost:8000, GraphiQL at
 * /___graphql) reading from it. A content change shows without a restart: this watches content/, seeds
 * the API's database again (a quiet moment after the last save) and asks Gatsby to source again through
 * its refresh endpoint (`POST /__refresh`, enabled here and guarded by a token made for this run, which
 * only this process knows). The API answers content without its cache here, so the new rows are read at
 * once. Settings (content/settings.json) reach the pages through webpack as well, and their tokens in
 * Markdown through the seed.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { seed } from '../server/content/seed';
import { startApi } from '../server/server';
import { gatsby } from './build';

/** Seconds of quiet after a save before seeding: an editor's save often writes several files. */
const SETTLE_MS = 300;

/** Calls `onChange` once per burst of changes under `dir`. */
export function watchContent(dir: string, onChange: () => Promise<void>): () => void {
  let timer: NodeJS.Timeout | null = null;
  let busy = false;
  let again = false;
  const fire = async () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        await onChange();
      } while (again);
    } finally {
      busy = false;
    }
  };
  const watcher = fs.watch(dir, { recursive: true }, () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void fire(), SETTLE_MS);
  });
  return () => {
    if (timer) clearTimeout(timer);
    watcher.close();
  };
}

async function main() {
  // The development site (another origin than the API) may call it; production grants no origin unless
  // CORS_ORIGINS names it.
  const port = process.env.PORT ?? '8000';
  process.env.CORS_ORIGINS ??= `http://localhost:${port},http://127.0.0.1:${port}`;
  // Seeded content is read at once (no 30 s answer cache while developing).
  process.env.CONTENT_CACHE_SECONDS ??= '0';
  const token = randomBytes(24).toString('hex');
  process.env.ENABLE_GATSBY_REFRESH_ENDPOINT = 'true';
  process.env.GATSBY_REFRESH_TOKEN = token;
  const api = await startApi(Number(process.env.API_PORT ?? 4000));
  console.log(`site API at ${api.url}`);
  const contentDir = api.services.config.contentDir;
  const stop = watchContent(contentDir, async () => {
    const started = performance.now();
    try {
      const counts = await seed(api.services.db, contentDir);
      const res = await fetch(`http://127.0.0.1:${port}/__refresh`, { method: 'POST', headers: { authorization: token } });
      console.log(
        `content changed: seeded ${counts.help} help nodes and ${counts.documents} documents, ` +
          `${res.ok ? 'Gatsby is sourcing again' : `Gatsby's refresh answered ${res.status}`} (${Math.round(performance.now() - started)} ms)`,
      );
    } catch (error) {
      // A broken file (an unknown token, settings that break their schema): say so, keep the last content.
      console.error(`content changed but was not loaded: ${(error as Error).message}`);
    }
  });
  try {
    await gatsby(['develop', '--host', '127.0.0.1', '--port', port], api.url);
  } finally {
    stop();
    await api.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
