import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../features/shell/page-shell';
import { PageHero } from '../components/page-hero/page-hero';
import * as listStyles from '../components/list/list.module.css';
import { ArticlesArt, type ArticlesArtWords } from '../components/page-hero/art/articles-art';
import { artWords } from '../components/page-hero/art/parts';
import { listHead } from '../components/seo/seo';
import { DatedList, STORIES_PER_PAGE } from '../features/stories/dated-list';
import type { I18nPageContext } from '../lib/i18n-data';

/** College articles / blog (SPEC 2.1 /article): dated cards with covers and summaries, newest first, paged. */
export default function ArticlePage({ data, pageContext }: PageProps<Queries.ArticlePageQuery, I18nPageContext>) {
  const { t } = useTranslation('article');
  return (
    <PageShell hero>
      <PageHero
        id="article-title"
        eyebrow={t('kicker')}
        title={t('title')}
        lead={t('lead')}
        visual={<ArticlesArt words={artWords<ArticlesArtWords>(t)} />}
      />
      <div className={`container ${listStyles.section}`}>
        <DatedList
          key={pageContext.listPage ?? 1}
          lang={pageContext.language}
          base="/article"
          items={data.items.nodes}
          empty={t('empty')}
          page={pageContext.listPage}
        />
      </div>
    </PageShell>
  );
}

export const Head = listHead<Queries.ArticlePageQuery>('/article', 'article', (data) => data.items.nodes.length, STORIES_PER_PAGE);

export const query = graphql`
  query ArticlePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "article"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    items: allSiteApiBlog(filter: { lang: { eq: $language } }, sort: [{ publishedAt: DESC }, { apiId: DESC }]) {
      nodes {
        ...BlogListItem
      }
    }
  }
`;
