import fs from 'node:fs/promises';
import path from 'node:path';
import { BuiltFiles } from './file-memo';

/**
 * Build files browsers never ask for: source maps (the full original source), webpack's stats and chunk
 * map (Gatsby reads them while rendering the pages, then has no use for them). Matched on the path
 * relative to public/.
 */
export const INTERNAL_FILE = /(\.map|^webpack\.stats\.json|^chunk-map\.json)(\.br|\.gz)?$/;

/**
 * Moves the build's internal files out of `publicDir` into `keepDir` (emptied first), under the same
 * relative paths, so nothing internal is served or uploaded while source maps stay at hand for error
 * reports. Answers the relative paths moved. `listing`: the files of `publicDir`, when already read.
 */
export async function withholdInternals(publicDir: string, keepDir: string, listing?: BuiltFiles): Promise<string[]> {
  await fs.rm(keepDir, { recursive: true, force: true });
  const moved: string[] = [];
  for (const file of (listing ?? (await BuiltFiles.read(publicDir))).files) {
    const relative = path.relative(publicDir, file);
    if (!INTERNAL_FILE.test(relative.split(path.sep).join('/'))) continue;
    const target = path.join(keepDir, relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(file, target);
    moved.push(relative);
  }
  return moved;
}
