import fs from 'node:fs/promises';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { LANGUAGES } from '../src/i18n/languages';
import { buildSearchIndex } from '../src/features/help/search';

/** Where the browser finds a language's help search index. */
export const searchIndexPath = (lang: string) => `/help-search-${lang}.json`;

interface Row {
  apiId: number;
  lang: string;
  title: string;
  text: string | null;
  crumbs: { title: string }[];
}

/**
 * Writes the help centre's search index for each language into public/, at build time (and in develop),
 * from the sanitized article text. No third-party service: the browser loads it when search is first used.
 */
export async function writeHelpSearchIndexes({ graphql, store, reporter }: Pick<CreatePagesArgs, 'graphql' | 'store' | 'reporter'>) {
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
  await fs.mkdir(publicDir, { recursive: true });
  for (const lang of LANGUAGES) {
    const docs = result.data.allSiteApiHelp.nodes
      .filter((n) => n.lang === lang)
      .map((n) => ({ id: n.apiId, title: n.title, crumbs: n.crumbs.map((c) => c.title).join(' / '), text: n.text ?? '' }));
    const index = buildSearchIndex(lang, docs);
    await fs.writeFile(path.join(publicDir, searchIndexPath(lang)), JSON.stringify(index));
  }
}
