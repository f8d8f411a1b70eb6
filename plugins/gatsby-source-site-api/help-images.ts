import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyCache } from 'gatsby';
import sharp from 'sharp';
import { assetKey, fetchAsset, revalidateHeaders, SiteApiError } from './client';
import type { ResponsiveImage } from './article-html';

const WIDTHS = [480, 960, 1440];
export const ARTICLE_SIZES = '(max-width: 900px) 100vw, 860px';

/** Whether an image's files from an earlier build are still in `publicDir` (its original stands for them all). */
export const publishedHelpImage =
  (publicDir: string) =>
  (image: ResponsiveImage): Promise<boolean> =>
    fs.stat(path.join(publicDir, image.full)).then(
      () => true,
      () => false,
    );

/**
 * Makes the images of help articles responsive: WebP at 480/960/1440 px (never wider than the original),
 * plus the original for the image viewer, written to public/static/help/ under a name derived from the
 * image's bytes. Files already there are reused, so an unchanged image costs nothing on the next build.
 * SVG diagrams stay vector and are copied as they are. With a `cache` (Gatsby's, kept between builds), an
 * image is asked for with If-None-Match: on 304, while its files are still in public/, the earlier result
 * is used without reading the image again (a warm build of thousands of articles).
 */
export function createHelpImageProcessor(publicDir: string, apiBase: string, cache?: Pick<GatsbyCache, 'get' | 'set'>) {
  const outDir = path.join(publicDir, 'static', 'help');
  const published = publishedHelpImage(publicDir);
  const done = new Map<string, Promise<ResponsiveImage>>();

  const process = async (src: string): Promise<ResponsiveImage> => {
    const url = new URL(src, apiBase).toString();
    const key = `help-image:${assetKey(url, apiBase)}`;
    const cached = (await cache?.get(key)) as { etag: string; image: ResponsiveImage } | undefined;
    const usable = cached?.etag && (await published(cached.image));
    const res = await fetchAsset(url, usable ? { headers: revalidateHeaders(cached!.etag) } : {});
    if (res.status === 304 && usable) return cached!.image;
    if (!res.ok) throw new SiteApiError(`site API answered help image ${url} with status ${res.status}`);
    const image = await processBytes(url, Buffer.from(await res.arrayBuffer()));
    const etag = res.headers.get('etag');
    if (cache && etag) await cache.set(key, { etag, image });
    return image;
  };

  const processBytes = async (url: string, bytes: Buffer): Promise<ResponsiveImage> => {
    const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 16);
    const base = path
      .basename(new URL(url).pathname)
      .replace(/\.\w+$/, '')
      .replace(/[^\w-]/g, '');
    const ext = path.extname(new URL(url).pathname).toLowerCase();
    await fs.mkdir(outDir, { recursive: true });
    const write = async (name: string, make: () => Promise<Buffer>) => {
      const file = path.join(outDir, name);
      if (!(await fs.stat(file).catch(() => null))) await fs.writeFile(file, await make());
      return `/static/help/${name}`;
    };
    if (ext === '.svg') {
      const full = await write(`${base}-${hash}.svg`, async () => bytes);
      const meta = await sharp(bytes).metadata();
      return { src: full, full, width: meta.width, height: meta.height };
    }
    const meta = await sharp(bytes).metadata();
    const width = meta.width ?? 1200;
    const widths = WIDTHS.filter((w) => w < width).concat(width <= 1440 ? [width] : []);
    const variants = await Promise.all(
      widths.map(async (w) => ({
        w,
        url: await write(`${base}-${hash}-${w}.webp`, () => sharp(bytes).resize({ width: w }).webp({ quality: 80 }).toBuffer()),
      })),
    );
    const full = await write(`${base}-${hash}${ext || '.png'}`, async () => bytes);
    const middle = variants.find((v) => v.w >= 960) ?? variants[variants.length - 1]!;
    return {
      src: middle.url,
      srcSet: variants.map((v) => `${v.url} ${v.w}w`).join(', '),
      sizes: ARTICLE_SIZES,
      width,
      height: meta.height,
      full,
    };
  };

  return (src: string): Promise<ResponsiveImage> => {
    if (!done.has(src)) done.set(src, process(src));
    return done.get(src)!;
  };
}
