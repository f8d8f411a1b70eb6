import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PreviewGallery, previewHead } from '../../features/shell/preview-gallery';
import type { SamplePageData } from '../../features/sample/sample-query';
import { SAMPLE_SECTIONS, useSampleState, type SampleMarket } from '../../features/sample/sample-page';
import { LANGUAGE_FACTS, type Language } from '../../i18n/languages';
import type { I18nPageContext } from '../../lib/i18n-data';

/**
 * Component preview (SPEC 2.1): every section of the sample page on its own, in the variant of the page's
 * language: the China-panel sections (/sample/zh) here, the global-panel ones (/sample/en) under /en. One
 * variant a page, so the sections' ids and landmarks stay unique. Noindex, left out of the sitemap.
 */
export default function SamplePreviewPage({ data, pageContext }: PageProps<Queries.SamplePreviewPageQuery, I18nPageContext>) {
  const { t } = useTranslation('previews');
  const lang = pageContext.language;
  const market: SampleMarket = LANGUAGE_FACTS[lang].samplePanel;
  const items = SAMPLE_SECTIONS.filter((s) => s.shows(market)).map((s) => ({
    id: `${market}-${s.id}`,
    label: t('sample.variant', { market: t(`sample.markets.${market}`), name: t(`sample.sections.${s.id}`) }),
    node: <SectionAlone section={s} lang={lang} market={market} data={data} />,
  }));
  return <PreviewGallery area="sample" items={items} />;
}

/** One section with state of its own, as the page would give it. */
function SectionAlone({
  section,
  lang,
  market,
  data,
}: {
  section: (typeof SAMPLE_SECTIONS)[number];
  lang: Language;
  market: SampleMarket;
  data: SamplePageData;
}) {
  const state = useSampleState(lang, market);
  return <>{section.render({ lang, market, data, state })}</>;
}

export const Head = previewHead('sample', '/preview/sample');

export const query = graphql`
  query SamplePreviewPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "sample", "previews"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    ...SampleLists
  }
`;
