import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageShell } from '../components/layout/page-shell';
import { Seo } from '../components/seo/seo';
import type { I18nPageContext, LocalesData } from '../lib/i18n-data';

interface Data extends LocalesData {
  seo: { title: string; description: string; keyword: string } | null;
}

export default function HomePage(_props: PageProps<Data, I18nPageContext>) {
  return (
    <PageShell>
      <section className="container" style={{ padding: '80px 24px' }}>
        <h1>Askora</h1>
      </section>
    </PageShell>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Data, I18nPageContext>) => (
  <Seo lang={pageContext.language} originalPath="/" seo={data.seo ?? { title: 'Askora', description: '' }} />
);

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges { node { ns data language } }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/" }) { title description keyword }
  }
`;
