import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../site.config';
import { siteSettings } from '../../contract/site-settings';
import { PageShell } from '../features/shell/page-shell';
import { Link } from '../components/link';
import { PageHero } from '../components/page-hero/page-hero';
import { CompanyArt, type CompanyArtWords } from '../components/page-hero/art/company-art';
import { artWords } from '../components/page-hero/art/parts';
import { localeHead } from '../components/seo/seo';
import { FIGURES, plus } from '../lib/figures';
import * as styles from '../features/company/company.module.css';
import * as teamStyles from '../features/company/team.module.css';
import type { I18nPageContext } from '../lib/i18n-data';
import { initials } from '../lib/format';

/** The figures of SPEC 9 the about page quotes, in order (its offices have a section of their own below). */
const ABOUT_FIGURES = [
  ['overseasClients', plus(FIGURES.overseasClients)],
  ['customers', plus(FIGURES.customers)],
  ['researchClients', plus(FIGURES.researchClients)],
  ['projectsPerYear', plus(FIGURES.projectsPerYear)],
] as const;

const STORY = ['2016', '2018', '2020', '2022', '2024', '2025', '2026'] as const;

/** About us (SPEC 2.6): the company, its figures, the people who run it, its offices, its story and how to reach it. */
export default function AboutPage({ data, pageContext }: PageProps<Queries.AboutPageQuery, I18nPageContext>) {
  const { t } = useTranslation('about');
  const { t: tc } = useTranslation('common');
  const lang = pageContext.language;
  const art: CompanyArtWords = {
    offices: siteConfig.offices.map((o) => ({ id: o.id, city: o.city[lang] })),
    ...artWords<Pick<CompanyArtWords, 'team'>>(t),
  };
  const s = siteSettings;
  return (
    <PageShell hero>
      <PageHero id="about-title" eyebrow={t('kicker')} title={t('title')} lead={t('lead')} visual={<CompanyArt words={art} />} />
      <section className={styles.section} aria-labelledby="about-company">
        <div className={`container ${styles.intro}`}>
          <div>
            <h2 id="about-company">{siteConfig.brand.company[lang]}</h2>
            <p>{t('company.p1')}</p>
            <p>{t('company.p2')}</p>
          </div>
          {/* The figures' name for screen readers, read just before them (html-validate: no aria-label on a list). */}
          <h3 className="visually-hidden">{t('figures.label')}</h3>
          <ul className={`${styles.figures} ${styles.introFigures}`}>
            {ABOUT_FIGURES.map(([key, value]) => (
              <li key={key}>
                <strong>{value}</strong>
                <span>{t(`figures.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {data.team.nodes.length > 0 && (
        <section className={`${styles.section} ${styles.soft}`} aria-labelledby="about-team" data-testid="about-team">
          <div className="container">
            <h2 id="about-team">{t('team.title')}</h2>
            <p className={styles.sectionLead}>{t('team.lead')}</p>
            <ul className={teamStyles.team}>
              {data.team.nodes.map((m) => (
                <li key={m.apiId}>
                  {/* No photos of people: an initials avatar. */}
                  <span className={teamStyles.avatar} aria-hidden="true">
                    {initials(m.name)}
                  </span>
                  <h3>{m.name}</h3>
                  <p className={teamStyles.role}>{m.role}</p>
                  <p>{m.bio}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <section className={styles.section} aria-labelledby="about-offices">
        <div className="container">
          <h2 id="about-offices">{t('offices.title', { count: siteConfig.offices.length })}</h2>
          <ul className={styles.offices}>
            {siteConfig.offices.map((o) => (
              <li key={o.id}>
                <strong>{o.city[lang]}</strong>
                <span>{o.role[lang]}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`${styles.section} ${styles.soft}`} aria-labelledby="about-story">
        <div className="container">
          <h2 id="about-story">{t('story.title')}</h2>
          <ol className={styles.story}>
            {STORY.map((year) => (
              <li key={year}>
                <time dateTime={year}>{year}</time>
                <p>{t(`story.${year}`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="about-contacts">
        <div className="container">
          <h2 id="about-contacts">{t('contacts.title')}</h2>
          <dl className={styles.contacts}>
            <div>
              <dt>{tc('footer.phone')}</dt>
              <dd>
                <a href={`tel:${s.sales.phone}`}>{s.sales.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{tc('footer.salesEmail')}</dt>
              <dd>
                <a href={`mailto:${s.sales.email}`}>{s.sales.email}</a>
              </dd>
            </div>
            <div>
              <dt>{tc('footer.customer')}</dt>
              <dd>
                <a href={`mailto:${s.email.customerService}`}>{s.email.customerService}</a>
              </dd>
            </div>
            <div>
              <dt>{tc('footer.business')}</dt>
              <dd>
                <a href={`mailto:${s.email.business}`}>{s.email.business}</a>
              </dd>
            </div>
            <div>
              <dt>{tc('footer.address')}</dt>
              <dd>{s.address[lang]}</dd>
            </div>
            <div>
              <dt>{tc('footer.joinus')}</dt>
              <dd>
                <Link to="/joinus">{t('contacts.jobs')}</Link>
              </dd>
            </div>
          </dl>
        </div>
      </section>
    </PageShell>
  );
}

export const Head = localeHead('/about', 'about');

export const query = graphql`
  query AboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "about"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    team: allSiteApiTeamMember(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        name
        role
        bio
      }
    }
  }
`;
