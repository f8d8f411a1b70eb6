import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { PageShell } from '../features/shell/page-shell';
import { Seo, titled } from '../components/seo/seo';
import { CaseCard, CaseInvitation } from '../features/cases/case-card';
import { PageHero } from '../components/page-hero/page-hero';
import { CasesArt, type CasesArtWords } from '../components/page-hero/art/cases-art';
import { artWords } from '../components/page-hero/art/parts';
import type { I18nPageContext } from '../lib/i18n-data';
import { localeString } from '../lib/i18n-data';
import * as styles from '../features/cases/cases.module.css';

interface Context extends I18nPageContext {
  industry: string | null;
}

/**
 * /cases and /cases/industry/{id}: the case studies, all or one industry's. The filter is a set of links
 * between these pages, so it works before (and without) the page's script.
 */
export default function CaseStudies({ data, pageContext }: PageProps<Queries.CaseStudiesQuery, Context>) {
  const { t } = useTranslation('cases');
  const current = pageContext.industry;
  const nameOf = new Map(data.industries.nodes.map((i) => [i.apiId, i.name]));
  const shown = data.cases.nodes.filter((c) => !current || c.industry === current);
  // On a phone the industries are one row that scrolls sideways: the current one is brought into it.
  const filters = React.useRef<HTMLUListElement>(null);
  React.useEffect(() => {
    const list = filters.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && active && list.scrollWidth > list.clientWidth)
      list.scrollLeft = active.parentElement!.offsetLeft - list.offsetLeft - parseFloat(getComputedStyle(list).paddingLeft);
  }, [current]);
  return (
    <PageShell hero>
      <PageHero
        id="cases-title"
        visual={<CasesArt words={artWords<CasesArtWords>(t)} />}
        eyebrow={t('eyebrow')}
        title={current ? t('industryTitle', { industry: nameOf.get(current) }) : t('title')}
        lead={t('lead')}
      />
      <div className={`container ${styles.section}`}>
        <nav aria-label={t('filter')} data-testid="case-filters">
          <ul className={styles.filters} ref={filters}>
            <li>
              <Link to="/cases" aria-current={current ? undefined : 'page'}>
                {t('all')}
              </Link>
            </li>
            {data.industries.nodes
              .filter((i) => data.cases.nodes.some((c) => c.industry === i.apiId))
              .map((i) => (
                <li key={i.apiId}>
                  <Link to={`/cases/industry/${i.apiId}`} aria-current={current === i.apiId ? 'page' : undefined}>
                    {i.name}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <p className={styles.count}>{t('count', { count: shown.length })}</p>
        <ul className={styles.grid}>
          {shown.map((c) => (
            <CaseCard key={c.apiId} item={c} industry={nameOf.get(c.industry) ?? ''} />
          ))}
          <CaseInvitation subject={t('eyebrow')} />
        </ul>
      </div>
    </PageShell>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CaseStudiesQuery, Context>) {
  const lang = pageContext.language;
  const seo = data.seo ?? { title: localeString(data, 'cases', 'eyebrow'), description: localeString(data, 'cases', 'lead') };
  const industry = data.industries.nodes.find((i) => i.apiId === pageContext.industry);
  return (
    <Seo
      lang={lang}
      originalPath={pageContext.i18n.originalPath}
      seo={industry ? { ...seo, title: titled(`${industry.name} · ${localeString(data, 'cases', 'eyebrow')}`, lang) } : seo}
    />
  );
}

export const query = graphql`
  query CaseStudies($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "cases"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/cases" }) {
      title
      description
      keyword
    }
    industries: allSiteApiCaseIndustry(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        name
      }
    }
    cases: allSiteApiCase(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        industry
        title
        client
        clientName
        logo
        summary
        figures {
          value
          label
        }
      }
    }
  }
`;
