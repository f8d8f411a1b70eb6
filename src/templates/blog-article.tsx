import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DatedArticle, DatedArticleHead } from '../features/article/dated-article';
import type { I18nPageContext } from '../lib/i18n-data';
import { pageItem } from '../lib/page-item';

export default function BlogArticle({ data, pageContext }: PageProps<Queries.BlogArticleQuery, I18nPageContext>) {
  return (
    <DatedArticle
      data={{ ...data, item: pageItem(data.item, 'BlogArticle') }}
      pageContext={pageContext}
      kickerKey="nav.articles"
      base="/article"
    />
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.BlogArticleQuery, I18nPageContext>) => (
  <DatedArticleHead data={{ ...data, item: pageItem(data.item, 'BlogArticle') }} pageContext={pageContext} />
);

export const query = graphql`
  query BlogArticle($id: Int!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    item: siteApiBlog(apiId: { eq: $id }, lang: { eq: $language }) {
      apiId
      title
      summary
      tags
      author
      publishedAt(formatString: "YYYY-MM-DD")
      content
      prev {
        id
        title
      }
      next {
        id
        title
      }
      coverFile {
        childImageSharp {
          gatsbyImageData(width: 860, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
        }
      }
    }
  }
`;
