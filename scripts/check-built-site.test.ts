import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBuiltSite, problemsOf } from './check-built-site';

/** A tiny build: /, /news (in the sitemap), a 404 page; `extra` files written on top. */
function site(extra: Record<string, string | Buffer> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
  const files: Record<string, string | Buffer> = {
    'index.html':
      '<a href="/news">News</a> <a href="/old">Old</a> <a href="https://example.com/x">out</a> <a href="/designer/v1/assets/a.csv">csv</a>',
    'news/index.html': '<h2 id="top">News</h2><a href="/#main">home</a><a href="/news#top">top</a>',
    '404.html': '<a href="/">home</a>',
    '_redirects.json': JSON.stringify([{ fromPath: '/old', toPath: '/news' }]),
    'sitemap-0.xml':
      '<urlset><url><loc>https://www.askora.example/</loc></url><url><loc>https://www.askora.example/news</loc></url></urlset>',
    ...extra,
  };
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe('the checks a publish runs on a build before serving it', () => {
  test('a clean build passes', async () => {
    const dir = site({ 'index.html': '<main id="main"><a href="/news">News</a> <a href="/old">Old</a></main>' });
    expect(problemsOf(await checkBuiltSite(dir))).toEqual([]);
  });

  test('NUL bytes, invalid UTF-8, dead links (from any page), unreached sitemap URLs, missing anchors and forms that do not post fail it', async () => {
    const dir = site({
      'app-0123456789abcdef0123.js': Buffer.from([0x61, 0x00, 0x62]),
      'page-data/x.json': Buffer.from([0x7b, 0xc3, 0x28, 0x7d]),
      '404.html': '<a href="/help/999">gone</a>',
      'sitemap-0.xml':
        '<urlset><url><loc>https://www.askora.example/</loc></url><url><loc>https://www.askora.example/lonely</loc></url></urlset>',
      'lonely/index.html': '<form action="/x"></form>',
    });
    const problems = problemsOf(await checkBuiltSite(dir));
    expect(problems).toEqual([
      'bad bytes: app-0123456789abcdef0123.js (NUL at byte 1)',
      'bad bytes: page-data/x.json (invalid UTF-8 at byte 1)',
      'broken link: /help/999 (from /404)',
      'sitemap URL not reached from / by links: /lonely',
      'link to a missing #fragment: /news → /#main',
    ]);
  });
});
