import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

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

/**
 * Both production stages (the browser bundle and the HTML renderer) must name classes alike, or the
 * server-rendered markup would not match its stylesheet; `gatsby develop` keeps Gatsby's readable names.
 * Browser bundles get only the part of react-i18next they use (src/i18n/react-i18next-browser.js), and
 * point at no source map (the maps are not published: gatsby/withhold-internals.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, reporter, store }) => {
  const browser = stage === 'build-javascript' || stage === 'develop';
  const production = stage === 'build-javascript' || stage === 'build-html';
  if (!browser && !production) return;
  const config = getConfig() as { module: { rules: unknown[] }; resolve: { alias?: Record<string, string> }; devtool?: unknown };
  // Source maps still made (kept in build-internal/ for error reports) but not referenced by the bundles.
  if (stage === 'build-javascript') config.devtool = 'hidden-source-map';
  if (production && shortenClassNames(config.module.rules) === 0) {
    reporter.panic('gatsby/webpack.ts: no css-loader rule with CSS modules found; Gatsby changed its webpack config');
  }
  if (browser) {
    const root = (store.getState() as { program: { directory: string } }).program.directory;
    config.resolve.alias = {
      ...config.resolve.alias,
      'react-i18next$': path.join(root, 'src/i18n/react-i18next-browser.js'),
      // react-i18next's ES modules, which its package exports do not list one by one.
      'react-i18next-es': path.join(root, 'node_modules/react-i18next/dist/es'),
    };
  }
  actions.replaceWebpackConfig(config);
};
