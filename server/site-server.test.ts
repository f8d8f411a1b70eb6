import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor, resolveBuildFile, statusOfBuildFile } from './site-server';

describe('site server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-public-'));
  beforeAll(() => {
    const files = [
      'index.html',
      'news/6/index.html',
      'en/index.html',
      '404.html',
      'app-1234567890abcdef1234.js',
      'page-data/app-data.json',
    ];
    for (const f of [...files, 'app-1234567890abcdef1234.js.map', 'webpack.stats.json', 'chunk-map.json', '_headers']) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), f);
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test.each([
    ['/', 'index.html'],
    ['/news/6', 'news/6/index.html'],
    ['/news/6/', 'news/6/index.html'],
    ['/en', 'en/index.html'],
    ['/app-1234567890abcdef1234.js', 'app-1234567890abcdef1234.js'],
    ['/news/7', null],
    ['/../../etc/passwd', null],
    ['/%2e%2e/%2e%2e/etc/passwd', null],
    ['/%E0%A4%A', null],
    ['/news%00/6', null],
    ['/app-1234567890abcdef1234.js.map', null],
    ['/webpack.stats.json', null],
    ['/chunk-map.json', null],
    ['/_headers', null],
  ])('%s → %s', (url, file) => expect(resolveBuildFile(dir, url)).toBe(file));

  test.each([
    ['404.html', 404],
    ['404/index.html', 404],
    ['en/404.html', 404],
    ['en/404/index.html', 404],
    ['500.html', 500],
    ['en/500/index.html', 500],
    ['index.html', 200],
    ['help/404/index.html', 200],
    ['news/404.html', 200],
  ])('%s answers %i', (file, status) => expect(statusOfBuildFile(file)).toBe(status));

  test.each([
    ['/static/abc/x.png', 'public, max-age=31536000, immutable'],
    ['/app-ca1038bf02b4bfe51543.js', 'public, max-age=31536000, immutable'],
    ['/component---src-pages-index-tsx-d1fb92b17edce3cc5cd1.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'public, max-age=0, must-revalidate'],
    ['/page-data/app-data.json', 'public, max-age=0, must-revalidate'],
    ['/sitemap-index.xml', 'public, max-age=0, must-revalidate'],
  ])('cache-control of %s', (url, value) => expect(cacheControlFor(url)).toBe(value));
});
