import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PreviewGallery, previewHead } from '../../features/shell/preview-gallery';
import { HOME_SECTIONS } from '../../features/home/home-page';
import type { I18nPageContext } from '../../lib/i18n-data';

/**
 * Component preview (SPEC 2.1): every home page section on its own, framed and named, for reviewing a
 * section apart from the page. Not for search engines (noindex, left out of the sitemap).
 */
export default function HomePreviewPage({ data, pageContext }: PageProps<Queries.HomePreviewPageQuery, I18nPageContext>) {
  const { t } = useTranslation('previews');
  const items = HOME_SECTIONS.map((s) => ({
    id: s.id,
    label: t(`home.sections.${s.id}`),
    node: s.render({ lang: pageContext.language, lists: data }),
  }));
  return <PreviewGallery area="home" items={items} />;
}

export const Head = previewHead('home', '/preview/home');

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
