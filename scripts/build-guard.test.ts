/**
 * A build for publishing names the address it is published at: without GATSBY_SITE_URL (or with the
 * example domain) `npm run build` refuses before building anything, and says what to set.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropParcelCache, GATSBY_NODE_OPTIONS, gatsbyEnv, PARCEL_CACHE, siteUrlProblem } from './build';

test.each([
  [{}, /GATSBY_SITE_URL is not set.*GATSBY_SITE_URL=https:\/\/www\.your-domain\.cn.*ALLOW_EXAMPLE_SITE_URL=1/],
  [{ GATSBY_SITE_URL: 'https://www.askora.example' }, /not a public address/],
  [{ GATSBY_SITE_URL: 'http://localhost:8000' }, /not a public address/],
  [{ GATSBY_SITE_URL: 'www.askora.cn' }, /not an absolute URL/],
  [{ GATSBY_SITE_URL: 'https://www.askora.cn/zh/' }, /origin only/],
  [{ GATSBY_SITE_URL: 'ftp://www.askora.cn' }, /http\(s\)/],
])('%j is refused', (env, message) => {
  expect(siteUrlProblem(env)).toMatch(message);
});

test.each([{ GATSBY_SITE_URL: 'https://www.askora.cn' }, { GATSBY_SITE_URL: 'https://www.askora.cn/' }, { ALLOW_EXAMPLE_SITE_URL: '1' }])(
  '%j builds',
  (env) => {
    expect(siteUrlProblem(env)).toBeNull();
  },
);

test('npm run build without GATSBY_SITE_URL exits with the message, before starting anything', () => {
  const env = { ...process.env };
  delete env.GATSBY_SITE_URL;
  delete env.ALLOW_EXAMPLE_SITE_URL;
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'build.ts')], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/^not building: GATSBY_SITE_URL is not set/);
  expect(run.stdout).toBe('');
});

describe("Gatsby's environment", () => {
  test("names the API and adds the young-generation size to the caller's NODE_OPTIONS, keeping them", () => {
    const env = gatsbyEnv('http://127.0.0.1:4000', { NODE_OPTIONS: '--max-old-space-size=8192', PATH: '/bin' });
    expect(env).toEqual({
      PATH: '/bin',
      SITE_API_URL: 'http://127.0.0.1:4000',
      GATSBY_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: `--max-old-space-size=8192 ${GATSBY_NODE_OPTIONS}`,
    });
    expect(gatsbyEnv('http://x', {}).NODE_OPTIONS).toBe('--max-semi-space-size=64');
  });
});

describe("Parcel's cache", () => {
  test('is dropped before a build, and only it: Gatsby keeps its own cache', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parcel-cache-'));
    fs.mkdirSync(path.join(root, PARCEL_CACHE), { recursive: true });
    fs.writeFileSync(path.join(root, PARCEL_CACHE, 'data.mdb'), 'x');
    fs.writeFileSync(path.join(root, '.cache', 'redux.rest.state'), 'kept');
    dropParcelCache(root);
    expect(fs.existsSync(path.join(root, PARCEL_CACHE))).toBe(false);
    expect(fs.readFileSync(path.join(root, '.cache', 'redux.rest.state'), 'utf8')).toBe('kept');
    dropParcelCache(root);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
