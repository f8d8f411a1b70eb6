import React from 'react';
import type { HeadProps } from 'gatsby';
import { imageData } from '../../components/picture';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../shell/page-shell';
import { ArticleHead } from '../../components/seo/article-json-ld';
import { formatDate } from '../../lib/format';
import type { I18nPageContext, LocalesData } from '../../lib/i18n-data';
import { ArticleView } from './article-view';
import * as cue from '../../components/scroll-cue.module.css';

/**
 * A news item or a blog article as its template's query selects it (src/templates/news-article.tsx,
 * blog-article.tsx: the same fields; blog articles also name their author), once the template has its node.
 */
export interface DatedArticleData extends LocalesData {
  readonly item: Omit<NonNullable<Queries.BlogArticleQuery['item']>, 'author'> & { readonly author?: string | null };
}

/** A news item or a blog article: dated, tagged, with previous and next in the same list. */
export function DatedArticle({
  data,
  pageContext,
  kickerKey,
  base,
}: {
  data: DatedArticleData;
  pageContext: I18nPageContext;
  kickerKey: string;
  base: string;
}) {
  const { t } = useTranslation('common');
  const n = data.item;
  return (
    <PageShell>
      <ArticleView
        bodyClassName={cue.tables}
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

export const DatedArticleHead = ({ data, pageContext }: Pick<HeadProps<DatedArticleData, I18nPageContext>, 'data' | 'pageContext'>) => (
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
