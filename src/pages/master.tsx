import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../features/shell/page-shell';
import { PageHero } from '../components/page-hero/page-hero';
import * as listStyles from '../components/list/list.module.css';
import { ExpertArt, type ExpertArtWords } from '../components/page-hero/art/expert-art';
import { artWords } from '../components/page-hero/art/parts';
import { listHead } from '../components/seo/seo';
import { ViewpointList } from '../features/master/viewpoint-list';
import { VIEWPOINTS_PER_PAGE } from '../lib/listing';
import type { I18nPageContext } from '../lib/i18n-data';

/** Expert viewpoints (SPEC 2.6): by category, by tutor, and the keyword lookup, newest first. */
export default function MasterPage({ data, pageContext }: PageProps<Queries.MasterPageQuery, I18nPageContext>) {
  const { t } = useTranslation('master');
  return (
    <PageShell hero>
      <PageHero
        id="master-title"
        eyebrow={t('kicker')}
        title={t('title')}
        lead={t('lead')}
        visual={<ExpertArt words={artWords<ExpertArtWords>(t)} />}
      />
      <div className={`container ${listStyles.section}`}>
        <ViewpointList
          key={pageContext.listPage ?? 1}
          lang={pageContext.language}
          page={pageContext.listPage}
          items={data.items.nodes}
          categories={data.categories.nodes}
          tutors={data.tutors.nodes}
        />
      </div>
    </PageShell>
  );
}

export const Head = listHead<Queries.MasterPageQuery>('/master', 'master', (data) => data.items.nodes.length, VIEWPOINTS_PER_PAGE);

export const query = graphql`
  query MasterPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "master"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    items: allSiteApiViewpoint(filter: { lang: { eq: $language } }, sort: [{ publishedAt: DESC }, { apiId: DESC }]) {
      nodes {
        apiId
        title
        summary
        categoryId
        tutorId
        keywords
        publishedAt(formatString: "YYYY-MM-DD")
        coverFile {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
          }
        }
      }
    }
    categories: allSiteApiViewpointCategory(filter: { lang: { eq: $language } }, sort: { apiId: ASC }) {
      nodes {
        apiId
        name
      }
    }
    tutors: allSiteApiTutor(filter: { lang: { eq: $language } }, sort: { apiId: ASC }) {
      nodes {
        apiId
        name
        title
        expertise
        avatarFile {
          childImageSharp {
            gatsbyImageData(width: 56, height: 56, placeholder: NONE)
          }
        }
      }
    }
  }
`;
