/**
 * The size of every built help article page against its budget, whatever the size of the help centre:
 * HTML ≤ 40 KB raw and page-data.json ≤ 20 KB raw, with the menu's share of the HTML. Part of `npm test`
 * (after css:budget); `npm run bench:scale` calls `measureHelpPages` at 33, 500 and 5,000 articles.
 *
 *   node --import tsx scripts/help-budget.ts [publicDir]     (default: ./public beside this script's repo)
 *
 * Exits 1 when any help page is over a budget (or none was found).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PUBLIC } from './built-site';
import { helpMenuElement } from './scale-measure';

const KB = 1024;
export const HELP_HTML_BUDGET = 40 * KB;
export const HELP_PAGE_DATA_BUDGET = 20 * KB;

export interface HelpPageSize {
  url: string;
  html: number;
  htmlGzip: number;
  /** Bytes of the menu (`<nav id="help-menu" …>…</nav>`) in the HTML. */
  menu: number;
  pageData: number;
  pageDataGzip: number;
}

/** The help menu element's bytes in a page's HTML (`<nav id="help-menu" …>…</nav>`). */
export const menuBytes = (html: string): number => Buffer.byteLength(helpMenuElement(html) ?? '');

/** Every help article page of a build (`/help/{id}`, `/en/help/{id}`), with its HTML and page-data sizes. */
export function measureHelpPages(publicDir = PUBLIC): HelpPageSize[] {
  const out: HelpPageSize[] = [];
  for (const prefix of ['', 'en']) {
    const dir = path.join(publicDir, prefix, 'help');
    if (!fs.existsSync(dir)) continue;
    for (const id of fs.readdirSync(dir).filter((d) => /^\d+$/.test(d))) {
      const htmlFile = path.join(dir, id, 'index.html');
      const dataFile = path.join(publicDir, 'page-data', prefix, 'help', id, 'page-data.json');
      if (!fs.existsSync(htmlFile) || !fs.existsSync(dataFile)) continue;
      const html = fs.readFileSync(htmlFile);
      const data = fs.readFileSync(dataFile);
      out.push({
        url: `${prefix ? `/${prefix}` : ''}/help/${id}`,
        html: html.length,
        htmlGzip: zlib.gzipSync(html).length,
        menu: menuBytes(html.toString('utf8')),
        pageData: data.length,
        pageDataGzip: zlib.gzipSync(data).length,
      });
    }
  }
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
};

/** Median and max of one measure over the pages. */
export const spread = (pages: HelpPageSize[], key: keyof Omit<HelpPageSize, 'url'>) => ({
  median: median(pages.map((p) => p[key])),
  max: Math.max(0, ...pages.map((p) => p[key])),
});

function main(): number {
  const publicDir = path.resolve(process.argv[2] ?? process.env.PUBLIC_DIR ?? PUBLIC);
  const pages = measureHelpPages(publicDir);
  if (!pages.length) {
    console.error(`no help article pages in ${publicDir} (run npm run build first)`);
    return 1;
  }
  const kb = (n: number) => (n / KB).toFixed(1);
  const html = spread(pages, 'html');
  const data = spread(pages, 'pageData');
  const menu = spread(pages, 'menu');
  const overHtml = pages.filter((p) => p.html > HELP_HTML_BUDGET);
  const overData = pages.filter((p) => p.pageData > HELP_PAGE_DATA_BUDGET);
  console.log(`help article pages in ${publicDir}: ${pages.length}`);
  console.log(
    `HTML raw median ${kb(html.median)} KB, max ${kb(html.max)} KB (budget ${HELP_HTML_BUDGET / KB} KB); ` +
      `menu median ${kb(menu.median)} KB (${((menu.median / html.median) * 100).toFixed(0)} %)`,
  );
  console.log(`page-data raw median ${kb(data.median)} KB, max ${kb(data.max)} KB (budget ${HELP_PAGE_DATA_BUDGET / KB} KB)`);
  for (const p of [...overHtml, ...overData].slice(0, 10)) {
    console.log(`  OVER ${p.url}: HTML ${kb(p.html)} KB, page-data ${kb(p.pageData)} KB`);
  }
  const ok = overHtml.length === 0 && overData.length === 0;
  console.log(`\nbudget: ${ok ? 'OK' : `OVER (${overHtml.length} HTML, ${overData.length} page-data)`}`);
  return ok ? 0 : 1;
}

if (require.main === module) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
