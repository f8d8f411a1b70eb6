/**
 * First-load JavaScript of every built page, in gzip bytes, against its budget: 100 KB for help articles
 * (`/help/…`, `/en/help/…`), 105 KB for every other page. Part of `npm test` (after the browser journeys,
 * which build the site when there is no build).
 *
 *   node --import tsx scripts/first-load-js.ts [publicDir]     (default: ./public beside this script's repo)
 *
 * A page's first-load JavaScript is what the browser must fetch and run before the page is interactive:
 * - every <script src> of its HTML (webpack-runtime, framework, app) and any <link rel=preload as=script>;
 * - the page component's chunk group (commons, shared split chunks, the component chunk): Gatsby 5 no
 *   longer writes them into the HTML, the app loads them before hydrating, so they are found from the
 *   page's page-data.json (componentChunkName) and webpack.stats.json (namedChunkGroups, kept in
 *   build-internal/ by the build);
 * - the bytes of its inline scripts (the head script, Gatsby's loader data), gzipped together.
 * Sizes are the `.gz` beside each file when the build wrote one (gatsby/precompress.ts, level 9), else
 * zlib level 9 of the file.
 *
 * Exits 1 when any page is over budget (or nothing was measured).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isHelpPath } from '../src/lib/routes';
import { htmlFiles, PUBLIC, urlOf } from './built-site';

const KB = 1024;
/** The budget of a page, by its URL path. */
const BUDGETS: { name: string; kb: number; matches(url: string): boolean }[] = [
  { name: 'help articles', kb: 100, matches: isHelpPath },
  { name: 'every other page', kb: 105, matches: () => true },
];
const budgetOf = (url: string) => BUDGETS.find((b) => b.matches(url))!;

