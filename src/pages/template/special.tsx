import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { CardGrid } from '../../components/list/card-grid';
import { PageHead, listStyles } from '../../components/list/page-head';
import { imageData } from '../../components/picture';
import { localeHead } from '../../components/seo/seo';
import type { I18nPageContext, LocalesData } from '../../lib/i18n-data';

interface Data extends LocalesData {
  specials: { nodes: { apiId: number; title: string; description: string; templateIds: number[]; coverFile: ImageDataLike | null }[] };
}

/** /template/special without an id (SPEC 2.1): every special topic, each linking to its own page. */
export default function SpecialTopicsPage({ data }: PageProps<Data, I18nPageContext>) {
  const { t } = useTranslation('templates');
  return (
    <PageShell hero>
      <PageHead kicker={t('kicker')} title={t('special.title')} lead={t('special.lead')} />
      <section className={listStyles.section}>
        <div className="container">
          <CardGrid
            items={data.specials.nodes.map((s) => ({
              key: s.apiId,
              to: `/template/special/${s.apiId}`,
              title: s.title,
              summary: s.description,
              cover: imageData(s.coverFile),
              footer: <span>{t('special.count', { count: s.templateIds.length })}</span>,
            }))}
          />
        </div>
      </section>
    </PageShell>
  );
}

export const Head = localeHead('/template/special', 'templates', 'special.');

export const query = graphql`
  query SpecialTopicsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "templates"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    specials: allSiteApiTemplateSpecial(filter: { lang: { eq: $language } }, sort: { apiId: ASC }) {
      nodes {
        apiId
        title
        description
        templateIds
        coverFile {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;
