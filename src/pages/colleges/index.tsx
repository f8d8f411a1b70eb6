import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CollegesPage } from '../../features/colleges/colleges-page';
import { salesHead } from '../../components/sales/sales-head';
import type { I18nPageContext } from '../../lib/i18n-data';

/** /colleges: the university zone. */
export default function Colleges({ data, pageContext }: PageProps<Queries.CollegesPageQuery, I18nPageContext>) {
  return <CollegesPage lang={pageContext.language} layout={data} items={data.items.nodes} />;
}

export const Head = salesHead('/colleges');

export const query = graphql`
  query CollegesPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "colleges"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/colleges" }) {
      title
      description
      keyword
    }
    ...CollegesLayout
    ...CollegeItems
  }
`;
