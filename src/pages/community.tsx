import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CommunityPage } from '../features/community/community-page';
import { salesHead } from '../components/sales/sales-head';
import type { I18nPageContext } from '../lib/i18n-data';

/** /community: the community platform and its book-a-demo form. */
export default function Community({ pageContext }: PageProps<Queries.CommunityPageQuery, I18nPageContext>) {
  return <CommunityPage lang={pageContext.language} />;
}

export const Head = salesHead('/community');

export const query = graphql`
  query CommunityPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "community"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/community" }) {
      title
      description
      keyword
    }
  }
`;
