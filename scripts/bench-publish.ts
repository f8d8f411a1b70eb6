/**
 * `npm run bench:publish [-- --edit help|news|phone --rounds 2 --rate 40 --skip-budgets --port 9331]`: time to
 * live. Serves the published build with `npm start`'s server, keeps a stream of page requests running
 * against it (`--rate` a second), then per round makes one editor's change (`--edit`: a sentence added to a
 * help article, content/help/101.zh.md; a sentence added to a news item, content/news/6.zh.md; or a new
 * sales phone in content/settings.json, which every page shows), runs `npm run publish`, and reports the
 * seconds from that save to the first answer of the page that shows it; the file is put back after the
 * last round, after a rollback (`npm run rollback`, timed until the page no longer shows the last change), and
 * published again. The request stream checks every answer: no request may fail, and no
 * page may come with a CSP that lacks the hashes of its own inline scripts (the page's scripts are read and
 * hashed as the browser does; contract/headers-file.ts). Prints the load average before and after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from './built-site';
import { requestStream } from './request-stream';
import { runScript } from './run-command';

const ROOT = path.resolve(__dirname, '..');

/** An editor's change: the file saved, the page that shows it, and the text that page shows once published. */
interface Edit {
  file: string;
  page: string;
  apply: (original: string, round: number) => { text: string; shows: string };
}
const addSentence = (original: string) => {
  const shows = `发布计时 ${Date.now()}`;
  return { text: `${original.trimEnd()}\n\n${shows}。\n`, shows };
};
const EDITS: Record<string, Edit> = {
  help: { file: 'content/help/101.zh.md', page: '/help/101', apply: addSentence },
  news: { file: 'content/news/6.zh.md', page: '/news/6', apply: addSentence },
  phone: {
    file: 'content/settings.json',
    page: '/',
    apply: (original, round) => {
      const settings = JSON.parse(original) as { sales: { phone: string } };
      settings.sales.phone = `400-555-01${10 + round}`;
      return { text: `${JSON.stringify(settings, null, 2)}\n`, shows: settings.sales.phone };
    },
  },
};
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1]!;
};
const port = Number(arg('port', process.env.E2E_PORT ?? '9331'));
const rounds = Number(arg('rounds', '2'));
const edit: Edit = (() => {
  const chosen = EDITS[arg('edit', 'help')];
  if (!chosen) throw new Error(`--edit is one of ${Object.keys(EDITS).join(', ')}`);
  return chosen;
})();
const EDITED = path.join(ROOT, edit.file);
/**
 * Requests a second across the stream's four clients. Bounded: unpaced, the clients and the site server
 * took a whole core of the two the build runs on, and the bench measured the load generator more than the
 * publish. 40 a second is a busy marketing site's peak, well past this one's.
 */
const rate = Number(arg('rate', '40'));
const base = `http://127.0.0.1:${port}`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** `npm run publish -- --quiet-build …` (or another script of scripts/, e.g. rollback); resolves with its exit code. */
async function publish(extra: string[], script = 'publish'): Promise<number> {
  const args = script === 'publish' ? ['--quiet-build', ...extra] : extra;
  const env = { ...process.env, ALLOW_EXAMPLE_SITE_URL: process.env.ALLOW_EXAMPLE_SITE_URL ?? '1' };
  return (await runScript(script, args, { output: 'inherit', env })).code;
}

async function servedHas(text: string): Promise<boolean> {
  const res = await fetch(`${base}${edit.page}`);
  return (await res.text()).includes(text);
}

async function main() {
  const extra = process.argv.includes('--skip-budgets') ? ['--skip-budgets'] : [];
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
  const stopSite = await startSite(port);
  const stream = requestStream(base, { clients: 4, rate });
  const original = fs.readFileSync(EDITED, 'utf8');
  const results: { round: number; seconds: number; publishExit: number }[] = [];
  let last = '';
  try {
    for (let round = 1; round <= rounds; round++) {
      const { text, shows: marker } = edit.apply(original, round);
      fs.writeFileSync(EDITED, text);
      const saved = performance.now();
      console.log(`round ${round}: saved ${edit.file} with "${marker}"`);
      // Polled while the publish runs: the moment the page is served with the sentence.
      let seenAt: number | null = null;
      const poll = (async () => {
        while (seenAt === null) {
          if (await servedHas(marker).catch(() => false)) seenAt = performance.now();
          else await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();
      const exit = await publish(extra);
      if (exit !== 0) {
        seenAt ??= -1;
        await poll;
        throw new Error(`publish exited with ${exit}`);
      }
      const deadline = performance.now() + 10_000;
      while (seenAt === null && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (seenAt === null) {
        seenAt = -1;
        await poll;
        throw new Error('the published page never showed the edit');
      }
      await poll;
      const seconds = Math.round(((seenAt as number) - saved) / 100) / 10;
      results.push({ round, seconds, publishExit: exit });
      console.log(`round ${round}: served ${seconds} s after the save (load average ${load()})`);
      last = marker;
    }
    // Under the same stream: a rollback serves the build before, at once.
    const asked = performance.now();
    if ((await publish([], 'rollback')) !== 0) throw new Error('rollback failed');
    while (await servedHas(last)) await new Promise((resolve) => setTimeout(resolve, 50));
    console.log(`rollback: ${edit.page} without the last round's change ${Math.round(performance.now() - asked)} ms after asking`);
  } finally {
    fs.writeFileSync(EDITED, original);
    console.log(`${edit.file} put back; publishing it`);
    await publish(extra);
    await stream.stop();
    stopSite();
  }
  console.log(`\n| round | ${edit.file}: save → ${edit.page} served (s) |\n|---|---|`);
  for (const r of results) console.log(`| ${r.round} | ${r.seconds} |`);
  console.log(
    `\nrequests during the run: ${stream.requests} (${rate} a second asked), failed: ${stream.failed.length}, pages whose CSP lacks their inline scripts: ${stream.blocked.length}`,
  );
  for (const f of [...stream.failed, ...stream.blocked].slice(0, 20)) console.log(`  ${f}`);
  console.log(`load average after: ${load()} (${os.cpus().length} cores)`);
  if (stream.failed.length || stream.blocked.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
