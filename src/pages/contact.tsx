import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ContactPage } from '../features/contact/contact-page';
import { Seo } from '../components/seo/seo';
import { localeString, type I18nPageContext } from '../lib/i18n-data';

/** /contact: the contact form as a page, posted with or without scripts. */
export default function Contact({ data, pageContext }: PageProps<Queries.ContactPageQuery, I18nPageContext>) {
  return <ContactPage lang={pageContext.language} regions={data.countries.nodes.map((c) => c.name)} />;
}

export function Head({ data, pageContext }: HeadProps<Queries.ContactPageQuery, I18nPageContext>) {
  return (
    <Seo
      lang={pageContext.language}
      originalPath="/contact"
      seo={{ title: localeString(data, 'contact', 'page.seoTitle'), description: localeString(data, 'contact', 'page.lead') }}
    />
  );
}

export const query = graphql`
  query ContactPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "contact"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    countries: allSiteApiCountry(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        name
      }
    }
  }
`;
