import type { NodePluginArgs } from 'gatsby';
import type { Language } from '../../../contract/languages';
import { sanitizeArticleHtml, type ResponsiveImage } from '../article-html';
import type { SiteApiGet } from '../client';

/**
 * What every per-content-kind sourcing function gets: the typed GET, the language it sources, and the
 * ways to turn an answer into nodes and files. One context per language.
 */
export interface SourceContext {
  get: SiteApiGet;
  lang: Language;
  /** `lang=zh|en`, the query every content endpoint takes. */
  q: string;
  /** Creates the node `type` keyed by `key` in this language; its Gatsby id is stable between builds. */
  create: (type: string, key: string, fields: object) => void;
  /** A content image as a File node id (SVG rasterised), or null without one. */
  image: (url: string | null | undefined) => Promise<string | null>;
  /** A downloadable file as a File node id. */
  file: (url: string | null | undefined) => Promise<string | null>;
  /** A help article's image, resized and published under public/static/help. */
  helpImage: (src: string) => Promise<ResponsiveImage>;
}

export type SourceKind = (ctx: SourceContext) => Promise<void>;

export function createNodeFactory({ actions, createNodeId, createContentDigest }: NodePluginArgs, lang: Language) {
  return (type: string, key: string, fields: object) => {
    actions.createNode({
      ...fields,
      lang,
      id: createNodeId(`${type}-${lang}-${key}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };
}

/** Every other body from the API goes through the same allowlist as help articles. */
export const safeHtml = (raw: string | null | undefined) => (raw ? sanitizeArticleHtml(raw).html : null);

/** Previous / next as the `SiteApiBrief` type. */
export const brief = (b: { id: number; title: string } | null) => (b ? { id: b.id, title: b.title } : null);
