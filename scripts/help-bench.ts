/**
 * Help article page against a stock Docusaurus documentation page, measured in the same run:
 * first-load JavaScript (gzip) and the Lighthouse mobile performance score.
 *
 *   node --import tsx scripts/help-bench.ts            (needs a production build in public/: npm run build)
 *
 * 1. Serves our build (public/) with the site server (scripts/start.ts as a child process, on a free
 *    loopback port, with a throw-away DATA_DIR), and waits for /designer/v1/home/health.
 * 2. Builds a stock Docusaurus 3 site (classic template, JavaScript) once into DOCUSAURUS_DIR (default
 *    $TMPDIR/help-bench-docusaurus; never inside this repository) with create-docusaurus, npm install and
 *    npm run build, reusing the build when it is there; serves its build/ from a small node:http server
 *    (brotli/gzip like our server, hashed assets immutable). The comparison page is its /docs/intro.
 * 3. For each page (ours: /help/110 and /en/help/110; Docusaurus: /docs/intro):
 *    - first-load JavaScript: Chromium (Playwright) loads the page in a fresh context without any
 *      interaction, until the load event and network idle; the sum of the zlib level-9 gzip sizes of the
 *      bodies of every `script` request (prefetches excluded), plus the page's inline <script>s (the
 *      non-JSON ones of the HTML as served), gzipped together as they travel in one document;
 *    - Lighthouse (default mobile emulation and simulated throttling, performance only), RUNS times
 *      (default 3; rounds interleave the pages), each run in a fresh Chromium: median score, FCP, LCP,
 *      TBT, CLS and Speed Index.
 * 4. Prints a table and the goal lines (ours <= 105 KB, ours >= 0.98), then a few diagnostics of the
 *    median run (LCP element, long tasks, render-blocking resources, largest scripts).
 *
 * KB = 1024 bytes. Exits 0 whatever the figures (it measures, it does not judge); 1 only when something
 * could not be measured (no build, a server that did not start, Docusaurus that did not build, a
 * Lighthouse run that failed twice). The Lighthouse JSON reports are written to $TMPDIR/help-bench-reports.
 *
 * Environment: DOCUSAURUS_DIR, CHROMIUM_PATH (default /usr/bin/chromium), RUNS (default 3),
 * HELP_BENCH_PORT (our server's port; default a free one).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3) || 3);
const DOCUSAURUS_DIR = path.resolve(process.env.DOCUSAURUS_DIR ?? path.join(os.tmpdir(), 'help-bench-docusaurus'));
const REPORTS_DIR = path.join(os.tmpdir(), 'help-bench-reports');
const GOAL_KB = 105;
const GOAL_SCORE = 0.98;
const KB = 1024;
const OUR_PATHS = ['/help/110', '/en/help/110'];
const DOCUSAURUS_PATH = '/docs/intro';
const BROWSER_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Not --disable-gpu: it breaks the speed-index screenshots. */
const LIGHTHOUSE_FLAGS = ['--headless=new', ...BROWSER_ARGS];

type Lighthouse = (typeof import('lighthouse'))['default'];
type Lhr = NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr'];

interface Target {
  label: string;
  url: string;
  ours: boolean;
}

interface ScriptRow {
  url: string;
  raw: number;
  gzip: number;
}

interface JsResult {
  total: number;
  scripts: ScriptRow[];
  inlineCount: number;
  inlineGzip: number;
  prefetched: number;
  finalUrl: string;
}

interface LhRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  lhr: Lhr;
}

const started = Date.now();
const cleanups: (() => Promise<void> | void)[] = [];
const problems: string[] = [];

