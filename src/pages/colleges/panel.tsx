import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../../components/seo/seo';
import { PanelPage } from '../../features/panel/panel-page';
import type { I18nPageContext } from '../../lib/i18n-data';

/** /colleges/panel: buying panel samples from the university zone. */
export default function CollegesPanel({ data, pageContext }: PageProps<Queries.CollegesPanelQuery, I18nPageContext>) {
  const groups = data.groups.nodes.map((g) => ({ id: g.apiId, name: g.name, children: g.subGroups }));
  return <PanelPage lang={pageContext.language} groups={groups} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.CollegesPanelQuery, I18nPageContext>) => (
  <Seo lang={pageContext.language} originalPath="/colleges/panel" seo={data.seo ?? { title: '', description: '' }} />
);

export const query = graphql`
  query CollegesPanel($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "panel"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/colleges/panel" }) {
      title
      description
      keyword
    }
    groups: allSiteApiLabelGroup(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        name
        subGroups {
          id
          name
          labels {
            id
            name
          }
        }
      }
    }
  }
`;
