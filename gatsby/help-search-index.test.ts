import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { searchManifestPath } from '../src/lib/help/search-index';
import { writeHelpSearchIndexes } from './help-search-index';

type Args = Pick<CreatePagesArgs, 'graphql' | 'store' | 'reporter' | 'cache'>;

/** What createPages hands the writer: the help articles of both languages, a project folder, a cache kept between builds. */
function build(dir: string, cache: Map<string, unknown>, titles: string[]) {
  const info: string[] = [];
  const nodes = titles.flatMap((title, i) =>
    (['zh', 'en'] as const).map((lang) => ({
      apiId: 100 + i,
      lang,
      title: `${title} ${lang}`,
      text: `${title} text`,
      crumbs: [{ title: 'Folder' }],
    })),
  );
  const args = {
    graphql: async () => ({ data: { allSiteApiHelp: { nodes } } }),
    store: { getState: () => ({ program: { directory: dir } }) },
    reporter: { info: (m: string) => info.push(m), panicOnBuild: (m: string) => info.push(`panic ${m}`) },
    cache: { get: async (k: string) => cache.get(k), set: async (k: string, v: unknown) => void cache.set(k, v) },
  } as unknown as Args;
  return writeHelpSearchIndexes(args).then(() => info);
}

test('a language whose articles did not change keeps its files; the other is written again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-search-index-'));
  try {
    const cache = new Map<string, unknown>();
    const manifest = (lang: string) => path.join(dir, 'public', searchManifestPath(lang));
    expect(await build(dir, cache, ['Quota control', 'Weighting'])).toEqual([
      expect.stringMatching(/^help search zh: 2 articles, \d+ term shards/),
      expect.stringMatching(/^help search en: 2 articles, \d+ term shards/),
    ]);
    const before = fs.statSync(manifest('en')).mtimeMs;
    expect(await build(dir, cache, ['Quota control', 'Weighting'])).toEqual([
      'help search zh: 2 articles, unchanged',
      'help search en: 2 articles, unchanged',
    ]);
    expect(fs.statSync(manifest('en')).mtimeMs).toBe(before);

    // An edit writes both languages here (the titles differ in each); a lost manifest is written again.
    expect(await build(dir, cache, ['Quota control', 'Weighting by region'])).toHaveLength(2);
    fs.rmSync(manifest('zh'));
    const again = await build(dir, cache, ['Quota control', 'Weighting by region']);
    expect(again[0]).toMatch(/term shards/);
    expect(again[1]).toBe('help search en: 2 articles, unchanged');
    expect(fs.existsSync(manifest('zh'))).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
