import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../features/shell/page-shell';
import { Link } from '../../components/link';
import { CardGrid } from '../../components/list/card-grid';
import { PageHero } from '../../components/page-hero/page-hero';
import * as listStyles from '../../components/list/list.module.css';
import { TopicsArt } from '../../components/page-hero/art/topics-art';
import { imageData } from '../../components/picture';
import { localeHead } from '../../components/seo/seo';
import type { I18nPageContext } from '../../lib/i18n-data';
import * as styles from '../../features/templates/special-topics.module.css';

/** /template/special without an id (SPEC 2.1): every special topic, each linking to its own page. */
export default function SpecialTopicsPage({ data }: PageProps<Queries.SpecialTopicsPageQuery, I18nPageContext>) {
  const { t } = useTranslation('templates');
  const names = new Map(data.templates.nodes.map((n) => [n.apiId, n.name]));
  return (
    <PageShell hero>
      <PageHero
        id="special-title"
        eyebrow={t('special.kicker')}
        title={t('special.title')}
        lead={t('special.lead')}
        visual={<TopicsArt />}
        actions={
          <>
            <Link to="/template" className="btn btn-primary">
              {t('special.browseAll')}
            </Link>
            <a href="#special-inside" className="btn btn-ghost">
              {t('special.inside')}
            </a>
          </>
        }
      />
      <section className={listStyles.section}>
        <div className="container">
          <CardGrid
            eagerFirst
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
      {/* What each collection holds, by name: the page said little more than its three covers. */}
      <section className={styles.inside} aria-labelledby="special-inside">
        <div className="container">
          <h2 id="special-inside">{t('special.inside')}</h2>
          <div className={styles.insideGrid}>
            {data.specials.nodes.map((s) => (
              <section key={s.apiId} aria-labelledby={`special-${s.apiId}`}>
                <h3 id={`special-${s.apiId}`}>
                  <Link to={`/template/special/${s.apiId}`}>{s.title}</Link>
                </h3>
                <ul>
                  {s.templateIds
                    .filter((id) => names.has(id))
                    .map((id) => (
                      <li key={id}>
                        <Link to={`/template/${id}`}>{names.get(id)}</Link>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
          <p className={styles.all}>
            <Link to="/template" className="btn btn-ghost">
              {t('special.browseAll')} →
            </Link>
          </p>
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
    templates: allSiteApiTemplate(filter: { lang: { eq: $language } }) {
      nodes {
        apiId
        name
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
