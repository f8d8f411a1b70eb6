/**
 * `npm run html:compare -- <before> <after>`: compares the HTML pages of two builds (public/ folders) with
 * what a code change must not move masked out: script and stylesheet hashes, the compilation hash, the
 * stylesheets' fingerprint, and Gatsby's chunk map (inline in older builds, a hashed file in newer ones).
 * Prints each differing page with the first difference in context; exits 1 when any page differs or a
 * page is in one build only. Used to show a refactoring changed nothing a visitor or crawler receives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles, urlOf } from './built-site';

const MASKS: [RegExp, string][] = [
  [/<script\s+id="gatsby-chunk-mapping"[^>]*>[\s\S]*?<\/script>/g, '<chunk-map/>'],
  [/___webpackCompilationHash="[0-9a-f]+"/g, '___webpackCompilationHash="#"'],
  [/data-styles="[0-9a-f]+"/g, 'data-styles="#"'],
  [/-[0-9a-f]{16,}\.(js|css)\b/g, '-#.$1'],
  [/\.[0-9a-f]{16,}\.(js|css)\b/g, '.#.$1'],
  // The home page's later-sections stylesheet, named by the stylesheets' fingerprint.
  [/\.[0-9a-f]{12}\.css\b/g, '.#.css'],
  [/\/[0-9a-f]{20,}\.(js|css)\b/g, '/#.$1'],
];

/** The page with every build-specific hash replaced by `#`. */
export function maskHashes(html: string): string {
  return MASKS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html);
}

/** Where two texts first differ, with `context` characters around it on each side. */
export function firstDifference(a: string, b: string, context = 80): { at: number; before: string; after: string } | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - context);
  return { at: i, before: a.slice(from, i + context), after: b.slice(from, i + context) };
}

function main() {
  const [before, after] = process.argv.slice(2).map((dir) => path.resolve(dir));
  if (!before || !after) {
    console.error('usage: npm run html:compare -- <before public/> <after public/>');
    process.exit(2);
  }
  const pages = (dir: string) => new Map(htmlFiles(dir).map((file) => [urlOf(file, dir), file]));
  const a = pages(before);
  const b = pages(after);
  let differing = 0;
  const only = [...a.keys()].filter((p) => !b.has(p)).concat([...b.keys()].filter((p) => !a.has(p)));
  for (const [url, file] of a) {
    const other = b.get(url);
    if (!other) continue;
    const diff = firstDifference(maskHashes(fs.readFileSync(file, 'utf8')), maskHashes(fs.readFileSync(other, 'utf8')));
    if (!diff) continue;
    differing++;
    if (differing <= 20) console.log(`${url} differs at ${diff.at}:\n  before: ${diff.before}\n  after:  ${diff.after}`);
  }
  for (const url of only) console.log(`${url}: in ${a.has(url) ? 'the first' : 'the second'} build only`);
  console.log(`${a.size} pages before, ${b.size} after: ${differing} differ, ${only.length} in one build only`);
  process.exit(differing + only.length > 0 ? 1 : 0);
}

if (require.main === module) main();
