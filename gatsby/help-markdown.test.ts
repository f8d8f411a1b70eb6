import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteConfig } from '../site.config';
import { articleMarkdown, helpMarkdownPath, removeStaleHelpMarkdown } from './help-markdown';

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

describe('removeStaleHelpMarkdown: the copies of articles a build no longer makes', () => {
  test('go, in both languages; the kept copies, the pages and other files stay', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-md-'));
    try {
      const file = (id: number, lang: 'zh' | 'en') => path.join(dir, helpMarkdownPath(id, lang));
      for (const f of [file(101, 'zh'), file(990, 'zh'), file(101, 'en'), file(990, 'en'), path.join(dir, 'help/101/index.html')]) {
        fs.mkdirSync(path.dirname(f), { recursive: true });
        fs.writeFileSync(f, 'x');
      }
      fs.writeFileSync(path.join(dir, 'help/notes.md'), 'x');
      expect(await removeStaleHelpMarkdown(dir, [file(101, 'zh'), file(101, 'en')])).toBe(2);
      expect(fs.existsSync(file(990, 'zh')) || fs.existsSync(file(990, 'en'))).toBe(false);
      for (const f of [file(101, 'zh'), file(101, 'en'), path.join(dir, 'help/101/index.html'), path.join(dir, 'help/notes.md')]) {
        expect(fs.existsSync(f)).toBe(true);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
