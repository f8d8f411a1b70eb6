import fs from 'node:fs/promises';
import path from 'node:path';
import { FILE_CONCURRENCY, mapLimit } from '../src/lib/limit';

/**
 * Where the post-build passes keep what they learnt of each file (gatsby/file-memo.ts, the compressed
 * copies' hashes). Not in .cache/: Gatsby empties that whenever package.json or a plugin changes, and
 * every page would then be compressed again (7 minutes at 5,000 help articles) though the bytes are the
 * same. The memos are keyed by each file's size and time or its hash, so they cannot go stale.
 */
export const POST_BUILD_MEMO_DIR = '.post-build';

/**
 * What a post-build pass learnt about each file of public/, kept beside the build (in .cache/) so that the
 * next build reads only the files written since: a file is known by its size and modification time, and a
 * pass takes its earlier answer for a file whose size and time are the same. A warm build of a help centre
 * of thousands of articles rewrites a handful of its 30,000 files; reading all of them again in three
 * passes (byte check, CSP hashes, compression) took 30 s of a 110 s build.
 *
 * A file rewritten with other bytes of the same size within the same millisecond would be missed; Gatsby
 * and the build write files anew (new times), and nothing here copies times along.
 */
export class FileMemo<T> {
  private before: Record<string, { key: string; value: T }> = {};
  private after: Record<string, { key: string; value: T }> = {};

  private constructor(private readonly file: string) {}

  /** The memo of one pass, as the last build left it (empty without one, or when it cannot be read). */
  static async open<T>(file: string): Promise<FileMemo<T>> {
    const memo = new FileMemo<T>(file);
    try {
      memo.before = JSON.parse(await fs.readFile(file, 'utf8')) as FileMemo<T>['before'];
    } catch {
      memo.before = {};
    }
    return memo;
  }

  /**
   * The file's answer: the earlier one when its size and time are unchanged, else `compute`'s. `stat`, when
   * the caller has it (a `BuiltFiles` listing), saves asking the file system again.
   */
  async get(file: string, compute: (bytes: Buffer) => T | Promise<T>, name = file, stat?: FileStat): Promise<T> {
    stat ??= await fs.stat(file);
    const key = `${stat.size}:${stat.mtimeMs}`;
    const known = this.before[name];
    const value = known && known.key === key ? known.value : await compute(await fs.readFile(file));
    this.after[name] = { key, value };
    return value;
  }

  /** Keeps what this build learnt (files no longer there are forgotten). */
  async save(): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.writeFile(this.file, JSON.stringify(this.after));
  }
}

export interface FileStat {
  size: number;
  mtimeMs: number;
}

/** Compressed copies (gatsby/precompress.ts) beside the files they copy. */
export const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Every file of public/ once, for all the post-build passes: each path, and the size and time of each
 * file that is not a compressed copy (whose existence is all a pass asks). Three passes walking 125,000
 * files and asking about each (stat, copies' existence) took 20 s of a warm build at 5,000 articles.
 */
export class BuiltFiles {
  private constructor(
    /** Every file, full paths, in directory order. */
    readonly files: string[],
    private readonly stats: Map<string, FileStat>,
    private readonly all: Set<string>,
  ) {}

  static async read(dir: string): Promise<BuiltFiles> {
    const files: string[] = [];
    const walk = async (folder: string): Promise<void> => {
      const entries = await fs.readdir(folder, { withFileTypes: true });
      const folders: string[] = [];
      for (const entry of entries) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) folders.push(full);
        else files.push(full);
      }
      for (const sub of folders) await walk(sub);
    };
    await walk(dir);
    const stats = new Map<string, FileStat>();
    const originals = files.filter((f) => !COMPRESSED_COPY.test(f));
    let next = 0;
    const worker = async () => {
      for (let file = originals[next++]; file !== undefined; file = originals[next++]) {
        const { size, mtimeMs } = await fs.stat(file);
        stats.set(file, { size, mtimeMs });
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));
    return new BuiltFiles(files, stats, new Set(files));
  }

  /** The listing without `removed` (files moved away since it was read). */
  without(removed: Iterable<string>): BuiltFiles {
    const gone = new Set(removed);
    const files = this.files.filter((f) => !gone.has(f));
    return new BuiltFiles(files, this.stats, new Set(files));
  }

  has(file: string): boolean {
    return this.all.has(file);
  }

  /** Size and time of a file that is not a compressed copy. */
  stat(file: string): FileStat | undefined {
    return this.stats.get(file);
  }
}

/**
 * Writes each file whose contents differ from what is on disk (creating its folder), leaving the others
 * untouched so the post-build passes skip them; `FILE_CONCURRENCY` at a time, since thousands of small
 * reads one after another leave the file system's threads idle. Returns the bytes written.
 */
export async function writeChangedFiles(files: Iterable<readonly [file: string, contents: string]>): Promise<number> {
  let bytes = 0;
  await mapLimit([...files], FILE_CONCURRENCY, async ([file, contents]) => {
    if ((await fs.readFile(file, 'utf8').catch(() => null)) === contents) return;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, contents);
    bytes += Buffer.byteLength(contents);
  });
  return bytes;
}
