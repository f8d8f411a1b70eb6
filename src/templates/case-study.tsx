import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { PageShell } from '../features/shell/page-shell';
import { Seo, titled } from '../components/seo/seo';
import { CaseFigures } from '../features/cases/case-card';
import { Testimonial } from '../components/proof/testimonial';
import { QuoteButton } from '../components/sales/quote-button';
import { SalesSection } from '../components/sales/sales-hero';
import { PageHero } from '../components/page-hero/page-hero';
import { CasesArt, type CasesArtWords } from '../components/page-hero/art/cases-art';
import { artWords } from '../components/page-hero/art/parts';
import type { I18nPageContext } from '../lib/i18n-data';
import { pageItem } from '../lib/page-item';
import * as styles from '../features/cases/cases.module.css';
import { Phrases } from '../components/phrases';

interface Context extends I18nPageContext {
  id: number;
}

/** /cases/{id}: one case study: question, method, sample and quotas, timeline, outcome. */
export default function CaseStudy({ data }: PageProps<Queries.CaseStudyQuery, Context>) {
  const { t } = useTranslation('cases');
  const { t: tc } = useTranslation('common');
  const c = pageItem(data.item, 'CaseStudy');
  const industry = data.industries.nodes.find((i) => i.apiId === c.industry);
  return (
    <PageShell hero>
      <PageHero
        id="case-title"
        visual={<CasesArt words={artWords<CasesArtWords>(t)} />}
        eyebrow={industry ? <Link to={`/cases/industry/${industry.apiId}`}>{industry.name}</Link> : t('eyebrow')}
        title={<Phrases text={c.title} />}
        lead={c.summary}
        note={
          <span className={styles.heroClient}>
            {t('client')}
            {tc('colon')}
            {c.client}
          </span>
        }
      />
      <div className={`container ${styles.section}`}>
        <div className={styles.detail}>
          <div data-testid="case-body">
            <section aria-labelledby="case-question">
              <h2 id="case-question">{t('sections.question')}</h2>
              <p>{c.question}</p>
            </section>
            <section aria-labelledby="case-method">
              <h2 id="case-method">{t('sections.method')}</h2>
              <p>{c.method}</p>
            </section>
            <section aria-labelledby="case-sample">
              <h2 id="case-sample">{t('sections.sample')}</h2>
              <p>{c.sample}</p>
              <ul>
                {c.quotas.map((q) => (
                  <li key={q}>{q}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="case-timeline">
              <h2 id="case-timeline">{t('sections.timeline')}</h2>
              <p>{c.timeline}</p>
            </section>
            <section aria-labelledby="case-outcome">
              <h2 id="case-outcome">{t('sections.outcome')}</h2>
              <p>{c.outcome}</p>
            </section>
            <section aria-labelledby="case-testimonial" className={styles.said}>
              <h2 id="case-testimonial">{t('sections.testimonial', { client: c.clientName })}</h2>
              <Testimonial item={c} />
            </section>
            <nav className={styles.neighbours} aria-label={`${t('prev')} / ${t('next')}`}>
              {c.prev && (
                <Link to={`/cases/${c.prev.id}`} rel="prev">
                  <span>← {t('prev')}</span>
                  {c.prev.title}
                </Link>
              )}
              {c.next && (
                <Link to={`/cases/${c.next.id}`} rel="next" className={styles.next}>
                  <span>{t('next')} →</span>
                  {c.next.title}
                </Link>
              )}
            </nav>
          </div>
          <aside className={styles.side} aria-labelledby="case-figures">
            <h2 id="case-figures">{t('figures')}</h2>
            <CaseFigures figures={c.figures} />
            <Link to="/cases">← {t('back')}</Link>
          </aside>
        </div>
      </div>
      <SalesSection id="case-cta" tone="soft" title={t('cta.title')} lead={t('cta.text')}>
        <div className={styles.actions}>
          <QuoteButton className="btn btn-primary" subject={c.title} testId="case-quote">
            {t('cta.quote')}
          </QuoteButton>
          <Link className="btn btn-ghost" to="/tools/sample-size">
            {t('cta.calculator')}
          </Link>
          <Link className="btn btn-ghost" to="/quality">
            {t('cta.quality')}
          </Link>
        </div>
      </SalesSection>
    </PageShell>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CaseStudyQuery, Context>) {
  const item = pageItem(data.item, 'CaseStudy');
  return (
    <Seo
      lang={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      type="article"
      seo={{ title: titled(item.title, pageContext.language), description: item.summary }}
    />
  );
}

export const query = graphql`
  query CaseStudy($id: Int!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "cases"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    item: siteApiCase(apiId: { eq: $id }, lang: { eq: $language }) {
      ...ClientCase
      industry
      title
      client
      summary
      question
      method
      sample
      quotas
      timeline
      outcome
      figures {
        value
        label
      }
      prev {
        id
        title
      }
      next {
        id
        title
      }
    }
    industries: allSiteApiCaseIndustry(filter: { lang: { eq: $language } }) {
      nodes {
        apiId
        name
      }
    }
  }
`;
