import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from './precompress';

describe('precompress', () => {
  let dir: string;
  const big = (text: string) => text.repeat(200);
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await fs.mkdir(path.join(dir, 'en'));
    await fs.writeFile(path.join(dir, 'index.html'), big('<p>问途问卷</p>'));
    await fs.writeFile(path.join(dir, 'en/index.html'), big('<p>Askora</p>'));
    await fs.writeFile(path.join(dir, 'app.js'), big('console.log(1);'));
    await fs.writeFile(path.join(dir, 'tiny.css'), 'a{}');
    await fs.writeFile(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the file, skipping small and binary files', async () => {
    expect(await precompress(dir, 2)).toEqual({ compressed: 3, unchanged: 0, removed: 0 });
    const html = await fs.readFile(path.join(dir, 'index.html'));
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'index.html.br')))).toEqual(html);
    expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'index.html.gz')))).toEqual(html);
    const names = await fs.readdir(dir);
    expect(names.filter((n) => n.startsWith('tiny') || n.startsWith('photo')).sort()).toEqual(['photo.webp', 'tiny.css']);
  });

  it('on the next build compresses only the files that changed and drops copies of removed files', async () => {
    await precompress(dir, 2);
    const later = new Date(Date.now() + 5_000);
    await fs.writeFile(path.join(dir, 'en/index.html'), big('<p>Askora, edited</p>'));
    await fs.utimes(path.join(dir, 'en/index.html'), later, later);
    await fs.rm(path.join(dir, 'app.js'));

    expect(await precompress(dir, 2)).toEqual({ compressed: 1, unchanged: 1, removed: 2 });
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'en/index.html.br'))).toString()).toBe(big('<p>Askora, edited</p>'));
    await expect(fs.access(path.join(dir, 'app.js.br'))).rejects.toThrow();
  });
});
