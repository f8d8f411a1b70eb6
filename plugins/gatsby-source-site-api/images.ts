import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyCache, NodePluginArgs } from 'gatsby';
import { createFileNodeFromBuffer } from 'gatsby-source-filesystem';
import sharp from 'sharp';
import { assetKey, fetchAsset, revalidateHeaders, SiteApiError } from './client';

interface Cached {
  etag: string | null;
  file: string;
}

/**
 * Turns asset URLs named in content into File nodes: images for gatsby-plugin-image, downloads for their
 * `publicURL` (Gatsby copies them under /static/). Each asset is downloaded once: later builds ask with
 * If-None-Match and reuse the cached copy on 304. With `rasterizeSvg`, SVG illustrations become JPEG (PNG
 * where they are transparent) here (gatsby-transformer-sharp does not take SVG), at 2× their width.
 */
function createAssetLoader(args: NodePluginArgs, apiBase: string, { rasterizeSvg }: { rasterizeSvg: boolean }) {
  const { actions, createNodeId, cache, getCache } = args;
  const byUrl = new Map<string, Promise<string>>();
  const dir = path.join((cache as GatsbyCache & { directory: string }).directory, rasterizeSvg ? 'images' : 'files');

  const load = async (url: string): Promise<string> => {
    const absolute = new URL(url, apiBase).toString();
    const stable = assetKey(absolute, apiBase);
    const key = `${rasterizeSvg ? 'image' : 'file'}:${stable}`;
    const cached = (await cache.get(key)) as Cached | undefined;
    const usable = cached?.etag && (await fs.stat(cached.file).catch(() => null));
    const res = await fetchAsset(absolute, usable ? { headers: revalidateHeaders(cached!.etag!) } : {});
    let file: string;
    if (res.status === 304 && cached) {
      file = cached.file;
    } else if (res.ok) {
      let buffer: Buffer = Buffer.from(await res.arrayBuffer());
      let ext = path.extname(new URL(absolute).pathname).toLowerCase() || '.png';
      if (rasterizeSvg && ext === '.svg') {
        // An opaque illustration (every cover) becomes a JPEG: gatsby-plugin-image then writes JPEG and WebP
        // sizes, several times faster to encode than PNG and smaller for gradients. Shapes with
        // transparent parts (round avatars) stay PNG.
        // Drawn once, then encoded from the raw pixels.
        const { data, info } = await sharp(buffer, { density: 144 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        let opaque = true;
        for (let i = 3; opaque && i < data.length; i += 4) opaque = data[i] === 255;
        const raster = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
        buffer = opaque
          ? await raster.removeAlpha().jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer()
          : await raster.png({ compressionLevel: 9 }).toBuffer();
        ext = opaque ? '.jpg' : '.png';
      }
      await fs.mkdir(dir, { recursive: true });
      file = path.join(dir, `${createHash('sha1').update(stable).digest('hex')}${ext}`);
      await fs.writeFile(file, buffer);
      await cache.set(key, { etag: res.headers.get('etag'), file } satisfies Cached);
    } else {
      throw new SiteApiError(`site API answered asset ${absolute} with status ${res.status}`);
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

/** Images named in content, as File nodes gatsby-plugin-image can process (SVG rasterised). */
export const createImageLoader = (args: NodePluginArgs, apiBase: string) => createAssetLoader(args, apiBase, { rasterizeSvg: true });

/** Downloadable files named in content, as File nodes whose `publicURL` the pages link to. */
export const createFileLoader = (args: NodePluginArgs, apiBase: string) => createAssetLoader(args, apiBase, { rasterizeSvg: false });
