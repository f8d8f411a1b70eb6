/**
 * `npm run bench:scale -- --articles 33,500,5000 [--keep] [--only-cold] [--json file] [--source worktree|head]
 * [--shared-images]`:
 * what the build and its pages cost as the help centre grows (STYLE.md: "cost at scale is tested, not
 * hoped for"). For each size:
 *
 * 1. a scratch project in <tmpdir>/askora-scale-N: a copy of the repository's files (the working tree's,
 *    or HEAD's with `--source head`; content/, public/, .cache/, .post-build/, data/ left out) and a symlink to
 *    node_modules. A copy, not symlinks: Gatsby compiles gatsby-config.ts and gatsby-node.ts with Parcel,
 *    which follows symlinks and writes the output under their real path (the build then fails with
 *    "Cannot find package …/gatsby-config"); and a copy keeps the code still while the two builds run,
 *    so edits made meanwhile in the working tree cannot show up as pages the warm build rewrote;
 * 2. content: the seed itself for 33, otherwise `scripts/content-generate.ts`'s N articles per language,
 *    in the scratch project's content/; seeded into its own SQLite database (timed);
 * 3. a cold build (scripts/build.ts, the embedded API on that database), then the measures: pages, help
 *    article HTML and page-data sizes, the help menu's share of a page, pages over scripts/help-budget.ts's
 *    budgets, the search bytes of a first query (scripts/search-budget.ts's measureSearchBudget, or the
 *    single index file of builds before it), first-load JS per page kind (scripts/first-load-js.ts, run
 *    as a child: it exports nothing), related-articles time per language. The measuring scripts are the
 *    scratch project's own, so they match the build they read;
 * 4. unless --only-cold: a sentence added to /help/101's Chinese body, seeded again, a warm build, and the
 *    HTML files it rewrote (modification time) and changed (bytes).
 * Prints Markdown tables to stdout (progress goes to stderr) and writes everything as JSON (--json,
 * default bench-results/bench-scale-<time>.json). The scratch projects are deleted unless --keep.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { LANGUAGES } from '../contract/languages';
import { PAGE_TYPES } from '../e2e/page-types';
import { htmlFiles, urlOf } from './built-site';
import { runCommand } from './run-command';
import { articlesOf, readSeedHelp, writeContent } from './content-generate';
import {
  firstLoadByKind,
  firstQueryGzip,
  formatFirstLoadTable,
  formatStepsTable,
  formatTable,
  helpMenuElement,
  parseFirstLoad,
  parseGatsbySteps,
  stats,
  type SizeResult,
} from './scale-measure';

const ROOT = path.resolve(__dirname, '..');
/** Marks a scratch project as this script's, so a later run may delete it. */
const SCRATCH_MARKER = '.bench-scale';
/** Pages whose menu share is gzip-measured (raw share is measured on every page). */
const GZIP_SAMPLE = 200;
/** The sentence the warm build's edit adds to /help/101's Chinese body. */
const EDIT = '\n\n（基准测试修改：这句话由 bench:scale 添加，用来测量增量构建。）\n';

const log = (message: string) => process.stderr.write(`[bench:scale] ${message}\n`);

interface Options {
  sizes: number[];
  keep: boolean;
  onlyCold: boolean;
  json: string;
  source: 'worktree' | 'head';
  /** Generated articles name the seed's image files instead of one file each (content-generate.ts). */
  sharedImages: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const sizes = (value('--articles') ?? '33,500,5000').split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--articles takes a comma list of sizes, e.g. 33,500,5000');
  const source = value('--source') ?? 'worktree';
  if (source !== 'worktree' && source !== 'head') throw new Error('--source is worktree or head');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return {
    sizes,
    keep: argv.includes('--keep'),
    onlyCold: argv.includes('--only-cold'),
    sharedImages: argv.includes('--shared-images'),
    json: path.resolve(value('--json') ?? path.join(ROOT, 'bench-results', `bench-scale-${stamp}.json`)),
    source,
  };
}

