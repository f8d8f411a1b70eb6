import fs from 'node:fs/promises';
import os from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { walk } from './check-output';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;
const COPY = /\.(br|gz)$/;
/** Smaller files gain nothing worth a second copy. */
const MIN_BYTES = 1024;

async function mtime(file: string): Promise<number | null> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** True when both copies exist and are not older than the file (written by an earlier build). */
async function upToDate(file: string, sourceMtime: number): Promise<boolean> {
  const [br, gz] = await Promise.all([mtime(`${file}.br`), mtime(`${file}.gz`)]);
  return br !== null && gz !== null && br >= sourceMtime && gz >= sourceMtime;
}

/**
 * Brotli's best (11) for scripts and styles, made once and cached by browsers for a year; 10 for pages
 * and data, which change with content: measured on the home page, 2.5 times faster for 1.4% more bytes.
 */
export const brotliQuality = (file: string) => (/\.(js|css)$/.test(file) ? 11 : 10);

async function compress(file: string, data: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gzip(data, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

export interface PrecompressResult {
  compressed: number;
  unchanged: number;
  removed: number;
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, so the server sends compressed bytes
 * without compressing on each request (@fastify/static's preCompressed).
 *
 * Only what changed: a file whose copies are not older than itself was compressed by an earlier build
 * (Gatsby and webpack leave unchanged files untouched), and copies whose file is gone are removed.
 * In parallel: zlib's asynchronous calls run on libuv's worker threads, so keeping one file per core in
 * flight (brotli and gzip each) uses every core instead of one.
 */
export async function precompress(publicDir: string, concurrency = os.availableParallelism()): Promise<PrecompressResult> {
  const result: PrecompressResult = { compressed: 0, unchanged: 0, removed: 0 };
  const queue: string[] = [];
  for await (const file of walk(publicDir)) {
    if (COMPRESSIBLE.test(file)) queue.push(file);
    else if (COPY.test(file) && (await mtime(file.slice(0, -3))) === null) {
      await fs.rm(file);
      result.removed++;
    }
  }
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const stat = await fs.stat(file);
      if (stat.size < MIN_BYTES) continue;
      if (await upToDate(file, stat.mtimeMs)) {
        result.unchanged++;
        continue;
      }
      await compress(file, await fs.readFile(file));
      result.compressed++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return result;
}
