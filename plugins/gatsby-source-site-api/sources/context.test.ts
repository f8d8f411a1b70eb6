import { createClient } from '../client';
import type { ResponsiveImage } from '../article-html';
import { createKeptProcessing, type KeptImage } from './context';

/** Gatsby's cache as a map: what survives between builds. */
const store = () => {
  const map = new Map<string, unknown>();
  return { get: async (key: string) => map.get(key), set: async (key: string, value: unknown) => void map.set(key, value) };
};

describe('createKeptProcessing', () => {
  /** An API answering one path with an ETag of its body, 304 when the client sends that ETag back. */
  function api(initial: unknown) {
    let data = initial;
    const seen: (string | null)[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      const body = JSON.stringify({ code: '00000', message: 'success', data });
      const etag = `"${Buffer.from(body).toString('base64').slice(-12)}"`;
      const sent = new Headers(init?.headers).get('if-none-match');
      seen.push(sent);
      return sent === etag ? new Response(null, { status: 304, headers: { etag } }) : new Response(body, { headers: { etag } });
    }) as unknown as typeof fetch;
    return { fetchImpl, seen, change: (next: unknown) => void (data = next) };
  }

  /** The image processor as a build has it: each image's result, counted; `replace` changes one image's bytes. */
  function images() {
    const results = new Map<string, ResponsiveImage>();
    const calls: string[] = [];
    const helpImage = async (src: string) => {
      calls.push(src);
      return results.get(src) ?? { src: `${src}-v1.webp`, full: `${src}-v1.png` };
    };
    return { helpImage, calls, replace: (src: string) => results.set(src, { src: `${src}-v2.webp`, full: `${src}-v2.png` }) };
  }
  type Article = { id: number; title: string; images: string[] };

  /**
   * One article's sourcing across builds sharing one cache, as the help source runs it: each call is a
   * build asking for the article, its value the title and the published image files.
   */
  function builds(article: Article) {
    const server = api(article);
    const cache = store();
    const img = images();
    const process = jest.fn((a: Article, i: KeptImage[]) => `${a.title} with ${i.map(([, x]) => x.full).join(',')}`);
    const build = () =>
      createKeptProcessing(createClient('http://api.test', server.fetchImpl).revalidate, cache, img.helpImage)(
        `/home/help/info/${article.id}?lang=en`,
        `help-article:en:${article.id}`,
        (a: Article) => a.images,
        process,
      );
    return { server, img, process, build };
  }

  test('a later build asks with the ETag it kept; on 304 it takes the kept value, on 200 it processes again', async () => {
    const { server, img, process, build } = builds({ id: 101, title: 'Quota control', images: ['/a.png'] });
    expect(await build()).toBe('Quota control with /a.png-v1.png');
    expect(await build()).toBe('Quota control with /a.png-v1.png');
    expect(process).toHaveBeenCalledTimes(1);
    server.change({ id: 101, title: 'Quotas', images: ['/a.png'] });
    expect(await build()).toBe('Quotas with /a.png-v1.png');
    expect(await build()).toBe('Quotas with /a.png-v1.png');
    expect(process).toHaveBeenCalledTimes(2);
    // No ETag on the first request; the kept one on the others; the 304s answered without a body.
    expect(server.seen[0]).toBeNull();
    expect(server.seen.slice(1).every((tag) => typeof tag === 'string')).toBe(true);
    expect(server.seen[2]).toBe(server.seen[1]);
    expect(server.seen[3]).not.toBe(server.seen[2]);
    // Every build looked at the article's image again.
    expect(img.calls).toEqual(['/a.png', '/a.png', '/a.png', '/a.png']);
  });

  test('an image that changed under the same address makes the answer be asked for and processed again', async () => {
    const { server, img, process, build } = builds({ id: 102, title: 'Logic', images: ['/b.png'] });
    expect(await build()).toBe('Logic with /b.png-v1.png');
    img.replace('/b.png');
    expect(await build()).toBe('Logic with /b.png-v2.png');
    expect(await build()).toBe('Logic with /b.png-v2.png');
    expect(process).toHaveBeenCalledTimes(2);
    // The second build asked by ETag (304), then in full once it saw the new image; the third by ETag.
    expect(server.seen.map((tag) => tag !== null)).toEqual([false, true, false, true]);
  });

  describe("a versioned answer (the help tree lists each article's version)", () => {
    type Versioned = Article & { version: string };
    /** As `builds`, with the tree's version of the article given to each build and the published files listed. */
    function versionedBuilds(article: Versioned) {
      const server = api(article);
      const cache = store();
      const img = images();
      const missing = new Set<string>();
      const process = jest.fn((a: Versioned, i: KeptImage[]) => `${a.title} with ${i.map(([, x]) => x.full).join(',')}`);
      const build = (listed: string | undefined) =>
        createKeptProcessing(
          createClient('http://api.test', server.fetchImpl).revalidate,
          cache,
          img.helpImage,
          async (image) => !missing.has(image.full),
        )(`/home/help/info/${article.id}?lang=en`, `help-article:en:${article.id}`, (a: Versioned) => a.images, process, {
          listed,
          of: (a: Versioned) => a.version,
        });
      return { server, img, process, build, missing };
    }

    test('the kept version listed again: no request and no image check, the kept value', async () => {
      const { server, img, process, build } = versionedBuilds({ id: 103, title: 'Skip logic', images: ['/c.png'], version: 'v1' });
      expect(await build('v1')).toBe('Skip logic with /c.png-v1.png');
      expect(await build('v1')).toBe('Skip logic with /c.png-v1.png');
      expect(await build('v1')).toBe('Skip logic with /c.png-v1.png');
      expect(server.seen).toHaveLength(1);
      expect(img.calls).toEqual(['/c.png']);
      expect(process).toHaveBeenCalledTimes(1);
    });

    test('another version listed: asked for again, processed, and its version kept for the next build', async () => {
      const { server, process, build } = versionedBuilds({ id: 104, title: 'Quotas', images: [], version: 'v1' });
      await build('v1');
      server.change({ id: 104, title: 'Quota control', images: [], version: 'v2' });
      expect(await build('v2')).toBe('Quota control with ');
      expect(await build('v2')).toBe('Quota control with ');
      expect(server.seen).toHaveLength(2);
      expect(process).toHaveBeenCalledTimes(2);
    });

    test('no version listed (an image the API cannot fingerprint), or a published file gone: asked for by ETag', async () => {
      const { server, img, process, build, missing } = versionedBuilds({ id: 105, title: 'Embed', images: ['/d.png'], version: 'v1' });
      await build(undefined);
      await build(undefined);
      expect(server.seen).toHaveLength(2);
      missing.add('/d.png-v1.png');
      await build('v1');
      expect(server.seen).toHaveLength(3);
      expect(img.calls).toEqual(['/d.png', '/d.png', '/d.png']);
      // Each answer was a 304: processed once.
      expect(process).toHaveBeenCalledTimes(1);
    });
  });

  test('an answer without an ETag is processed every time and nothing is kept', async () => {
    const cache = store();
    const fetchImpl = (async () =>
      new Response(
        JSON.stringify({ code: '00000', message: 'success', data: { id: 1, title: 'T', images: [] } }),
      )) as unknown as typeof fetch;
    const process = jest.fn((a: Article) => a.title);
    const build = () =>
      createKeptProcessing(createClient('http://api.test', fetchImpl).revalidate, cache, images().helpImage)(
        '/x',
        'k',
        (a: Article) => a.images,
        process,
      );
    expect(await build()).toBe('T');
    expect(await build()).toBe('T');
    expect(process).toHaveBeenCalledTimes(2);
    expect(await cache.get('k')).toBeUndefined();
  });
});