/** Libraries that must stay off the first-load path (STYLE.md: forms and machines load with their page). */
const HEAVY: { name: string; markers: RegExp }[] = [
  { name: '@apollo/client', markers: /ApolloClient|__APOLLO_CLIENT__|ApolloLink/ },
  { name: 'xstate', markers: /xstate\.(init|stop|error|done|after)|["']xstate["']|@xstate/ },
  { name: 'final-form', markers: /FINAL_FORM\/form-error|final-form|ReactFinalForm/ },
];

const publicDir = path.resolve(process.argv[2] ?? process.env.PUBLIC_DIR ?? PUBLIC);

interface Stats {
  namedChunkGroups: Record<string, { assets: (string | { name: string })[] }>;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const gzCache = new Map<string, number>();
/** gzip size of a file of the build (path relative to publicDir, leading slash optional). */
function gzipSize(rel: string): number {
  const clean = rel.replace(/^\//, '').split('?')[0]!;
  const cached = gzCache.get(clean);
  if (cached !== undefined) return cached;
  const file = path.join(publicDir, clean);
  let size: number;
  if (fs.existsSync(`${file}.gz`)) size = fs.statSync(`${file}.gz`).size;
  else if (fs.existsSync(file)) size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  else throw new Error(`missing script in the build: ${rel}`);
  gzCache.set(clean, size);
  return size;
}

/** The page's component chunk name, from its page-data.json (found through window.pagePath). */
function componentChunkOf(html: string, url: string): string | null {
  const pagePath = /window\.pagePath="([^"]*)"/.exec(html)?.[1] ?? url;
  const dir = pagePath === '/' ? 'index' : pagePath.replace(/^\//, '').replace(/\/$/, '');
  const data = readJson<{ componentChunkName?: string }>(path.join(publicDir, 'page-data', dir, 'page-data.json'));
  return data?.componentChunkName ?? null;
}

interface PageResult {
  url: string;
  total: number;
  inline: number;
  scripts: string[];
}

function main(): number {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.error(`no build in ${publicDir} (run npm run build first)`);
    return 1;
  }
  // The build moves webpack's stats out of public/ into build-internal/ beside it (gatsby/withhold-internals.ts).
  const stats =
    readJson<Stats>(path.join(publicDir, '..', 'build-internal', 'webpack.stats.json')) ??
    readJson<Stats>(path.join(publicDir, 'webpack.stats.json'));
  if (!stats) {
    console.error("no webpack.stats.json in build-internal/ or public/: the pages' chunk groups cannot be resolved");
    process.exit(1);
  }
  const groupJs = (name: string) =>
    (stats?.namedChunkGroups[name]?.assets ?? [])
      .map((a) => (typeof a === 'string' ? a : a.name))
      .filter((a) => a.endsWith('.js'))
      .map((a) => `/${a}`);

  const results: PageResult[] = [];
  const chunkPages = new Map<string, number>();
  const missingChunkGroup: string[] = [];

  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const url = urlOf(file, publicDir);
    const scripts = new Set<string>();
    let inlineCode = '';
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attrs = m[1]!;
      const src = /\ssrc="([^"]+)"/i.exec(attrs)?.[1];
      if (src) {
        if (!/^(https?:)?\/\//.test(src)) scripts.add(src.startsWith('/') ? src : `/${src}`);
      } else if (!/type="application\/(ld\+)?json"/i.test(attrs)) {
        inlineCode += m[2];
      }
    }
    for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
      const tag = m[0];
      if (/\bas="script"/i.test(tag) && /\brel="(preload|modulepreload)"/i.test(tag)) {
        const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
        if (href && !/^(https?:)?\/\//.test(href)) scripts.add(href.startsWith('/') ? href : `/${href}`);
      }
    }
    if (stats) {
      groupJs('app').forEach((s) => scripts.add(s));
      const chunk = componentChunkOf(html, url);
      const group = chunk ? groupJs(chunk) : [];
      if (!group.length) missingChunkGroup.push(url);
      group.forEach((s) => scripts.add(s));
    }
    const inline = inlineCode ? zlib.gzipSync(Buffer.from(inlineCode), { level: 9 }).length : 0;
    let total = inline;
    for (const s of scripts) {
      total += gzipSize(s);
      chunkPages.set(s, (chunkPages.get(s) ?? 0) + 1);
    }
    results.push({ url, total, inline, scripts: [...scripts] });
  }

  if (!results.length) {
    console.error('no pages found');
    return 1;
  }
  results.sort((a, b) => b.total - a.total || a.url.localeCompare(b.url));
  const kb = (n: number) => (n / KB).toFixed(1);
  const width = Math.max(...results.map((r) => r.url.length), 4);

  console.log(`First-load JavaScript (gzip) of ${results.length} pages in ${publicDir}\n`);
  console.log(`${'page'.padEnd(width)}  ${'KB'.padStart(7)}  scripts  inline KB`);
  for (const r of results) {
    const flag = r.total > budgetOf(r.url).kb * KB ? `  OVER (${budgetOf(r.url).kb} KB)` : '';
    console.log(
      `${r.url.padEnd(width)}  ${kb(r.total).padStart(7)}  ${String(r.scripts.length).padStart(7)}  ${kb(r.inline).padStart(9)}${flag}`,
    );
  }

  const totals = results.map((r) => r.total).sort((a, b) => a - b);
  const mid = Math.floor(totals.length / 2);
  const median = totals.length % 2 ? totals[mid]! : (totals[mid - 1]! + totals[mid]!) / 2;
  const max = totals[totals.length - 1]!;
  const over = results.filter((r) => r.total > budgetOf(r.url).kb * KB);
  console.log(`\nmax ${kb(max)} KB (${results[0]!.url}) / median ${kb(median)} KB`);
  for (const b of BUDGETS) {
    const pages = results.filter((r) => budgetOf(r.url) === b);
    if (pages.length)
      console.log(`${b.name}: ${pages.length} pages, max ${kb(Math.max(...pages.map((r) => r.total)))} KB (budget ${b.kb} KB)`);
  }

  console.log('\nLargest chunks on the first-load path (gzip KB, raw KB, pages that load it):');
  const chunks = [...chunkPages.entries()].map(([s, pages]) => ({
    s,
    pages,
    gz: gzipSize(s),
    raw: fs.statSync(path.join(publicDir, s)).size,
  }));
  chunks.sort((a, b) => b.gz - a.gz);
  for (const c of chunks.slice(0, 12))
    console.log(`  ${kb(c.gz).padStart(7)}  ${kb(c.raw).padStart(7)}  ${String(c.pages).padStart(4)}  ${c.s}`);

  console.log('\nHeavy libraries on the first-load path:');
  let heavyFound = false;
  for (const c of chunks) {
    const code = fs.readFileSync(path.join(publicDir, c.s), 'utf8');
    for (const lib of HEAVY) {
      const hit = lib.markers.exec(code);
      if (hit) {
        heavyFound = true;
        console.log(`  FLAG ${lib.name} in ${c.s} (matched "${hit[0]}", loaded by ${c.pages} pages)`);
      }
    }
  }
  if (!heavyFound) console.log(`  none (${HEAVY.map((h) => h.name).join(', ')} not found)`);
  if (missingChunkGroup.length) {
    console.log(
      `\nwarning: no component chunk group found for ${missingChunkGroup.length} pages: ${missingChunkGroup.slice(0, 5).join(', ')}${missingChunkGroup.length > 5 ? ' …' : ''}`,
    );
  }

  console.log(
    `\nbudget ${BUDGETS.map((b) => `${b.kb} KB ${b.name}`).join(', ')}: ${
      over.length
        ? `OVER (${over.length} pages: ${over
            .slice(0, 5)
            .map((r) => r.url)
            .join(', ')}${over.length > 5 ? ' …' : ''})`
        : 'OK'
    }`,
  );
  return over.length ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
