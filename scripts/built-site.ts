/**
 * What the measuring scripts (bench:pages, screenshots, css:budget) share about a build in public/: its
 * page paths (from the sitemaps), its HTML files, and `npm start`'s server started on a port of theirs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const PUBLIC = path.join(ROOT, 'public');

/** Every page path of the build's sitemaps, sorted. */
export function builtPaths(publicDir = PUBLIC): string[] {
  const paths: string[] = [];
  for (const file of fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f))) {
    const xml = fs.readFileSync(path.join(publicDir, file), 'utf8');
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(m[1]!).pathname);
  }
  return paths.sort();
}

/** Not pages of the site: Gatsby's data and files, and the content editor (public/admin/, scripts/admin.ts). */
const SKIP_DIRS = new Set(['page-data', 'static', '_gatsby', '~partytown', 'admin']);

/** Every HTML page of the build (index.html of each page, and the 404/500 pages). */
export function htmlFiles(publicDir = PUBLIC, dir = publicDir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === publicDir && SKIP_DIRS.has(entry.name)) continue;
      htmlFiles(publicDir, full, out);
    } else if (entry.name === 'index.html' || entry.name === '404.html' || entry.name === '500.html') {
      out.push(full);
    }
  }
  return out;
}

/** The URL path a built HTML file answers: public/news/6/index.html → /news/6, public/404.html → /404.html. */
export function urlOf(file: string, publicDir = PUBLIC): string {
  const rel = path.relative(publicDir, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '')}`;
}

/** Starts `npm start`'s server (site and API) on `port` and answers a function that stops it. */
export async function startSite(port: number, dataDir = path.join(os.tmpdir(), `built-site-${port}`)): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, METRICS_PORT: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => void child.kill('SIGTERM');
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/designer/v1/home/health`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the site did not start on port ${port}`);
}
