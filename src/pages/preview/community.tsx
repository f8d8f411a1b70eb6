import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PreviewGallery, previewHead } from '../../features/shell/preview-gallery';
import { COMMUNITY_SECTIONS } from '../../features/community/community-page';
import type { I18nPageContext } from '../../lib/i18n-data';

/** Component preview (SPEC 2.1): every section of /community on its own. Noindex, left out of the sitemap. */
export default function CommunityPreviewPage({ pageContext }: PageProps<Queries.CommunityPreviewPageQuery, I18nPageContext>) {
  const { t } = useTranslation('previews');
  const items = COMMUNITY_SECTIONS.map((s) => ({
    id: s.id,
    label: t(`community.sections.${s.id}`),
    node: s.render({ lang: pageContext.language }),
  }));
  return <PreviewGallery area="community" items={items} />;
}

export const Head = previewHead('community', '/preview/community');

export const query = graphql`
  query CommunityPreviewPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "community", "previews"] } }) {
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
