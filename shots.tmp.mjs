import { chromium } from '@playwright/test';
const [,, out, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 800 }, deviceScaleFactor: 1, locale: process.env.LOC ?? 'zh-CN' });
await ctx.addInitScript(() => { sessionStorage.setItem('contact-popup-shown', '1'); });
for (const p of paths) {
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:8821' + p, { waitUntil: 'load' });
  await page.waitForTimeout(600);
  const name = p.replace(/[/?=&]/g, '_') || '_';
  const full = process.env.FULL === '1';
  await page.screenshot({ path: `${out}/${width}${name}.png`, fullPage: full });
  await page.close();
}
await browser.close();
