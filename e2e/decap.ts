import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../scripts/free-port';
import { expect, type Page } from '@playwright/test';

export interface Decap {
  /** The local backend's address, for the editor's config (local_backend.url). */
  url: string;
  stop: () => void;
}

/**
 * decap-server (the content editor's local Git backend) saving into `repoDir`/content, as on an editor's
 * own computer; answers once it listens.
 */
export async function startDecap(repoDir: string): Promise<Decap> {
  const port = await freePort();
  const url = `http://localhost:${port}/api/v1`;
  const child: ChildProcess = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: repoDir, MODE: 'fs', LOG_LEVEL: 'error' },
    stdio: 'pipe',
  });
  await expect
    .poll(
      async () =>
        fetch(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return { url, stop: () => void child.kill() };
}

/** The built editor's config pointed at `decap` (the build names decap-server's default port). */
export async function useLocalBackend(page: Page, decap: Decap): Promise<void> {
  await page.route('**/admin/config.yml', async (route) => {
    const config = JSON.parse(await (await route.fetch()).text()) as Record<string, unknown>;
    await route.fulfill({ contentType: 'text/yaml', body: JSON.stringify({ ...config, local_backend: { url: decap.url } }) });
  });
}
