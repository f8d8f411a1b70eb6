import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PricingPage } from '../features/pricing/pricing-page';
import { salesHead } from '../components/sales/sales-head';
import type { I18nPageContext } from '../lib/i18n-data';

/** /quoted: pricing, from the plans the site API serves. */
export default function Quoted({ data, pageContext }: PageProps<Queries.QuotedPageQuery, I18nPageContext>) {
  return <PricingPage lang={pageContext.language} plans={data.plans.nodes} rows={data.rows.nodes} />;
}

export const Head = salesHead('/quoted');

export const query = graphql`
  query QuotedPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pricing"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/quoted" }) {
      title
      description
      keyword
    }
    plans: allSiteApiPricingPlan(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        name
        price
        tagline
        highlights
        cta
      }
    }
    rows: allSiteApiPricingRow(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        name
        values {
          free {
            text
            included
          }
          team {
            text
            included
          }
          enterprise {
            text
            included
          }
        }
      }
    }
  }
`;
