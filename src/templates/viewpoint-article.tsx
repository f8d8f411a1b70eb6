import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { imageData, Picture } from '../components/picture';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../features/shell/page-shell';
import { ArticleHead } from '../components/seo/article-json-ld';
import { ArticleView } from '../features/article/article-view';
import * as cue from '../components/scroll-cue.module.css';
import { formatDate } from '../lib/format';
import type { I18nPageContext } from '../lib/i18n-data';
import { pageItem } from '../lib/page-item';
import * as styles from './viewpoint-article.module.css';

/** An expert's point of view: the article with its author, related items, previous and next. */
export default function ViewpointArticle({ data, pageContext }: PageProps<Queries.ViewpointArticleQuery, I18nPageContext>) {
  const { t } = useTranslation('common');
  const v = pageItem(data.item, 'ViewpointArticle');
  const author = data.tutors.nodes.find((n) => n.apiId === v.tutorId);
  const related = v.relatedIds
    .map((id) => data.all.nodes.find((n) => n.apiId === id))
    .filter((n): n is Queries.ViewpointArticleQuery['all']['nodes'][number] => !!n);
  const avatar = author && imageData(author.avatarFile);
  return (
    <PageShell>
      <ArticleView
        bodyClassName={cue.tables}
        kicker={t('nav.master')}
        title={v.title}
        meta={
          <>
            {author && (
              <span className={styles.byline}>
                {avatar && <Picture image={avatar} alt="" className={styles.bylineAvatar} />}
                {t('article.by', { name: author.name })}
              </span>
            )}
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

export function Head({ data, pageContext }: HeadProps<Queries.ViewpointArticleQuery, I18nPageContext>) {
  const item = pageItem(data.item, 'ViewpointArticle');
  return (
    <ArticleHead
      lang={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      headline={item.title}
      description={item.summary}
      datePublished={item.publishedAt}
      author={data.tutors.nodes.find((n) => n.apiId === item.tutorId)?.name}
      keywords={item.keywords}
    />
  );
}

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
