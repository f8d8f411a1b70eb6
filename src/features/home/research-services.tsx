import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { Icon, type IconName } from '../../components/icons/icons';
import { SectionHead } from './section-head';
import * as section from './section.module.css';
import * as styles from './research-services.module.css';

const STEPS: IconName[] = ['design', 'field', 'report'];
const METHODS = ['ua', 'concept', 'brand', 'nps', 'pricing', 'auto'] as const;

/** Research done by staff: how a project runs, and the studies most often commissioned. */
export function ResearchServices() {
  const { t } = useTranslation('home');
  return (
    <section className={section.section} aria-labelledby="home-research">
      <div className={`container ${styles.layout}`}>
        <div>
          <SectionHead id="home-research" eyebrow={t('research.eyebrow')} title={t('research.title')} lead={t('research.lead')} />
          <p className={styles.methodsTitle}>{t('research.methodsTitle')}</p>
          <ul className={styles.methods}>
            {METHODS.map((m) => (
              <li key={m}>{t(`research.methods.${m}`)}</li>
            ))}
          </ul>
          <Link to="/research" className={`${section.arrowLink} ${styles.cta}`}>
            {t('research.cta')}
            <Icon name="arrow" size={18} />
          </Link>
        </div>
        <ol className={styles.steps}>
          {STEPS.map((key) => (
            <li key={key}>
              <span className={styles.icon}>
                <Icon name={key} />
              </span>
              <div>
                <h3>{t(`research.steps.${key}.title`)}</h3>
                <p>{t(`research.steps.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
