import { helpMarkdown } from './help-markdown';

const API = '/designer/v1/assets/images/help/';

describe('helpMarkdown: the stored Markdown with its images at the published files', () => {
  const images = new Map([
    [`${API}104-editor-en.png`, '/static/help/104-editor-en-0123456789abcdef.png'],
    [`${API}110-skip-flow-en.svg`, '/static/help/110-skip-flow-en-fedcba9876543210.svg'],
  ]);

  test('every place Markdown names an image: image syntax (with a title or <…>), a definition, a raw <img>', () => {
    const markdown = [
      `![The editor](${API}104-editor-en.png) and ![Flow](<${API}110-skip-flow-en.svg> "Skip logic")`,
      '',
      `[flow]: ${API}110-skip-flow-en.svg`,
      '',
      `<img alt="The editor" src="${API}104-editor-en.png">`,
      '',
    ].join('\n');
    expect(helpMarkdown(markdown, images)).toBe(
      [
        '![The editor](/static/help/104-editor-en-0123456789abcdef.png) and ![Flow](</static/help/110-skip-flow-en-fedcba9876543210.svg> "Skip logic")',
        '',
        '[flow]: /static/help/110-skip-flow-en-fedcba9876543210.svg',
        '',
        '<img alt="The editor" src="/static/help/104-editor-en-0123456789abcdef.png">',
      ].join('\n'),
    );
  });

  test('links, text that quotes an address and longer addresses that start with one stay as written', () => {
    const markdown = [
      'See [Skip logic](/en/help/110).',
      `The API serves ${API}104-editor-en.png too.`,
      `![Other](${API}104-editor-en.png.bak)`,
    ].join('\n');
    expect(helpMarkdown(markdown, images)).toBe(markdown);
  });
});
