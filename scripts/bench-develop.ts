/**
 * `npm run bench:develop [-- --rounds 3 --port 8300 --api-port 4300]`: how soon `npm run develop` previews an
 * editor's save. Starts it (the API on --api-port, Gatsby on --port), waits until it serves, then per round
 * adds a sentence to a help article (content/help/102.zh.md, as an editor's save would) and prints the
 * seconds from that save until GraphiQL (/___graphql) answers the article with it, and until the page's data
 * (/page-data/help/102/page-data.json, what the open page renders from) carries it. The file is put back
 * afterwards, and the load average is printed before and after. The goal is 10 s (README "Publishing").
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const ID = 102;
const FILE = path.join(ROOT, `content/help/${ID}.zh.md`);
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1]!;
};
const rounds = Number(arg('rounds', '3'));
const port = arg('port', '8300');
const apiPort = arg('api-port', '4300');
const base = `http://127.0.0.1:${port}`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function graphqlHas(text: string): Promise<boolean> {
  const query = `{ siteApiHelp(apiId: { eq: ${ID} }, lang: { eq: "zh" }) { markdown } }`;
  const res = await fetch(`${base}/___graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await res.text()).includes(text);
}

async function pageDataHas(text: string): Promise<boolean> {
  const res = await fetch(`${base}/page-data/help/${ID}/page-data.json`, { cache: 'no-store' });
  return res.ok && (await res.text()).includes(text);
}

/** Seconds from `since` until `check` holds, polled every 100 ms; null after `limit` seconds. */
async function secondsUntil(check: () => Promise<boolean>, since: number, limit = 60): Promise<number | null> {
  while (performance.now() - since < limit * 1000) {
    if (await check().catch(() => false)) return Math.round((performance.now() - since) / 100) / 10;
    await sleep(100);
  }
  return null;
}

async function main() {
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/develop.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: port, API_PORT: apiPort, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const original = fs.readFileSync(FILE, 'utf8');
  const results: { round: number; graphql: number | null; page: number | null }[] = [];
  try {
    const started = performance.now();
    const ready = await secondsUntil(() => pageDataHas(''), started, 15 * 60);
    if (ready === null) throw new Error(`npm run develop did not serve ${base} within 15 min:\n${log.slice(-2000)}`);
    console.log(`develop serving after ${ready} s`);
    for (let round = 1; round <= rounds; round++) {
      const marker = `预览计时 ${Date.now()}`;
      fs.writeFileSync(FILE, `${original.trimEnd()}\n\n${marker}。\n`);
      const saved = performance.now();
      const [graphql, page] = await Promise.all([
        secondsUntil(() => graphqlHas(marker), saved),
        secondsUntil(() => pageDataHas(marker), saved),
      ]);
      results.push({ round, graphql, page });
      console.log(
        `round ${round}: GraphiQL ${graphql ?? 'never'} s, page data ${page ?? 'never'} s after the save (load average ${load()})`,
      );
      await sleep(2000);
    }
  } finally {
    fs.writeFileSync(FILE, original);
    await sleep(1500);
    // develop.ts runs Gatsby as a child: the whole group goes.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  console.log(`\n| round | save → GraphiQL (s) | save → page data (s) |\n|---|---|---|`);
  for (const r of results) console.log(`| ${r.round} | ${r.graphql ?? 'never'} | ${r.page ?? 'never'} |`);
  console.log(`load average after: ${load()} (${os.cpus().length} cores)`);
  if (results.some((r) => r.graphql === null || r.page === null)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
