import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotliQuality, precompress } from './precompress';

describe('precompress', () => {
  let dir: string;
  let manifest: string;
  const big = (text: string) => text.repeat(200);
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    manifest = path.join(`${dir}-internal`, 'precompress.json');
    await fs.mkdir(path.join(dir, 'en'));
    await fs.writeFile(path.join(dir, 'index.html'), big('<p>问途问卷</p>'));
    await fs.writeFile(path.join(dir, 'en/index.html'), big('<p>Askora</p>'));
    await fs.writeFile(path.join(dir, 'app.js'), big('console.log(1);'));
    await fs.writeFile(path.join(dir, 'tiny.css'), 'a{}');
    await fs.writeFile(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(`${dir}-internal`, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies that decompress to the file, skipping small and binary files', async () => {
    expect(await precompress(dir, manifest, { concurrency: 2 })).toEqual({ compressed: 3, unchanged: 0, removed: 0 });
    const html = await fs.readFile(path.join(dir, 'index.html'));
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'index.html.br')))).toEqual(html);
    expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'index.html.gz')))).toEqual(html);
    const names = await fs.readdir(dir);
    expect(names.filter((n) => n.startsWith('tiny') || n.startsWith('photo')).sort()).toEqual(['photo.webp', 'tiny.css']);
  });

  it('on the next build compresses only the files whose bytes changed (not those written again the same) and drops copies of removed files', async () => {
    await precompress(dir, manifest, { concurrency: 2 });
    const later = new Date(Date.now() + 5_000);
    await fs.writeFile(path.join(dir, 'en/index.html'), big('<p>Askora, edited</p>'));
    // Written again with the same bytes, as Gatsby does with most pages on every build.
    await fs.writeFile(path.join(dir, 'index.html'), big('<p>问途问卷</p>'));
    await fs.utimes(path.join(dir, 'index.html'), later, later);
    await fs.rm(path.join(dir, 'app.js'));

    expect(await precompress(dir, manifest, { concurrency: 2 })).toEqual({ compressed: 1, unchanged: 1, removed: 2 });
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'en/index.html.br'))).toString()).toBe(big('<p>Askora, edited</p>'));
    await expect(fs.access(path.join(dir, 'app.js.br'))).rejects.toThrow();
  });
});

describe('precompress: copies that went missing', () => {
  it('writes them again even when the file is unchanged', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    const manifest = path.join(`${dir}-internal`, 'precompress.json');
    try {
      await fs.writeFile(path.join(dir, 'index.html'), 'x'.repeat(4096));
      await precompress(dir, manifest, { concurrency: 1 });
      await fs.rm(path.join(dir, 'index.html.gz'));
      expect(await precompress(dir, manifest, { concurrency: 1 })).toEqual({ compressed: 1, unchanged: 0, removed: 0 });
      expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'index.html.gz'))).toString()).toBe('x'.repeat(4096));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
      await fs.rm(`${dir}-internal`, { recursive: true, force: true });
    }
  });
});

test('the content editor’s script is compressed at quality 9, the pages’ scripts at 11', () => {
  expect(brotliQuality('/site/public/admin/cms.js')).toBe(9);
  expect(brotliQuality('/site/public/app-1f2e3d.js')).toBe(11);
  expect(brotliQuality('/site/public/help/101/index.html')).toBe(10);
});
