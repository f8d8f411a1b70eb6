import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { Seo, titled } from '../components/seo/seo';
import { ArticleView, type Neighbour } from '../features/article/article-view';
import { formatDate } from '../lib/format';
import type { I18nPageContext, LocalesData } from '../lib/i18n-data';

interface Data extends LocalesData {
  item: {
    apiId: number;
    title: string;
    summary: string;
    tags: string[];
    publishedAt: string;
    content: string;
    prev: Neighbour | null;
    next: Neighbour | null;
    coverFile: ImageDataLike | null;
  };
}

export default function NewsArticle({ data, pageContext }: PageProps<Data, I18nPageContext>) {
  const { t } = useTranslation('common');
  const n = data.item;
  return (
    <PageShell>
      <ArticleView
        kicker={t('nav.news')}
        title={n.title}
        meta={<><time dateTime={n.publishedAt}>{t('article.published', { date: formatDate(n.publishedAt, pageContext.language) })}</time>{n.tags.map((tag) => <span key={tag}>#{tag}</span>)}</>}
        cover={getImage(n.coverFile)}
        html={n.content}
        base="/news"
        prev={n.prev}
        next={n.next}
      />
    </PageShell>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Data, I18nPageContext>) => (
  <Seo lang={pageContext.language} originalPath={pageContext.i18n.originalPath} type="article" seo={{ title: titled(data.item.title, pageContext.language), description: data.item.summary, keyword: data.item.tags.join(',') }} />
);

export const query = graphql`
  query NewsArticle($id: Int!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges { node { ns data language } }
    }
    item: siteApiNews(apiId: { eq: $id }, lang: { eq: $language }) {
      apiId
      title
      summary
      tags
      publishedAt(formatString: "YYYY-MM-DD")
      content
      prev { id title }
      next { id title }
      coverFile { childImageSharp { gatsbyImageData(width: 860, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP]) } }
    }
  }
`;
