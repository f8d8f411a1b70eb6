import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Link } from '../components/link';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { Seo } from '../components/seo/seo';
import { siteConfig } from '../../site.config';
import { localeString, type I18nPageContext, type LocalesData } from '../lib/i18n-data';
import { ErrorView } from '../features/errors/error-view';

/** Unknown paths (the server answers them with status 404 and this page). */
export default function NotFoundPage(_props: PageProps<LocalesData, I18nPageContext>) {
  const { t } = useTranslation('common');
  return (
    <PageShell>
      <ErrorView status={404} title={t('error.notFound')} text={t('error.notFoundText')}>
        <Link to="/" className="btn btn-primary">
          {t('error.backHome')}
        </Link>
        <Link to="/help" className="btn btn-ghost">
          {t('nav.help')}
        </Link>
      </ErrorView>
    </PageShell>
  );
}

export const Head = ({ data, pageContext }: HeadProps<LocalesData, I18nPageContext>) => (
  <Seo
    lang={pageContext.language}
    originalPath="/404"
    noindex
    seo={{
      title: `${localeString(data, 'common', 'error.notFound')} - ${siteConfig.brand[pageContext.language]}`,
      description: localeString(data, 'common', 'error.notFoundText'),
    }}
  />
);

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
