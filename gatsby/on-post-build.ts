import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../site.config';
import { declaredRedirects } from './create-pages';
import { precompress } from './precompress';

/**
 * Writes what the server needs beside the pages: the redirects the build declared (honoured by
 * `npm start` and usable by any host's redirect rules), robots.txt pointing at the sitemap, and
 * brotli/gzip copies of every text file.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  await fs.writeFile(path.join(publicDir, '_redirects.json'), JSON.stringify(declaredRedirects, null, 2));
  await fs.writeFile(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /404\nDisallow: /500\n\nSitemap: ${siteConfig.siteUrl}/sitemap-index.xml\n`,
  );
  const count = await precompress(publicDir);
  reporter.info(`precompressed ${count} files (brotli and gzip)`);
};
