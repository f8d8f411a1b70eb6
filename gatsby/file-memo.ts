import fs from 'node:fs/promises';
import path from 'node:path';

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

  /** The file's answer: the earlier one when its size and time are unchanged, else `compute`'s. */
  async get(file: string, compute: (bytes: Buffer) => T | Promise<T>, name = file): Promise<T> {
    const stat = await fs.stat(file);
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
