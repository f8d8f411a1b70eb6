/**
 * What the editor's preview pane shows for a Markdown body: the HTML the site would show, made the way the
 * seed and the build make it (server/content/load-content.ts renders the Markdown with the placeholders
 * written out, plugins/gatsby-source-site-api/article-html.ts keeps only its allowlist and numbers the
 * headings), with images pointing at the editor's copies instead of the API's asset address.
 */
import { marked } from 'marked';
import type { SiteSettings } from '../../contract/content/settings';
import type { Language } from '../../contract/languages';
import { fillPlaceholders } from '../../contract/placeholders';
import { sanitizeArticleHtml } from '../../plugins/gatsby-source-site-api/article-html';

/** The API's asset address (server/content/load-content.ts ASSET_PREFIX), which the allowlist accepts. */
const ASSET_PREFIX = '/designer/v1/assets/';

/**
 * `markdown` in `lang` as the site's article HTML. `assetUrl` turns a content path (`images/help/x.png`)
 * into an address the editor can show (Decap's getAsset). A placeholder the seed could not read is shown
 * as the seed's error, so the editor sees it before saving.
 */
export function previewHtml(markdown: string, lang: Language, settings: SiteSettings, assetUrl: (path: string) => string): string {
  let text: string;
  try {
    text = fillPlaceholders(markdown, lang, settings);
  } catch (error) {
    return `<p role="alert">${escapeHtml((error as Error).message)}</p>`;
  }
  const html = (marked.parse(text, { async: false, gfm: true }) as string).replace(
    /(<img[^>]*\ssrc=")(images\/[^"]+)"/g,
    (_m, head: string, src: string) => `${head}${ASSET_PREFIX}${src}"`,
  );
  const clean = sanitizeArticleHtml(html).html;
  return clean.replace(
    /(\s(?:src|data-full)=")\/designer\/v1\/assets\/([^"]+)"/g,
    (_m, head: string, src: string) => `${head}${escapeHtml(assetUrl(src))}"`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