const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${message}`);
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const gzip = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// Our site

/**
 * Our site server (scripts/start.ts) as a child process. Should it be stopped from outside during the run
 * (another process on a shared machine ending servers by name, say), ensureUp() starts it again on the
 * same port and `deaths` tells the measurements to discard and repeat what the outage may have touched.
 */
class SiteServer {
  base = '';
  deaths = 0;
  private port = 0;
  private dataDir = '';
  private child: ChildProcess | null = null;
  private output = '';
  private stopping = false;

  async start(): Promise<void> {
    this.port = Number(process.env.HELP_BENCH_PORT) || (await freePort());
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-bench-data-'));
    this.base = `http://127.0.0.1:${this.port}`;
    cleanups.push(() => this.stop());
    await this.spawn();
  }

  private async spawn(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: '', // a throw-away SQLite database in DATA_DIR, whatever the caller's environment says
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ALLOW: '127.0.0.1',
        GATSBY_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', (code, signal) => {
      if (this.stopping) return;
      this.deaths++;
      log(`warning: the site server exited during the run (${signal ?? `code ${code}`}${code === 0 ? ': it was sent SIGTERM or SIGINT' : ''})`);
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the site server exited (${child.signalCode ?? child.exitCode}):\n${this.output}`);
      }
      try {
        const res = await fetch(`${this.base}/designer/v1/home/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
      } catch {
        // not up yet
      }
      await sleep(300);
    }
    throw new Error(`the site server did not answer ${this.base}/designer/v1/home/health within 120 s:\n${this.output}`);
  }

  /** Starts the server again when it is gone. */
  async ensureUp(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) return;
    log('restarting the site server');
    await this.spawn();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.child) await stopChild(this.child);
    if (this.dataDir) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------------
// Stock Docusaurus

/** The environment for npm/npx in another project: without what `npm run` put there for this one. */
function foreignNpmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DOCUSAURUS_TELEMETRY: '0', NO_UPDATE_NOTIFIER: '1', CI: 'true' };
  for (const key of Object.keys(env)) {
    if (/^npm_(package|lifecycle)_/i.test(key) || /^npm_config_local_prefix$/i.test(key) || key === 'INIT_CWD') delete env[key];
  }
  return env;
}

/** Runs a command, its output to logFile; resolves with its exit code and the output's tail. */
function run(command: string, args: string[], cwd: string, logFile: string): Promise<{ code: number; tail: string }> {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a');
    fs.writeSync(out, `\n$ ${command} ${args.join(' ')}   (in ${cwd})\n`);
    const child = spawn(command, args, { cwd, env: foreignNpmEnv(), stdio: ['ignore', out, out] });
    cleanups.push(() => void stopChild(child));
    child.once('error', (error) => {
      fs.closeSync(out);
      reject(error);
    });
    child.once('exit', (code) => {
      fs.closeSync(out);
      const text = fs.readFileSync(logFile, 'utf8');
      resolve({ code: code ?? 1, tail: text.slice(-3000) });
    });
  });
}

