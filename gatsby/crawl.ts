import fs from 'node:fs';
import path from 'node:path';

/**
 * A crawler over the built site on disk (`public/`), as a search engine sees it without scripts: from a
 * start page it follows only `<a href>` of the HTML, and it notes every link to a `#fragment` whose target
 * is not on its page, and every `<form>` that would not post its values to the API.
 */
export interface CrawlResult {
  /** Every page reached (paths as the site spells them: `/`, `/en/news/6`). */
  reached: Set<string>;
  /** Links to a page that is not built: target → the pages that link it (first three). */
  broken: Map<string, string[]>;
  /** `page → #id` links whose id is on no element of the target page. */
  missingAnchors: string[];
  /** `page: <form …>` for every form without method="post" or without an action. */
  badForms: string[];
  /** How many links were followed in all. */
  links: number;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The file a site path is served from (a page's HTML, or a file such as a download), or null when none is built. */
export function fileOf(publicDir: string, sitePath: string): string | null {
  const clean = decodeURIComponent(sitePath).replace(/\/+$/, '') || '/';
  const asFile = path.posix.extname(clean) ? [path.join(publicDir, clean)] : [];
  for (const candidate of [...asFile, path.join(publicDir, clean, 'index.html'), path.join(publicDir, `${clean}.html`)]) {
    if (candidate.startsWith(publicDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** `href` values of the `<a>` elements of a page (only those: no `<link>`, no script-made links). */
export const anchorHrefs = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decode(m[1]!));

/** The ids (and `name`s of anchors) a page holds, which a `#fragment` may name. */
export const fragmentTargets = (html: string) => new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decode(m[1]!)));

/** Every `<form …>` start tag of a page without method="post" or an action. */
export function formsThatDoNotPost(html: string): string[] {
  return [...html.matchAll(/<form\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\smethod="post"/i.test(tag) || !/\saction="[^"]+"/.test(tag));
}

export function crawl(publicDir: string, start = '/', redirects: Record<string, string> = {}): CrawlResult {
  const result: CrawlResult = { reached: new Set(), broken: new Map(), missingAnchors: [], badForms: [], links: 0 };
  const targetsOf = new Map<string, Set<string>>();
  const htmlOf = (file: string) => fs.readFileSync(file, 'utf8');
  const targets = (file: string) => {
    if (!targetsOf.has(file)) targetsOf.set(file, fragmentTargets(htmlOf(file)));
    return targetsOf.get(file)!;
  };
  const queue = [start];
  const fragmentLinks: { from: string; to: string; id: string }[] = [];
  while (queue.length > 0) {
    const page = queue.shift()!;
    if (result.reached.has(page)) continue;
    const file = fileOf(publicDir, page);
    if (!file || !file.endsWith('.html')) continue;
    result.reached.add(page);
    const html = htmlOf(file);
    for (const form of formsThatDoNotPost(html)) result.badForms.push(`${page}: ${form}`);
    for (const href of anchorHrefs(html)) {
      const url = new URL(href, `http://site${page}`);
      if (url.origin !== 'http://site') continue;
      result.links += 1;
      let target = url.pathname.replace(/\/+$/, '') || '/';
      target = redirects[target] ?? target;
      if (url.hash.length > 1) fragmentLinks.push({ from: page, to: target, id: decodeURIComponent(url.hash.slice(1)) });
      if (result.reached.has(target)) continue;
      if (!fileOf(publicDir, target)) {
        result.broken.set(target, [...(result.broken.get(target) ?? []), page].slice(0, 3));
        continue;
      }
      queue.push(target);
    }
  }
  const seen = new Set<string>();
  for (const { from, to, id } of fragmentLinks) {
    const file = fileOf(publicDir, to);
    if (file && !file.endsWith('.html')) continue;
    const key = `${from} → ${to === from ? '' : to}#${id}`;
    if (!file || seen.has(key)) continue;
    seen.add(key);
    if (!targets(file).has(id)) result.missingAnchors.push(key);
  }
  return result;
}

/** The paths of the sitemap's URLs (every `<loc>` of every sitemap file the build wrote). */
export function sitemapPaths(publicDir: string): string[] {
  const files = fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  return files.flatMap((f) =>
    [...fs.readFileSync(path.join(publicDir, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(decode(m[1]!)).pathname.replace(/\/+$/, '') || '/',
    ),
  );
}
