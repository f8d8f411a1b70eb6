/**
 * What a visitor's first help search downloads (gzip), per language, from a built site: the manifest
 * (`/help-search/<lang>.json`), then the term shards, typo lists and articles the engine loads for each of
 * a few representative queries (src/lib/help/budget-queries/<lang>.json), each file counted as
 * the server sends it (the build's .gz copy, or the file itself under 1 KB). A language's figure is its
 * worst query. Exits 1 above 150 KB, or when a language has no index.
 *
 *   node --import tsx scripts/search-budget.ts [publicDir]     (default: ./public beside this script's repo)
 *
 * The engine's own chunk (about 2 KB gzip) is not counted: it is the build's JavaScript, not the index.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  budgetQueries,
  FIRST_SEARCH_BUDGET,
  describeDownload,
  firstSearch,
  type Download,
  type ReadPublished,
} from '../src/lib/help/search-bytes';
import { searchManifestPath } from '../src/lib/help/search-index';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { PUBLIC } from './built-site';

export interface SearchBudgetReport {
  /** The worst first search of every language, gzip bytes: the figure held against the budget. */
  firstQueryGzip: number;
  budget: number;
  ok: boolean;
  languages: { lang: Language; worst: Download; downloads: Download[] }[];
}

/** Reads files of a build by their URL path, with the size of the gzip copy beside each when there is one. */
export function readPublished(publicDir: string): ReadPublished {
  const root = path.resolve(publicDir);
  return async (urlPath) => {
    const file = path.join(root, urlPath);
    if (!file.startsWith(root + path.sep)) throw new Error(`outside the build: ${urlPath}`);
    const contents = await fs.readFile(file);
    const gzipCopy = await fs.stat(`${file}.gz`).then(
      (s) => s.size,
      () => undefined,
    );
    return { contents, gzipCopy };
  };
}

/** Every budget query's first search in every language, from the build in `publicDir`. */
export async function measureSearchBudget(publicDir: string = PUBLIC, budget = FIRST_SEARCH_BUDGET): Promise<SearchBudgetReport> {
  const read = readPublished(publicDir);
  const languages: SearchBudgetReport['languages'] = [];
  for (const lang of LANGUAGES) {
    const manifest = path.join(publicDir, searchManifestPath(lang));
    await fs.access(manifest).catch(() => {
      throw new Error(`no help search index for ${lang}: ${manifest} is missing (build the site first)`);
    });
    const downloads: Download[] = [];
    for (const { query, typed } of budgetQueries(lang)) downloads.push(await firstSearch(read, searchManifestPath(lang), query, typed));
    const worst = downloads.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    languages.push({ lang, worst, downloads });
  }
  const firstQueryGzip = Math.max(...languages.map((l) => l.worst.bytes));
  return { firstQueryGzip, budget, ok: firstQueryGzip <= budget, languages };
}

/** The report as printed: every query's download, then each language's figure against the budget. */
export function formatSearchBudget(report: SearchBudgetReport): string {
  const lines: string[] = [];
  for (const { lang, worst, downloads } of report.languages) {
    lines.push(`${lang}:`);
    lines.push(...downloads.map((d) => `  ${describeDownload(d)}`));
    const over = worst.bytes > report.budget;
    lines.push(
      `  first search ${(worst.bytes / 1024).toFixed(1)} KB (${JSON.stringify(worst.query)}${worst.typed ? ' typed' : ''}), budget ${(report.budget / 1024).toFixed(0)} KB${over ? ': OVER' : ''}`,
    );
  }
  return lines.join('\n');
}

if (require.main === module) {
  const publicDir = path.resolve(process.argv[2] ?? process.env.PUBLIC_DIR ?? PUBLIC);
  measureSearchBudget(publicDir).then(
    (report) => {
      console.log(formatSearchBudget(report));
      if (!report.ok) {
        console.error(
          `help search: a first search downloads ${(report.firstQueryGzip / 1024).toFixed(1)} KB, over the ${report.budget / 1024} KB budget`,
        );
        process.exit(1);
      }
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
