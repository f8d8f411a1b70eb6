import React from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../site.config';
import type { Language } from '../../i18n/languages';
import { FIGURES, plus } from '../../lib/figures';
import { Icon } from '../../components/icons/icons';
import * as styles from './trust-band.module.css';
import { joinItems } from '../../lib/format';

const FIGURES_SHOWN = [
  { key: 'customers', value: plus(FIGURES.customers) },
  { key: 'research', value: plus(FIGURES.researchClients) },
  { key: 'overseas', value: plus(FIGURES.overseasClients) },
  { key: 'projects', value: plus(FIGURES.projectsPerYear) },
] as const;

/** Customers, projects and offices (SPEC 9), on a dark card between two light sections. */
export function TrustBand() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language as Language;
  // The offices of site.config.ts (the about page lists the same), headquarters first.
  const officeList = joinItems(
    siteConfig.offices.map((o, i) => (i === 0 ? t('trust.headquarters', { city: o.city[lang] }) : o.city[lang])),
  );
  return (
    <section className={styles.wrap} aria-labelledby="home-trust">
      <div className="container">
        <div className={styles.card}>
          <div className={styles.head}>
            <h2 id="home-trust">{t('trust.title')}</h2>
            <p className={styles.offices}>
              <Icon name="pin" size={18} />
              <strong>{t('trust.offices', { count: FIGURES.offices })}</strong>
              <span>{officeList}</span>
            </p>
          </div>
          <dl className={styles.figures}>
            {FIGURES_SHOWN.map((f) => (
              <div key={f.key}>
                <dt>{t(`trust.${f.key}`)}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
