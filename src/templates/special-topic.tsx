import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { imageData, Picture } from '../components/picture';
import { Link } from '../components/link';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../features/shell/page-shell';
import { Seo, titled } from '../components/seo/seo';
import { formatNumber } from '../lib/format';
import type { I18nPageContext } from '../lib/i18n-data';
import { pageItem } from '../lib/page-item';
import * as styles from './special-topic.module.css';
import { columnsFor } from '../lib/grid-columns';

type Template = Queries.SpecialTopicQuery['templates']['nodes'][number];

interface Context extends I18nPageContext {
  canonicalPath?: string;
  noindex?: boolean;
}

/** A special topic: a curated set of templates for one theme. */
export default function SpecialTopic({ data }: PageProps<Queries.SpecialTopicQuery, Context>) {
  const { t } = useTranslation('common');
  const s = pageItem(data.item, 'SpecialTopic');
  const cover = imageData(s.coverFile);
  const list = s.templateIds.map((id) => data.templates.nodes.find((n) => n.apiId === id)).filter((n): n is Template => !!n);
  return (
    <PageShell>
      <section className={styles.hero}>
        {cover && <Picture image={cover} alt="" className={styles.heroImage} priority />}
        <div className={styles.heroText}>
          <p className={styles.kicker}>{t('nav.template')}</p>
          <h1>{s.title}</h1>
          <p>{s.description}</p>
        </div>
      </section>
      <section className={styles.list} aria-labelledby="topic-templates">
        <h2 id="topic-templates">{t('template.inTopic')}</h2>
        <ul style={{ '--columns': columnsFor(list.length) } as React.CSSProperties}>
          {list.map((tpl) => {
            const img = imageData(tpl.coverFile);
            return (
              <li key={tpl.apiId}>
                <Link to={`/template/${tpl.apiId}`}>
                  {img && <Picture image={img} alt="" />}
                  <strong>{tpl.name}</strong>
                  <span>{tpl.description}</span>
                  <small>{t('template.used', { formatted: formatNumber(tpl.timesUsed) })}</small>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </PageShell>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.SpecialTopicQuery, Context>) {
  const item = pageItem(data.item, 'SpecialTopic');
  return (
    <Seo
      lang={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      canonicalPath={pageContext.canonicalPath}
      noindex={pageContext.noindex}
      seo={{ title: titled(item.title, pageContext.language), description: item.description }}
    />
  );
}

export const query = graphql`
  query SpecialTopic($id: Int!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    item: siteApiTemplateSpecial(apiId: { eq: $id }, lang: { eq: $language }) {
      title
      description
      templateIds
      coverFile {
        childImageSharp {
          gatsbyImageData(width: 1200, aspectRatio: 2.4, placeholder: BLURRED)
        }
      }
    }
    templates: allSiteApiTemplate(filter: { lang: { eq: $language } }) {
      nodes {
        apiId
        name
        description
        timesUsed
        coverFile {
          childImageSharp {
            gatsbyImageData(width: 360, aspectRatio: 1.7778, placeholder: BLURRED)
          }
        }
      }
    }
  }
`;
