/**
 * The help search at 5,000 articles per language (search-synthetic.ts): what a first search downloads
 * (manifest + the shards, typo lists and articles the query needs, gzip as the server sends them) stays
 * within FIRST_SEARCH_BUDGET for every budget query, and how long answering takes once the files are in.
 * Prints the figures, with the seed's 33 articles and the single-file index they replace for comparison.
 */
import zlib from 'node:zlib';
import type { Language } from '../../i18n/languages';
import { budgetQueries, FIRST_SEARCH_BUDGET, describeDownload, firstSearch, type Download, type ReadPublished } from './search-bytes';
import { searchManifestPath } from './search-index';
import { buildSearchIndex } from './search-reference';
import { seedDocs } from './search-seed';
import { buildSearchFiles } from './search-shards';
import { syntheticHelpDocs } from './search-synthetic';
import type { SearchDoc } from './search';

const ARTICLES = 5_000;

/** The published files of one language, as the server would read them. */
function published(lang: Language, docs: SearchDoc[]) {
  const start = performance.now();
  const { manifest, files, articles } = buildSearchFiles(lang, docs);
  const buildMs = performance.now() - start;
  const manifestText = JSON.stringify(manifest);
  const read: ReadPublished = async (urlPath) => {
    if (urlPath === searchManifestPath(lang)) return { contents: manifestText };
    const contents = urlPath.startsWith(manifest.base)
      ? files.get(urlPath.slice(manifest.base.length))
      : articles.get(urlPath.slice(manifest.articles.length));
    if (contents === undefined) throw new Error(`not published: ${urlPath}`);
    return { contents };
  };
  return { read, buildMs, files: files.size + articles.size, shards: manifest.shards.length };
}

async function measure(lang: Language, read: ReadPublished): Promise<Download[]> {
  const out: Download[] = [];
  for (const { query, typed } of budgetQueries(lang)) out.push(await firstSearch(read, searchManifestPath(lang), query, typed));
  return out;
}

const report: string[] = [];
afterAll(() => console.log(report.join('\n')));

describe.each(['zh', 'en'] as const)('%s', (lang) => {
  test(`a first search at ${ARTICLES} articles downloads at most ${FIRST_SEARCH_BUDGET / 1024} KB`, async () => {
    const docs = syntheticHelpDocs(ARTICLES, lang);
    const { read, buildMs, files, shards } = published(lang, docs);
    const downloads = await measure(lang, read);
    report.push(`${lang}, ${ARTICLES} articles: built in ${(buildMs / 1000).toFixed(1)} s, ${files} files, ${shards} term shards`);
    report.push(...downloads.map((d) => `  ${describeDownload(d)}`));
    for (const d of downloads) {
      expect({ query: d.query, typed: d.typed, bytes: d.bytes }).toEqual({ query: d.query, typed: d.typed, bytes: expect.any(Number) });
      expect(d.bytes).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET);
      expect(d.results.length).toBeGreaterThan(0);
    }
    // Once its files are in, a query is answered well inside 300 ms even on a 4× slower CPU: the typical
    // query in 75 ms; a single slow one on a loaded CI machine is held to the 300 ms itself.
    const ms = downloads.map((d) => d.ms).sort((a, b) => a - b);
    expect(ms[Math.floor(ms.length / 2)]).toBeLessThan(75);
    expect(ms[ms.length - 1]).toBeLessThan(300);
    // A merged prefix list and a typo list were used, so the budget covers them.
    if (lang === 'en') {
      expect(downloads.find((d) => d.query === 'wieghting')!.results[0]!.title.toLowerCase()).toContain('weighting');
    }
  }, 180_000);

  test('at the seed’s 33 articles, against the single-file index', async () => {
    const docs = seedDocs(lang);
    const single = zlib.gzipSync(JSON.stringify(buildSearchIndex(lang, docs)), { level: 9 }).length;
    const downloads = await measure(lang, published(lang, docs).read);
    const worst = Math.max(...downloads.filter((d) => !d.typed).map((d) => d.bytes));
    report.push(
      `${lang}, seed (${docs.length} articles): single-file index ${(single / 1024).toFixed(1)} KB; sharded, worst first search ${(worst / 1024).toFixed(1)} KB`,
    );
    report.push(...downloads.map((d) => `  ${describeDownload(d)}`));
    expect(worst).toBeLessThan(single);
  });
});
