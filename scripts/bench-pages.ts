/**
 * `npm run bench:pages`: Lighthouse (mobile: emulated phone, simulated slow 4G and CPU) on one page of
 * every type (e2e/page-types.ts) in one run, RUNS times each, and a table of the medians: the four
 * category scores, LCP, TBT, CLS and bytes transferred. A benchmark, not a test: it asserts nothing.
 *
 *   npm run build && npm run bench:pages                 every page type in Chinese, plus the English home and help article
 *   npm run bench:pages -- --runs 5 --only help,home     a subset (names containing "help" or "home"), more runs
 *   npm run bench:pages -- --reference /path/to/build    also a stock Docusaurus docs page, measured in the same run
 *   npm run bench:pages -- --reference-url https://…     also any other page given by its URL (repeatable)
 *
 * The reference is any static Docusaurus build (a new site from the classic template, `npm run build`);
 * it is served on REFERENCE_PORT (8891) as a static host serves it, compressed (brotli or gzip, as the
 * browser asks), and its /docs/intro measured like our pages. It is not part of the repository: make one
 * beside it (README, "Benchmarks"). Beside the scores each page's raw HTML and CSS bytes are printed (CSS:
 * inline <style> plus stylesheet files, all of which come before the first paint), and after the table
 * where each page's main-thread time goes (Lighthouse's groups: parse, style and layout, script…) and,
 * last, which of the targets in scripts/perf-targets.ts the run meets.
 *
 * It serves the build with `npm start`'s server (scripts/start.ts) on BENCH_PORT (8890) and drives the
 * system Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Compare pages within one run: a busy
 * machine lengthens every page's TBT.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { resolvePageTypes, type ResolvedPage } from '../e2e/page-types';
import { builtPaths, PUBLIC, startSite } from './built-site';
import { checkTargets, formatVerdicts } from './perf-targets';
const PORT = Number(process.env.BENCH_PORT ?? 8890);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const RUNS = Number(arg('runs') ?? 3);
const REFERENCE = arg('reference');
const REFERENCE_PORT = Number(process.env.REFERENCE_PORT ?? 8891);
const REFERENCE_URLS = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--reference-url' ? [a] : []));
/** `--only help,home`: the page types whose names contain one of these (comma-separated). */
const ONLY = arg('only')
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Lighthouse = (typeof import('lighthouse'))['default'];
type Lhr = NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr'];

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Raw (uncompressed) bytes of the document, and of its CSS: inline <style> plus stylesheet files. */
  htmlBytes: number;
  cssBytes: number;
  /** Main-thread time by kind of work (Lighthouse's mainthread-work-breakdown groups), ms. */
  work: Record<string, number>;
  /** The LCP element (its selector and start of its markup) and LCP's phases (TTFB, load delay…), ms. */
  lcpElement: string;
  lcpPhases: Record<string, number>;
}

type LcpDetails = {
  items?: { type?: string; items?: { node?: { selector?: string; snippet?: string }; phase?: string; timing?: number }[] }[];
};

