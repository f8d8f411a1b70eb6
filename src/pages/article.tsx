import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { PageHead, listStyles } from '../components/list/page-head';
import { localeHead } from '../components/seo/seo';
import { DatedList, type DatedStory } from '../features/stories/dated-list';
import type { I18nPageContext, LocalesData } from '../lib/i18n-data';

interface Data extends LocalesData {
  items: { nodes: DatedStory[] };
}

/** College articles / blog (SPEC 2.1 /article): dated cards with covers and summaries, newest first, paged. */
export default function ArticlePage({ data, pageContext }: PageProps<Data, I18nPageContext>) {
  const { t } = useTranslation('article');
  return (
    <PageShell hero>
      <PageHead kicker={t('kicker')} title={t('title')} lead={t('lead')} />
      <div className={`container ${listStyles.section}`}>
        <DatedList lang={pageContext.language} base="/article" items={data.items.nodes} empty={t('empty')} />
      </div>
    </PageShell>
  );
}

export const Head = localeHead('/article', 'article');

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
