import React from 'react';
import { useTranslation } from 'react-i18next';
import { CostEstimator } from './cost-estimator';
import type { SampleSectionProps } from './use-sample-state';
import * as styles from './sample.module.css';
import { withTail } from '../../components/tail';

const STEPS = ['design', 'target', 'field', 'deliver'] as const;

/** How a sample project runs, in four steps. */
export function SampleSteps() {
  const { t } = useTranslation('sample');
  return (
    <section className={styles.section} aria-labelledby="sample-steps">
      <div className="container">
        <p className={styles.eyebrow}>{t('steps.eyebrow')}</p>
        <h2 id="sample-steps">{t('steps.title')}</h2>
        <ol className={styles.steps}>
          {STEPS.map((s, i) => (
            <li key={s}>
              <span className={styles.stepIndex} aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t(`steps.items.${s}.title`)}</h3>
              <p>{t(`steps.items.${s}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The cost estimator; its 'Get a quote' attaches the estimate to the quote form below. */
export function SampleEstimator({ lang, state }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  const { values, setValues, panels, toQuote } = state;
  return (
    <section id="estimator" className={`${styles.section} ${styles.soft}`} aria-labelledby="sample-estimator">
      <div className="container">
        <p className={styles.eyebrow}>{t('estimator.eyebrow')}</p>
        <h2 id="sample-estimator">{t('estimator.title')}</h2>
        <p className={styles.lead}>{withTail(t('estimator.lead'))}</p>
        <CostEstimator lang={lang} values={values} onChange={setValues} panels={panels} onQuote={toQuote} />
      </div>
    </section>
  );
}
