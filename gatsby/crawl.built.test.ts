import fs from 'node:fs';
import path from 'node:path';
import { crawl, sitemapPaths } from './crawl';
import { describeBuilt } from './describe-built';

/**
 * The built site as a crawler without scripts sees it (`npm run test:built`, after the browser tests have
 * built `public/`): from `/`, following only `<a href>`, every sitemap URL is reached; every link to a
 * `#fragment` finds its target; every `<form>` posts (method="post" and an action), so no visitor's details
 * ever end in an address.
 */
const PUBLIC = path.resolve(__dirname, '../public');

describeBuilt('the built site, crawled from / without scripts', () => {
  const redirects = Object.fromEntries(
    (JSON.parse(fs.readFileSync(path.join(PUBLIC, '_redirects.json'), 'utf8')) as { fromPath: string; toPath: string }[]).map((r) => [
      r.fromPath,
      r.toPath,
    ]),
  );
  const result = crawl(PUBLIC, '/', redirects);
  const sitemap = sitemapPaths(PUBLIC);

  test('every sitemap URL is reached from / by <a href> alone', () => {
    expect(sitemap.length).toBeGreaterThan(200);
    console.info(`crawl: ${result.reached.size} pages reached from /, ${result.links} links, ${sitemap.length} sitemap URLs`);
    expect(sitemap.filter((p) => !result.reached.has(p))).toEqual([]);
    // The English edition is reached too (the language switch is a link).
    expect(result.reached.has('/en')).toBe(true);
    // The lists' later pages are built pages with their share of the list.
    expect(result.reached.has('/template/page/2')).toBe(true);
  });

  test('no link leads to a page or file that is not built', () => {
    expect(Object.fromEntries(result.broken)).toEqual({});
  });

  test('every #fragment link finds its target on its page', () => {
    expect(result.missingAnchors).toEqual([]);
  });

  test('every <form> posts (method="post" and an action)', () => {
    expect(result.badForms).toEqual([]);
  });

  test('canonical URLs are spelled as the sitemap spells them', () => {
    const sitemapUrls = new Set(
      fs
        .readdirSync(PUBLIC)
        .filter((f) => /^sitemap-\d+\.xml$/.test(f))
        .flatMap((f) => [...fs.readFileSync(path.join(PUBLIC, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)),
    );
    const differing: string[] = [];
    for (const page of sitemap) {
      const file = path.join(PUBLIC, page, 'index.html');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
      if (!canonical || !sitemapUrls.has(canonical)) differing.push(`${page}: ${canonical ?? 'none'}`);
    }
    expect(differing).toEqual([]);
  });
});
