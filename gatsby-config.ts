import type { GatsbyConfig } from 'gatsby';
import { siteConfig } from './site.config';
import { DEFAULT_LANGUAGE, I18NEXT_OPTIONS, LANGUAGES } from './src/i18n/languages';

/** The site API the build reads its content from; `npm run build` starts one when this is unset. */
const apiUrl = process.env.SITE_API_URL || 'http://127.0.0.1:4000';

/** The part of a page's context the sitemap reads (set by gatsby/plan-pages.ts and the i18n plugin). */
interface SitemapPage {
  path: string;
  pageContext?: { noindex?: boolean; i18n?: { originalPath?: string } };
}

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteConfig.siteUrl, title: siteConfig.brand.zh },
  trailingSlash: 'never',
  // Writes src/gatsby-types.d.ts (the `Queries` namespace the pages are typed with). `true` alone writes it
  // during `gatsby develop` only; generateOnBuild makes `npm run build` write it too (gatsby/README.md).
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    { resolve: 'gatsby-source-site-api', options: { apiUrl } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: `${__dirname}/locales` } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        // The first-visit and stored-language rules of SPEC 4 live in src/app/language-redirect.ts.
        redirect: false,
        siteUrl: siteConfig.siteUrl,
        trailingSlash: 'never',
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        // The edition previews, component previews (/preview/*), error and thank-you pages are not for search
        // engines. The lists' later pages (/news/page/2…) are: each is its own canonical page.
        excludes: [
          '/404',
          '/en/404',
          '/404.html',
          '/500',
          '/en/500',
          '/dev-404-page',
          '/default',
          '/overseas',
          '/en/default',
          '/en/overseas',
          // Where forms sent without scripts land (noindex).
          '/thanks',
          '/en/thanks',
        ],
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => siteConfig.siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
          allSitePage.nodes.filter(
            (p) => !p.pageContext?.noindex && !/(^|\/)(404|500)(\.html)?$/.test(p.path) && !/^(\/en)?\/preview\//.test(p.path),
          ),
        serialize: ({ path, pageContext }: SitemapPage) => {
          const original = pageContext?.i18n?.originalPath ?? path;
          const href = (lang: string) =>
            `${siteConfig.siteUrl}${lang === DEFAULT_LANGUAGE ? '' : `/${lang}`}${original === '/' && lang !== DEFAULT_LANGUAGE ? '' : original}`;
          return {
            url: path,
            links: [
              ...LANGUAGES.map((lang) => ({ lang: lang === 'zh' ? 'zh-CN' : lang, url: href(lang) })),
              { lang: 'x-default', url: href(DEFAULT_LANGUAGE) },
            ],
          };
        },
      },
    },
  ],
};

export default config;
