import { loadConfig } from '../server/config';
import { startApi } from '../server/server';

/**
 * Runs `task` with the URL of a site API: SITE_API_URL when set, otherwise an embedded API started on a
 * free loopback port for the task's duration (migrated and seeded on first use).
 */
export async function withApi<T>(task: (apiUrl: string) => Promise<T>): Promise<T> {
  if (process.env.SITE_API_URL) return task(process.env.SITE_API_URL);
  process.env.LOG_LEVEL ??= 'warn';
  // The build reads hundreds of endpoints quickly; it must not meet the per-IP limit.
  process.env.RATE_LIMIT_ALLOW ??= '127.0.0.1';
  // A helper of the build, not a server anyone watches: no operator's port (METRICS_PORT).
  const config = loadConfig();
  const api = await startApi(0, '127.0.0.1', { ...config, metrics: { ...config.metrics, port: null } });
  console.log(`site API started for the build at ${api.url}`);
  try {
    return await task(api.url);
  } finally {
    await api.close();
  }
}
