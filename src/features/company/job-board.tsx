import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../../contract/site-settings';
import { mailtoHref } from '../../lib/mailto';
import type { Language } from '../../i18n/languages';
import * as disclosure from '../../components/disclosure.module.css';
import {
  ALL_JOBS,
  groupJobs,
  jobFilterQuery,
  matchesJobFilter,
  officeOf,
  officesWithJobs,
  readJobFilter,
  type Job,
  type JobFilter,
} from './jobs';
import * as company from './company.module.css';
import * as styles from './job-board.module.css';

/**
 * The open positions with a team and a location filter. The filter is two groups of radio buttons and the
 * hiding is CSS (job-board.module.css), so it works without scripts; with scripts the page also keeps the
 * choice in the address (`?team=…&location=…`, so a filtered list can be shared) and says how many match.
 * Each position shows its title, level and city; its requirements and duties fold open (a <details>, in
 * the HTML either way), with a mail link whose subject already names the position and the city.
 */
export function JobBoard({ jobs, lang }: { jobs: readonly Job[]; lang: Language }) {
  const { t } = useTranslation('joinus');
  const groups = groupJobs(jobs);
  const offices = officesWithJobs(jobs);
  const [filter, setFilter] = useState<JobFilter>(ALL_JOBS);
  const [enhanced, setEnhanced] = useState(false);

  // After hydration (the server HTML shows every job): the address's filter, if any.
  useEffect(() => {
    setFilter(readJobFilter(window.location.search));
    setEnhanced(true);
  }, []);

  const choose = (next: JobFilter) => {
    setFilter(next);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${jobFilterQuery(next)}${hash}`);
  };
  const count = jobs.filter((j) => matchesJobFilter(j, filter)).length;
  const cityOf = (job: Job) => officeOf(job.location)?.city[lang] ?? job.location;

  return (
    <div className={styles.board}>
      <div className={styles.filters} data-testid="job-filters">
        <fieldset>
          <legend>{t('filters.team')}</legend>
          {(['all', ...groups.map((g) => g.key)] as const).map((team) => (
            <label key={team} className={styles.chip}>
              <input
                type="radio"
                name="job-team"
                value={team}
                checked={filter.team === team}
                onChange={() => choose({ ...filter, team })}
              />
              {team === 'all' ? t('filters.all') : t(`groups.${team}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('filters.location')}</legend>
          {(['all', ...offices.map((o) => o.id)] as const).map((location) => (
            <label key={location} className={styles.chip}>
              <input
                type="radio"
                name="job-location"
                value={location}
                checked={filter.location === location}
                onChange={() => choose({ ...filter, location })}
              />
              {location === 'all' ? t('filters.all') : officeOf(location)!.city[lang]}
            </label>
          ))}
        </fieldset>
        <p className={styles.count} role="status" data-testid="job-count">
          {enhanced ? t('filters.count', { count }) : ''}
        </p>
      </div>
      <p className={styles.empty} data-testid="jobs-empty">
        {t('filters.empty')}
      </p>
      {groups.map((g) => (
        <section
          key={g.key}
          id={`jobs-${g.key}`}
          className={`${company.group} ${styles.group}`}
          aria-labelledby={`jobs-${g.key}-title`}
          data-testid={`job-group-${g.key}`}
          data-team={g.key}
        >
          <h2 id={`jobs-${g.key}-title`}>{t(`groups.${g.key}`)}</h2>
          <ul className={company.jobs}>
            {g.items.map((job) => (
              <li key={job.apiId} className={company.job} data-location={job.location} data-testid="job">
                <h3>{job.title}</h3>
                <div className={company.jobMeta}>
                  <span>{t('level', { level: job.level })}</span>
                  <span>{t('location', { location: cityOf(job) })}</span>
                </div>
                <details className={company.jobDetails}>
                  <summary className={`${disclosure.summary} ${company.jobSummary}`}>
                    {t('details', { n: job.demands.length + job.duties.length })}
                  </summary>
                  <div className={company.jobCols}>
                    {(['demands', 'duties'] as const).map((part) => (
                      <div key={part}>
                        <h4>{t(part)}</h4>
                        <ul>
                          {job[part].map((d) => (
                            <li key={d}>{d}</li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                  <a
                    className={`btn btn-sm btn-primary ${company.jobApply}`}
                    href={mailtoHref(siteSettings.email.careers, t('apply.subject', { title: job.title, city: cityOf(job) }))}
                    aria-label={`${t('apply.forJob')}${t('colon', { ns: 'common' })}${job.title}`}
                  >
                    {t('apply.forJob')}
                  </a>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
