import type { GatsbyNode } from 'gatsby';

/**
 * gatsby-plugin-react-i18next gives the English 404 page the match path `/en/en/*` (it prefixes the
 * language twice), so Gatsby in the browser does not recognise `/en/<unknown>` as the not-found page and
 * rewrites the address to /en/404.html. Re-create that page with the right match path.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const m = /^\/(\w+)\/\1\/\*$/.exec(page.matchPath ?? '');
  if (!m) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath: `/${m[1]}/*` });
};
