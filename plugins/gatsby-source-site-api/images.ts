import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyCache, NodePluginArgs } from 'gatsby';
import { createFileNodeFromBuffer } from 'gatsby-source-filesystem';
import sharp from 'sharp';
import { SiteApiError } from './client';

interface Cached {
  etag: string | null;
  file: string;
}

/**
 * Turns image URLs named in content into File nodes that gatsby-plugin-image can process. Each image is
 * downloaded once: later builds ask with If-None-Match and reuse the cached copy on 304. SVG illustrations
 * are rasterised to PNG here (gatsby-transformer-sharp does not take SVG), at 2× their width.
 */
export function createImageLoader(args: NodePluginArgs, apiBase: string) {
  const { actions, createNodeId, cache, getCache } = args;
  const byUrl = new Map<string, Promise<string>>();
  const dir = path.join((cache as GatsbyCache & { directory: string }).directory, 'images');

  const load = async (url: string): Promise<string> => {
    const absolute = new URL(url, apiBase).toString();
    const key = `image:${absolute}`;
    const cached = (await cache.get(key)) as Cached | undefined;
    const headers: Record<string, string> = {};
    if (cached?.etag && (await fs.stat(cached.file).catch(() => null))) headers['if-none-match'] = cached.etag;
    let res: Response;
    try {
      res = await fetch(absolute, { headers });
    } catch (error) {
      throw new SiteApiError(`site API unreachable: image ${absolute} (${(error as Error).message})`);
    }
    let file: string;
    if (res.status === 304 && cached) {
      file = cached.file;
    } else if (res.ok) {
      let buffer: Buffer = Buffer.from(await res.arrayBuffer());
      let ext = path.extname(new URL(absolute).pathname).toLowerCase() || '.png';
      if (ext === '.svg') {
        buffer = await sharp(buffer, { density: 144 }).png({ compressionLevel: 9 }).toBuffer();
        ext = '.png';
      }
      await fs.mkdir(dir, { recursive: true });
      file = path.join(dir, `${createHash('sha1').update(absolute).digest('hex')}${ext}`);
      await fs.writeFile(file, buffer);
      await cache.set(key, { etag: res.headers.get('etag'), file } satisfies Cached);
    } else {
      throw new SiteApiError(`site API answered image ${absolute} with status ${res.status}`);
    }
    const buffer = await fs.readFile(file);
    const node = await createFileNodeFromBuffer({
      buffer,
      name: path.basename(new URL(absolute).pathname).replace(/\.\w+$/, ''),
      ext: path.extname(file),
      getCache,
      createNode: actions.createNode,
      createNodeId,
    });
    return node.id;
  };

  /** The File node id for `url`, created once per build however many nodes name it. */
  return (url: string | null | undefined): Promise<string | null> => {
    if (!url) return Promise.resolve(null);
    if (!byUrl.has(url)) byUrl.set(url, load(url));
    return byUrl.get(url)!;
  };
}
