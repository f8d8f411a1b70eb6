import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ExternalChunkMapPlugin } from './chunk-map';
import type { GatsbyNode } from 'gatsby';
import { LATER_STYLESHEETS, LATER_STYLESHEET_NAMES, laterStylesFile } from '../src/lib/later-styles';

/** Every stylesheet under `dir`, as path and content: what the pages' inlined CSS is made from. */
function stylesheets(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? stylesheets(path.join(dir, e.name)) : e.name.endsWith('.css') ? [path.join(dir, e.name)] : []))
    .sort();
}

/**
 * A short hash of every stylesheet of the site. Gatsby inlines the CSS into each page, but on a warm build
 * it renders again only the pages whose renderer or data changed, and a CSS-only edit changes neither (CSS
 * modules keep their class names): the pages would keep the old styles. The HTML renderer carries this
 * hash (src/app/ssr.tsx), so an edited stylesheet renders every page again.
 */
export function stylesFingerprint(srcDir: string): string {
  const hash = createHash('sha1');
  for (const file of stylesheets(srcDir)) hash.update(path.relative(srcDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** Production CSS-module class names: the local name and a short hash instead of file--local--hash. */
export const SHORT_CLASS_NAMES = '[local]_[hash:base64:5]';

interface RuleLike {
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
  loader?: unknown;
  options?: unknown;
}

/**
 * Rewrites css-loader's CSS-module naming in every rule (recursively) and answers how many it changed.
 * Gatsby names classes `file-module--local--hash`; every class name travels in the HTML, in the CSS inlined
 * into each page and in the JavaScript that maps them, so the shorter names make all three smaller.
 */
export function shortenClassNames(rules: unknown[], localIdentName = SHORT_CLASS_NAMES): number {
  let changed = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const rule = node as RuleLike;
    if (typeof rule.loader === 'string' && /[\\/]css-loader[\\/]/.test(rule.loader)) {
      const options = rule.options as { modules?: unknown } | undefined;
      if (options && options.modules && typeof options.modules === 'object') {
        (options.modules as { localIdentName?: string }).localIdentName = localIdentName;
        changed += 1;
      }
    }
    visit(rule.use);
    visit(rule.oneOf);
    visit(rule.rules);
  };
  visit(rules);
  return changed;
}

interface HashingCompilation {
  chunks: Iterable<{ id: string | number | null; hash?: string }>;
  hash?: string;
  fullHash?: string;
  outputOptions: { hashDigestLength?: number };
  hooks: { afterHash: { tap(name: string, fn: () => void): void } };
}
interface HashingCompiler {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: HashingCompilation) => void): void } };
}

/**
 * Makes the compilation hash a hash of the chunks' hashes, so the same code always gets the same hash.
 *
 * Webpack mixes child compilations into its hash. mini-css-extract-plugin runs about 50 of them on a cold
 * build (CSS not yet in webpack's cache) and none on a warm one. So a cold build and the next build of
 * the same code got different hashes. Gatsby writes the hash into every page (and browsers reload when it
 * changes), so the first build after a cold one rewrote all 240 pages and recompressed about 275 files:
 * 36-39 s instead of about 20 s for an edited help article. Any change to any chunk still changes the hash.
 */
export class StableCompilationHash {
  apply(compiler: HashingCompiler): void {
    compiler.hooks.thisCompilation.tap('StableCompilationHash', (compilation) => {
      compilation.hooks.afterHash.tap('StableCompilationHash', () => {
        const hash = createHash('sha256');
        const chunks = [...compilation.chunks].map((c) => `${String(c.id)}:${c.hash ?? ''}`).sort();
        for (const chunk of chunks) hash.update(chunk).update('\n');
        const digest = hash.digest('hex');
        compilation.fullHash = digest;
        compilation.hash = digest.slice(0, compilation.outputOptions.hashDigestLength ?? 20);
      });
    });
  }
}

