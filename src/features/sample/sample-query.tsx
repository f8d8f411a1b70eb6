import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../../components/seo/seo';
import type { I18nPageContext, LocalesData } from '../../lib/i18n-data';
import { SamplePage, type SampleData, type SampleMarket } from './sample-page';

/** A sample route's data: its strings and the SampleLists fragment (SEO entry and lists). */
export type SamplePageData = LocalesData & SampleData;

/** The lists every sample route shows, in the page's language: shared by /sample, /sample/zh and /sample/en. */
export const sampleListsFragment = graphql`
  fragment SampleLists on Query {
    ...ProofItems
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/sample" }) {
      title
      description
      keyword
    }
    labelGroups: allSiteApiLabelGroup(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        name
        subGroups {
          labels {
            id
          }
        }
      }
    }
    carFilters: allSiteApiCarFilter(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        name
        options {
          id
          name
        }
      }
    }
    countries: allSiteApiCountrySample(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        region
        country
        total
        male
        female
        age14to22
        age23to35
        age36to55
        age56to80
      }
    }
    # The quote form's countries and regions (the contact forms' list), in its server HTML.
    regions: allSiteApiCountry(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        name
      }
    }
  }
`;

/** The page component and Head of one sample route. */
export function sampleRoute(market: SampleMarket, originalPath: string) {
  const Page = ({ data, pageContext }: PageProps<SamplePageData, I18nPageContext>) => (
    <SamplePage lang={pageContext.language} market={market} data={data} />
  );
  const Head = ({ data, pageContext }: HeadProps<SamplePageData, I18nPageContext>) => (
    <Seo lang={pageContext.language} originalPath={originalPath} seo={data.seo ?? { title: '', description: '' }} />
  );
  return { Page, Head };
}
