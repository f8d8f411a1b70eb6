import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { ErrorPage, errorPageHead, type ErrorPageKind } from '../features/errors/error-page';
import type { I18nPageContext } from '../lib/i18n-data';

const NOT_FOUND: ErrorPageKind = { status: 404, titleKey: 'error.notFound', textKey: 'error.notFoundText' };

/** Unknown paths (the server answers them with status 404 and this page). */
export default function NotFoundPage(_props: PageProps<Queries.NotFoundPageQuery, I18nPageContext>) {
  const { t } = useTranslation('common');
  return (
    <ErrorPage kind={NOT_FOUND}>
      <Link to="/" className="btn btn-primary">
        {t('error.backHome')}
      </Link>
      <Link to="/help" className="btn btn-ghost">
        {t('nav.help')}
      </Link>
    </ErrorPage>
  );
}

export const Head = errorPageHead(NOT_FOUND);

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
