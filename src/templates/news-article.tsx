import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { DatedArticle, DatedArticleHead, type DatedArticleData } from '../features/article/dated-article';
import type { I18nPageContext } from '../lib/i18n-data';

export default function NewsArticle(props: PageProps<DatedArticleData, I18nPageContext>) {
  return <DatedArticle {...props} kickerKey="nav.news" base="/news" />;
}

export const Head = DatedArticleHead;

export const query = graphql`
  query NewsArticle($id: Int!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    item: siteApiNews(apiId: { eq: $id }, lang: { eq: $language }) {
      apiId
      title
      summary
      tags
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
