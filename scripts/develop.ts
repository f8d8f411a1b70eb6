/**
 * `npm run develop`: the API on API_PORT (4000) and `gatsby develop` (http://localhost:8000, GraphiQL at
 * /___graphql) reading from it.
 */
import { startApi } from '../server/server';
import { gatsby } from './build';

async function main() {
  // The development site (another origin than the API) may call it; production grants no origin unless
  // CORS_ORIGINS names it.
  const port = process.env.PORT ?? '8000';
  process.env.CORS_ORIGINS ??= `http://localhost:${port},http://127.0.0.1:${port}`;
  const api = await startApi(Number(process.env.API_PORT ?? 4000));
  console.log(`site API at ${api.url}`);
  try {
    await gatsby(['develop', '--host', '127.0.0.1', '--port', port], api.url);
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
