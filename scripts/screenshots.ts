/**
 * `npm run screenshots -- [paths…]`: full-page screenshots of the running site (BASE_URL, default
 * http://127.0.0.1:8000) at 1280 px and 375 px, written to screenshots/. For looking at pages as a
 * visitor does; not part of the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8000';
const OUT = path.resolve(__dirname, '../screenshots');

async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/en', '/?lang=en', '/en?lang=en'];
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const [name, viewport, mobile] of [
      ['desktop', { width: 1280, height: 800 }, false],
      ['mobile', { width: 375, height: 740 }, true],
    ] as const) {
      const context = await browser.newContext({ viewport, isMobile: mobile, deviceScaleFactor: 1, locale: 'zh-CN' });
      const page = await context.newPage();
      for (const p of paths) {
        await page.goto(BASE + p, { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        const file = path.join(OUT, `${p.replace(/[^\w]+/g, '_') || 'root'}-${name}.png`);
        await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
