import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../site.config';
import { checkOutputBytes } from './check-output';
import { declaredRedirects } from './create-pages';
import { precompress } from './precompress';
import { withholdInternals } from './withhold-internals';

/** Where the build keeps what it does not publish (source maps, webpack stats), beside public/. */
export const INTERNAL_DIR = 'build-internal';

/**
 * Writes what the server needs beside the pages: the redirects the build declared (honoured by
 * `npm start` and usable by any host's redirect rules), robots.txt pointing at the sitemap. Moves the
 * build's internals out of public/, fails the build on any text file with NUL bytes or invalid UTF-8,
 * then writes brotli/gzip copies of every text file.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  await fs.writeFile(path.join(publicDir, '_redirects.json'), JSON.stringify(declaredRedirects, null, 2));
  await fs.writeFile(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /404\nDisallow: /500\n\nSitemap: ${siteConfig.siteUrl}/sitemap-index.xml\n`,
  );
  const withheld = await withholdInternals(publicDir, path.join(program.directory, INTERNAL_DIR));
  reporter.info(`moved ${withheld.length} internal files (source maps, webpack stats) to ${INTERNAL_DIR}/`);

  const problems = await checkOutputBytes(publicDir);
  if (problems.length > 0) {
    const list = problems.map((p) => `  ${p.file}: ${p.problem === 'nul' ? 'NUL byte' : 'invalid UTF-8'} at byte ${p.offset}`);
    reporter.panicOnBuild(`${problems.length} built files are not clean UTF-8 text:\n${list.join('\n')}`);
    return;
  }
  const count = await precompress(publicDir);
  reporter.info(`precompressed ${count} files (brotli and gzip)`);
};
