/**
 * `npm run build`: the static site, from the site API's content. Starts the embedded API unless
 * SITE_API_URL names one, runs `gatsby build`, stops the API.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { withApi } from './with-api';

export function gatsby(args: string[], apiUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, '../node_modules/gatsby/cli.js'), ...args], {
      stdio: 'inherit',
      env: { ...process.env, SITE_API_URL: apiUrl, GATSBY_TELEMETRY_DISABLED: '1' },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`gatsby ${args.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}

if (require.main === module) {
  withApi((url) => gatsby(['build'], url)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
