import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the production build served by `npm start` (which builds first when there is
 * no build). Chromium is the system's: Playwright cannot download its own here. Its headless shell
 * (Debian's chromium-headless-shell, the build Playwright itself runs headless) when installed: the same
 * engine without the desktop browser around it, it took about 30 % less CPU than /usr/bin/chromium to walk
 * every page type (5.7–6.0 s against 8.0–8.6 s, same run), and CPU is what the journeys wait for here.
 */
const PORT = Number(process.env.E2E_PORT ?? 8800);
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const launchOptions = {
  executablePath,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  // A `test.only` left in a journey would quietly run it alone: CI refuses it.
  forbidOnly: !!process.env.CI,
  testDir: './e2e',
  // The edge's requests need nginx: they run in the topology (playwright.topology.config.ts). Publishing
  // rebuilds public/, which this suite's server serves: it runs after it (playwright.publish.config.ts).
  testIgnore: ['edge.spec.ts', 'publish.spec.ts'],
  // Generous for a busy two-core runner (hydration alone has taken over 7 s there); a passing step never waits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    // Recording a trace costs a journey about 40 % of its time (63 journeys: 4.1 min recording each, 2.3 min
    // recording none). CI retries a failure once and records that retry; a local run keeps a failure's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@mobile/,
    },
    { name: 'mobile', use: { ...devices['Pixel 5'], launchOptions }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    url: `http://127.0.0.1:${PORT}/designer/v1/home/health`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: 'test-results/e2e-data',
      SMS_OUTBOX: 'test-results/e2e-data/sms-outbox.jsonl',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      // Journeys fill forms faster than a person: the minimum fill time (anti-automation) is tested in the API suites.
      FORM_MIN_FILL_MS: '0',
      LOCAL_IP_IN_CHINA: 'true',
      LOG_LEVEL: 'warn',
      METRICS_PORT: 'off',
      GATSBY_TELEMETRY_DISABLED: '1',
      // A fictional ad tag: the overseas consent banner and the tag's loading after a yes are journeys
      // (e2e/consent.spec.ts answers the tag's address itself; nothing loads without a yes).
      GATSBY_AD_TAG_ID: 'AW-1234567890',
    },
  },
});
