import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../contract/site-settings';
import { PageShell } from '../features/shell/page-shell';
import { PageHero } from '../components/page-hero/page-hero';
import { CareersArt, type CareersArtWords } from '../components/page-hero/art/careers-art';
import { artWords } from '../components/page-hero/art/parts';
import { localeHead } from '../components/seo/seo';
import { groupJobs, JOB_GROUPS } from '../features/company/jobs';
import { JobBoard } from '../features/company/job-board';
import * as styles from '../features/company/company.module.css';
import * as cultureStyles from '../features/company/culture.module.css';
import type { I18nPageContext } from '../lib/i18n-data';
import { joinItems } from '../lib/format';

/** What working here is like, in order (`culture.items.<key>` in joinus.json). */
const CULTURE = ['evidence', 'together', 'quality', 'growth', 'learning', 'life'] as const;

/**
 * Join us (SPEC 2.6): how we work, then the open positions grouped under Developer, Product Operation and
 * Survey Researcher with a team and a location filter, then how to apply.
 */
export default function JoinUsPage({ data, pageContext }: PageProps<Queries.JoinUsPageQuery, I18nPageContext>) {
  const { t } = useTranslation('joinus');
  const groups = groupJobs(data.jobs.nodes);
  const mail = siteSettings.email.careers;
  const art = { roles: JOB_GROUPS.map((g) => t(`groups.${g}`)), ...artWords<Pick<CareersArtWords, 'team'>>(t) };
  return (
    <PageShell hero>
      <PageHero id="joinus-title" eyebrow={t('kicker')} title={t('title')} lead={t('lead')} visual={<CareersArt words={art} />}>
        <nav className={styles.groupNav} aria-label={t('groupsLabel')}>
          {groups.map((g) => (
            <a key={g.key} href={`#jobs-${g.key}`}>
              {joinItems([t(`groups.${g.key}`), g.items.length])}
            </a>
          ))}
        </nav>
      </PageHero>
      <section className={`${styles.section} ${styles.soft}`} aria-labelledby="jobs-culture" data-testid="culture">
        <div className="container">
          <h2 id="jobs-culture">{t('culture.title')}</h2>
          <p className={styles.sectionLead}>{t('culture.lead')}</p>
          <ul className={cultureStyles.culture}>
            {CULTURE.map((key) => (
              <li key={key}>
                <h3>{t(`culture.items.${key}.title`)}</h3>
                <p>{t(`culture.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className={`container ${styles.jobsSection}`}>
        <JobBoard jobs={data.jobs.nodes} lang={pageContext.language} />
        <section className={`${styles.group} ${styles.apply}`} aria-labelledby="jobs-apply">
          <h2 id="jobs-apply">{t('apply.title')}</h2>
          <ol>
            <li>
              {t('apply.step1')} <a href={`mailto:${mail}`}>{mail}</a>
            </li>
            <li>{t('apply.step2')}</li>
            <li>{t('apply.step3')}</li>
          </ol>
          <a className="btn btn-primary" href={`mailto:${mail}`}>
            {t('apply.button')}
          </a>
        </section>
      </div>
    </PageShell>
  );
}

export const Head = localeHead('/joinus', 'joinus');

export const query = graphql`
  query JoinUsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "joinus"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    jobs: allSiteApiJob(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        group
        title
        level
        location
        demands
        duties
      }
    }
  }
`;
