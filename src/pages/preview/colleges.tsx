import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PreviewGallery, previewHead, type PreviewItem } from '../../features/shell/preview-gallery';
import { CollegeCard } from '../../features/colleges/college-card';
import { SECTIONS } from '../../features/colleges/college-sections';
import { CollegesBanner } from '../../features/colleges/colleges-banner';
import { CollegesNav } from '../../features/colleges/colleges-nav';
import { CollegeSection } from '../../features/colleges/colleges-page';
import { CouponCard } from '../../features/colleges/coupon-card';
import type { I18nPageContext } from '../../lib/i18n-data';
import * as styles from '../../components/list/preview.module.css';

/**
 * Component preview (SPEC 2.1): the university zone's components on their own: the banner, the side
 * navigation, each section block, an item card and the coupon card. Noindex, left out of the sitemap.
 */
export default function CollegesPreviewPage({ data, pageContext }: PageProps<Queries.CollegesPreviewPageQuery, I18nPageContext>) {
  const { t } = useTranslation('previews');
  const { t: tc } = useTranslation('colleges');
  const lang = pageContext.language;
  const entries = data.navGroups.nodes.flatMap((g) => g.entries);
  const card = data.items.nodes.find((i) => i.hot) ?? data.items.nodes[0];
  const coupon = data.coupons.nodes[0];
  const items: PreviewItem[] = [];
  if (data.banner)
    items.push({ id: 'banner', label: t('colleges.sections.banner'), node: <CollegesBanner banner={data.banner} heading="p" /> });
  items.push({
    id: 'nav',
    label: t('colleges.sections.nav'),
    node: <CollegesNav groups={data.navGroups.nodes} label={tc('nav')} current={SECTIONS[0]} />,
  });
  for (const value of SECTIONS) {
    const label = entries.find((e) => e.value === value)?.label ?? '';
    items.push({
      id: `section-${value}`,
      label: t('colleges.sections.section', { name: label }),
      node: <CollegeSection value={value} label={label} items={data.items.nodes} lang={lang} />,
    });
  }
  if (card)
    items.push({
      id: 'card',
      label: t('colleges.sections.card'),
      node: (
        <div className={styles.narrow}>
          <CollegeCard item={card} lang={lang} />
        </div>
      ),
    });
  if (coupon)
    items.push({
      id: 'coupon',
      label: t('colleges.sections.coupon'),
      node: (
        <div className={styles.narrow}>
          <CouponCard coupon={coupon} lang={lang} />
        </div>
      ),
    });
  return <PreviewGallery area="colleges" items={items} />;
}

export const Head = previewHead('colleges', '/preview/colleges');

export const query = graphql`
  query CollegesPreviewPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "colleges", "previews"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    ...CollegesLayout
    ...CollegeItems
    coupons: allSiteApiCollegeCoupon(filter: { lang: { eq: $language } }, sort: { apiId: ASC }) {
      nodes {
        title
        discount
        summary
        terms
        steps
      }
    }
  }
`;
