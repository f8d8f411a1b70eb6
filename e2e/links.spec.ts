import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * No link on the built site leads to a missing page: every internal href of every built page resolves to a
 * page under public/ (its index.html), a file there, or a redirect the build declares (_redirects.json).
 * Reads the build from disk; `npm start` (the web server of this run) builds first when there is none, so a
 * missing build fails the test instead of passing it unchecked.
 */
const PUBLIC = path.resolve(__dirname, '../public');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'static' || e.name === 'page-data' ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

test('every internal href of every built page resolves', () => {
  expect(fs.existsSync(path.join(PUBLIC, 'index.html')), 'a build in public/').toBe(true);
  const redirectsFile = path.join(PUBLIC, '_redirects.json');
  const redirects = new Set<string>(
    fs.existsSync(redirectsFile)
      ? (JSON.parse(fs.readFileSync(redirectsFile, 'utf8')) as { fromPath: string }[]).map((r) => r.fromPath)
      : [],
  );
  const resolves = (target: string) => {
    const clean = decodeURIComponent(target.split(/[?#]/)[0]!);
    if (clean === '' || redirects.has(clean) || redirects.has(clean.replace(/\/$/, ''))) return true;
    const file = path.join(PUBLIC, clean);
    if (!file.startsWith(PUBLIC)) return false;
    return (
      fs.existsSync(path.join(file, 'index.html')) || (fs.existsSync(file) && fs.statSync(file).isFile()) || fs.existsSync(`${file}.html`)
    );
  };

  const pages = htmlFiles(PUBLIC);
  expect(pages.length).toBeGreaterThan(50);
  const broken = new Map<string, string[]>();
  let checked = 0;
  for (const page of pages) {
    const html = fs.readFileSync(page, 'utf8');
    for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const href = decode(m[1]!);
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      checked += 1;
      if (!resolves(href)) broken.set(href, [...(broken.get(href) ?? []), path.relative(PUBLIC, page)].slice(0, 3));
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect(Object.fromEntries(broken), 'internal links that lead nowhere (href → pages that have it)').toEqual({});
});
