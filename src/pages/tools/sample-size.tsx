import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { salesHead } from '../../components/sales/sales-head';
import { SampleSizePage } from '../../features/tools/sample-size-page';
import type { I18nPageContext } from '../../lib/i18n-data';

/** /tools/sample-size: the sample-size and margin-of-error calculator. */
export default function SampleSize({ pageContext }: PageProps<Queries.SampleSizePageQuery, I18nPageContext>) {
  return <SampleSizePage lang={pageContext.language} />;
}

export const Head = salesHead('/tools/sample-size');

export const query = graphql`
  query SampleSizePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "tools"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/tools/sample-size" }) {
      title
      description
      keyword
    }
  }
`;
