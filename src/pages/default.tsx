import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { siteConfig } from '../../site.config';
import { localizedPath } from '../i18n/languages';
import { HomePage } from '../features/home/home-page';
import type { HomeData } from '../features/home/home-query';
import { useForcedEdition } from '../features/home/use-forced-edition';
import type { I18nPageContext } from '../lib/i18n-data';

/**
 * The home page forced to the China edition (/default, /en/default). The head script sets the edition
 * from the path on a full load; the hook covers client-side navigation. Not indexed: the canonical is the
 * home page.
 */
export default function DefaultHomePage({ data, pageContext }: PageProps<HomeData, I18nPageContext>) {
  useForcedEdition('china');
  return <HomePage lang={pageContext.language} lists={data} />;
}

export const Head = ({ data, pageContext }: HeadProps<HomeData, I18nPageContext>) => (
  <Seo
    lang={pageContext.language}
    originalPath="/default"
    canonicalPath={localizedPath('/', pageContext.language)}
    noindex
    seo={data.seo ?? { title: siteConfig.brand[pageContext.language], description: '' }}
  />
);

export const query = graphql`
  query DefaultHomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "home"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/" }) {
      title
      description
      keyword
    }
    ...HomeLists
  }
`;
