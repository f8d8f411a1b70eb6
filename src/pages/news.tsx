import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../features/shell/page-shell';
import { PageHero } from '../components/page-hero/page-hero';
import * as listStyles from '../components/list/list.module.css';
import { NewsArt, type NewsArtWords } from '../components/page-hero/art/news-art';
import { artWords } from '../components/page-hero/art/parts';
import { listHead } from '../components/seo/seo';
import { DatedList, STORIES_PER_PAGE } from '../features/stories/dated-list';
import type { I18nPageContext } from '../lib/i18n-data';

/** News and updates (SPEC 2.1 /news): dated cards with covers and summaries, newest first, paged. */
export default function NewsPage({ data, pageContext }: PageProps<Queries.NewsPageQuery, I18nPageContext>) {
  const { t } = useTranslation('news');
  return (
    <PageShell hero>
      <PageHero
        id="news-title"
        eyebrow={t('kicker')}
        title={t('title')}
        lead={t('lead')}
        visual={<NewsArt words={artWords<NewsArtWords>(t)} />}
      />
      <div className={`container ${listStyles.section}`}>
        <DatedList
          key={pageContext.listPage ?? 1}
          lang={pageContext.language}
          base="/news"
          items={data.items.nodes}
          empty={t('empty')}
          page={pageContext.listPage}
        />
      </div>
    </PageShell>
  );
}

export const Head = listHead<Queries.NewsPageQuery>('/news', 'news', (data) => data.items.nodes.length, STORIES_PER_PAGE);

export const query = graphql`
  query NewsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "news"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    items: allSiteApiNews(filter: { lang: { eq: $language } }, sort: [{ publishedAt: DESC }, { apiId: DESC }]) {
      nodes {
        ...NewsListItem
      }
    }
  }
`;
