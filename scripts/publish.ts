/**
 * `npm run publish`: content/ to the served site without a restart or a failed request.
 *
 *   1. seed: content/ into the database (server/content/seed.ts; a broken settings file or an unknown token
 *      stops here, nothing built);
 *   2. build: `gatsby build` in the project, incremental (Gatsby keeps .cache/ and public/ between builds,
 *      so one article's edit renders the pages it shows on);
 *   3. copy public/ into a fresh folder builds/<id>/ (hashed scripts and styles of the served build that the
 *      new one lacks are linked in, so pages open in a browser keep loading theirs);
 *   4. checks on that folder: NUL bytes and invalid UTF-8, dead links, the crawl (scripts/check-built-site.ts),
 *      and the budgets (js, css, help, search) on public/, which it is a copy of;
 *   5. switch: builds/current → builds/<id> in one rename; `npm start` serves it, with its own _headers (its
 *      CSP), from the next request on (server/site-server.ts, siteRoot). The build it replaces stays as
 *      builds/previous for `npm run rollback`; older ones are removed.
 *
 * One publish at a time (builds/publish.lock); asking while one runs (this command, or the API's build hook
 * POST /designer/v1/hooks/publish) makes it run once more when done, however many asked (runCoalesced).
 * The outcome goes to builds/status.json, which the API's health answer shows.
 *
 * Options: --skip-budgets (checks of bytes and links only), --quiet-build (Gatsby's output to builds/build.log).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { seed } from '../server/content/seed';
import { openDatabase } from '../server/db/database';
import { Builds, runCoalesced } from '../server/publish/builds';
import { gatsby, siteUrlProblem } from './build';
import { checkBuiltSite, problemsOf } from './check-built-site';
import { withApi } from './with-api';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
/** Files named by their contents' hash: never rewritten under their name, safe to keep serving. */
const HASHED = /(^static\/|^page-data\/sq\/|-[0-9a-f]{16,}\.(js|css)(\.br|\.gz)?$|\.[0-9a-f]{16,}\.css(\.br|\.gz)?$)/;
/** The files a build carried over from the build before it (not carried again: one generation only). */
const CARRIED = '.carried.json';

const BUDGETS = ['first-load-js.ts', 'first-paint-css.ts', 'help-budget.ts', 'search-budget.ts'];

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

function run(command: string, args: string[], logFile?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = logFile ? fs.openSync(logFile, 'a') : 'inherit';
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', out, out] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(args[2] ?? command)} exited with ${code}`))));
    child.on('error', reject);
  });
}

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, base, out);
    else out.push(path.relative(base, full));
  }
  return out;
}

/**
 * public/ copied into builds/<id>/ (a folder of its own: Gatsby rewrites public/ in place on the next build),
 * plus the served build's hashed files the new one lacks, as hard links (an open page of the old build may
 * still ask for its chunks). Written under a temporary name and renamed, so builds/<id> is always whole.
 */
