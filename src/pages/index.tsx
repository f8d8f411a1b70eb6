import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { siteConfig } from '../../site.config';
import { HomePage } from '../features/home/home-page';
import type { HomeData } from '../features/home/home-query';
import type { I18nPageContext } from '../lib/i18n-data';

/** The home page; the head script picks the edition (SPEC 2.8) and CSS shows its parts. */
export default function IndexPage({ data, pageContext }: PageProps<HomeData, I18nPageContext>) {
  return <HomePage lang={pageContext.language} lists={data} />;
}

export const Head = ({ data, pageContext }: HeadProps<HomeData, I18nPageContext>) => (
  <Seo lang={pageContext.language} originalPath="/" seo={data.seo ?? { title: siteConfig.brand[pageContext.language], description: '' }} />
);

export const query = graphql`
  query HomePage($language: String!) {
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
