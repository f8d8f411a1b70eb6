import type { GatsbyNode } from 'gatsby';

/**
 * No page of this site routes in the browser, so none has a match path. gatsby-plugin-react-i18next gives
 * the English 404 page one (`/en/en/*`, the language prefixed twice); any match path makes Gatsby list
 * every static page it covers in the app chunk every page loads (5,000 help articles: +13 KB gzip of
 * first-load JS). The language's not-found page is found by the loader instead (src/app/browser.ts,
 * `notFoundPagePath`).
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (page.matchPath === undefined) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath: undefined });
};
