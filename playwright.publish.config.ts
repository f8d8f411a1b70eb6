import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The editor's way from /admin to the served site and back (e2e/publish.spec.ts, `npm run test:publish`).
 * It publishes, which rebuilds public/ (the build the other journeys, the built-site tests and the budgets
 * read): so it runs on its own, last in `npm test`, one worker, and starts the servers it needs itself.
 */
export default defineConfig({
  ...base,
  forbidOnly: !!process.env.CI,
  testMatch: ['publish.spec.ts'],
  testIgnore: [],
  workers: 1,
  fullyParallel: false,
  outputDir: 'test-results/publish-output',
  projects: [{ name: 'desktop', use: base.projects![0]!.use }],
  webServer: undefined,
});
