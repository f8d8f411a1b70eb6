import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { imageData } from '../../components/picture';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../shell/page-shell';
import { ArticleHead } from '../../components/seo/article-json-ld';
import { formatDate } from '../../lib/format';
import type { I18nPageContext, LocalesData } from '../../lib/i18n-data';
import { ArticleView, type Neighbour } from './article-view';

export interface DatedArticleData extends LocalesData {
  item: {
    apiId: number;
    title: string;
    summary: string;
    tags: string[];
    /** Blog articles name their author; news items do not. */
    author?: string | null;
    publishedAt: string;
    content: string;
    prev: Neighbour | null;
    next: Neighbour | null;
    coverFile: ImageDataLike | null;
  };
}

/** A news item or a blog article: dated, tagged, with previous and next in the same list. */
export function DatedArticle({
  data,
  pageContext,
  kickerKey,
  base,
}: PageProps<DatedArticleData, I18nPageContext> & { kickerKey: string; base: string }) {
  const { t } = useTranslation('common');
  const n = data.item;
  return (
    <PageShell>
      <ArticleView
        kicker={t(kickerKey)}
        title={n.title}
        meta={
          <>
            {n.author && <span>{t('article.by', { name: n.author })}</span>}
            <time dateTime={n.publishedAt}>{t('article.published', { date: formatDate(n.publishedAt, pageContext.language) })}</time>
            {n.tags.map((tag) => (
              <span key={tag}>#{tag}</span>
            ))}
          </>
        }
        cover={imageData(n.coverFile)}
        html={n.content}
        base={base}
        prev={n.prev}
        next={n.next}
      />
    </PageShell>
  );
}

export const DatedArticleHead = ({ data, pageContext }: HeadProps<DatedArticleData, I18nPageContext>) => (
  <ArticleHead
    lang={pageContext.language}
    originalPath={pageContext.i18n.originalPath}
    headline={data.item.title}
    description={data.item.summary}
    datePublished={data.item.publishedAt}
    author={data.item.author}
    keywords={data.item.tags}
  />
);
