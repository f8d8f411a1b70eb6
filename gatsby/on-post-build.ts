import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { formatHeadersFile, HEADERS_FILE, inlineScriptHashes } from '../contract/headers-file';
import { adminContentSecurityPolicy, pageContentSecurityPolicy, siteSecurityHeaders } from '../contract/security-headers';
import { backendOrigins, cmsOptionsFromEnv } from '../contract/cms-backend';
import { siteConfig } from '../site.config';
import { ADMIN_PATH, writeAdmin } from './admin';
import { checkOutputBytes } from './check-output';
import { BuiltFiles, FileMemo, POST_BUILD_MEMO_DIR } from './file-memo';
import { declaredRedirects } from './create-pages';
import { precompress } from './precompress';
import { withholdInternals } from './withhold-internals';

/**
 * Every inline script of every built page is allowed by its hash. Gatsby's per-page script is made the
 * same on every page (src/app/ssr.tsx), so one policy fits the whole site, 404 answers included.
 */
async function writeHeaders(publicDir: string, memoFile: string, listing: BuiltFiles): Promise<number> {
  const hashes = new Set<string>();
  const memo = await FileMemo.open<string[]>(memoFile);
  for (const file of listing.files) {
    if (!file.endsWith('.html')) continue;
    const found = await memo.get(
      file,
      (bytes) => inlineScriptHashes(bytes.toString('utf8')),
      path.relative(publicDir, file),
      listing.stat(file),
    );
    for (const hash of found) hashes.add(hash);
  }
  await memo.save();
  const apiOrigin = siteConfig.apiUrl ? new URL(siteConfig.apiUrl).origin : '';
  const headers = siteSecurityHeaders(pageContentSecurityPolicy([...hashes].sort(), apiOrigin));
  const comment = [
    'Security headers of every answer of the site, written by the build (gatsby/on-post-build.ts): the',
    "Content-Security-Policy allows this build's inline scripts by hash. Read by `npm start`; Netlify and",
    'Cloudflare Pages read this file as it is; other hosts copy these headers into their configuration.',
  ].join('\n');
  // The editor (/admin) gets its own policy (contract/security-headers.ts): the pages' policy stays as strict.
  // The site server and the topology's nginx let this later rule replace the header; Netlify and Cloudflare
  // Pages would combine both policies, so there the editor needs the host's own override (README).
  const admin = { 'content-security-policy': adminContentSecurityPolicy(backendOrigins(cmsOptionsFromEnv())) };
  await fs.writeFile(
    path.join(publicDir, HEADERS_FILE),
    formatHeadersFile(
      [
        { path: '/*', headers },
        { path: `${ADMIN_PATH}/*`, headers: admin },
      ],
      comment,
    ),
  );
  return hashes.size;
}

/** Where the build keeps what it does not publish (source maps, webpack stats), beside public/. */
export const INTERNAL_DIR = 'build-internal';

/**
 * Writes what the server needs beside the pages: the redirects the build declared (honoured by
 * `npm start` and usable by any host's redirect rules), robots.txt pointing at the sitemap, the security
 * headers with the inline scripts' hashes. Moves the build's internals out of public/, fails the build on any text file with NUL bytes or invalid UTF-8,
 * then writes brotli/gzip copies of every text file.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  await fs.writeFile(path.join(publicDir, '_redirects.json'), JSON.stringify(declaredRedirects, null, 2));
  await fs.writeFile(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /404\nDisallow: /500\nDisallow: ${ADMIN_PATH}\n\nSitemap: ${siteConfig.siteUrl}/sitemap-index.xml\n`,
  );
  // Before public/ is listed: the editor's files are checked and precompressed like the rest.
  const started = Date.now();
  await writeAdmin(program.directory, path.join(publicDir, ADMIN_PATH.slice(1)));
  reporter.info(`content editor written to public${ADMIN_PATH}/ in ${Date.now() - started} ms`);
  const memoDir = path.join(program.directory, POST_BUILD_MEMO_DIR);
  // public/ is listed once for every pass below (gatsby/file-memo.ts BuiltFiles).
  const listed = await BuiltFiles.read(publicDir);
  const withheld = await withholdInternals(publicDir, path.join(program.directory, INTERNAL_DIR), listed);
  reporter.info(`moved ${withheld.length} internal files (source maps, webpack stats) to ${INTERNAL_DIR}/`);
  const listing = listed.without(withheld.map((relative) => path.join(publicDir, relative)));

  const problems = await checkOutputBytes(publicDir, path.join(memoDir, 'check-output.json'), listing);
  if (problems.length > 0) {
    const list = problems.map((p) => `  ${p.file}: ${p.problem === 'nul' ? 'NUL byte' : 'invalid UTF-8'} at byte ${p.offset}`);
    reporter.panicOnBuild(`${problems.length} built files are not clean UTF-8 text:\n${list.join('\n')}`);
    return;
  }
  const hashCount = await writeHeaders(publicDir, path.join(memoDir, 'inline-scripts.json'), listing);
  // A handful is expected (head script, Gatsby's loader and chunk map, the image loader); many means
  // per-page inline scripts, which would make the header grow with the site.
  if (hashCount > 12) reporter.warn(`${hashCount} different inline scripts across the pages: the CSP lists each one's hash`);
  reporter.info(`${HEADERS_FILE}: security headers, ${hashCount} inline script hashes in the CSP`);
  const { compressed, unchanged, removed } = await precompress(publicDir, path.join(memoDir, 'precompress.json'), { listing });
  reporter.info(`precompressed ${compressed} files (brotli and gzip), ${unchanged} unchanged, ${removed} stale copies removed`);
};
