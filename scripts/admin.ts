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
import { createHash } from 'node:crypto';
import { build, type BuildOptions } from 'esbuild';
import { cmsOptionsFromEnv, type CmsBackendOptions } from '../contract/cms-backend';
import { cmsConfig, CONTENT_DIR, helpFolders } from '../contract/cms-config';
import { POST_BUILD_MEMO_DIR } from '../gatsby/file-memo';

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

/** Where the last bundle is kept with the digests of the files it was made of (beside the post-build memos). */
const BUNDLE_CACHE = path.join(POST_BUILD_MEMO_DIR, 'admin');

const digestOf = async (file: string) =>
  createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');

/**
 * esbuild's bundle of `options`, written to its `outfile`; taken from the last build when none of the files
 * esbuild read for it (its metafile's inputs: our entry, Decap, React, the contract) changed. The bundle
 * is 5 MB: a publish of one article's edit then copies it instead of bundling again (~3 s).
 */
async function bundleCached(root: string, options: BuildOptions & { outfile: string }): Promise<void> {
  const { outfile } = options;
  const cacheDir = path.join(root, BUNDLE_CACHE);
  const inputsFile = path.join(cacheDir, 'inputs.json');
  const cached = path.join(cacheDir, path.basename(outfile));
  const known = await fs
    .readFile(inputsFile, 'utf8')
    .then((text) => JSON.parse(text) as { options: string; inputs: Record<string, string> })
    .catch(() => null);
  const optionsKey = JSON.stringify({ ...options, outfile: undefined });
  if (known?.options === optionsKey) {
    const same = await Promise.all(
      Object.entries(known.inputs).map(async ([file, digest]) => (await digestOf(path.join(root, file)).catch(() => '')) === digest),
    );
    if (same.every(Boolean)) {
      const copied = await fs.copyFile(cached, outfile).then(
        () => true,
        () => false,
      );
      if (copied) return;
    }
  }
  const result = await build({ ...options, metafile: true, absWorkingDir: root });
  const inputs = Object.fromEntries(
    await Promise.all(
      Object.keys(result.metafile.inputs)
        // Modules esbuild stood in for (`(disabled):…`, a browser field's `false`) are not files.
        .filter((file) => !/^\([a-z]+\):/.test(file))
        .map(async (file) => [file, await digestOf(path.join(root, file))] as const),
    ),
  );
  await fs.mkdir(cacheDir, { recursive: true });
  await fs.copyFile(outfile, cached);
  await fs.writeFile(inputsFile, JSON.stringify({ options: optionsKey, inputs }));
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
    fs
      .readFile(path.join(root, CONTENT_DIR, 'help/tree.json'), 'utf8')
      .then((tree) =>
        fs.writeFile(path.join(dir, 'config.yml'), `${JSON.stringify(cmsConfig(options, helpFolders(JSON.parse(tree))), null, 2)}\n`),
      ),
    fs.copyFile(path.join(root, 'src/styles/global.css'), path.join(dir, 'site.css')),
    bundleCached(root, {
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
