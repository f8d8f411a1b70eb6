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
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, reporter }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig() as { module: { rules: unknown[] } };
  const changed = shortenClassNames(config.module.rules);
  if (changed === 0) reporter.panic('gatsby/webpack.ts: no css-loader rule with CSS modules found; Gatsby changed its webpack config');
  actions.replaceWebpackConfig(config);
};
