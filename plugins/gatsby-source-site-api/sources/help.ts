import type { HelpArticleData, HelpTreeNode } from '../../../contract/content';
import { imageSources } from '../../../contract/html-images';
import { relatedArticles } from '../../../src/lib/help/related';
import { sanitizeArticleHtml } from '../article-html';
import { mapLimit } from '../../../src/lib/limit';
import { SiteApiError } from '../client';
import { helpMarkdown } from '../help-markdown';
import type { SourceContext } from './context';

/** Characters of an article's text in its page's description (the page needs no more of it). */
const SUMMARY_LENGTH = 150;

interface FlatNode {
  node: HelpTreeNode;
  parentId: number | null;
  depth: number;
}

function flatten(tree: HelpTreeNode[]): FlatNode[] {
  const flat: FlatNode[] = [];
  const walk = (nodes: HelpTreeNode[], parentId: number | null, depth: number) =>
    nodes.forEach((node) => {
      flat.push({ node, parentId, depth });
      walk(node.children, node.id, depth + 1);
    });
  walk(tree, null, 1);
  return flat;
}

/** Help: the tree, then every article's body (images made responsive), path, Markdown and related articles. */
export async function sourceHelp({ get, kept, q, lang, create }: SourceContext) {
  const flat = flatten(await get<HelpTreeNode[]>(`/home/help?${q}`));
  const rows = await mapLimit(flat, 8, async ({ node, parentId, depth }) => {
    if (node.type !== 1) return { node, parentId, depth, source: null };
    // Sanitising and the Markdown copy cost about 1.5 ms an article: done again only when the article or
    // one of its images changed (a warm build of thousands of articles).
    const source = await kept(
      `/home/help/info/${node.id}?${q}`,
      `help-article:${lang}:${node.id}`,
      (info: HelpArticleData) => imageSources(info.content),
      (info: HelpArticleData, images) => {
        if (info.content && !info.markdown) {
          // A database upgraded to per-language help text keeps no Markdown until the seed runs again: a
          // copy made from nothing would publish empty `.md` files.
          throw new SiteApiError(
            `site API answered help article ${node.id} (${lang}) without its Markdown: run the seed on its database again (npm run seed)`,
          );
        }
        return {
          article: sanitizeArticleHtml(info.content, new Map(images)),
          // The article's source Markdown, images at the published files, for /help/{id}.md and llms.txt
          // (gatsby/help-markdown.ts).
          markdown: helpMarkdown(info.markdown, new Map(images.map(([src, image]) => [src, image.full]))),
          updatedAt: info.updatedAt ?? null,
          crumbs: info.path ?? [],
        };
      },
      // Unchanged since the last build (the tree's version is the kept one): no request for it.
      { listed: node.version, of: (info: HelpArticleData) => info.version },
    );
    return { node, parentId, depth, source };
  });
  // Related articles: same folder first, then shared terms (src/lib/help/related.ts). It runs on the
  // event loop, so only here, once this language's fetches (and image downloads) have all settled and
  // before the next kind's first GET: no request is waiting for its answer while it computes. It is an
  // inverted index (~2 s CPU for 5,000 articles, scripts/related-bench.ts); the client retries a GET that
  // meets a connection the API closed meanwhile (client.ts).
  const related = relatedArticles(
    rows
      .filter((r) => r.node.type === 1)
      .map((r) => ({ id: r.node.id, parentId: r.parentId, title: r.node.title, text: r.source?.article.text ?? '' })),
  );
  // rows keep the tree's order (mapLimit keeps order): a row's index is its position.
  rows.forEach(({ node, parentId, depth, source }, position) => {
    const article = source?.article;
    create('SiteApiHelp', String(node.id), {
      apiId: node.id,
      title: node.title,
      type: node.type,
      parentId,
      position,
      depth,
      content: article?.html ?? null,
      toc: article?.toc ?? [],
      text: article?.text ?? null,
      summary: article ? article.text.slice(0, SUMMARY_LENGTH) : null,
      updatedAt: source?.updatedAt ?? null,
      crumbs: source?.crumbs ?? [],
      markdown: source?.markdown ?? null,
      relatedIds: related.get(node.id) ?? [],
    });
  });
}
