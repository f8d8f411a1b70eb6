/**
 * The pure parts of `npm run bench:scale` (scripts/bench-scale.ts): statistics, the help menu's share of a
 * page, reading first-load-js.ts's and Gatsby's output, and the Markdown tables. Unit-tested in
 * scale-measure.test.ts.
 */

/** Median and maximum of a list (0 and 0 when empty). */
export function stats(values: number[]): { median: number; max: number; count: number } {
  if (!values.length) return { median: 0, max: 0, count: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, max: sorted[sorted.length - 1]!, count: sorted.length };
}

/**
 * The `<nav id="help-menu" …>…</nav>` element of a page, as it is in the HTML (nested navs included), or
 * null when the page has none.
 */
export function helpMenuElement(html: string): string | null {
  const open = /<nav\b[^>]*\sid="help-menu"[^>]*>/i.exec(html);
  if (!open) return null;
  const tags = /<(\/?)nav\b[^>]*>/gi;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(open.index, m.index + m[0].length);
  }
  return null;
}

/** One page of first-load-js.ts's report: URL, total gzip KB, scripts, inline KB. */
export interface FirstLoadRow {
  url: string;
  kb: number;
}

/** Reads the per-page lines of `scripts/first-load-js.ts`'s output (`/help/101   81.2   9   1.4`). */
export function parseFirstLoad(output: string): FirstLoadRow[] {
  const rows: FirstLoadRow[] = [];
  for (const line of output.split('\n')) {
    const m = /^(\/\S*)\s+(\d+(?:\.\d+)?)\s+(\d+)\s+(\d+(?:\.\d+)?)(?:\s|$)/.exec(line);
    if (m) rows.push({ url: m[1]!, kb: Number(m[2]) });
  }
  return rows;
}

/** A kind of page: a name and the Chinese paths it covers (e2e/page-types.ts's list). */
export interface PageKind {
  name: string;
  path?: string;
  pattern?: RegExp;
}

/** The kind of a built page, by its path in either language (`/en/help/3` is a help article); null for none. */
export function pageKindOf(url: string, kinds: readonly PageKind[]): string | null {
  const zh = url.replace(/^\/en(?=\/|$)/, '') || '/';
  for (const kind of kinds) {
    if (kind.path !== undefined ? kind.path === zh : kind.pattern!.test(zh)) return kind.name;
  }
  if (/^\/404(\.html)?$/.test(zh)) return 'not found';
  return null;
}

/** Largest first-load JS per page kind, in KB (pages of no kind under "other"). */
export function firstLoadByKind(
  rows: FirstLoadRow[],
  kinds: readonly PageKind[],
): Record<string, { max: number; median: number; pages: number }> {
  const byKind = new Map<string, number[]>();
  for (const row of rows) {
    const kind = pageKindOf(row.url, kinds) ?? 'other';
    byKind.set(kind, [...(byKind.get(kind) ?? []), row.kb]);
  }
  const out: Record<string, { max: number; median: number; pages: number }> = {};
  for (const [kind, values] of byKind) {
    const s = stats(values);
    out[kind] = { max: s.max, median: s.median, pages: s.count };
  }
  return out;
}