function parseVersion(v: string): number[] | null {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * `npm install`; when the registry lacks an exact version a dependency pins (npm's ETARGET "No matching
 * version found for x@1.2.3"), pins that package to the newest published lower version of the same major
 * with package.json `overrides`, and tries again. Returns the notes about such pins.
 */
async function npmInstall(dir: string, logFile: string): Promise<string[]> {
  const notes: string[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const { code, tail } = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir, logFile);
    if (code === 0) return notes;
    const missing = /No matching version found for (@?[^@\s]+)@(\d+\.\d+\.\d+)\b/.exec(tail);
    if (!missing) throw new Error(`npm install failed in ${dir} (log: ${logFile}):\n${tail}`);
    const [, name, wanted] = missing as unknown as [string, string, string];
    let versions: string[];
    try {
      const out = execFileSync('npm', ['view', name, 'versions', '--json'], { cwd: dir, env: foreignNpmEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000 });
      versions = ([] as string[]).concat(JSON.parse(out) as string | string[]);
    } catch (error) {
      throw new Error(`npm install failed (${name}@${wanted} is not in the registry) and npm view ${name} did not answer: ${String(error)}`);
    }
    const want = parseVersion(wanted)!;
    const candidates = versions
      .map((v) => ({ v, p: parseVersion(v) }))
      .filter((c): c is { v: string; p: number[] } => c.p !== null && c.p[0] === want[0] && compareVersions(c.p, want) < 0)
      .sort((a, b) => compareVersions(b.p, a.p));
    if (!candidates.length) throw new Error(`npm install failed: ${name}@${wanted} is not in the registry and no lower ${want[0]}.x is`);
    const pkgFile = path.join(dir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { overrides?: Record<string, string> };
    if (pkg.overrides?.[name] === candidates[0]!.v) throw new Error(`npm install failed again after pinning ${name}:\n${tail}`);
    pkg.overrides = { ...pkg.overrides, [name]: candidates[0]!.v };
    fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    const note = `the registry has no ${name}@${wanted}: pinned ${name} to ${candidates[0]!.v} with overrides in ${pkgFile}`;
    notes.push(note);
    log(`docusaurus: ${note}`);
  }
  throw new Error(`npm install kept failing in ${dir} (log: ${logFile})`);
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Creates, installs and builds the stock site when needed; returns its build/ directory and a description. */
async function ensureDocusaurus(): Promise<{ buildDir: string; about: string }> {
  const dir = DOCUSAURUS_DIR;
  if (dir === ROOT || dir.startsWith(ROOT + path.sep)) throw new Error(`DOCUSAURUS_DIR must be outside the repository (${dir})`);
  const buildDir = path.join(dir, 'build');
  const page = path.join(buildDir, 'docs', 'intro', 'index.html');
  const logFile = `${dir}.log`;
  const notesFile = path.join(dir, '.help-bench-notes.json');

  if (!fs.existsSync(page)) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    if (!fs.existsSync(path.join(dir, 'package.json'))) {
      if (fs.existsSync(dir)) {
        if (fs.readdirSync(dir).length) throw new Error(`${dir} exists, is not empty and holds no Docusaurus site: remove it or set DOCUSAURUS_DIR`);
        fs.rmdirSync(dir);
      }
      log(`docusaurus: creating the stock classic site in ${dir} (log: ${logFile})`);
      const created = await run(
        'npx',
        ['--yes', 'create-docusaurus@3', path.basename(dir), 'classic', path.dirname(dir), '--javascript', '--skip-install', '--package-manager', 'npm'],
        path.dirname(dir),
        logFile,
      );
      if (created.code !== 0 || !fs.existsSync(path.join(dir, 'package.json'))) throw new Error(`create-docusaurus failed (log: ${logFile}):\n${created.tail}`);
    }
    if (!fs.existsSync(path.join(dir, 'node_modules', '@docusaurus', 'core', 'package.json'))) {
      log('docusaurus: npm install (a few minutes the first time)');
      const notes = await npmInstall(dir, logFile);
      if (notes.length) fs.writeFileSync(notesFile, JSON.stringify(notes));
    }
    log('docusaurus: npm run build');
    const built = await run('npm', ['run', 'build'], dir, logFile);
    if (built.code !== 0 || !fs.existsSync(page)) throw new Error(`the Docusaurus build failed (log: ${logFile}):\n${built.tail}`);
  } else {
    log(`docusaurus: reusing the build in ${buildDir}`);
  }
  const version = (p: string) => readJson<{ version: string }>(path.join(dir, 'node_modules', ...p.split('/'), 'package.json'))?.version ?? '?';
  const notes = readJson<string[]>(notesFile) ?? [];
  const about = `stock Docusaurus ${version('@docusaurus/core')} (classic, JavaScript; React ${version('react')}) in ${dir}${notes.length ? `\n  note: ${notes.join('; ')}` : ''}`;
  return { buildDir, about };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.map', '.svg', '.ico']);

/**
 * A static server for a Docusaurus build/ (what `docusaurus serve` does, with compression like our site
 * server: brotli when accepted, else gzip; hashed /assets/ immutable, the rest must-revalidate).
 */
async function serveStatic(root: string): Promise<string> {
  const cache = new Map<string, Buffer>();
  const resolveFile = (urlPath: string): string | null => {
    const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    const base = path.join(root, clean);
    if (!base.startsWith(root)) return null;
    for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
    return null;
  };
  const server = http.createServer((req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let file = resolveFile(url.pathname);
      let status = 200;
      if (!file) {
        status = 404;
        file = path.join(root, '404.html');
      }
      const ext = path.extname(file).toLowerCase();
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = COMPRESSIBLE.has(ext) ? (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null) : null;
      const key = `${encoding ?? 'identity'}:${file}`;
      let body = cache.get(key);
      if (!body) {
        const raw = fs.readFileSync(file);
        body =
          encoding === 'br'
            ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
            : encoding === 'gzip'
              ? zlib.gzipSync(raw, { level: 9 })
              : raw;
        cache.set(key, body);
      }
      res.writeHead(status, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': status === 200 && url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${port}`;
}

// ---------------------------------------------------------------------------------------------------
// Measurements

const JS_TYPES = /^(text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/i;

/** The inline scripts of an HTML document that the browser runs (JSON and other data types left out). */
function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1]!;
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (type && !JS_TYPES.test(type)) continue;
    if (m[2]!.trim()) out.push(m[2]!);
  }
  return out;
}

async function measureJs(browser: Browser, url: string): Promise<JsResult> {
  // Lighthouse's mobile device (Moto G Power): the same viewport decides the same lazy loads.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const bodies: Promise<ScriptRow | null>[] = [];
    let prefetched = 0;
    let failed = '';
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const headers = request.headers();
      if (/prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? '')) {
        prefetched++;
        return;
      }
      bodies.push(
        (async () => {
          const response = await request.response();
          if (!response || response.status() >= 400) {
            failed ||= `${request.url()} answered ${response?.status() ?? 'nothing'}`;
            return null;
          }
          const body = await response.body();
          return { url: request.url(), raw: body.length, gzip: gzip(body) };
        })().catch((error: unknown) => {
          failed ||= `${request.url()}: ${error instanceof Error ? error.message : String(error)}`;
          return null;
        }),
      );
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'script') failed ||= `${request.url()} failed: ${request.failure()?.errorText}`;
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response || !response.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    const html = (await response.body()).toString('utf8');
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    await sleep(500); // scripts that a late idle callback adds
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const rows = await Promise.all(bodies);
    if (failed) throw new Error(`a script of ${url} could not be measured: ${failed}`);
    const byUrl = new Map<string, ScriptRow>();
    for (const row of rows) if (row && !byUrl.has(row.url)) byUrl.set(row.url, row);
    const scripts = [...byUrl.values()].sort((a, b) => b.gzip - a.gzip);
    const inline = inlineScripts(html);
    const inlineGzip = inline.length ? gzip(inline.join('\n')) : 0;
    const total = scripts.reduce((sum, s) => sum + s.gzip, inlineGzip);
    return { total, scripts, inlineCount: inline.length, inlineGzip, prefetched, finalUrl: page.url() };
  } finally {
    await context.close();
  }
}

async function lighthouseRun(lighthouse: Lighthouse, url: string): Promise<LhRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_FLAGS, logLevel: 'silent' });
  const kill = () => chrome.kill();
  cleanups.push(kill);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`no ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
      return value;
    };
    if (typeof score !== 'number') throw new Error('no performance score');
    return {
      score,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      lhr,
    };
  } finally {
    cleanups.splice(cleanups.indexOf(kill), 1);
    chrome.kill();
  }
}

// ---------------------------------------------------------------------------------------------------
// Report

interface ItemDetails {
  items?: Record<string, unknown>[];
}

function auditItems(lhr: Lhr, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as ItemDetails | undefined;
  return Array.isArray(details?.items) ? details.items : [];
}

function shortUrl(url: string, base: string): string {
  return url.startsWith(base) ? url.slice(base.length) || '/' : url;
}

function diagnostics(lhr: Lhr, base: string): string[] {
  const lines: string[] = [];
  // largest-contentful-paint-element: a list of two tables (the element, then the LCP phases).
  const lcpTables = auditItems(lhr, 'largest-contentful-paint-element') as ItemDetails[];
  const node = lcpTables[0]?.items?.[0]?.node as { nodeLabel?: string; snippet?: string; selector?: string } | undefined;
  if (node) lines.push(`LCP element: ${node.snippet ?? ''} ${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 50)}"`);
  const phases = (lcpTables[1]?.items ?? []) as { phase?: string; timing?: number }[];
  if (phases.length) lines.push(`LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ')}`);
  const blocking = auditItems(lhr, 'render-blocking-resources').map((i) => `${shortUrl(String(i.url), base)} (${Math.round(Number(i.wastedMs ?? 0))} ms)`);
  lines.push(`render-blocking: ${blocking.length ? blocking.join(', ') : 'none'}`);
  const tasks = auditItems(lhr, 'long-tasks')
    .slice(0, 5)
    .map((t) => `${shortUrl(String(t.url), base)} ${Math.round(Number(t.duration))} ms`);
  lines.push(`long tasks (simulated): ${tasks.length ? tasks.join(', ') : 'none'}`);
  const bootup = auditItems(lhr, 'bootup-time')
    .slice(0, 4)
    .map((t) => `${shortUrl(String(t.url), base)} ${Math.round(Number(t.total))} ms (script ${Math.round(Number(t.scripting))})`);
  if (bootup.length) lines.push(`main-thread time by script: ${bootup.join(', ')}`);
  const work = auditItems(lhr, 'mainthread-work-breakdown')
    .slice(0, 4)
    .map((t) => `${String(t.groupLabel)} ${Math.round(Number(t.duration))} ms`);
  if (work.length) lines.push(`main-thread work: ${work.join(', ')}`);
  for (const id of ['uses-responsive-images', 'image-delivery-insight', 'unused-javascript', 'unused-css-rules', 'legacy-javascript-insight', 'duplicated-javascript-insight']) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1 && audit.displayValue) {
      const first = auditItems(lhr, id)[0];
      lines.push(`${audit.title}: ${audit.displayValue}${first?.url ? ` (${shortUrl(String(first.url), base)})` : ''}`);
    }
  }
  return lines;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')).join('\n');
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) {
    console.error(`no production build in ${PUBLIC}: run \`npm run build\` first`);
    return 1;
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
    return 1;
  }

  const loadStart = os.loadavg()[0]!;
  log('starting our site server on the build in public/');
  const site = new SiteServer();
  await site.start();
  const ourBase = site.base;
  log(`our site: ${ourBase}`);
  const docusaurus = await ensureDocusaurus();
  const docBase = await serveStatic(docusaurus.buildDir);
  log(`docusaurus: ${docBase}`);

  const targets: Target[] = [
    ...OUR_PATHS.map((p) => ({ label: `ours ${p}`, url: ourBase + p, ours: true })),
    { label: `Docusaurus ${DOCUSAURUS_PATH}`, url: docBase + DOCUSAURUS_PATH, ours: false },
  ];
  const baseOf = (t: Target) => (t.ours ? ourBase : docBase);

  // First-load JavaScript.
  const js = new Map<Target, JsResult>();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
  cleanups.push(() => browser.close());
  for (const target of targets) {
    try {
      let result: JsResult | null = null;
      for (let attempt = 1; attempt <= 2 && !result; attempt++) {
        await site.ensureUp();
        const deaths = site.deaths;
        try {
          result = await measureJs(browser, target.url);
        } catch (error) {
          if (!target.ours || site.deaths === deaths || attempt === 2) throw error;
        }
        if (target.ours && site.deaths !== deaths) {
          result = null;
          if (attempt === 2) throw new Error('the site server was stopped from outside during the measurement, twice');
        }
      }
      if (!result) throw new Error('not measured');
      js.set(target, result);
      log(`first-load JS ${target.label}: ${kb(result.total)} KB in ${result.scripts.length} scripts + ${result.inlineCount} inline`);
      if (result.finalUrl.replace(/\/$/, '') !== target.url.replace(/\/$/, '')) log(`  warning: ${target.url} ended on ${result.finalUrl}`);
    } catch (error) {
      problems.push(`first-load JS of ${target.label}: ${error instanceof Error ? error.message : String(error)}`);
      log(`first-load JS ${target.label}: FAILED`);
    }
  }
  await browser.close();

  // Lighthouse, rounds interleaving the pages so that a slower moment of the machine hits them all.
  const { default: lighthouse } = await import('lighthouse');
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const runs = new Map<Target, LhRun[]>(targets.map((t) => [t, []]));
  const failedTargets = new Set<Target>();
  for (let round = 1; round <= RUNS; round++) {
    for (const target of targets) {
      if (failedTargets.has(target)) continue;
      let result: LhRun | null = null;
      for (let attempt = 1; attempt <= 2 && !result; attempt++) {
        try {
          await site.ensureUp();
          const deaths = site.deaths;
          result = await lighthouseRun(lighthouse, target.url);
          if (target.ours && site.deaths !== deaths) {
            result = null;
            throw new Error('the site server was stopped from outside during the run: result discarded');
          }
        } catch (error) {
          log(`lighthouse ${target.label} run ${round} attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (!result) {
        failedTargets.add(target);
        problems.push(`Lighthouse of ${target.label} failed twice in round ${round}`);
        continue;
      }
      runs.get(target)!.push(result);
      const slug = target.label.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '');
      fs.writeFileSync(path.join(REPORTS_DIR, `${slug}-run${round}.report.json`), JSON.stringify(result.lhr));
      if (result.lhr.finalDisplayedUrl.replace(/\/$/, '') !== target.url.replace(/\/$/, '')) log(`  warning: Lighthouse ended on ${result.lhr.finalDisplayedUrl}`);
      log(
        `lighthouse ${target.label} run ${round}/${RUNS}: ${result.score.toFixed(2)} (FCP ${Math.round(result.fcp)} LCP ${Math.round(result.lcp)} TBT ${Math.round(result.tbt)} CLS ${result.cls.toFixed(3)} SI ${Math.round(result.si)})`,
      );
    }
  }

  // Table.
  const ms = (v: number) => `${Math.round(v)} ms`;
  const header = ['page', 'first-load JS gzip KB', 'scripts', 'Lighthouse perf (median of 3)', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'];
  header[3] = `Lighthouse perf (median of ${RUNS})`;
  const rows: string[][] = [header];
  const summary = new Map<Target, { kb: number | null; score: number | null }>();
  for (const target of targets) {
    const j = js.get(target);
    const r = runs.get(target)!;
    const complete = r.length === RUNS;
    const m = (pick: (x: LhRun) => number) => median(r.map(pick));
    summary.set(target, { kb: j ? j.total / KB : null, score: complete ? m((x) => x.score) : null });
    rows.push([
      target.label,
      j ? kb(j.total) : 'n/a',
      j ? `${j.scripts.length} + ${j.inlineCount} inline` : 'n/a',
      complete ? m((x) => x.score).toFixed(2) : 'n/a',
      r.map((x) => x.score.toFixed(2)).join(' '),
      complete ? ms(m((x) => x.fcp)) : 'n/a',
      complete ? ms(m((x) => x.lcp)) : 'n/a',
      complete ? ms(m((x) => x.tbt)) : 'n/a',
      complete ? m((x) => x.cls).toFixed(3) : 'n/a',
      complete ? ms(m((x) => x.si)) : 'n/a',
    ]);
  }

  const benchmark = median([...runs.values()].flat().map((r) => r.lhr.environment.benchmarkIndex));
  const lhVersion = [...runs.values()].flat()[0]?.lhr.lighthouseVersion ?? '?';
  console.log('\n=== Help article page vs stock Docusaurus documentation page ===');
  console.log(`ours: the production build in ${PUBLIC}`);
  console.log(docusaurus.about);
  console.log(
    `first-load JS: gzip -9 of every script response until load + network idle (Playwright, 412x823 mobile viewport, no interaction), inline scripts gzipped together; KB = 1024 bytes`,
  );
  console.log(`Lighthouse ${lhVersion}: mobile, simulated throttling, performance only; ${RUNS} runs per page, medians; Chromium benchmarkIndex ${Math.round(benchmark)}`);
  const cores = os.cpus().length;
  const loadEnd = os.loadavg()[0]!;
  console.log(`machine: ${cores} cores, 1-minute load average ${loadStart.toFixed(1)} at the start, ${loadEnd.toFixed(1)} at the end`);
  if (Math.max(loadStart, loadEnd) > cores) {
    console.log('warning: the machine was busy with other work: the Lighthouse figures (TBT above all) are depressed; compare pages within this run only, or run again on a quiet machine');
  }
  const warnings = new Set([...runs.values()].flat().flatMap((r) => r.lhr.runWarnings.map((w) => String(w))));
  for (const w of warnings) console.log(`lighthouse warning: ${w.replace(/\s+/g, ' ').slice(0, 300)}`);
  console.log('');
  console.log(table(rows));

  const ours = targets.filter((t) => t.ours);
  const ourKb = ours.map((t) => ({ t, v: summary.get(t)!.kb }));
  const ourScores = ours.map((t) => ({ t, v: summary.get(t)!.score }));
  const worstKb = ourKb.every((x) => x.v !== null) ? ourKb.reduce((a, b) => (b.v! > a.v! ? b : a)) : null;
  const worstScore = ourScores.every((x) => x.v !== null) ? ourScores.reduce((a, b) => (b.v! < a.v! ? b : a)) : null;
  console.log('');
  console.log(
    `goal: ours <= ${GOAL_KB} KB: ${worstKb ? `${worstKb.v! <= GOAL_KB ? 'OK' : 'OVER'} (largest ${worstKb.v!.toFixed(1)} KB, ${worstKb.t.label})` : 'NOT MEASURED'}`,
  );
  console.log(
    `goal: ours >= ${GOAL_SCORE}: ${worstScore ? `${worstScore.v! >= GOAL_SCORE ? 'OK' : 'BELOW'} (lowest median ${worstScore.v!.toFixed(2)}, ${worstScore.t.label})` : 'NOT MEASURED'}`,
  );
  const doc = summary.get(targets[targets.length - 1]!)!;
  if (doc.kb !== null || doc.score !== null) {
    console.log(`same run, stock Docusaurus ${DOCUSAURUS_PATH}: ${doc.kb !== null ? `${doc.kb.toFixed(1)} KB` : 'n/a'}, perf ${doc.score !== null ? doc.score.toFixed(2) : 'n/a'}`);
  }

  // Details.
  console.log('\n--- details ---');
  for (const target of targets) {
    console.log(`\n${target.label} (${target.url})`);
    const j = js.get(target);
    if (j) {
      for (const s of j.scripts) console.log(`  ${kb(s.gzip).padStart(6)} KB gzip  ${kb(s.raw).padStart(7)} KB raw  ${shortUrl(s.url, baseOf(target))}`);
      console.log(`  ${kb(j.inlineGzip).padStart(6)} KB gzip  (${j.inlineCount} inline scripts)${j.prefetched ? `; ${j.prefetched} prefetches not counted` : ''}`);
    }
    const r = runs.get(target)!;
    if (r.length) {
      const sorted = [...r].sort((a, b) => a.score - b.score);
      const mid = sorted[Math.floor((sorted.length - 1) / 2)]!;
      console.log(`  median Lighthouse run (${mid.score.toFixed(2)}):`);
      for (const line of diagnostics(mid.lhr, baseOf(target))) console.log(`    ${line}`);
    }
  }
  if (site.deaths) console.log(`\nnote: our site server was stopped from outside ${site.deaths} time(s) and restarted; the measurements it touched were repeated`);
  console.log(`\nLighthouse reports (JSON): ${REPORTS_DIR}`);
  if (problems.length) {
    console.log('\nnot measured:');
    for (const p of problems) console.log(`  ${p}`);
  }
  console.log(`\ntook ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return problems.length ? 1 : 0;
}

async function cleanup(): Promise<void> {
  const all = cleanups.splice(0).reverse();
  for (const fn of all) {
    try {
      await fn();
    } catch {
      // best effort
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanup().then(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  });
