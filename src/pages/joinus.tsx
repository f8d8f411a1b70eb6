import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../site.config';
import { PageShell } from '../features/shell/page-shell';
import { PageHero } from '../components/page-hero/page-hero';
import { CompanyArt } from '../components/page-hero/art/company-art';
import { localeHead } from '../components/seo/seo';
import { groupJobs } from '../features/company/jobs';
import * as styles from '../features/company/company.module.css';
import type { I18nPageContext } from '../lib/i18n-data';
import { joinItems } from '../lib/format';

/** Join us (SPEC 2.6): open positions grouped under Developer, Product Operation and Survey Researcher. */
export default function JoinUsPage({ data }: PageProps<Queries.JoinUsPageQuery, I18nPageContext>) {
  const { t } = useTranslation('joinus');
  const groups = groupJobs(data.jobs.nodes);
  const mail = siteConfig.contacts.careers;
  return (
    <PageShell hero>
      <PageHero id="joinus-title" eyebrow={t('kicker')} title={t('title')} lead={t('lead')} visual={<CompanyArt />}>
        <nav className={styles.groupNav} aria-label={t('groupsLabel')}>
          {groups.map((g) => (
            <a key={g.key} href={`#jobs-${g.key}`}>
              {joinItems([t(`groups.${g.key}`), g.items.length])}
            </a>
          ))}
        </nav>
      </PageHero>
      <div className={`container ${styles.section}`}>
        {groups.map((g) => (
          <section
            key={g.key}
            id={`jobs-${g.key}`}
            className={styles.group}
            aria-labelledby={`jobs-${g.key}-title`}
            data-testid={`job-group-${g.key}`}
          >
            <h2 id={`jobs-${g.key}-title`}>{t(`groups.${g.key}`)}</h2>
            <ul className={styles.jobs}>
              {g.items.map((job) => (
                <li key={job.apiId} className={styles.job}>
                  <h3>{job.title}</h3>
                  <div className={styles.jobMeta}>
                    <span>{t('level', { level: job.level })}</span>
                    <span>{t('location', { location: job.location })}</span>
                  </div>
                  <div className={styles.jobCols}>
                    <div>
                      <h4>{t('demands')}</h4>
                      <ul>
                        {job.demands.map((d) => (
                          <li key={d}>{d}</li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h4>{t('duties')}</h4>
                      <ul>
                        {job.duties.map((d) => (
                          <li key={d}>{d}</li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
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
