/**
 * Full-page screenshots at 1280 px and 375 px, for looking at pages as a visitor does, and for proving
 * that a change left the pixels alone.
 *
 *   npm run screenshots -- [paths…]                 the running site (BASE_URL, default http://127.0.0.1:8000)
 *   npm run screenshots -- --pages [--out dir]       one page of every type (e2e/page-types.ts) in zh and en,
 *                                                    plus the overseas home, served from the build in public/
 *   npm run screenshots -- --pages --compare <dir>   … and each shot compared with the same shot in <dir>
 *        [--threshold 0.1]                           (percent of pixels that may differ; exits 1 above it)
 *
 * Shots go to screenshots/ (or --out). A comparison counts the pixels pixelmatch finds different (its
 * anti-aliasing detection on, so sub-pixel text rendering is not counted) and treats a page whose height
 * changed as different; the differing pixels are drawn in <out>/diff/. Animations are stopped, every lazy
 * image is scrolled into view first (each one still not loaded after that, once more, and awaited) and
 * fonts are awaited, so two runs of the same build agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { resolvePageTypes } from '../e2e/page-types';
import { builtPaths, ROOT, startSite } from './built-site';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const flagValues = new Set(['--out', '--compare', '--threshold'].flatMap((f) => [f, arg(f.slice(2))]));
const positional = process.argv.slice(2).filter((a) => !a.startsWith('--') && !flagValues.has(a));

const OUT = path.resolve(arg('out') ?? path.join(ROOT, 'screenshots'));
const COMPARE = arg('compare') ? path.resolve(arg('compare')!) : undefined;
const THRESHOLD = Number(arg('threshold') ?? 0.1);
const PAGES = process.argv.includes('--pages') || Boolean(COMPARE);
const PORT = Number(process.env.SCREENSHOT_PORT ?? 8892);

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }, false],
  ['mobile', { width: 375, height: 740 }, true],
] as const;

interface Shot {
  name: string;
  path: string;
}

function shotsToTake(): Shot[] {
  if (!PAGES) {
    const paths = positional.length ? positional : ['/', '/en', '/?lang=en', '/en?lang=en'];
    return paths.map((p) => ({ name: p.replace(/[^\w]+/g, '_') || 'root', path: p }));
  }
  const paths = builtPaths();
  const pages = [...resolvePageTypes(paths, 'zh'), ...resolvePageTypes(paths, 'en')].map((p) => ({ name: p.name, path: p.path }));
  if (paths.includes('/overseas') || paths.includes('/overseas/')) pages.push({ name: 'overseas home (zh)', path: '/overseas' });
  return pages.map((p) => ({ name: p.name.replace(/[^\w]+/g, '-').replace(/-+$/, ''), path: p.path }));
}

/** Brings every lazy part of the page in (images, content-visibility sections), then back to the top. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // Every image loaded (or failed), not its blurred placeholder. A lazy image the quick pass went by
    // without loading never loads from the top of the page: each is scrolled to and awaited (2 s each, 8 s
    // in all: a hidden one never loads).
    // (No named function in here: the script runner would wrap it in a helper the page lacks.)
    const until = performance.now() + 8000;
    for (const img of [...document.images].filter((i) => !i.complete)) {
      if (performance.now() > until) break;
      img.scrollIntoView({ block: 'center' });
      await Promise.race([
        new Promise((resolve) => {
          img.addEventListener('load', resolve);
          img.addEventListener('error', resolve);
        }),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

interface Difference {
  file: string;
  percent: number;
  note: string;
}

async function compare(file: string, reference: string, diffDir: string): Promise<Difference> {
  const { default: pixelmatch } = await import('pixelmatch');
  const name = path.basename(file);
  if (!fs.existsSync(reference)) return { file: name, percent: 100, note: 'no reference shot' };
  const a = PNG.sync.read(fs.readFileSync(reference));
  const b = PNG.sync.read(fs.readFileSync(file));
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  // Both on one canvas size; the part one of them lacks counts as different.
  const pad = (png: PNG) => {
    if (png.width === width && png.height === height) return png.data;
    const out = new PNG({ width, height });
    out.data.fill(0);
    PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
    return out.data;
  };
  const diff = new PNG({ width, height });
  const pixels = pixelmatch(pad(a), pad(b), diff.data, width, height, { threshold: 0.1 });
  const percent = (pixels / (width * height)) * 100;
  if (pixels) {
    fs.mkdirSync(diffDir, { recursive: true });
    fs.writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
  }
  const note = a.height !== b.height || a.width !== b.width ? `size ${a.width}x${a.height} → ${b.width}x${b.height}` : '';
  return { file: name, percent, note };
}

async function main() {
  const shots = shotsToTake();
  fs.mkdirSync(OUT, { recursive: true });
  const stopSite = PAGES ? await startSite(PORT) : () => {};
  const base = PAGES ? `http://127.0.0.1:${PORT}` : (process.env.BASE_URL ?? 'http://127.0.0.1:8000');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const files: string[] = [];
  try {
    for (const [kind, viewport, mobile] of VIEWPORTS) {
      for (const lang of ['zh-CN', 'en-US']) {
        // A browser of the page's language: the head script sends an English browser from / to /en (SPEC 4).
        const context = await browser.newContext({ viewport, isMobile: mobile, deviceScaleFactor: 1, locale: lang });
        const page = await context.newPage();
        for (const shot of shots.filter((s) => s.path.startsWith('/en') === (lang === 'en-US'))) {
          await page.goto(base + shot.path, { waitUntil: 'networkidle' });
          await settle(page);
          const file = path.join(OUT, `${shot.name}-${kind}.png`);
          await page.screenshot({ path: file, fullPage: process.env.FULL !== '0', animations: 'disabled', caret: 'hide' });
          files.push(file);
          if (!COMPARE) console.log(file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    stopSite();
  }
  if (!COMPARE) return;

  const results: Difference[] = [];
  for (const file of files) results.push(await compare(file, path.join(COMPARE, path.basename(file)), path.join(OUT, 'diff')));
  const width = Math.max(...results.map((r) => r.file.length));
  console.log(`\nCompared ${results.length} shots with ${COMPARE} (threshold ${THRESHOLD}% of pixels)\n`);
  for (const r of results) {
    const flag = r.percent > THRESHOLD ? '  DIFFERENT' : '';
    console.log(`${r.file.padEnd(width)}  ${r.percent.toFixed(3).padStart(7)}%${r.note ? `  ${r.note}` : ''}${flag}`);
  }
  const over = results.filter((r) => r.percent > THRESHOLD);
  console.log(
    `\n${results.length - over.length} of ${results.length} within ${THRESHOLD}%${over.length ? `; see ${path.join(OUT, 'diff')}` : ''}`,
  );
  if (over.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
