import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { ResearchPage } from '../features/research/research-page';
import { salesHead } from '../components/sales/sales-head';
import type { I18nPageContext } from '../lib/i18n-data';

/** /research: research services. */
export default function Research({ data }: PageProps<Queries.ResearchPageQuery, I18nPageContext>) {
  return <ResearchPage offerings={data.offerings.nodes} />;
}

export const Head = salesHead('/research');

export const query = graphql`
  query ResearchPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "research"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/research" }) {
      title
      description
      keyword
    }
    offerings: allSiteApiResearchOffering(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        title
        text
        deliverables
      }
    }
  }
`;
