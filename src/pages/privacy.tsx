import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { LegalHead, LegalPage } from '../features/legal/legal-page';
import type { I18nPageContext } from '../lib/i18n-data';
import { pageItem } from '../lib/page-item';

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery, I18nPageContext>) {
  return <LegalPage data={{ ...data, legal: pageItem(data.legal, 'PrivacyPage') }} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.PrivacyPageQuery, I18nPageContext>) => (
  <LegalHead data={{ ...data, legal: pageItem(data.legal, 'PrivacyPage') }} pageContext={pageContext} />
);

export const query = graphql`
  query PrivacyPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    legal: siteApiLegal(apiId: { eq: "privacy" }, lang: { eq: $language }) {
      ...LegalFields
    }
  }
`;
