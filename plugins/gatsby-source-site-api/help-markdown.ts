import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*' });
turndown.use(gfm);

/**
 * A help article's HTML (as the API gives it, from the Markdown in content/) back as Markdown, for the
 * `/help/{id}.md` copies and llms.txt. Images point at the files the build published (`images`: the API's
 * address → the published full-size file); links stay as written, gatsby/help-markdown.ts makes them absolute.
 */
export function helpMarkdown(html: string, images: Map<string, string>): string {
  const doc = turndown.turndown(html);
  return doc.replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (_m, alt: string, src: string) => `![${alt}](${images.get(src) ?? src})`).trim();
}
