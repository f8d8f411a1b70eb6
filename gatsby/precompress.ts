import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BuiltFiles, COMPRESSED_COPY, FileMemo } from './file-memo';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;
/** Smaller files gain nothing worth a second copy. */
const MIN_BYTES = 1024;

/** What each file held when its copies were written: path under public/ → SHA-1 of its bytes. */
type Manifest = Record<string, string>;

async function readManifest(file: string): Promise<Manifest> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * The content editor's one 5 MB script (public/admin/cms.js, scripts/admin.ts): quality 11 took 33 s of the
 * build for it, 9 takes 2 s for 11% more bytes (1.32 MB against 1.19 MB); only editors load it, once.
 */
const EDITOR_SCRIPT = /(^|[\\/])admin[\\/]cms\.js$/;

/**
 * Brotli's best (11) for scripts and styles, made once and cached by browsers for a year; 10 for pages
 * and data, which change with content: measured on the home page, 2.5 times faster for 1.4% more bytes.
 */
export const brotliQuality = (file: string) => (EDITOR_SCRIPT.test(file) ? 9 : /\.(js|css)$/.test(file) ? 11 : 10);

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
 * Only what changed: `manifestFile` (kept outside public/) records the hash of each file whose copies were
 * written; a file with the same bytes and both copies in place is skipped. Bytes, not times: Gatsby writes
 * every page again on each build, mostly with the same content. Copies whose file is gone are removed.
 * In parallel: zlib's asynchronous calls run on libuv's worker threads, so keeping one file per core in
 * flight (brotli and gzip each) uses every core instead of one.
 */
export async function precompress(
  publicDir: string,
  manifestFile: string,
  { concurrency = os.availableParallelism(), listing }: { concurrency?: number; listing?: BuiltFiles } = {},
): Promise<PrecompressResult> {
  const files = listing ?? (await BuiltFiles.read(publicDir));
  const result: PrecompressResult = { compressed: 0, unchanged: 0, removed: 0 };
  const before = await readManifest(manifestFile);
  const after: Manifest = {};
  const queue: string[] = [];
  for (const file of files.files) {
    if (COMPRESSIBLE.test(file)) queue.push(file);
    else if (COMPRESSED_COPY.test(file) && !files.has(file.slice(0, -3))) {
      await fs.rm(file);
      result.removed++;
    }
  }
  // The bytes' hash of a file unchanged since the last build (same size and time) is not computed again.
  const hashes = await FileMemo.open<string | null>(`${manifestFile}.stat.json`);
  let next = 0;
  const worker = async () => {
    // An index, not queue.shift(): shifting a 30,000-file array is quadratic.
    for (let file = queue[next++]; file !== undefined; file = queue[next++]) {
      const key = path.relative(publicDir, file);
      let data: Buffer | undefined;
      const hash = await hashes.get(
        file,
        (bytes) => {
          data = bytes;
          return bytes.length < MIN_BYTES ? null : createHash('sha1').update(bytes).digest('hex');
        },
        key,
        files.stat(file),
      );
      if (hash === null) continue;
      after[key] = hash;
      if (before[key] === hash && files.has(`${file}.br`) && files.has(`${file}.gz`)) {
        result.unchanged++;
        continue;
      }
      await compress(file, data ?? (await fs.readFile(file)));
      result.compressed++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  await fs.mkdir(path.dirname(manifestFile), { recursive: true });
  await fs.writeFile(manifestFile, JSON.stringify(after));
  await hashes.save();
  return result;
}
