import { siteConfig } from '../site.config';
import { articleMarkdown } from './help-markdown';

const row = (markdown: string) => ({
  apiId: 104,
  lang: 'en',
  title: 'Create a survey',
  type: 1,
  parentId: 1,
  updatedAt: '2026-11-01T00:00:00Z',
  markdown,
  relatedIds: [],
  crumbs: [],
});

describe('articleMarkdown: a help article’s `.md` copy', () => {
  test('site-relative links and images become absolute wherever the source Markdown names them', () => {
    const body = [
      'See [Skip logic](/en/help/110 "Skip logic") and ![The editor](/static/help/104-editor-en-0123.png).',
      '',
      '[flow]: /static/help/110-skip-flow-en-4567.svg',
      '',
      '<img alt="The editor" src="/static/help/104-editor-en-0123.png"> <a href="/en/help/105">templates</a>',
      '',
      'Elsewhere: [Example](https://example.com/x) and [protocol-relative](//cdn.example.com/y).',
    ].join('\n');
    const md = articleMarkdown(row(body), 'en', new Map(), []);
    const site = siteConfig.siteUrl;
    expect(md).toContain(`[Skip logic](${site}/en/help/110 "Skip logic")`);
    expect(md).toContain(`![The editor](${site}/static/help/104-editor-en-0123.png)`);
    expect(md).toContain(`[flow]: ${site}/static/help/110-skip-flow-en-4567.svg`);
    expect(md).toContain(`src="${site}/static/help/104-editor-en-0123.png"`);
    expect(md).toContain(`href="${site}/en/help/105"`);
    expect(md).toContain('[Example](https://example.com/x) and [protocol-relative](//cdn.example.com/y)');
    expect(md.startsWith(`# Create a survey\n\n> URL: ${site}/en/help/104\n> Last updated: 2026-11-01\n`)).toBe(true);
  });
});
