/**
 * The editor's page (/admin): Decap CMS (decap-cms-app's prebuilt bundle, with the site's React 18), and
 * what our content needs, registered before it starts what our content needs before starting it: the JSON-list format, the
 * site's stylesheet in the preview pane and previews of Markdown bodies in both languages. Bundled on its own
 * (gatsby/admin.ts): nothing here reaches a public page.
 */
import CMS from 'decap-cms-app';
import { createElement as h } from 'react';
import type { SiteSettings } from '../../contract/content/settings';
import { LANGUAGES, LANGUAGE_FACTS, type Language } from '../../contract/languages';
import settingsJson from '../../content/settings.json';
import { JSON_LIST_FORMAT, LIST_FIELD } from '../../contract/cms-config';
import { previewHtml } from './preview-html';

/** The part of Decap's immutable entry the previews read. */
interface Entry {
  getIn(path: readonly string[]): unknown;
}
interface PreviewProps {
  entry: Entry;
  getAsset: (path: string) => { toString(): string } | undefined;
}

const settings = settingsJson as SiteSettings;
/** Collections whose entries are Markdown bodies (contract/cms-config.ts `bodies`). */
const BODY_COLLECTIONS = ['help', 'news-bodies', 'blog-bodies', 'viewpoint-bodies'];

function Preview({ entry, getAsset }: PreviewProps) {
  const fieldOf = (lang: Language, name: string) =>
    String((lang === LANGUAGES[0] ? entry.getIn(['data', name]) : entry.getIn(['i18n', lang, 'data', name])) ?? '');
  const assetUrl = (path: string) => getAsset(path)?.toString() ?? path;
  return h(
    'main',
    { className: 'admin-preview' },
    LANGUAGES.map((lang) =>
      h(
        'section',
        { key: lang, lang, 'aria-label': LANGUAGE_FACTS[lang].name },
        h('h2', null, LANGUAGE_FACTS[lang].name),
        // A help article written in the editor carries its title (its page's heading); other bodies' titles are in their JSON files.
        fieldOf(lang, 'title') ? h('h1', null, fieldOf(lang, 'title')) : null,
        h('div', { className: 'prose', dangerouslySetInnerHTML: { __html: previewHtml(fieldOf(lang, 'body'), lang, settings, assetUrl) } }),
      ),
    ),
  );
}

// Before init: the JSON-list files are read in this format from the first screen on.
CMS.registerCustomFormat(JSON_LIST_FORMAT, 'json', {
  fromFile: (text: string) => ({ [LIST_FIELD]: JSON.parse(text) as unknown }),
  toFile: (data: Record<string, unknown>) => `${JSON.stringify(data[LIST_FIELD] ?? [], null, 2)}\n`,
});
CMS.registerPreviewStyle('/admin/site.css');
for (const name of BODY_COLLECTIONS) CMS.registerPreviewTemplate(name, Preview as never);
CMS.init();
