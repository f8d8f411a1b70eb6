/**
 * The help centre's seed content (content/help/) as the search documents the build makes of it, for the
 * search tests and the scale test's generator. Node only: never imported by a page.
 *
 * The build's documents come from the API's article HTML (Markdown rendered by `marked`, then sanitized
 * by the source plugin, whose plain text is the HTML with its tags replaced by spaces, entities decoded and
 * white space collapsed). src/ may not import server/ or plugins/, so this does the same steps with
 * `marked` itself: render, drop every tag (images' alt text goes with its tag, as in the build), decode
 * the entities marked writes, collapse white space. Placeholders (prices, settings) are written out first,
 * as the content seed does (contract/placeholders.ts). Title: the article's title; crumbs: its folders'
 * titles joined with ' / ', as gatsby/help-search-index.ts joins them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import type { SiteSettings } from '../../../contract/content/settings';
import { fillPlaceholders } from '../../../contract/placeholders';
import type { Language } from '../../i18n/languages';
import type { SearchDoc } from './search';

interface TreeNode {
  id: number;
  title: Record<Language, string>;
  type: number;
  children?: TreeNode[];
}

/** Markdown → the plain text the build indexes. */
export function markdownToText(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A seed article as the build sees it: its folder, its folders' titles and its plain text. */
export interface SeedArticle {
  id: number;
  parentId: number | null;
  title: string;
  /** Its folders' titles joined with ' / ', as gatsby/help-search-index.ts joins them. */
  crumbs: string;
  text: string;
}

/** Every seed article of `lang`, in the help tree's order (the build's `position` order). */
export function seedArticles(lang: Language, contentDir = path.resolve(__dirname, '../../../content')): SeedArticle[] {
  const dir = path.join(contentDir, 'help');
  const tree = JSON.parse(fs.readFileSync(path.join(dir, 'tree.json'), 'utf8')) as TreeNode[];
  const settings = JSON.parse(fs.readFileSync(path.join(contentDir, 'settings.json'), 'utf8')) as SiteSettings;
  const out: SeedArticle[] = [];
  const walk = (nodes: TreeNode[], parentId: number | null, folders: string[]) => {
    for (const node of nodes) {
      if (node.type === 1) {
        const markdown = fs.readFileSync(path.join(dir, `${node.id}.${lang}.md`), 'utf8');
        out.push({
          id: node.id,
          parentId,
          title: node.title[lang],
          crumbs: folders.join(' / '),
          text: markdownToText(fillPlaceholders(markdown, lang, settings)),
        });
      } else {
        walk(node.children ?? [], node.id, [...folders, node.title[lang]]);
      }
    }
  };
  walk(tree, null, []);
  return out;
}

/** Every seed article of `lang` as a search document. */
export function seedDocs(lang: Language): SearchDoc[] {
  return seedArticles(lang).map(({ id, title, crumbs, text }) => ({ id, title, crumbs, text }));
}
