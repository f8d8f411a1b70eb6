import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSearchFiles } from '../gatsby/help-search-index';
import { searchManifestPath } from '../src/lib/help/search-index';
import { buildSearchFiles } from '../src/lib/help/search-shards';
import { syntheticHelpDocs } from '../src/lib/help/search-synthetic';
import { shardFile, typoFile, type SearchDoc, type SearchManifest } from '../src/lib/help/search';
import { formatSearchBudget, measureSearchBudget } from './search-budget';

const ROOT = path.resolve(__dirname, '..');
let dir: string;

/** A build folder holding only the help search files of both languages, written as the build writes them. */
async function publish(docsOf: (lang: 'zh' | 'en') => SearchDoc[]): Promise<void> {
  for (const lang of ['zh', 'en'] as const) await writeSearchFiles(dir, buildSearchFiles(lang, docsOf(lang)));
}

const runScript = (publicDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/search-budget.ts'), publicDir], { cwd: ROOT, encoding: 'utf8' });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-budget-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('measures every budget query of both languages from the files on disk, preferring the .gz copies', async () => {
  await publish((lang) => syntheticHelpDocs(400, lang));
  const report = await measureSearchBudget(dir);
  expect(report.ok).toBe(true);
  expect(report.languages.map((l) => l.lang)).toEqual(['zh', 'en']);
  for (const { worst, downloads } of report.languages) {
    expect(worst.bytes).toBe(Math.max(...downloads.map((d) => d.bytes)));
    for (const d of downloads) {
      expect(d.files[0]!.path).toMatch(/^\/help-search\/(zh|en)\.json$/);
      expect(d.files.some((f) => /^\/static\/help-search\/(zh|en)\/t[0-9a-f]{10}\.json$/.test(f.path))).toBe(true);
      expect(d.files.some((f) => /^\/help-search\/(zh|en)\/\d+\.json$/.test(f.path))).toBe(true);
      expect(d.results.length).toBeGreaterThan(0);
    }
  }
  expect(report.firstQueryGzip).toBe(Math.max(...report.languages.map((l) => l.worst.bytes)));
  console.log(formatSearchBudget(report));

  // A .gz copy beside a file (as gatsby/precompress.ts writes) is what counts for it.
  const zh = report.languages[0]!.worst;
  const biggest = zh.files.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  fs.writeFileSync(path.join(dir, `${biggest.path}.gz`), Buffer.alloc(3));
  const again = await measureSearchBudget(dir);
  expect(again.languages[0]!.worst.bytes).toBeLessThan(zh.bytes);
});

test('the build writes each shard once under its hash, rewrites only changed files, clears older ones', async () => {
  const SMALL = { shardBytes: 1_000 };
  await writeSearchFiles(dir, buildSearchFiles('en', syntheticHelpDocs(60, 'en'), SMALL));
  const manifestOf = () => JSON.parse(fs.readFileSync(path.join(dir, searchManifestPath('en')), 'utf8')) as SearchManifest;
  const first = manifestOf();
  const articles = path.join(dir, first.articles);
  const shards = path.join(dir, first.base);
  expect(fs.readdirSync(articles)).toHaveLength(60);
  // What builds before this format left: the single-file index, a shard folder, a shard's compressed copy.
  fs.writeFileSync(path.join(dir, 'help-search-en.json'), '{}');
  fs.mkdirSync(path.join(shards, '0123456789abcdef0123'));
  const kept = shardFile(first.shardHashes[0]!);
  fs.writeFileSync(path.join(shards, `${kept}.br`), 'x');
  const mtime = (file: string) => fs.statSync(file).mtimeMs;
  const articleBefore = mtime(path.join(articles, '100002.json'));
  const shardBefore = new Map(first.shardHashes.map((h) => [h, mtime(path.join(shards, shardFile(h)))]));

  // One article edited: small shards, so that most hold none of its terms.
  const docs = syntheticHelpDocs(60, 'en');
  docs[0] = { ...docs[0]!, text: `${docs[0]!.text} Edited.` };
  await new Promise((r) => setTimeout(r, 20));
  const written = await writeSearchFiles(dir, buildSearchFiles('en', docs, SMALL));
  const next = manifestOf();
  expect(next.base).toBe(first.base);
  const named = [...next.shardHashes.map(shardFile), ...Object.entries(next.typos).map(([letter, h]) => typoFile(letter, h))];
  const onDisk = fs.readdirSync(shards).filter((f) => !/\.(br|gz)$/.test(f));
  expect(onDisk.sort()).toEqual([...new Set(named)].sort());
  // Shards that hold the same terms are the same files, untouched.
  const same = next.shardHashes.filter((h) => shardBefore.has(h));
  expect(same.length).toBeGreaterThan(0);
  for (const h of same) expect(mtime(path.join(shards, shardFile(h)))).toBe(shardBefore.get(h));
  expect(fs.existsSync(path.join(shards, `${kept}.br`))).toBe(next.shardHashes.includes(first.shardHashes[0]!));
  expect(fs.readFileSync(path.join(articles, '100001.json'), 'utf8')).toContain('Edited.');
  expect(mtime(path.join(articles, '100002.json'))).toBe(articleBefore);
  expect(fs.existsSync(path.join(dir, 'help-search-en.json'))).toBe(false);

  // The last ten removed: their files go.
  await writeSearchFiles(dir, buildSearchFiles('en', docs.slice(0, 50), SMALL));
  expect(fs.readdirSync(articles)).toHaveLength(50);

  // The same content again: only the manifest is written.
  const again = await writeSearchFiles(dir, buildSearchFiles('en', docs.slice(0, 50), SMALL));
  expect(again).toBe(fs.statSync(path.join(dir, searchManifestPath('en'))).size);
  expect(written).toBeGreaterThan(again);
});

test('the script prints the figures and exits 0 within the budget, 1 above it or without an index', async () => {
  await publish((lang) => syntheticHelpDocs(100, lang));
  const ok = runScript(dir);
  expect(ok.stderr).toBe('');
  expect(ok.status).toBe(0);
  expect(ok.stdout).toMatch(/zh:[\s\S]*first search [\d.]+ KB[\s\S]*en:[\s\S]*first search [\d.]+ KB/);

  // Articles that cannot compress: eight results of 25 KB each are over 150 KB.
  let seed = 7;
  const noise = () =>
    Array.from({ length: 25_000 }, () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return String.fromCharCode(0x4e00 + ((seed >>> 16) % 8000));
    }).join('');
  await publish(() =>
    Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: `配额 quota ${i}`, crumbs: '问卷', text: `配额 we weighting ${noise()}` })),
  );
  const over = runScript(dir);
  expect(over.status).toBe(1);
  expect(over.stderr).toMatch(/over the 150 KB budget/);

  fs.rmSync(path.join(dir, searchManifestPath('zh')));
  const missing = runScript(dir);
  expect(missing.status).toBe(1);
  expect(missing.stderr).toMatch(/no help search index for zh/);
}, 60_000);