interface SplitChunksConfig {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/**
 * Lets each page carry only its own CSS, and answers whether Gatsby's one-stylesheet group was there.
 *
 * Gatsby 5 puts every stylesheet of the site into one `styles` chunk (its `styles` cache group), and
 * inlines the CSS of a page's chunks into the page's HTML: so every page carried the whole site's CSS,
 * 110 KB, of which a help article uses 8.5 KB. Without that group the CSS stays with the chunks of the
 * components that import it: the app chunk carries global.css, a page's component chunk (and the
 * `commons` chunk, when every template shares a component) carries its components' CSS, and Gatsby
 * inlines just those (`getScriptsAndStylesForTemplate`: the `app` and the page's component chunk group).
 * A component a page loads later (a dialog, a deferred part) brings its CSS with its chunk, as a
 * `<link>` mini-css-extract-plugin adds when the chunk loads. CSS modules give every class its own
 * name, so the order of the pieces cannot change what a rule matches.
 */
export function splitCssPerPage(config: SplitChunksConfig): boolean {
  const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  if (!groups || !groups.styles) return false;
  groups.styles = false;
  return true;
}

interface ModuleLike {
  type?: string;
  nameForCondition?: () => string | null;
}
interface CssExtractLike {
  constructor: { name: string };
  options: { chunkFilename?: string | ((pathData: { chunk?: { name?: string | null } }) => string) };
}

/**
 * Gathers each entry's stylesheets `files` into a chunk of their own, `chunk`, whose file is `file` (a name
 * the pages can link without knowing webpack's content hash; src/lib/later-styles.ts), and answers whether
 * mini-css-extract-plugin was found to name them. Other CSS chunks keep their names.
 */
export function separateStylesheets(
  config: SplitChunksConfig & { plugins: unknown[] },
  entries: readonly { chunk: string; files: RegExp; file: string }[],
): boolean {
  const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  const extract = config.plugins.find(
    (p): p is CssExtractLike => (p as CssExtractLike | null)?.constructor?.name === 'MiniCssExtractPlugin',
  );
  const original = extract?.options.chunkFilename;
  if (!groups || !extract || typeof original !== 'string') return false;
  const files = new Map<string, string>();
  for (const { chunk, files: test, file } of entries) {
    groups[chunk] = {
      test: (module: ModuleLike) => module.type === 'css/mini-extract' && test.test(module.nameForCondition?.() ?? ''),
      name: chunk,
      chunks: 'all',
      enforce: true,
      priority: 50,
    };
    files.set(chunk, file);
  }
  extract.options.chunkFilename = (pathData) => files.get(pathData.chunk?.name ?? '') ?? original;
  return true;
}

/**
 * Both production stages (the browser bundle and the HTML renderer) must name classes alike, or the
 * server-rendered markup would not match its stylesheet; `gatsby develop` keeps Gatsby's readable names.
 * Browser bundles and the HTML renderer get only the part of react-i18next they use
 * (src/i18n/react-i18next-browser.js) and of i18next (src/i18n/i18next-browser.ts, tested against i18next
 * on every locale string); browser bundles leave
 * out Gatsby's <Script> and Partytown (src/app/gatsby-script-unused.js), and point at no source map (the
 * maps are not published: gatsby/withhold-internals.ts).
 */
/** The settings file the build's content comes from: CONTENT_DIR's (server/config.ts), or the project's own. */
export const settingsFileOf = (root: string, env: NodeJS.ProcessEnv = process.env) =>
  path.join(env.CONTENT_DIR ? path.resolve(root, env.CONTENT_DIR) : path.join(root, 'content'), 'settings.json');

/**
 * The site's settings (contract/site-settings.ts imports content/settings.json) from the content the build
 * was seeded from: CONTENT_DIR when it names another folder, so the footer's phone and the one the seed wrote
 * into the Markdown's `{{sales.phone}}` are always the same file's.
 *
 * `gatsby develop` reads the file where it is (an edit reloads the pages). A production build reads a copy
 * staged at one fixed place, .cache/site-settings.json, rewritten only when its bytes change: webpack's
 * cache keeps how it resolved an import and an alias is not part of its key, so an alias that followed
 * CONTENT_DIR needed a cache of its own for every folder, and the first build from another folder (a
 * publish from the editors' copy of the content) compiled every script again (about 60 of its 85 s).
 */
export function settingsAlias(root: string, env: NodeJS.ProcessEnv = process.env, production = false): Record<string, string> {
  const own = path.join(root, 'content', 'settings.json');
  const file = settingsFileOf(root, env);
  if (!production) return file === own ? {} : { [own]: file };
  const staged = path.join(root, '.cache', 'site-settings.json');
  const bytes = fs.readFileSync(file);
  if (!fs.existsSync(staged) || !fs.readFileSync(staged).equals(bytes)) {
    fs.mkdirSync(path.dirname(staged), { recursive: true });
    fs.writeFileSync(staged, bytes);
  }
  return { [own]: staged };
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, reporter, store, plugins }) => {
  const browser = stage === 'build-javascript' || stage === 'develop';
  const production = stage === 'build-javascript' || stage === 'build-html';
  const renderer = stage === 'build-html' || stage === 'develop-html';
  if (!browser && !renderer) return;
  const root = (store.getState() as { program: { directory: string } }).program.directory;
  const config = getConfig() as {
    module: { rules: unknown[] };
    resolve: { alias?: Record<string, string> };
    cache?: false | { type: string; version?: string };
    devtool?: unknown;
    plugins: unknown[];
  } & SplitChunksConfig;
  // The stylesheets' hash: the HTML carries it (a CSS-only edit must render every page again) and the home
  // page links its later sections' CSS by it (src/lib/later-styles.ts).
  const fingerprint = production ? stylesFingerprint(path.join(root, 'src')) : '';
  if (production) config.plugins.push(plugins.define({ 'process.env.STYLES_FINGERPRINT': JSON.stringify(fingerprint) }));
  // Source maps still made (kept in build-internal/ for error reports) but not referenced by the bundles.
  if (stage === 'build-javascript') config.devtool = 'hidden-source-map';
  // The HTML renderer's source maps only serve the code frame of an error thrown while rendering a page, and
  // making them took about 5 of the renderer's 33 s in a cold build; RENDERER_SOURCE_MAPS=1 brings them back.
  if (stage === 'build-html' && !process.env.RENDERER_SOURCE_MAPS) config.devtool = false;
  if (production && shortenClassNames(config.module.rules) === 0) {
    reporter.panic('gatsby/webpack.ts: no css-loader rule with CSS modules found; Gatsby changed its webpack config');
  }
  if (browser || renderer) {
    config.resolve.alias = {
      ...config.resolve.alias,
      'react-i18next$': path.join(root, 'src/i18n/react-i18next-browser.js'),
      // The part of i18next the pages use (about 10 KB gzip less on every page), in the HTML renderer too, so
      // the server writes and the browser hydrates the same implementation's strings (gatsby/README.md).
      i18next$: path.join(root, 'src/i18n/i18next-browser.ts'),
      // react-i18next's ES modules, which its package exports do not list one by one.
      'react-i18next-es': path.join(root, 'node_modules/react-i18next/dist/es'),
      ...settingsAlias(root, process.env, production),
    };
    if (stage === 'build-javascript') config.resolve.alias.outdent$ = path.join(root, 'src/i18n/outdent-browser.js');
    // Webpack's cache keeps how it resolved an import, and an alias is not part of its key: in development,
    // where the alias follows CONTENT_DIR, the cache is named by the settings file (see settingsAlias).
    if (config.cache && !production) config.cache = { ...config.cache, version: `settings ${settingsFileOf(root)}` };
  }
  if (stage === 'build-javascript') {
    if (!splitCssPerPage(config))
      reporter.panic("gatsby/webpack.ts: Gatsby's `styles` cache group not found; Gatsby changed its webpack config");
    const later = LATER_STYLESHEET_NAMES.map((name) => ({
      chunk: name,
      files: LATER_STYLESHEETS[name],
      file: laterStylesFile(name, fingerprint),
    }));
    if (!separateStylesheets(config, later)) {
      reporter.panic('gatsby/webpack.ts: no mini-css-extract-plugin with a chunkFilename found; Gatsby changed its webpack config');
    }
    config.plugins.push(new StableCompilationHash());
    // After Gatsby's stats extractor (added before this hook runs): the chunk map leaves every page.
    config.plugins.push(new ExternalChunkMapPlugin(path.join(root, 'public')));
    // Gatsby's <Script> and its Partytown snippet, which only `gatsby develop` uses and no page renders.
    config.resolve.alias = {
      ...config.resolve.alias,
      'gatsby-script$': path.join(root, 'src/app/gatsby-script-unused.js'),
      [path.join(root, 'node_modules/gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet')]: path.join(
        root,
        'src/app/partytown-snippet-unused.js',
      ),
    };
  }
  actions.replaceWebpackConfig(config);
};
