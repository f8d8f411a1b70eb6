import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { AiProbingPage } from '../features/aiprobing/aiprobing-page';
import { salesHead } from '../components/sales/sales-head';
import type { I18nPageContext } from '../lib/i18n-data';

/** /aiprobing: AI follow-up probing. */
export default function AiProbing({ pageContext }: PageProps<Queries.AiProbingPageQuery, I18nPageContext>) {
  return <AiProbingPage lang={pageContext.language} />;
}

export const Head = salesHead('/aiprobing');

export const query = graphql`
  query AiProbingPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "aiprobing"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/aiprobing" }) {
      title
      description
      keyword
    }
  }
`;