function copyBuild(builds: Builds, id: string): { files: number; carried: number } {
  const target = builds.pathOf(id);
  const tmp = `${target}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.cpSync(PUBLIC, tmp, { recursive: true });
  let carried = 0;
  const current = builds.current();
  if (current) {
    const from = builds.pathOf(current);
    const wasCarried = new Set<string>(
      fs.existsSync(path.join(from, CARRIED)) ? (JSON.parse(fs.readFileSync(path.join(from, CARRIED), 'utf8')) as string[]) : [],
    );
    const list: string[] = [];
    for (const file of walk(from)) {
      if (!HASHED.test(file) || wasCarried.has(file) || fs.existsSync(path.join(tmp, file))) continue;
      fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
      fs.linkSync(path.join(from, file), path.join(tmp, file));
      list.push(file);
    }
    fs.writeFileSync(path.join(tmp, CARRIED), JSON.stringify(list));
    carried = list.length;
  }
  fs.renameSync(tmp, target);
  return { files: walk(target).length, carried };
}

export interface PublishOptions {
  budgets: boolean;
  /** Gatsby's output to this file instead of the terminal. */
  buildLog?: string;
  log?: (line: string) => void;
}

/** One publish: seed, build, copy, check, switch. Records the outcome in builds/status.json; throws on failure. */
export async function publishOnce(builds: Builds, options: PublishOptions): Promise<string> {
  const log = options.log ?? ((line: string) => console.log(`publish: ${line}`));
  const started = performance.now();
  if (options.buildLog) fs.writeFileSync(options.buildLog, `publish started ${new Date().toISOString()}\n`);
  let step = 'seed';
  let id: string | null = null;
  try {
    let t = performance.now();
    const config = loadConfig();
    const db = openDatabase(config.databaseUrl);
    try {
      const counts = await seed(db, config.contentDir);
      log(`seeded ${counts.help} help nodes and ${counts.documents} documents (${seconds(t)} s)`);
    } finally {
      await db.close();
    }

    step = 'build';
    t = performance.now();
    await withApi((url) => gatsby(['build'], url, options.buildLog));
    log(`built (${seconds(t)} s)`);

    step = 'copy';
    t = performance.now();
    id = builds.newId();
    const copied = copyBuild(builds, id);
    log(
      `copied into ${path.relative(ROOT, builds.pathOf(id))} (${copied.files} files, ${copied.carried} kept from the served build; ${seconds(t)} s)`,
    );

    step = 'checks';
    t = performance.now();
    const report = await checkBuiltSite(builds.pathOf(id));
    const problems = problemsOf(report);
    if (problems.length) throw new Error(`${problems.length} problems:\n  ${problems.slice(0, 20).join('\n  ')}`);
    log(`checked: ${report.files} pages, ${report.links} links, no bad bytes or dead links (${seconds(t)} s)`);
    if (options.budgets) {
      t = performance.now();
      // On public/, which the copy was made of and nothing writes while the lock is held: the JS budget
      // reads webpack's stats from build-internal/ beside it.
      for (const script of BUDGETS) {
        step = `budget ${script}`;
        await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', script), PUBLIC], options.buildLog);
      }
      log(`budgets met (${seconds(t)} s)`);
    }

    step = 'switch';
    builds.switchTo(id);
    const removed = builds.prune(1);
    const duration = seconds(started);
    builds.writeStatus({ result: 'ok', buildId: id, finishedAt: new Date().toISOString(), durationSeconds: duration, error: null });
    log(`serving ${id} (previous: ${builds.previous() ?? 'none'}; removed ${removed.length} older) in ${duration} s`);
    return id;
  } catch (error) {
    const message = `${step}: ${error instanceof Error ? error.message : String(error)}`;
    if (id) fs.rmSync(builds.pathOf(id), { recursive: true, force: true });
    builds.writeStatus({
      result: 'failed',
      buildId: builds.current(),
      finishedAt: new Date().toISOString(),
      durationSeconds: seconds(started),
      error: message,
    });
    throw new Error(`publish failed at ${message}; still serving ${builds.current() ?? 'public/'}`);
  }
}

async function main() {
  const problem = siteUrlProblem();
  if (problem) {
    console.error(`not publishing: ${problem}`);
    process.exit(2);
  }
  const buildsDir = loadConfig().publish.buildsDir;
  const builds = new Builds(buildsDir);
  const options: PublishOptions = {
    budgets: !process.argv.includes('--skip-budgets'),
    buildLog: process.argv.includes('--quiet-build') ? path.join(buildsDir, 'build.log') : undefined,
  };
  fs.mkdirSync(buildsDir, { recursive: true });
  const last = { failed: false };
  const outcome = await runCoalesced(builds, async () => {
    try {
      await publishOnce(builds, options);
      last.failed = false;
    } catch (error) {
      last.failed = true;
      console.error((error as Error).message);
    }
  });
  if (outcome === 'queued') {
    console.log(`publish: one is running (pid ${builds.lockHolder()?.pid}); it will run once more when done`);
    return;
  }
  if (last.failed) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