/** A byte count out of search-budget.ts's answer: a number, or an object naming one. */
export function firstQueryGzip(answer: unknown): number | null {
  if (typeof answer === 'number' && Number.isFinite(answer)) return answer;
  if (!answer || typeof answer !== 'object') return null;
  const record = answer as Record<string, unknown>;
  const keys = Object.keys(record);
  const order = [/first.*gz|gz.*first/i, /first.*query/i, /^zh$/i, /gzip|gz/i, /total/i, /bytes/i];
  for (const re of order) {
    for (const key of keys.filter((k) => re.test(k))) {
      const found = firstQueryGzip(record[key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Gatsby's step timings from a build log (`success Building static HTML for pages - 41.2s - 282/282`), in
 * the order first seen; a step reported more than once (queries run in two passes) is summed.
 */
export function parseGatsbySteps(log: string): { step: string; seconds: number }[] {
  // eslint-disable-next-line no-control-regex
  const clean = log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  const steps = new Map<string, number>();
  for (const m of clean.matchAll(/^\s*success (.+?) - (\d+(?:\.\d+)?)s\b/gm)) {
    // "site API: sourcing from http://127.0.0.1:41031": the same step whatever port the API had.
    const step = m[1]!.replace(/https?:\/\/\S+/g, '<api>').trim();
    steps.set(step, Math.round(((steps.get(step) ?? 0) + Number(m[2])) * 1000) / 1000);
  }
  return [...steps].map(([step, seconds]) => ({ step, seconds }));
}

/** Everything measured for one size. Byte counts are bytes; times are seconds; null when not measured. */
export interface SizeResult {
  articles: number;
  /** Help nodes (folders and articles) the seed loaded. */
  helpNodes: number | null;
  seedSeconds: number;
  cold: { seconds: number; pages: number; steps: { step: string; seconds: number }[] };
  warm: null | {
    seedSeconds: number;
    seconds: number;
    pages: number;
    /** HTML files written again (modification time changed, or new). */
    rewritten: number;
    /** HTML files whose bytes differ. */
    changed: number;
    /** The first rewritten and changed pages' URLs (sorted). */
    examples: string[];
    changedExamples: string[];
    steps: { step: string; seconds: number }[];
  };
  helpHtml: {
    pages: number;
    raw: { median: number; max: number };
    gzip: { median: number; max: number };
    /** The help menu's share of a page (median over pages; gzip over a sample of pages). */
    menuShare: { raw: number; gzip: number; menuRawMedian: number } | null;
  };
  pageData: { pages: number; raw: { median: number; max: number }; gzip: { median: number; max: number } };
  /** Help pages (both languages) over scripts/help-budget.ts's budgets, when the project has that script. */
  helpBudget?: {
    pages: number;
    overHtml: number | null;
    overPageData: number | null;
    htmlBudget: number | null;
    pageDataBudget: number | null;
  } | null;
  search: { gzip: number | null; source: string; detail?: unknown };
  firstLoad: { byKind: Record<string, { max: number; median: number; pages: number }>; note?: string } | null;
  related: Record<string, { articles: number; seconds: number; cpuSeconds: number }> | null;
  load: { start: number[]; end: number[] };
  error?: string;
}

const kb = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const pct = (share: number | null | undefined) => (share === null || share === undefined ? '–' : `${(share * 100).toFixed(0)}%`);
const sec = (s: number | null | undefined) => (s === null || s === undefined ? '–' : s < 10 ? s.toFixed(2) : s.toFixed(0));
const load = (l: number[]) => l.map((x) => x.toFixed(1)).join('/');

/** The main table: one column per size. */
export function formatTable(results: SizeResult[], cores: number): string {
  const rows: [string, (r: SizeResult) => string][] = [
    ['help articles per language', (r) => String(r.articles)],
    ['seed (s)', (r) => sec(r.seedSeconds)],
    ['cold build (s)', (r) => sec(r.cold.seconds)],
    ['pages built (HTML files)', (r) => String(r.cold.pages)],
    ['warm build after editing /help/101 (s)', (r) => (r.warm ? sec(r.warm.seconds) : '–')],
    ['pages rewritten / changed by the warm build', (r) => (r.warm ? `${r.warm.rewritten} / ${r.warm.changed}` : '–')],
    ['help article HTML, median / max (KB raw)', (r) => `${kb(r.helpHtml.raw.median)} / ${kb(r.helpHtml.raw.max)}`],
    ['help article HTML, median / max (KB gzip)', (r) => `${kb(r.helpHtml.gzip.median)} / ${kb(r.helpHtml.gzip.max)}`],
    [
      'help menu share of the page, raw / gzip',
      (r) => (r.helpHtml.menuShare ? `${pct(r.helpHtml.menuShare.raw)} / ${pct(r.helpHtml.menuShare.gzip)}` : '–'),
    ],
    ['help page-data.json, median / max (KB raw)', (r) => `${kb(r.pageData.raw.median)} / ${kb(r.pageData.raw.max)}`],
    ['help page-data.json, median / max (KB gzip)', (r) => `${kb(r.pageData.gzip.median)} / ${kb(r.pageData.gzip.max)}`],
    [
      'help pages over budget, HTML / page-data (help-budget.ts)',
      (r) => (r.helpBudget ? `${r.helpBudget.overHtml ?? '–'} / ${r.helpBudget.overPageData ?? '–'} of ${r.helpBudget.pages}` : '–'),
    ],
    ['search, first query (KB gzip)', (r) => kb(r.search.gzip)],
    [
      'first-load JS, help article max (KB gzip)',
      (r) => (r.firstLoad?.byKind['help article'] ? r.firstLoad.byKind['help article'].max.toFixed(1) : '–'),
    ],
    [
      'first-load JS, other pages max (KB gzip)',
      (r) => {
        const others = Object.entries(r.firstLoad?.byKind ?? {}).filter(([k]) => k !== 'help article');
        return others.length ? Math.max(...others.map(([, v]) => v.max)).toFixed(1) : '–';
      },
    ],
    ['related articles zh / en (s)', (r) => (r.related ? `${sec(r.related.zh?.seconds)} / ${sec(r.related.en?.seconds)}` : '–')],
    ['load average at start → end (1/5/15 min)', (r) => `${load(r.load.start)} → ${load(r.load.end)}`],
  ];
  const head = `| ${cores} cores | ${results.map((r) => `${r.articles}`).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---:').join('|')}|`;
  const body = rows.map(
    ([label, cell]) => `| ${label} | ${results.map((r) => (r.error && !r.cold.pages ? 'failed' : cell(r))).join(' | ')} |`,
  );
  return [head, rule, ...body].join('\n');
}

/** First-load JS (KB gzip, largest page of each kind), one row per kind, one column per size. */
export function formatFirstLoadTable(results: SizeResult[]): string {
  const kinds = [...new Set(results.flatMap((r) => Object.keys(r.firstLoad?.byKind ?? {})))].sort();
  if (!kinds.length) return '';
  const head = `| first-load JS, max KB gzip | ${results.map((r) => `${r.articles}`).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---:').join('|')}|`;
  const body = kinds.map((k) => `| ${k} | ${results.map((r) => r.firstLoad?.byKind[k]?.max.toFixed(1) ?? '–').join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}

/** The slowest Gatsby steps of the cold builds, seconds per size. */
export function formatStepsTable(results: SizeResult[], top = 8): string {
  const total = new Map<string, number>();
  for (const r of results) for (const s of r.cold.steps) total.set(s.step, Math.max(total.get(s.step) ?? 0, s.seconds));
  const steps = [...total.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([s]) => s);
  if (!steps.length) return '';
  const head = `| slowest cold-build steps (s) | ${results.map((r) => `${r.articles}`).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---:').join('|')}|`;
  const body = steps.map((s) => `| ${s} | ${results.map((r) => sec(r.cold.steps.find((x) => x.step === s)?.seconds)).join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}
