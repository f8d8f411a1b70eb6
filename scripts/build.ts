/**
 * `npm run build`: the static site, from the site API's content. Starts the embedded API unless
 * SITE_API_URL names one, runs `gatsby build`, stops the API. The build is for publishing: it needs the
 * address it will be published at (GATSBY_SITE_URL), unless ALLOW_EXAMPLE_SITE_URL=1 says it is for local
 * use (`npm start` and the benchmarks say so).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withApi } from './with-api';

/**
 * V8's young generation for Gatsby's processes, per half in MB (the default is 16 on this machine). A build
 * makes millions of short-lived objects (a node, a page, its context, their digests); with the small
 * default most of them are copied once before they die. Measured on a warm build of 5,000 help articles
 * per language (bench:scale's project, one article edited, 2 cores at load 1.1–1.7): 76.7 s with the
 * default, 71.6 s with 64, for 0.5 GB more resident memory (2.0 → 2.5 GB).
 */
export const GATSBY_NODE_OPTIONS = '--max-semi-space-size=64';

/** The environment Gatsby runs in (build, develop, publish): the site API's address and the options above. */
export function gatsbyEnv(apiUrl: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    SITE_API_URL: apiUrl,
    GATSBY_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: [env.NODE_OPTIONS, GATSBY_NODE_OPTIONS].filter(Boolean).join(' '),
  };
}

/**
 * Parcel's cache of the compiled gatsby-config and gatsby-node (`.cache/.parcel-cache`), dropped before a
 * build. With it, Parcel starts by comparing every file under the project with a snapshot taken at the
 * last compile, ignoring only its own cache and .git: public/, .cache/ and builds/ included. After a build
 * that wrote a whole site (the first one, or a publish that copied one into builds/) that cost 9.7 s of the
 * next warm build at 5,000 help articles per language; compiling without the cache takes 2.6–4.2 s, and
 * 3.6 s with it when little changed. Gatsby's own cache does not depend on it.
 */
export const PARCEL_CACHE = '.cache/.parcel-cache';

export function dropParcelCache(root: string): void {
  fs.rmSync(path.join(root, PARCEL_CACHE), { recursive: true, force: true });
}

const ROOT = path.join(__dirname, '..');

/**
 * Runs Gatsby's CLI in the project (`build`, `develop`) against the site API at `apiUrl`, its output to the
 * terminal or appended to `logFile`. A build starts without Parcel's cache (`dropParcelCache`).
 */
export function gatsby(args: string[], apiUrl: string, logFile?: string): Promise<void> {
  if (args[0] === 'build') dropParcelCache(ROOT);
  return new Promise((resolve, reject) => {
    const out = logFile ? fs.openSync(logFile, 'a') : undefined;
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/gatsby/cli.js'), ...args], {
      cwd: ROOT,
      stdio: out === undefined ? 'inherit' : ['ignore', out, out],
      env: gatsbyEnv(apiUrl),
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby ${args.join(' ')} exited with ${code}${logFile ? ` (see ${logFile})` : ''}`)),
    );
    child.on('error', reject);
  });
}

/** True for the fictional default domain (`*.example`, RFC 2606) or a loopback address. */
const notPublic = (host: string) => /(^|\.)example$/i.test(host) || /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i.test(host);

/**
 * Why this environment must not build the site for publishing, or null: canonical URLs, hreflang and the
 * sitemap are written with GATSBY_SITE_URL, and a build without it would publish the example domain.
 */
export function siteUrlProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.ALLOW_EXAMPLE_SITE_URL === '1') return null;
  const fix =
    'set GATSBY_SITE_URL to the address the site is published at (e.g. GATSBY_SITE_URL=https://www.your-domain.cn), or ALLOW_EXAMPLE_SITE_URL=1 for a build you will only run locally';
  const value = env.GATSBY_SITE_URL?.trim();
  if (!value) return `GATSBY_SITE_URL is not set: canonical URLs, hreflang and the sitemap would name the example domain; ${fix}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `GATSBY_SITE_URL is "${value}", not an absolute URL; ${fix}`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `GATSBY_SITE_URL is "${value}": use an http(s) address; ${fix}`;
  if (notPublic(url.hostname)) return `GATSBY_SITE_URL is "${value}", which is not a public address; ${fix}`;
  if (url.pathname !== '/' || url.search || url.hash)
    return `GATSBY_SITE_URL is "${value}": give the origin only (no path, query or fragment); ${fix}`;
  return null;
}

if (require.main === module) {
  const problem = siteUrlProblem();
  if (problem) {
    console.error(`not building: ${problem}`);
    process.exit(2);
  }
  withApi((url) => gatsby(['build'], url)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
