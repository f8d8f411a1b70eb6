import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { ErrorPage, errorPageHead, type ErrorPageKind } from '../features/errors/error-page';
import type { I18nPageContext } from '../lib/i18n-data';

const SERVER_ERROR: ErrorPageKind = { status: 500, titleKey: 'error.serverError', textKey: 'error.serverErrorText' };

/** The server error page (SPEC 8): served with status 500 by `npm start` when something fails. */
export default function ServerErrorPage(_props: PageProps<Queries.ServerErrorPageQuery, I18nPageContext>) {
  const { t } = useTranslation('common');
  return (
    <ErrorPage kind={SERVER_ERROR}>
      <Link to="/" className="btn btn-primary">
        {t('error.backHome')}
      </Link>
    </ErrorPage>
  );
}

export const Head = errorPageHead(SERVER_ERROR);

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
