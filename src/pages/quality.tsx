import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QualityPage } from '../features/quality/quality-page';
import { salesHead } from '../components/sales/sales-head';
import type { I18nPageContext } from '../lib/i18n-data';
import { pageItem } from '../lib/page-item';

/** /quality: data quality, from the site API. */
export default function Quality({ data, pageContext }: PageProps<Queries.QualityPageQuery, I18nPageContext>) {
  return <QualityPage page={pageItem(data.quality, 'Quality')} lang={pageContext.language} />;
}

export const Head = salesHead('/quality');

export const query = graphql`
  query QualityPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "quality"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/quality" }) {
      title
      description
      keyword
    }
    quality: siteApiQuality(lang: { eq: $language }) {
      title
      summary
      updatedAt
      content
      toc {
        id
        text
      }
    }
  }
`;
