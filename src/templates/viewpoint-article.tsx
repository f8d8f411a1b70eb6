import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { imageData, Picture } from '../components/picture';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../features/shell/page-shell';
import { ArticleHead } from '../components/seo/article-json-ld';
import { ArticleView, type Neighbour } from '../features/article/article-view';
import { formatDate } from '../lib/format';
import type { I18nPageContext, LocalesData } from '../lib/i18n-data';
import * as styles from './viewpoint-article.module.css';

interface Data extends LocalesData {
  item: {
    title: string;
    summary: string;
    keywords: string[];
    publishedAt: string;
    readMinutes: number | null;
    content: string;
    tutorId: number;
    relatedIds: number[];
    prev: Neighbour | null;
    next: Neighbour | null;
    coverFile: ImageDataLike | null;
  };
  tutors: { nodes: { apiId: number; name: string; title: string; bio: string; avatarFile: ImageDataLike | null }[] };
  all: { nodes: { apiId: number; title: string; summary: string; publishedAt: string; coverFile: ImageDataLike | null }[] };
}

/** An expert's point of view: the article with its author, related items, previous and next. */
export default function ViewpointArticle({ data, pageContext }: PageProps<Data, I18nPageContext>) {
  const { t } = useTranslation('common');
  const v = data.item;
  const author = data.tutors.nodes.find((n) => n.apiId === v.tutorId);
  const related = v.relatedIds
    .map((id) => data.all.nodes.find((n) => n.apiId === id))
    .filter((n): n is Data['all']['nodes'][number] => !!n);
  const avatar = author && imageData(author.avatarFile);
  return (
    <PageShell>
      <ArticleView
        kicker={t('nav.master')}
        title={v.title}
        meta={
          <>
            {author && <span>{t('article.by', { name: author.name })}</span>}
            <time dateTime={v.publishedAt}>{t('article.published', { date: formatDate(v.publishedAt, pageContext.language) })}</time>
            {v.readMinutes && <span>{t('article.readMinutes', { count: v.readMinutes })}</span>}
          </>
        }
        cover={imageData(v.coverFile)}
        html={v.content}
        base="/master"
        prev={v.prev}
        next={v.next}
        related={related.map((r) => ({
          id: r.apiId,
          title: r.title,
          summary: r.summary,
          cover: imageData(r.coverFile),
          eyebrow: <time dateTime={r.publishedAt}>{formatDate(r.publishedAt, pageContext.language)}</time>,
        }))}
        aside={
          author && (
            <div className={styles.author}>
              {avatar && <Picture image={avatar} alt={author.name} className={styles.avatar} />}
              <div>
                <strong>{author.name}</strong>
                <div className={styles.role}>{author.title}</div>
                <p className={styles.bio}>{author.bio}</p>
              </div>
            </div>
          )
        }
      />
    </PageShell>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Data, I18nPageContext>) => (
  <ArticleHead
    lang={pageContext.language}
    originalPath={pageContext.i18n.originalPath}
    headline={data.item.title}
    description={data.item.summary}
    datePublished={data.item.publishedAt}
    author={data.tutors.nodes.find((n) => n.apiId === data.item.tutorId)?.name}
    keywords={data.item.keywords}
  />
);

export const query = graphql`
  query ViewpointArticle($id: Int!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    item: siteApiViewpoint(apiId: { eq: $id }, lang: { eq: $language }) {
      title
      summary
      keywords
      publishedAt(formatString: "YYYY-MM-DD")
      readMinutes
      content
      tutorId
      relatedIds
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
          gatsbyImageData(width: 860, aspectRatio: 1.7778, placeholder: BLURRED)
        }
      }
    }
    tutors: allSiteApiTutor(filter: { lang: { eq: $language } }) {
      nodes {
        apiId
        name
        title
        bio
        avatarFile {
          childImageSharp {
            gatsbyImageData(width: 72, height: 72, placeholder: NONE)
          }
        }
      }
    }
    all: allSiteApiViewpoint(filter: { lang: { eq: $language } }) {
      nodes {
        apiId
        title
        summary
        publishedAt(formatString: "YYYY-MM-DD")
        coverFile {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;
