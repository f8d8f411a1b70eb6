import React, { lazy } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { imageData } from '../components/picture';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../features/shell/page-shell';
import { Seo, titled } from '../components/seo/seo';
import { ArticleView } from '../features/article/article-view';
import { isSection } from '../features/colleges/college-sections';
import { CollegesBanner } from '../features/colleges/colleges-banner';
import { CollegesNav } from '../features/colleges/colleges-nav';
import { CouponCard } from '../features/colleges/coupon-card';
import { Downloads } from '../features/colleges/downloads';
import { unitAfter } from '../features/colleges/price-unit';
import { money } from '../../contract/money';
import { useDeferredPart } from '../lib/deferred-part';
import { DeferredForm } from '../components/deferred-form';
// The deferred form's CSS comes with the page (contact/page-form-styles.ts).
import '../features/contact/page-form-styles';
import type { I18nPageContext } from '../lib/i18n-data';
import { pageItem } from '../lib/page-item';
import type { Language } from '../i18n/languages';

// The form is in the server HTML; its code (final-form, XState, the API client) loads when the visitor
// scrolls near it or focuses a field: off the first load.
const UniversitySection = lazy(() => import('../features/contact/university-section'));

/**
 * A university-zone item in the colleges layout (SPEC 2.2, 2.6): the zone's banner under the header, the side
 * navigation (its entries go to /colleges?type=N), what the item is, its price, the coupon and the form.
 */
export default function CollegeDetail({ data, pageContext }: PageProps<Queries.CollegeDetailQuery, I18nPageContext>) {
  const { t } = useTranslation('common');
  const { t: tc } = useTranslation('colleges');
  const c = pageItem(data.item, 'CollegeDetail');
  const coupon = data.coupons.nodes[0];
  return (
    <PageShell
      hero
      banner={data.banner && <CollegesBanner banner={data.banner} heading="p" />}
      sidebar={<CollegesNav groups={data.navGroups.nodes} label={tc('nav')} current={isSection(c.section) ? c.section : undefined} />}
    >
      <ArticleView
        kicker={t('nav.colleges')}
        title={c.title}
        meta={
          <>
            <span>{c.subTitle}</span>
            <strong style={{ color: 'var(--blue)', fontSize: 18 }}>
              {money(c.price, pageContext.language)}
              {unitAfter(c.unit, { fontWeight: 400 })}
            </strong>
            <span>{c.remark}</span>
          </>
        }
        cover={imageData(c.coverFile)}
        html={c.content ?? ''}
        aside={
          // No empty box: the aside shows only when there is a coupon or a file to offer.
          (coupon || c.downloads.length > 0) && (
            <>
              {coupon && <CouponCard coupon={coupon} lang={pageContext.language} />}
              <Downloads downloads={c.downloads} />
            </>
          )
        }
      />
      <UniversityFormSlot lang={pageContext.language} />
    </PageShell>
  );
}

/** The form as a deferred part (see lib/deferred-part.tsx): rendered on the server, live when near. */
function UniversityFormSlot({ lang }: { lang: Language }) {
  const form = useDeferredPart<HTMLDivElement>();
  return (
    <div ref={form.ref}>
      <DeferredForm gate={form.gate}>
        <UniversitySection lang={lang} />
      </DeferredForm>
    </div>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CollegeDetailQuery, I18nPageContext>) {
  const item = pageItem(data.item, 'CollegeDetail');
  return (
    <Seo
      lang={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      seo={{ title: titled(item.title, pageContext.language), description: item.subTitle }}
    />
  );
}

export const query = graphql`
  query CollegeDetail($id: Int!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "colleges"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    ...CollegesLayout
    coupons: allSiteApiCollegeCoupon(filter: { lang: { eq: $language } }, sort: { apiId: ASC }) {
      nodes {
        title
        discount
        summary
        terms
        steps
      }
    }
    item: siteApiCollege(apiId: { eq: $id }, lang: { eq: $language }) {
      title
      subTitle
      hot
      price
      unit
      remark
      section
      content
      coverFile {
        childImageSharp {
          gatsbyImageData(width: 860, aspectRatio: 1.7778, placeholder: BLURRED)
        }
      }
      downloads {
        name
        file {
          publicURL
          extension
          size
        }
      }
    }
  }
`;
