/**
 * CSS before first paint of every built page, in raw bytes, against its budget: 20 KB for help articles
 * (`/help/…`, `/en/help/…`), 30 KB for every other page. Part of `npm test` (after js:budget).
 *
 *   node --import tsx scripts/first-paint-css.ts [publicDir]     (default: ./public beside this script's repo)
 *
 * A page's CSS before first paint is every `<style>` element of its HTML (Gatsby inlines the CSS of the
 * page's chunks) plus every `<link rel=stylesheet>` file of its <head>: the browser parses all of it
 * before it draws. A stylesheet linked in the body (the home page's later sections) holds back only what
 * follows it, so it is listed apart, as later CSS. Raw bytes, not gzip, because parsing and style
 * computation cost by the raw size. Also prints each page's raw HTML size, of which the inline CSS is part.
 *
 * Exits 1 when any page is over budget (or nothing was measured).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isHelpPath } from '../src/lib/routes';
import { htmlFiles, PUBLIC, urlOf } from './built-site';

const KB = 1024;
const BUDGETS: { name: string; kb: number; matches(url: string): boolean }[] = [
  { name: 'help articles', kb: 20, matches: isHelpPath },
  { name: 'every other page', kb: 30, matches: () => true },
];
const budgetOf = (url: string) => BUDGETS.find((b) => b.matches(url))!;

const publicDir = path.resolve(process.argv[2] ?? process.env.PUBLIC_DIR ?? PUBLIC);

interface PageResult {
  url: string;
  css: number;
  later: number;
  html: number;
}

/** Raw bytes of the stylesheets `<link>`ed in a piece of HTML (print-only ones aside). */
function linkedCss(html: string, readFile: (href: string) => string): number {
  let bytes = 0;
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href && /\brel="stylesheet"/i.test(tag) && !/\bmedia="print"/i.test(tag)) bytes += Buffer.byteLength(readFile(href));
  }
  return bytes;
}

/**
 * Raw CSS bytes a page's HTML makes the browser parse before it paints (`first`: inline styles and the
 * head's stylesheets) and those linked in the body, which hold back only what follows them (`later`).
 */
export function cssOfPage(html: string, readFile: (href: string) => string): { first: number; later: number } {
  const end = html.search(/<\/head>/i);
  const head = end === -1 ? html : html.slice(0, end);
  const body = end === -1 ? '' : html.slice(end);
  let inline = 0;
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) inline += Buffer.byteLength(m[1]!);
  return { first: inline + linkedCss(head, readFile), later: linkedCss(body, readFile) };
}

function main(): number {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.error(`no build in ${publicDir} (run npm run build first)`);
    return 1;
  }
  const readFile = (href: string) => {
    if (/^(https?:)?\/\//.test(href)) throw new Error(`a stylesheet from another origin: ${href}`);
    return fs.readFileSync(path.join(publicDir, href.split('?')[0]!.replace(/^\//, '')), 'utf8');
  };
  const results: PageResult[] = htmlFiles(publicDir).map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const { first, later } = cssOfPage(html, readFile);
    return { url: urlOf(file, publicDir), css: first, later, html: Buffer.byteLength(html) };
  });
  if (!results.length) {
    console.error('no pages found');
    return 1;
  }
  results.sort((a, b) => b.css - a.css || a.url.localeCompare(b.url));
  const kb = (n: number) => (n / KB).toFixed(1);
  const width = Math.max(...results.map((r) => r.url.length), 4);
  const over = results.filter((r) => r.css > budgetOf(r.url).kb * KB);

  console.log(`CSS before first paint (raw) of ${results.length} pages in ${publicDir}\n`);
  console.log(`${'page'.padEnd(width)}  ${'CSS KB'.padStart(7)}  ${'later KB'.padStart(8)}  ${'HTML KB'.padStart(7)}`);
  for (const r of results) {
    const flag = r.css > budgetOf(r.url).kb * KB ? `  OVER (${budgetOf(r.url).kb} KB)` : '';
    console.log(`${r.url.padEnd(width)}  ${kb(r.css).padStart(7)}  ${kb(r.later).padStart(8)}  ${kb(r.html).padStart(7)}${flag}`);
  }
  console.log('');
  for (const b of BUDGETS) {
    const pages = results.filter((r) => budgetOf(r.url) === b);
    if (!pages.length) continue;
    const css = pages.map((r) => r.css);
    const html = pages.map((r) => r.html);
    console.log(
      `${b.name}: ${pages.length} pages, CSS max ${kb(Math.max(...css))} KB (budget ${b.kb} KB), HTML max ${kb(Math.max(...html))} KB`,
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

if (require.main === module) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
