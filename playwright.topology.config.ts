import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The browser journeys of forms and language against the reference production topology (`npm run
 * topology`: nginx → two API replicas on one PostgreSQL and one Redis, the outbox worker), on port
 * E2E_TOPOLOGY_PORT. The journeys read what was stored from the topology's PostgreSQL, and e2e/edge.spec.ts
 * nginx's access log (their places are in the info file the topology writes).
 */
const PORT = Number(process.env.E2E_TOPOLOGY_PORT ?? Number(process.env.E2E_PORT ?? 8800) + 1);
const INFO = path.resolve(__dirname, 'test-results/topology/info.json');
process.env.E2E_TOPOLOGY_INFO = INFO;

export default defineConfig({
  // A `test.only` left in a journey would quietly run it alone: CI refuses it.
  forbidOnly: !!process.env.CI,
  ...base,
  testMatch: ['forms.spec.ts', 'language.spec.ts', 'edge.spec.ts'],
  testIgnore: [],
  outputDir: 'test-results/topology-output',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node --import tsx scripts/topology.ts',
    // A public API path through nginx (the API's health is not public there): nginx and a replica answer.
    url: `http://127.0.0.1:${PORT}/designer/v1/home/ip/china`,
    timeout: 5 * 60_000,
    reuseExistingServer: false,
    // SIGTERM lets the topology stop what it started (its PostgreSQL cluster runs detached from it).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    env: {
      TOPOLOGY_PORT: String(PORT),
      TOPOLOGY_INFO: INFO,
      RATE_LIMIT_ALLOW: '127.0.0.1',
      FORM_MIN_FILL_MS: '0',
      LOCAL_IP_IN_CHINA: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
