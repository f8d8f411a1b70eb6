import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { HelpArticleData } from '../../contract/content';
import { imageSources } from '../../contract/html-images';
import { regularFileInside } from '../lib/inside-folder';
import { ASSET_PREFIX } from './load-content';

/**
 * What stands for an image file in a version: its size and modification time, as the API's static files
 * answer them in their ETag; null for an address this API does not serve (or a missing file).
 */
export type ImageFingerprint = (src: string) => string | null;

/**
 * The fingerprint of the images under `contentDir/images`, served at `/designer/v1/assets/images/`: only
 * those the API's static files serve (server/plugins/assets.ts, `regularFileInside`).
 */
export function contentImageFingerprint(contentDir: string): ImageFingerprint {
  const prefix = `${ASSET_PREFIX}images/`;
  const root = path.resolve(contentDir, 'images');
  const served = regularFileInside(root);
  return (src) => {
    if (!src.startsWith(prefix)) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(src.slice(prefix.length).split(/[?#]/)[0]!);
    } catch {
      return null;
    }
    if (!served(relative)) return null;
    const stat = fs.statSync(path.join(root, relative));
    return `${stat.size}-${Math.round(stat.mtimeMs)}`;
  };
}

/**
 * An article answer's `version`: a hash of the answer and of its images' fingerprints, so it changes when
 * the article, its place in the tree or one of its image files does. '' (none) when an image is not one
 * this API can fingerprint: the tree then lists no version, and the build asks for that article every time.
 */
export function helpArticleVersion(answer: Omit<HelpArticleData, 'version'>, image: ImageFingerprint): string {
  const hash = createHash('sha1').update(JSON.stringify(answer));
  for (const src of imageSources(answer.content)) {
    const print = image(src);
    if (print === null) return '';
    hash.update(`\n${src}\n${print}`);
  }
  return hash.digest('base64url').slice(0, 16);
}