/** What Lighthouse names as the LCP element, and how long each of LCP's phases took. */
function lcpBreakdown(lhr: Lhr): Pick<Run, 'lcpElement' | 'lcpPhases'> {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined)?.items ?? [];
  const rows = tables.flatMap((t) => t.items ?? []);
  const node = rows.find((r) => r.node)?.node;
  return {
    lcpElement: node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 80)}` : '(none)',
    lcpPhases: Object.fromEntries(rows.filter((r) => r.phase && typeof r.timing === 'number').map((r) => [r.phase!, r.timing!])),
  };
}

function pagesToMeasure(): ResolvedPage[] {
  const paths = builtPaths();
  const zh = resolvePageTypes(paths, 'zh');
  const en = resolvePageTypes(paths, 'en').filter((p) => /^(home|help article) /.test(p.name));
  return [...zh, ...en].filter((p) => p.status === 200 && (!ONLY || ONLY.some((name) => p.name.includes(name))));
}

/**
 * Serves a static build (the Docusaurus reference) as any static host would: files and index.html,
 * compressed with brotli or gzip as the browser asks (a host that sent 700 KB of uncompressed JavaScript
 * would cost the reference seconds of LCP no real deployment pays).
 */
async function serveStatic(dir: string, port: number): Promise<() => Promise<void>> {
  const { default: Fastify } = await import('fastify');
  const { default: fastifyStatic } = await import('@fastify/static');
  const { default: fastifyCompress } = await import('@fastify/compress');
  const app = Fastify();
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, { root: path.resolve(dir), preCompressed: false });
  await app.listen({ port, host: '127.0.0.1' });
  return () => app.close();
}

type NetworkItem = { url: string; resourceType?: string; resourceSize?: number };

/** The document's raw bytes and its CSS's (inline <style> elements plus the stylesheets it loaded). */
async function rawBytes(url: string, lhr: Lhr): Promise<{ htmlBytes: number; cssBytes: number }> {
  const html = await (await fetch(url)).text();
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce((n, m) => n + Buffer.byteLength(m[1]!), 0);
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (i) => i.resourceType === 'Stylesheet',
  );
  return { htmlBytes: Buffer.byteLength(html), cssBytes: inline + items.reduce((n, i) => n + (i.resourceSize ?? 0), 0) };
}

async function measure(lighthouse: Lighthouse, url: string): Promise<Run> {
  // A fresh browser per run: no cache or warm state carried from the previous page. GPU stays on. The
  // browser speaks the page's language: a first visit from an English browser to a Chinese page is sent
  // to /en by the head script (SPEC 4), which would measure two page loads instead of one.
  const lang = new URL(url).pathname.startsWith('/en') ? 'en-US' : 'zh-CN';
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // Headless Chromium takes its navigator.languages and Accept-Language from --accept-lang, not --lang.
    chromeFlags: ['--headless=new', '--no-sandbox', `--lang=${lang}`, `--accept-lang=${lang}`],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr: Lhr | undefined = result?.lhr;
    if (!lhr) throw new Error('no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // A measurement of a page that sent the browser elsewhere would time two page loads.
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} went on to ${lhr.finalDisplayedUrl}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`no ${id}`);
      return value;
    };
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? Number.NaN])) as Run['scores'];
    return {
      scores,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      ...(await rawBytes(url, lhr)),
      ...lcpBreakdown(lhr),
      work: Object.fromEntries(
        (
          (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? []
        ).map((i) => [i.group, i.duration]),
      ),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a page load (NO_NAVSTART, a trace without metrics) on a busy
 * machine; such a run is measured again, up to twice, rather than ending a half-hour benchmark.
 */
async function measureWithRetries(lighthouse: Lighthouse, url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(lighthouse, url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`${url}: ${error instanceof Error ? error.message : String(error)}; measuring again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) throw new Error('no build in public/: run npm run build first');
  const pages: (ResolvedPage & { url?: string })[] = pagesToMeasure();
  const { default: lighthouse } = await import('lighthouse');
  if (REFERENCE && !fs.existsSync(path.join(REFERENCE, 'docs/intro/index.html')))
    throw new Error(`${REFERENCE} holds no docs/intro/index.html`);
  // Lantern (Lighthouse's simulated throttling) multiplies the task times it observes: another process
  // on the machine lengthens every task, and TBT grows faster than the tasks do. Say so before, not after.
  const [startLoad] = os.loadavg();
  if (startLoad! > os.cpus().length / 2)
    console.error(
      `load average ${startLoad!.toFixed(1)} on ${os.cpus().length} cores before the first page: the machine is busy, and every TBT will be inflated`,
    );
  const stop = await startSite(PORT, path.join(os.tmpdir(), 'bench-pages-data'));
  const stopReference = REFERENCE ? await serveStatic(REFERENCE, REFERENCE_PORT) : async () => {};
  if (REFERENCE)
    pages.push({
      name: 'Docusaurus docs page (reference)',
      path: '/docs/intro',
      status: 200,
      url: `http://127.0.0.1:${REFERENCE_PORT}/docs/intro`,
    });
  // Named by host and path: two pages of one host (an earlier build beside this one, say) are two rows.
  for (const url of REFERENCE_URLS) {
    const { host, pathname } = new URL(url);
    pages.push({ name: `${host}${pathname} (reference)`, path: pathname, status: 200, url });
  }
  const urlOf = (page: (typeof pages)[number]) => page.url ?? `http://127.0.0.1:${PORT}${page.path}`;
  const runs = new Map<string, Run[]>(pages.map((p) => [p.name, []]));
  try {
    // Round by round, so a spell of load on the machine spreads over all pages rather than one.
    for (let round = 1; round <= RUNS; round++) {
      for (const page of pages) {
        const run = await measureWithRetries(lighthouse, urlOf(page));
        runs.get(page.name)!.push(run);
        console.error(`run ${round}/${RUNS} ${page.name}: ${run.scores.performance.toFixed(2)} (TBT ${Math.round(run.tbt)} ms)`);
      }
    }
  } finally {
    stop();
    await stopReference();
  }

  const header = ['page', 'path', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'KB', 'HTML KB', 'CSS KB'];
  const rows = pages.map((page) => {
    const list = runs.get(page.name)!;
    const m = (pick: (r: Run) => number) => median(list.map(pick));
    return [
      page.name,
      page.path,
      ...CATEGORIES.map((c) => m((r) => r.scores[c]).toFixed(2)),
      String(Math.round(m((r) => r.lcp))),
      String(Math.round(m((r) => r.tbt))),
      m((r) => r.cls).toFixed(3),
      String(Math.round(m((r) => r.bytes) / 1024)),
      (m((r) => r.htmlBytes) / 1024).toFixed(1),
      (m((r) => r.cssBytes) / 1024).toFixed(1),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(
    `\nLighthouse mobile, median of ${RUNS}; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i < 2 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w - 1)}:-`)).join('|')}|`);
  for (const row of rows) console.log(line(row));

  {
    // Where each page's main-thread time goes (median ms per kind): explains a TBT gap between two pages.
    const groups = [...new Set(pages.flatMap((p) => runs.get(p.name)!.flatMap((r) => Object.keys(r.work))))].sort();
    console.log(`\nMain thread, median ms: ${groups.join(' / ')}`);
    for (const page of pages) {
      const list = runs.get(page.name)!;
      console.log(
        `${page.name.padEnd(widths[0]!)}  ${groups.map((g) => String(Math.round(median(list.map((r) => r.work[g] ?? 0))))).join(' / ')}`,
      );
    }
  }

  {
    // What the LCP is on each page (as named in the last run) and where its time goes: a late LCP with a
    // long render delay waits for script or a hidden element, a long load delay for a late-found image.
    const phases = [...new Set(pages.flatMap((p) => runs.get(p.name)!.flatMap((r) => Object.keys(r.lcpPhases))))];
    console.log(`\nLCP, median ms: ${phases.join(' / ')}; the element (last run)`);
    for (const page of pages) {
      const list = runs.get(page.name)!;
      const times = phases.map((ph) => String(Math.round(median(list.map((r) => r.lcpPhases[ph] ?? 0)))));
      console.log(`${page.name.padEnd(widths[0]!)}  ${times.join(' / ')}  ${list[list.length - 1]!.lcpElement}`);
    }
  }

  {
    const medians = pages.map((page) => {
      const list = runs.get(page.name)!;
      return {
        name: page.name,
        path: page.path,
        score: median(list.map((r) => r.scores.performance)),
        lcp: median(list.map((r) => r.lcp)),
        tbt: median(list.map((r) => r.tbt)),
      };
    });
    const ours = medians.filter((_, i) => !pages[i]!.url);
    // The Docusaurus page when there is one, else the first --reference-url.
    const reference = medians.find((_, i) => pages[i]!.url);
    console.log(`\nTargets (scripts/perf-targets.ts)${reference ? `, against ${reference.name}` : ''}:`);
    for (const line of formatVerdicts(checkTargets(ours, reference))) console.log(line);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
