/**
 * `npm run check:built -- [dir]`: what a browser hides in a build (default public/), checked before a publish
 * serves it: text files with a NUL byte or invalid UTF-8 (gatsby/check-output.ts), links of any built page
 * to nothing built or redirected, and the crawl of `npm run test:built` (gatsby/crawl.ts): every sitemap URL
 * reached from / by `<a href>` alone, every `#fragment` with its target, every `<form>` posting.
 * Exit 1 when anything is found.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkOutputBytes } from '../gatsby/check-output';
import { anchorHrefs, crawl, fileOf, sitemapPaths } from '../gatsby/crawl';
import { PUBLIC } from './built-site';

export interface BuiltSiteReport {
  files: number;
  badBytes: string[];
  links: number;
  /** target → the pages linking to it (at most 3). */
  broken: Map<string, string[]>;
  unreached: string[];
  missingAnchors: string[];
  badForms: string[];
}

function htmlFilesOf(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) htmlFilesOf(full, out);
    else if (e.name.endsWith('.html')) out.push(full);
  }
  return out;
}

export async function checkBuiltSite(dir: string): Promise<BuiltSiteReport> {
  const redirectsFile = path.join(dir, '_redirects.json');
  const redirects: Record<string, string> = fs.existsSync(redirectsFile)
    ? Object.fromEntries(
        (JSON.parse(fs.readFileSync(redirectsFile, 'utf8')) as { fromPath: string; toPath: string }[]).map((r) => [r.fromPath, r.toPath]),
      )
    : {};
  const badBytes = (await checkOutputBytes(dir)).map(
    (p) => `${p.file} (${p.problem === 'nul' ? 'NUL' : 'invalid UTF-8'} at byte ${p.offset})`,
  );
  // Every page's links, the pages a crawl from / does not reach included (404 and 500 pages…).
  const broken = new Map<string, string[]>();
  let links = 0;
  const files = htmlFilesOf(dir);
  for (const file of files) {
    const page = `/${path
      .relative(dir, file)
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`;
    for (const href of anchorHrefs(fs.readFileSync(file, 'utf8'))) {
      const url = new URL(href, `http://site${page}`);
      if (url.origin !== 'http://site' || url.pathname.startsWith('/designer/')) continue;
      links += 1;
      const target = url.pathname.replace(/\/+$/, '') || '/';
      if (redirects[target] || fileOf(dir, target)) continue;
      const from = broken.get(target) ?? [];
      if (from.length < 3) broken.set(target, [...from, page]);
    }
  }
  const crawled = crawl(dir, '/', redirects);
  const unreached = sitemapPaths(dir).filter((p) => !crawled.reached.has(p));
  return { files: files.length, badBytes, links, broken, unreached, missingAnchors: crawled.missingAnchors, badForms: crawled.badForms };
}

/** The report's problems as lines (empty: the build may be served). */
export function problemsOf(report: BuiltSiteReport): string[] {
  return [
    ...report.badBytes.map((b) => `bad bytes: ${b}`),
    ...[...report.broken].map(([target, from]) => `broken link: ${target} (from ${from.join(', ')})`),
    ...report.unreached.map((p) => `sitemap URL not reached from / by links: ${p}`),
    ...report.missingAnchors.map((a) => `link to a missing #fragment: ${a}`),
    ...report.badForms.map((f) => `form that does not post: ${f}`),
  ];
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? PUBLIC);
  checkBuiltSite(dir)
    .then((report) => {
      const problems = problemsOf(report);
      for (const p of problems.slice(0, 30)) console.log(p);
      console.log(
        `${dir}: ${report.files} pages, ${report.badBytes.length} files with NUL or invalid UTF-8, ${report.links} internal links, ` +
          `${report.broken.size} broken targets, ${report.unreached.length} sitemap URLs unreached, ${report.missingAnchors.length} missing anchors, ${report.badForms.length} forms that do not post`,
      );
      process.exitCode = problems.length ? 1 : 0;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
