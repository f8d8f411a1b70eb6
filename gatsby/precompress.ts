import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && !entry.name.endsWith('.map')) yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, so the server sends compressed bytes
 * without compressing on each request (@fastify/static's preCompressed).
 */
export async function precompress(publicDir: string): Promise<number> {
  let count = 0;
  for await (const file of files(publicDir)) {
    const data = await fs.readFile(file);
    if (data.length < 1024) continue;
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gzip(data, { level: 9 }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    count++;
  }
  return count;
}
