/**
 * The content editor (/admin, Decap CMS) as a folder of static files, written beside the site rather than
 * built by Gatsby's webpack: our entry (src/admin/cms.ts) with Decap's prebuilt bundle and React is joined
 * into one cms.js by esbuild, in seconds. So no public page's bundle or chunk graph changes
 * (npm run js:budget), and the build pays for one esbuild run. Run as a script (gatsby/admin.ts): Gatsby's
 * compiler of its hook files cannot read the content schemas' TypeScript.
 *
 *   node --import tsx scripts/admin.ts <dir>
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { cmsOptionsFromEnv, type CmsBackendOptions } from '../contract/cms-backend';
import { cmsConfig } from '../contract/cms-config';

/** Where the editor is served. robots.txt disallows it; the sitemap lists only Gatsby's pages. */
export const ADMIN_PATH = '/admin';

function indexHtml(): string {
  // No inline script: the page runs under a CSP without 'unsafe-inline' (gatsby/on-post-build.ts).
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor</title>
<link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="${ADMIN_PATH}/cms.js"></script>
</body>
</html>
`;
}

/**
 * Writes the editor into `dir`: index.html, config.yml (JSON, which YAML reads as it is), cms.js and the
 * site's stylesheet for the preview pane. Returns the files written.
 */
export async function writeAdmin(dir: string, options: CmsBackendOptions = cmsOptionsFromEnv()): Promise<string[]> {
  const root = path.join(__dirname, '..');
  await fs.mkdir(dir, { recursive: true });
  await Promise.all([
    fs.writeFile(path.join(dir, 'index.html'), indexHtml()),
    fs.writeFile(path.join(dir, 'config.yml'), `${JSON.stringify(cmsConfig(options), null, 2)}\n`),
    fs.copyFile(path.join(root, 'src/styles/global.css'), path.join(dir, 'site.css')),
    build({
      entryPoints: [path.join(root, 'src/admin/cms.ts')],
      outfile: path.join(dir, 'cms.js'),
      bundle: true,
      minify: true,
      platform: 'browser',
      format: 'iife',
      target: 'es2020',
      legalComments: 'none',
      // Decap's prebuilt bundle (it leaves React and ReactDOM to us): esbuild then only joins files, in
      // about a second, instead of compiling Decap's sources.
      alias: { 'decap-cms-app': 'decap-cms-app/dist/decap-cms-app.js' },
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    }),
  ]);
  return ['index.html', 'config.yml', 'site.css', 'cms.js'];
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node --import tsx scripts/admin.ts <dir>');
    process.exit(2);
  }
  writeAdmin(path.resolve(dir)).then(
    (files) => console.log(`content editor written to ${dir}: ${files.join(', ')}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
