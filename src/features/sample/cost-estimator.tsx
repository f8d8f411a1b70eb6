import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { formatPrice, priceOf } from '../../../contract/money';
import { sanitizeNumberInput } from '../../lib/number-input';
import { estimate, ESTIMATE_LIMITS, fieldTime, TARGETINGS, type SamplePanel, type Targeting } from './estimate';
import * as styles from './sample.module.css';

/** What the visitor typed: text, so a half-typed number is kept as typed. */
export interface EstimatorValues {
  panel: SamplePanel;
  quantity: string;
  questions: string;
  targeting: Targeting;
}

export const DEFAULT_ESTIMATOR: EstimatorValues = { panel: 'china', quantity: '500', questions: '15', targeting: 'none' };

const inRange = (text: string, { min, max }: { min: number; max: number }) =>
  /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

/** The valid estimate of `values`, or null while a number is missing or out of range. */
export function currentEstimate(values: EstimatorValues) {
  if (!inRange(values.quantity, ESTIMATE_LIMITS.quantity) || !inRange(values.questions, ESTIMATE_LIMITS.questions)) return null;
  return estimate({
    panel: values.panel,
    quantity: Number(values.quantity),
    questions: Number(values.questions),
    targeting: values.targeting,
  });
}

export interface CostEstimatorProps {
  lang: Language;
  values: EstimatorValues;
  onChange: (values: EstimatorValues) => void;
  /** The panels this page offers; the panel choice shows only when there are two. */
  panels: SamplePanel[];
  onQuote: () => void;
}

/**
 * The sample page's cost estimator: sample size, questions and targeting give a reference price per sample,
 * a total and a field time, recomputed as the visitor types (digits only, through the number helper).
 */
export function CostEstimator({ lang, values, onChange, panels, onQuote }: CostEstimatorProps) {
  const { t } = useTranslation('sample');
  const id = useId();
  const result = currentEstimate(values);
  const set = (patch: Partial<EstimatorValues>) => onChange({ ...values, ...patch });
  const number = (name: 'quantity' | 'questions') => {
    const limits = ESTIMATE_LIMITS[name];
    const ok = values[name] === '' || inRange(values[name], limits);
    return (
      <div className={styles.input}>
        <label htmlFor={`${id}-${name}`}>{t(`estimator.${name}`)}</label>
        <input
          id={`${id}-${name}`}
          inputMode="numeric"
          value={values[name]}
          aria-invalid={!ok}
          aria-describedby={ok ? undefined : `${id}-${name}-error`}
          onChange={(e) => set({ [name]: sanitizeNumberInput(e.target.value, { max: limits.max }) })}
        />
        {!ok && (
          <p id={`${id}-${name}-error`} className={styles.inputError}>
            {t('estimator.invalid', { min: formatNumber(limits.min), max: formatNumber(limits.max) })}
          </p>
        )}
      </div>
    );
  };
  /** A row of radio buttons drawn as a segmented control. */
  const choice = <K extends 'panel' | 'targeting'>(
    name: K,
    options: readonly EstimatorValues[K][],
    label: (option: EstimatorValues[K]) => string,
  ) => (
    <fieldset className={styles.segmented}>
      <legend>{t(`estimator.${name}`)}</legend>
      {options.map((option) => (
        <label key={option} className={values[name] === option ? styles.segmentOn : styles.segment}>
          <input
            type="radio"
            name={`${id}-${name}`}
            value={option}
            checked={values[name] === option}
            onChange={() => set({ [name]: option })}
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
  const time = result ? fieldTime(result.hours) : null;
  // The estimate is in CNY (estimate.ts); the visitor reads it in the page's currency.
  const price = result ? priceOf(result.perSample, Number(values.quantity), lang) : null;
  return (
    <div className={styles.estimator} data-testid="cost-estimator">
      <div className={styles.estimatorInputs}>
        {panels.length > 1 && choice('panel', panels, (p) => t(`estimator.panels.${p}`))}
        {number('quantity')}
        {number('questions')}
        {choice('targeting', TARGETINGS, (k) => t(`estimator.targetings.${k}`))}
      </div>
      <div className={styles.estimatorResult} aria-live="polite">
        <dl>
          <div>
            <dt>{t('estimator.perSample')}</dt>
            <dd data-testid="estimate-per-sample">{price ? formatPrice(price.each, lang) : '—'}</dd>
          </div>
          <div className={styles.totalRow}>
            <dt>{t('estimator.total')}</dt>
            <dd data-testid="estimate-total">{price ? formatPrice(price.total, lang) : '—'}</dd>
          </div>
          <div>
            <dt>{t('estimator.time')}</dt>
            <dd data-testid="estimate-time">{time ? t(`estimator.${time.unit}`, { count: time.count }) : '—'}</dd>
          </div>
        </dl>
        <p>{t('estimator.note')}</p>
        <button type="button" className="btn btn-primary" disabled={!result} onClick={onQuote}>
          {t('estimator.use')}
        </button>
      </div>
    </div>
  );
}