/** The scratch project: the repository's files without content/, build output or data; node_modules linked. */
async function makeScratch(dir: string, source: Options['source']) {
  if (fs.existsSync(dir)) {
    if (!fs.existsSync(path.join(dir, SCRATCH_MARKER)))
      throw new Error(`${dir} exists and is not a bench:scale scratch project; remove it or keep it elsewhere`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, SCRATCH_MARKER), `${new Date().toISOString()} from ${ROOT} (${source})\n`);
  const skip = (file: string) => /^(content|public|\.cache|\.post-build|data|build-internal|node_modules)(\/|$)/.test(file);
  if (source === 'head') {
    const tar = await runCommand(
      'sh',
      [
        '-c',
        `git archive --format=tar HEAD | tar -x -C '${dir}' --anchored --exclude=content --exclude=public --exclude=.cache --exclude=.post-build --exclude=data`,
      ],
      {
        cwd: ROOT,
      },
    );
    if (tar.code !== 0) throw new Error(`git archive failed: ${tar.output}`);
  } else {
    // Tracked files and new ones not ignored, as they are now (others' work in progress included).
    const list = await runCommand('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT });
    if (list.code !== 0) throw new Error(`git ls-files failed: ${list.output}`);
    for (const file of list.output.split('\0').filter(Boolean)) {
      if (skip(file)) continue;
      const from = path.join(ROOT, file);
      const stat = fs.lstatSync(from, { throwIfNoEntry: false });
      if (!stat || stat.isDirectory()) continue; // deleted in the working tree, or a submodule
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.cpSync(from, path.join(dir, file), { verbatimSymlinks: true });
    }
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

const sha1 = (file: string) => createHash('sha1').update(fs.readFileSync(file)).digest('hex');

/** Every HTML file of the build, with its modification time and hash. */
function snapshot(publicDir: string): Map<string, { mtimeMs: number; hash: string }> {
  const out = new Map<string, { mtimeMs: number; hash: string }>();
  for (const file of htmlFiles(publicDir)) out.set(file, { mtimeMs: fs.statSync(file).mtimeMs, hash: sha1(file) });
  // The 404/500 pages also exist as .html files beside their folders; htmlFiles lists those too.
  return out;
}

/** gzip bytes of a built file: its `.gz` copy when the build wrote one, else zlib level 9 (as first-load-js.ts). */
function gzipSize(file: string, bytes?: Buffer): number {
  const gz = `${file}.gz`;
  if (fs.existsSync(gz)) return fs.statSync(gz).size;
  return zlib.gzipSync(bytes ?? fs.readFileSync(file), { level: 9 }).length;
}

/** Files `public/<dir>/*\/<name>`, e.g. every help article's index.html. */
function filesUnder(dir: string, name: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^\d+$/.test(e.name))
    .map((e) => path.join(dir, e.name, name))
    .filter((f) => fs.existsSync(f));
}

function measureHelpHtml(publicDir: string): SizeResult['helpHtml'] {
  const files = filesUnder(path.join(publicDir, 'help'), 'index.html');
  const raw: number[] = [];
  const gz: number[] = [];
  const shares: number[] = [];
  const menuRaw: number[] = [];
  const gzShares: number[] = [];
  const step = Math.max(1, Math.floor(files.length / GZIP_SAMPLE));
  files.forEach((file, i) => {
    const bytes = fs.readFileSync(file);
    raw.push(bytes.length);
    gz.push(gzipSize(file, bytes));
    const menu = helpMenuElement(bytes.toString('utf8'));
    if (menu === null) return;
    const menuBytes = Buffer.byteLength(menu);
    menuRaw.push(menuBytes);
    shares.push(menuBytes / bytes.length);
    if (i % step === 0) gzShares.push(zlib.gzipSync(menu, { level: 9 }).length / gz[gz.length - 1]!);
  });
  const r = stats(raw);
  const g = stats(gz);
  return {
    pages: files.length,
    raw: { median: r.median, max: r.max },
    gzip: { median: g.median, max: g.max },
    menuShare: shares.length ? { raw: stats(shares).median, gzip: stats(gzShares).median, menuRawMedian: stats(menuRaw).median } : null,
  };
}

function measurePageData(publicDir: string): SizeResult['pageData'] {
  const files = filesUnder(path.join(publicDir, 'page-data', 'help'), 'page-data.json');
  const r = stats(files.map((f) => fs.statSync(f).size));
  const g = stats(files.map((f) => gzipSize(f)));
  return { pages: files.length, raw: { median: r.median, max: r.max }, gzip: { median: g.median, max: g.max } };
}

/**
 * Bytes a visitor's first search downloads (gzip). The index format is changing: when the scratch
 * project has scripts/search-budget.ts exporting a measuring function, its answer is used; otherwise
 * the single index file public/help-search-zh.json, or for a folder of shards its manifest plus the
 * largest shard (an upper bound of one query's shard).
 */
async function measureSearch(scratch: string, publicDir: string): Promise<SizeResult['search']> {
  const budget = path.join(scratch, 'scripts', 'search-budget.ts');
  if (fs.existsSync(budget)) {
    try {
      const mod = (await import(pathToFileURL(budget).href)) as Record<string, unknown>;
      const preferred = ['measureSearchBudget', 'searchBudget', 'measureSearch', 'firstQueryBytes', 'measure', 'default'];
      const names = [
        ...preferred.filter((n) => typeof mod[n] === 'function'),
        ...Object.keys(mod).filter((n) => typeof mod[n] === 'function' && !preferred.includes(n)),
      ];
      for (const name of names) {
        const answer = await (mod[name] as (dir: string) => unknown)(publicDir);
        const bytes = firstQueryGzip(answer);
        if (bytes !== null) return { gzip: bytes, source: `scripts/search-budget.ts ${name}()`, detail: answer };
      }
      log(`scripts/search-budget.ts exports no function answering a byte count (tried ${names.join(', ') || 'none'}); measuring the files`);
    } catch (error) {
      log(`scripts/search-budget.ts failed (${error instanceof Error ? error.message : String(error)}); measuring the files`);
    }
  }
  const single = path.join(publicDir, 'help-search-zh.json');
  if (fs.existsSync(single)) return { gzip: gzipSize(single), source: 'public/help-search-zh.json' };
  const folder = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .find(
      (e) => e.isDirectory() && /^help-search/.test(e.name) && (e.name.includes('zh') || fs.existsSync(path.join(publicDir, e.name, 'zh'))),
    );
  if (folder) {
    const dir = path.join(publicDir, folder.name);
    const json: string[] = [];
    const walk = (d: string) =>
      fs
        .readdirSync(d, { withFileTypes: true })
        .forEach((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.json') && json.push(path.join(d, e.name))));
    walk(dir);
    const manifest = json.find((f) => /manifest/.test(path.basename(f)));
    const shards = json.filter((f) => f !== manifest).map((f) => gzipSize(f));
    const bytes = (manifest ? gzipSize(manifest) : 0) + (shards.length ? Math.max(...shards) : 0);
    return { gzip: bytes, source: `public/${folder.name}/: ${manifest ? 'manifest + ' : ''}largest of ${shards.length} shards` };
  }
  return { gzip: null, source: 'no search index found in public/' };
}

/**
 * The help pages' own budgets, when the scratch project has scripts/help-budget.ts (its
 * `measureHelpPages` and budget constants): how many help pages, both languages, are over them.
 */
async function measureHelpBudget(scratch: string, publicDir: string): Promise<SizeResult['helpBudget']> {
  const file = path.join(scratch, 'scripts', 'help-budget.ts');
  if (!fs.existsSync(file)) return null;
  try {
    const mod = (await import(pathToFileURL(file).href)) as {
      measureHelpPages?: (dir: string) => { html: number; pageData: number }[];
      HELP_HTML_BUDGET?: number;
      HELP_PAGE_DATA_BUDGET?: number;
    };
    if (typeof mod.measureHelpPages !== 'function') return null;
    const pages = mod.measureHelpPages(publicDir);
    const over = (limit: number | undefined, key: 'html' | 'pageData') => (limit ? pages.filter((p) => p[key] > limit).length : null);
    return {
      pages: pages.length,
      overHtml: over(mod.HELP_HTML_BUDGET, 'html'),
      overPageData: over(mod.HELP_PAGE_DATA_BUDGET, 'pageData'),
      htmlBudget: mod.HELP_HTML_BUDGET ?? null,
      pageDataBudget: mod.HELP_PAGE_DATA_BUDGET ?? null,
    };
  } catch (error) {
    log(`scripts/help-budget.ts failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** First-load JS per page kind, from scripts/first-load-js.ts run on the scratch build (it exports nothing). */
async function measureFirstLoad(scratch: string): Promise<SizeResult['firstLoad']> {
  const result = await runCommand(
    process.execPath,
    ['--import', 'tsx', path.join(scratch, 'scripts', 'first-load-js.ts'), path.join(scratch, 'public')],
    {
      cwd: scratch,
      logFile: path.join(scratch, 'first-load-js.log'),
    },
  );
  const rows = parseFirstLoad(result.output);
  if (!rows.length) return { byKind: {}, note: `first-load-js.ts printed no pages (exit ${result.code}); see first-load-js.log` };
  return { byKind: firstLoadByKind(rows, PAGE_TYPES), note: result.code ? 'first-load-js.ts reported pages over budget' : undefined };
}

/** Times relatedArticles (the scratch project's src/lib/help/related.ts) on the content's articles, per language. */
async function measureRelated(scratch: string, contentDir: string): Promise<SizeResult['related']> {
  const { loadContent } = (await import(
    pathToFileURL(path.join(scratch, 'server/content/load-content.ts')).href
  )) as typeof import('../server/content/load-content');
  const { sanitizeArticleHtml } = (await import(
    pathToFileURL(path.join(scratch, 'plugins/gatsby-source-site-api/article-html.ts')).href
  )) as typeof import('../plugins/gatsby-source-site-api/article-html');
  const { relatedArticles } = (await import(
    pathToFileURL(path.join(scratch, 'src/lib/help/related.ts')).href
  )) as typeof import('../src/lib/help/related');
  const rows = loadContent(contentDir).help.filter((r) => r.type === 1);
  const out: NonNullable<SizeResult['related']> = {};
  for (const lang of LANGUAGES) {
    // As the source plugin gives them: the sanitized article's plain text.
    const articles = rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      title: r.text[lang].title,
      text: sanitizeArticleHtml(r.text[lang].html ?? '').text,
    }));
    const cpu = process.cpuUsage();
    const started = performance.now();
    relatedArticles(articles);
    out[lang] = { articles: articles.length, seconds: (performance.now() - started) / 1000, cpuSeconds: process.cpuUsage(cpu).user / 1e6 };
  }
  return out;
}

async function benchSize(articles: number, options: Options): Promise<SizeResult> {
  const scratch = path.join(os.tmpdir(), `askora-scale-${articles}`);
  const contentDir = path.join(scratch, 'content');
  const publicDir = path.join(scratch, 'public');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `sqlite:${path.join(scratch, 'data', 'site.db')}`,
    CONTENT_DIR: contentDir,
    GATSBY_TELEMETRY_DISABLED: '1',
    // A build measured here, never published.
    ALLOW_EXAMPLE_SITE_URL: '1',
  };
  // The build starts its own API on the scratch database (scripts/with-api.ts), never one named outside.
  delete env.SITE_API_URL;
  const result: SizeResult = {
    articles,
    helpNodes: null,
    seedSeconds: 0,
    cold: { seconds: 0, pages: 0, steps: [] },
    warm: null,
    helpHtml: { pages: 0, raw: { median: 0, max: 0 }, gzip: { median: 0, max: 0 }, menuShare: null },
    pageData: { pages: 0, raw: { median: 0, max: 0 }, gzip: { median: 0, max: 0 } },
    search: { gzip: null, source: '' },
    firstLoad: null,
    related: null,
    load: { start: os.loadavg(), end: [] },
  };
  try {
    log(`${articles}: scratch project ${scratch} (${options.source})`);
    await makeScratch(scratch, options.source);
    fs.mkdirSync(path.join(scratch, 'data'), { recursive: true });
    const seedCount = articlesOf(readSeedHelp().tree).length;
    if (articles === seedCount) fs.cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
    else writeContent(contentDir, articles, { sharedImages: options.sharedImages });

    const seed = async (label: string) => {
      const s = await runCommand(process.execPath, ['--import', 'tsx', 'server/cli/seed.ts'], {
        cwd: scratch,
        env,
        logFile: path.join(scratch, `seed-${label}.log`),
      });
      if (s.code !== 0) throw new Error(`seed (${label}) failed: ${s.output.trim().split('\n').slice(-5).join(' | ')}`);
      const m = /seeded (\d+) help nodes/.exec(s.output);
      if (m) result.helpNodes = Number(m[1]);
      log(`${articles}: seeded (${label}) in ${s.seconds.toFixed(1)} s`);
      return s.seconds;
    };
    const build = async (label: string) => {
      log(`${articles}: ${label} build…`);
      const logFile = path.join(scratch, `build-${label}.log`);
      const b = await runCommand(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: scratch, env, logFile });
      if (b.code !== 0) throw new Error(`${label} build failed after ${b.seconds.toFixed(0)} s; its log: ${logFile}`);
      log(`${articles}: ${label} build in ${b.seconds.toFixed(0)} s`);
      return { seconds: b.seconds, steps: parseGatsbySteps(b.output) };
    };

    result.seedSeconds = await seed('cold');
    const cold = await build('cold');
    const before = snapshot(publicDir);
    result.cold = { ...cold, pages: before.size };

    log(`${articles}: measuring`);
    result.helpHtml = measureHelpHtml(publicDir);
    result.pageData = measurePageData(publicDir);
    result.helpBudget = await measureHelpBudget(scratch, publicDir);
    result.search = await measureSearch(scratch, publicDir);
    result.firstLoad = await measureFirstLoad(scratch);
    result.related = await measureRelated(scratch, contentDir);

    if (!options.onlyCold) {
      fs.appendFileSync(path.join(contentDir, 'help', '101.zh.md'), EDIT);
      const seedSeconds = await seed('warm');
      const warm = await build('warm');
      const after = snapshot(publicDir);
      const rewritten: string[] = [];
      const changed: string[] = [];
      for (const [file, now] of after) {
        const was = before.get(file);
        if (!was || was.mtimeMs !== now.mtimeMs) rewritten.push(urlOf(file, publicDir));
        if (!was || was.hash !== now.hash) changed.push(urlOf(file, publicDir));
      }
      result.warm = {
        seedSeconds,
        seconds: warm.seconds,
        steps: warm.steps,
        pages: after.size,
        rewritten: rewritten.length,
        changed: changed.length,
        examples: rewritten.sort().slice(0, 20),
        changedExamples: changed.sort().slice(0, 20),
      };
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`${articles}: ${result.error}`);
  } finally {
    result.load.end = os.loadavg();
    if (!options.keep && !result.error) fs.rmSync(scratch, { recursive: true, force: true });
    else log(`${articles}: kept ${scratch}`);
  }
  return result;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const cores = os.cpus().length;
  const results: SizeResult[] = [];
  for (const size of options.sizes) {
    results.push(await benchSize(size, options));
    // Written after every size, so a long run that fails late keeps what it measured.
    fs.mkdirSync(path.dirname(options.json), { recursive: true });
    fs.writeFileSync(
      options.json,
      `${JSON.stringify({ date: new Date().toISOString(), cores, cpu: os.cpus()[0]?.model, source: options.source, sharedImages: options.sharedImages, results }, null, 2)}\n`,
    );
  }
  const notes = results.flatMap((r) => [
    ...(r.error ? [`- ${r.articles}: ${r.error}`] : []),
    ...(r.search.source ? [`- ${r.articles}: search measured from ${r.search.source}`] : []),
    ...(r.firstLoad?.note ? [`- ${r.articles}: ${r.firstLoad.note}`] : []),
  ]);
  console.log(`## bench:scale (${new Date().toISOString().slice(0, 16)}Z, ${cores} cores, ${options.source})\n`);
  console.log(formatTable(results, cores));
  for (const table of [formatFirstLoadTable(results), formatStepsTable(results)]) if (table) console.log(`\n${table}`);
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  console.log(`\nJSON: ${options.json}`);
  if (results.some((r) => r.error)) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
