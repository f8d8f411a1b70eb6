import type { HelpArticleData, HelpTreeNode } from '../../../contract/content';
import { SiteApiError } from '../client';
import type { SourceContext } from './context';
import { sourceHelp } from './help';

const API = '/designer/v1/assets/images/help/';
const tree: HelpTreeNode[] = [{ id: 1, title: 'Start', type: 0, children: [{ id: 104, title: 'Create a survey', type: 1, children: [] }] }];
const article = (markdown: string): HelpArticleData => ({
  id: 104,
  title: 'Create a survey',
  content: `<h2>Editor</h2><p><img src="${API}104-editor-en.png" alt="The editor"></p>`,
  markdown,
  updatedAt: '2026-11-01',
  path: [{ id: 1, title: 'Start' }],
  version: 'v1',
});

/** The plugin's context with the API's answers given, recording the nodes made. */
function context(info: HelpArticleData) {
  const created: Record<string, unknown>[] = [];
  const helpImage = async (src: string) => ({
    src: `/static/help/x-960.webp`,
    full: `/static/help/${src.split('/').pop()!.replace('.png', '-0123.png')}`,
  });
  const ctx = {
    get: async () => tree,
    // As the first build: nothing kept, the answer processed with its images.
    kept: async (
      _path: string,
      _key: string,
      images: (a: HelpArticleData) => string[],
      process: (a: HelpArticleData, i: (readonly [string, unknown])[]) => unknown,
    ) => process(info, await Promise.all(images(info).map(async (src) => [src, await helpImage(src)] as const))),
    lang: 'en',
    q: 'lang=en',
    create: (_type: string, _key: string, fields: Record<string, unknown>) => created.push(fields),
  } as unknown as SourceContext;
  return { ctx, created };
}

describe('sourceHelp: the `.md` copy comes from the stored Markdown', () => {
  test('the article’s node carries its source Markdown with its images at the published files', async () => {
    const { ctx, created } = context(article(`## Editor\n\n![The editor](${API}104-editor-en.png)\n\nSee [Templates](/en/help/105).\n`));
    await sourceHelp(ctx);
    expect(created.find((n) => n.apiId === 104)).toMatchObject({
      markdown: '## Editor\n\n![The editor](/static/help/104-editor-en-0123.png)\n\nSee [Templates](/en/help/105).',
    });
    expect(created.find((n) => n.apiId === 1)).toMatchObject({ markdown: null });
  });

  test('an article answered without Markdown (a database not seeded since its upgrade) fails the build, saying so', async () => {
    const { ctx } = context(article(''));
    const error = await sourceHelp(ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteApiError);
    expect((error as Error).message).toMatch(/help article 104 \(en\) without its Markdown: run the seed/);
  });
});
