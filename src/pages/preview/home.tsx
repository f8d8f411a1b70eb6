import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { Seo } from '../../components/seo/seo';
import { HOME_SECTIONS } from '../../features/home/home-page';
import type { HomeData } from '../../features/home/home-query';
import { localeString, type I18nPageContext } from '../../lib/i18n-data';
import * as styles from '../../components/list/preview.module.css';

/**
 * Component preview (SPEC 2.1): every home page section on its own, framed and named, for reviewing a
 * section apart from the page. Not for search engines (noindex, left out of the sitemap).
 */
export default function HomePreviewPage({ data, pageContext }: PageProps<HomeData, I18nPageContext>) {
  const { t } = useTranslation('previews');
  return (
    <PageShell layout="blank">
      <header className={styles.head}>
        <h1>{t('home.title')}</h1>
        <p>{t('lead')}</p>
        <nav aria-label={t('sections')}>
          {HOME_SECTIONS.map((s) => (
            <a key={s.id} href={`#preview-${s.id}`}>
              {t(`home.sections.${s.id}`)}
            </a>
          ))}
        </nav>
      </header>
      {HOME_SECTIONS.map((s) => (
        <section key={s.id} id={`preview-${s.id}`} className={styles.item} aria-labelledby={`preview-${s.id}-label`}>
          <h2 id={`preview-${s.id}-label`} className={styles.label}>
            {t(`home.sections.${s.id}`)}
          </h2>
          <div className={styles.frame}>{s.render({ lang: pageContext.language, lists: data })}</div>
        </section>
      ))}
    </PageShell>
  );
}

export const Head = ({ data, pageContext }: HeadProps<HomeData, I18nPageContext>) => (
  <Seo
    lang={pageContext.language}
    originalPath="/preview/home"
    noindex
    seo={{ title: localeString(data, 'previews', 'home.title'), description: localeString(data, 'previews', 'lead') }}
  />
);

export const query = graphql`
  query HomePreviewPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "home", "previews"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/" }) {
      title
      description
      keyword
    }
    ...HomeLists
  }
`;
