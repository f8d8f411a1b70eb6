import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { Language } from '../../i18n/languages';
import { PRICES, money } from '../../../contract/money';
import { Icon } from '../../components/icons/icons';
import * as section from './section.module.css';
import * as styles from './university-zone.module.css';
import { withTail } from '../../components/tail';

const POINTS = ['sample', 'course', 'data'] as const;
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/**
 * China edition only: the university zone. The colleges pages are Chinese-only navigation (SPEC 2.3), so
 * English visitors are sent to the college articles instead.
 */
export function UniversityZone({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <section className={`${styles.wrap} only-china`} data-edition-part aria-labelledby="home-university">
      <div className="container">
        <div className={styles.card}>
          <div className={styles.copy}>
            <p className={section.eyebrow}>{t('university.eyebrow')}</p>
            <h2 id="home-university" className={styles.title}>
              {t('university.title')}
            </h2>
            <p className={styles.lead}>{withTail(t('university.lead'))}</p>
            <ul className={styles.points}>
              {POINTS.map((p) => (
                <li key={p}>
                  <Icon name="check" size={18} />
                  {t(`university.points.${p}`, { price: money(PRICES.lowestSample, lang) })}
                </li>
              ))}
            </ul>
            <Link to={lang === 'zh' ? '/colleges' : '/article'} className="btn btn-primary">
              {lang === 'zh' ? t('university.cta') : t('university.ctaArticles')}
              <Icon name="arrow" size={18} />
            </Link>
          </div>
          <div className={styles.visual} aria-hidden="true">
            <span className={styles.cap}>
              <Icon name="cap" size={28} />
            </span>
            <p className={styles.visualTitle}>{t('university.card.title')}</p>
            <ol>
              {STEPS.map((s, i) => (
                <li key={s} className={i < 3 ? styles.done : undefined}>
                  <span className={styles.tick}>{i < 3 ? <Icon name="check" size={14} /> : i + 1}</span>
                  {t(`university.card.${s}`)}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
