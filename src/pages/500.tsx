import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Link } from '../components/link';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { Seo } from '../components/seo/seo';
import { siteConfig } from '../../site.config';
import { localeString, type I18nPageContext, type LocalesData } from '../lib/i18n-data';
import { ErrorView } from '../features/errors/error-view';

/** The server error page (SPEC 8): served with status 500 by `npm start` when something fails. */
export default function ServerErrorPage(_props: PageProps<LocalesData, I18nPageContext>) {
  const { t } = useTranslation('common');
  return (
    <PageShell>
      <ErrorView status={500} title={t('error.serverError')} text={t('error.serverErrorText')}>
        <Link to="/" className="btn btn-primary">
          {t('error.backHome')}
        </Link>
      </ErrorView>
    </PageShell>
  );
}

export const Head = ({ data, pageContext }: HeadProps<LocalesData, I18nPageContext>) => (
  <Seo
    lang={pageContext.language}
    originalPath="/500"
    noindex
    seo={{
      title: `${localeString(data, 'common', 'error.serverError')} - ${siteConfig.brand[pageContext.language]}`,
      description: localeString(data, 'common', 'error.serverErrorText'),
    }}
  />
);

export const query = graphql`
  query ServerErrorPage($language: String!) {
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
