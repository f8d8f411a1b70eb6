import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor, resolveBuildFile } from './site-server';

describe('site server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-public-'));
  beforeAll(() => {
    for (const f of ['index.html', 'news/6/index.html', 'en/index.html', '404.html', 'app-1234567890abcdef1234.js', 'page-data/app-data.json']) {
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
  ])('%s → %s', (url, file) => expect(resolveBuildFile(dir, url)).toBe(file));

  test.each([
    ['/static/abc/x.png', 'public, max-age=31536000, immutable'],
    ['/app-ca1038bf02b4bfe51543.js', 'public, max-age=31536000, immutable'],
    ['/component---src-pages-index-tsx-d1fb92b17edce3cc5cd1.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'public, max-age=0, must-revalidate'],
    ['/page-data/app-data.json', 'public, max-age=0, must-revalidate'],
    ['/sitemap-index.xml', 'public, max-age=0, must-revalidate'],
  ])('cache-control of %s', (url, value) => expect(cacheControlFor(url)).toBe(value));
});
