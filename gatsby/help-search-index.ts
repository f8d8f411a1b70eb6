import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { LANGUAGES } from '../src/i18n/languages';
import { writeChangedFiles } from './file-memo';
import { searchManifestPath } from '../src/lib/help/search-index';
import { buildSearchFiles, type SearchFiles } from '../src/lib/help/search-shards';

interface Row {
  apiId: number;
  lang: string;
  title: string;
  text: string | null;
  crumbs: { title: string }[];
}

/**
 * Publishes one language's search files under `publicDir`: the term shards and typo lists
 * (`public/static/help-search/<lang>/`, served as immutable like everything under /static/), each written
 * only when no file of its name is there (the name is its contents' hash); the article files
 * (`public/help-search/<lang>/<id>.json`), each written only when its contents changed, so precompression
 * redoes only those; then the manifest (`public/help-search/<lang>.json`), which names them all. Last, what
 * an earlier build left: shards and typo lists no longer named (with their compressed copies; folders of
 * the index's earlier format), articles no longer published, the single-file index of older versions.
 * Returns the bytes written.
 */
export async function writeSearchFiles(publicDir: string, { manifest, files, articles }: SearchFiles): Promise<number> {
  let bytes = 0;
  const write = async (file: string, contents: string) => {
    await fs.writeFile(file, contents);
    bytes += Buffer.byteLength(contents);
  };
  const shardDir = path.join(publicDir, manifest.base);
  await fs.mkdir(shardDir, { recursive: true });
  const present = new Set(await fs.readdir(shardDir));
  for (const [name, contents] of files) {
    // Written under a temporary name and renamed: a file of the final name is always complete.
    if (present.has(name)) continue;
    const temporary = path.join(shardDir, `.${name}.${process.pid}.tmp`);
    await write(temporary, contents);
    await fs.rename(temporary, path.join(shardDir, name));
  }
  const articleDir = path.join(publicDir, manifest.articles);
  await fs.mkdir(articleDir, { recursive: true });
  bytes += await writeChangedFiles([...articles].map(([name, contents]) => [path.join(articleDir, name), contents] as const));
  const manifestFile = path.join(publicDir, searchManifestPath(manifest.lang));
  await write(manifestFile, JSON.stringify(manifest));

  for (const entry of present) {
    if (!files.has(entry.replace(/\.(br|gz)$/, ''))) await fs.rm(path.join(shardDir, entry), { recursive: true, force: true });
  }
  // Only the articles' own files: their .gz and .br copies go with the next precompression.
  for (const entry of await fs.readdir(articleDir)) {
    if (entry.endsWith('.json') && !articles.has(entry)) await fs.rm(path.join(articleDir, entry));
  }
  await fs.rm(path.join(publicDir, `help-search-${manifest.lang}.json`), { force: true });
  return bytes;
}

/**
 * Writes the help centre's search index for each language into public/, at build time (and in develop),
 * from the sanitized article text: term shards, typo lists and one file per article, loaded by the
 * browser as a query needs them (src/lib/help/search-shards.ts says why and how). No third-party
 * service.
 *
 * Why shards of our own index rather than Pagefind 1.6 (both measured on 5,000 synthetic articles per
 * language, src/lib/help/search-synthetic.ts; ours in search-scale.test.ts, both in Chromium):
 * - bytes of a first search: 18–49 KB (en) and 33–76 KB (zh, a 21-character sentence the worst); Pagefind
 *   161–825 KB (its JS and worker 25 KB, WebAssembly 54–58 KB, then index chunks: 80 KB for '配额'). At
 *   the seed's 33 articles 8–48 KB, against 84 KB for the old single file and 98–158 KB for Pagefind;
 * - code: a 2 KB gzip chunk loaded on first search. Pagefind's WebAssembly needs 'wasm-unsafe-eval' in
 *   script-src, which the site's CSP does not grant (tried: the browser refuses to compile it);
 * - Chinese: Pagefind highlighted '配' and '额' apart and ranked results without 配额 for a longer query;
 *   character pairs keep every relevance case here (search-relevance.test.ts);
 * - typos: Pagefind corrects none ('wieghting' finds nothing, its issue #756); here one typo is corrected;
 * - time on a 4×-slowed CPU: under 70 ms of work per first query once its files are in, 180–480 ms with
 *   the manifest, shards and articles fetched from localhost (a busy machine); Pagefind 420–940 ms.
 *   Build: 2–3 s per language here; Pagefind 57 s and 3 GB of memory for both;
 * - the panel keeps its markup: titles, crumbs and highlighted snippets come from the same code as before.
 */
export async function writeHelpSearchIndexes({
  graphql,
  store,
  reporter,
  cache,
}: Pick<CreatePagesArgs, 'graphql' | 'store' | 'reporter' | 'cache'>) {
  const result = await graphql<{ allSiteApiHelp: { nodes: Row[] } }>(`
    {
      allSiteApiHelp(filter: { type: { eq: 1 } }, sort: { position: ASC }) {
        nodes {
          apiId
          lang
          title
          text
          crumbs {
            title
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('help search index: query failed', result.errors);
    return;
  }
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  for (const lang of LANGUAGES) {
    const docs = result.data.allSiteApiHelp.nodes
      .filter((n) => n.lang === lang)
      .map((n) => ({ id: n.apiId, title: n.title, crumbs: n.crumbs.map((c) => c.title).join(' / '), text: n.text ?? '' }));
    // A language whose articles did not change keeps the files the last build wrote (3 s at 5,000).
    const digest = createHash('sha256').update(JSON.stringify(docs)).digest('hex');
    const manifestOnDisk = await fs.stat(path.join(publicDir, searchManifestPath(lang))).then(
      () => true,
      () => false,
    );
    if (manifestOnDisk && (await cache.get(`help-search:${lang}`)) === digest) {
      reporter.info(`help search ${lang}: ${docs.length} articles, unchanged`);
      continue;
    }
    const start = performance.now();
    const built = buildSearchFiles(lang, docs);
    const written = await writeSearchFiles(publicDir, built);
    await cache.set(`help-search:${lang}`, digest);
    reporter.info(
      `help search ${lang}: ${docs.length} articles, ${built.manifest.shards.length} term shards, ` +
        `${(written / 1e6).toFixed(1)} MB written in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
  }
}
