import fs from 'node:fs/promises';
import path from 'node:path';
import { BuiltFiles, FileMemo } from './file-memo';

/** Files of the build that are text and must be valid UTF-8 without NUL characters. */
export const TEXT_FILE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

export interface ByteProblem {
  file: string;
  problem: 'nul' | 'invalid-utf8';
  /** Byte offset of the first bad byte. */
  offset: number;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The first NUL byte or invalid UTF-8 sequence of a text file's bytes, or null when they are clean. */
export function findByteProblem(bytes: Uint8Array): Omit<ByteProblem, 'file'> | null {
  const nul = bytes.indexOf(0);
  if (nul !== -1) return { problem: 'nul', offset: nul };
  try {
    decoder.decode(bytes);
    return null;
  } catch {
    // Where: decode growing prefixes would be slow; walk the sequences instead.
    return { problem: 'invalid-utf8', offset: firstInvalidUtf8(bytes) };
  }
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    try {
      decoder.decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return i;
}

/**
 * Every text file under `dir` with a NUL byte or invalid UTF-8, paths relative to `dir`. With `memoFile`,
 * a file unchanged since the last check is not read again (gatsby/file-memo.ts); `listing`, the files
 * of `dir` when the caller has read them already.
 */
export async function checkOutputBytes(dir: string, memoFile?: string, listing?: BuiltFiles): Promise<ByteProblem[]> {
  const problems: ByteProblem[] = [];
  const memo = memoFile ? await FileMemo.open<Omit<ByteProblem, 'file'> | null>(memoFile) : null;
  for (const file of (listing ?? (await BuiltFiles.read(dir))).files) {
    if (!TEXT_FILE.test(file)) continue;
    const name = path.relative(dir, file);
    const found = memo ? await memo.get(file, findByteProblem, name, listing?.stat(file)) : findByteProblem(await fs.readFile(file));
    if (found) problems.push({ file: name, ...found });
  }
  await memo?.save();
  return problems;
}
