import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { ProductPage } from '../features/product/product-page';
import { salesHead } from '../components/sales/sales-head';
import type { I18nPageContext } from '../lib/i18n-data';

/** /product: the survey tool. */
export default function Product({ pageContext }: PageProps<Queries.ProductPageQuery, I18nPageContext>) {
  return <ProductPage lang={pageContext.language} />;
}

export const Head = salesHead('/product');

export const query = graphql`
  query ProductPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "product"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/product" }) {
      title
      description
      keyword
    }
  }
`;
