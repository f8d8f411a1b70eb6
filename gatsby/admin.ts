/**
 * The content editor (/admin, Decap CMS) for the build's hooks: scripts/admin.ts writes it, in a process of
 * its own (Gatsby's compiler of hook files cannot read the content schemas it is made from).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** Where the editor is served (scripts/admin.ts ADMIN_PATH). */
export const ADMIN_PATH = '/admin';
/** The files scripts/admin.ts writes. */
export const ADMIN_FILES = ['index.html', 'config.yml', 'site.css', 'cms.js'];

/** Writes the editor into `dir`, its backend from the environment (contract/cms-backend.ts). */
export async function writeAdmin(projectDir: string, dir: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(projectDir, 'scripts/admin.ts'), dir], {
    cwd: projectDir,
    env: process.env,
  });
}
