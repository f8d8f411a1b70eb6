import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { sanitizeNumberInput } from '../../lib/number-input';
import { estimate, ESTIMATE_LIMITS, fieldTime, PRICE_RULE, shownRange, type SamplePanel } from './estimate';
import * as styles from './sample.module.css';

/** What the visitor typed: text, so a half-typed number is kept as typed. */
export interface EstimatorValues {
  panel: SamplePanel;
  /** Completes. */
  quantity: string;
  /** Interview length in minutes (LOI). */
  loi: string;
  /** Incidence rate in percent (IR). */
  incidence: string;
}

export const DEFAULT_ESTIMATOR: EstimatorValues = { panel: 'china', quantity: '500', loi: '10', incidence: '50' };

type NumberName = 'quantity' | 'loi' | 'incidence';
const NUMBERS: NumberName[] = ['quantity', 'loi', 'incidence'];

const inRange = (text: string, { min, max }: { min: number; max: number }) =>
  /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

/** The valid estimate of `values`, or null while a number is missing or out of range. */
export function currentEstimate(values: EstimatorValues) {
  if (!NUMBERS.every((name) => inRange(values[name], ESTIMATE_LIMITS[name]))) return null;
  return estimate({
    panel: values.panel,
    quantity: Number(values.quantity),
    loi: Number(values.loi),
    incidence: Number(values.incidence),
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
 * The sample page's cost estimator: completes, interview length (LOI) and incidence (IR) give a range of
 * prices per complete, a total and a field time, recomputed as the visitor types (digits only, through the
 * number helper), and say in plain words how LOI and IR moved the price.
 */
export function CostEstimator({ lang, values, onChange, panels, onQuote }: CostEstimatorProps) {
  const { t } = useTranslation('sample');
  const id = useId();
  const result = currentEstimate(values);
  const set = (patch: Partial<EstimatorValues>) => onChange({ ...values, ...patch });
  const number = (name: NumberName) => {
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
          aria-describedby={
            [name !== 'quantity' && `${id}-${name}-hint`, !ok && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined
          }
          onChange={(e) => set({ [name]: sanitizeNumberInput(e.target.value, { max: limits.max }) })}
        />
        {/* Below the field, so that the three fields of a row line up under their labels. */}
        {name !== 'quantity' && (
          <p id={`${id}-${name}-hint`} className={styles.inputHint}>
            {t(`estimator.${name}Hint`)}
          </p>
        )}
        {!ok && (
          <p id={`${id}-${name}-error`} className={styles.inputError}>
            {t('estimator.invalid', { min: formatNumber(limits.min), max: formatNumber(limits.max) })}
          </p>
        )}
      </div>
    );
  };
  /** A row of radio buttons drawn as a segmented control. */
  const choice = <K extends 'panel'>(name: K, options: readonly EstimatorValues[K][], label: (option: EstimatorValues[K]) => string) => (
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
  const price = result ? shownRange(result.perComplete, Number(values.quantity), lang) : null;
  return (
    <div className={styles.estimator} data-testid="cost-estimator">
      <div className={styles.estimatorInputs}>
        {panels.length > 1 && choice('panel', panels, (p) => t(`estimator.panels.${p}`))}
        <div className={styles.numbers}>
          {number('quantity')}
          {number('loi')}
          {number('incidence')}
        </div>
        <PriceExplanation values={values} result={result} />
      </div>
      <div className={styles.estimatorResult} aria-live="polite">
        <dl>
          <div>
            <dt>{t('estimator.perComplete')}</dt>
            <dd data-testid="estimate-per-complete">{price ? price.each : '—'}</dd>
          </div>
          <div className={styles.totalRow}>
            <dt>{t('estimator.total')}</dt>
            <dd data-testid="estimate-total">{price ? price.total : '—'}</dd>
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

/** How LOI and IR moved this price, in plain words with the visitor's figures; the rule alone while a number is missing. */
function PriceExplanation({ values, result }: { values: EstimatorValues; result: ReturnType<typeof currentEstimate> }) {
  const { t } = useTranslation('sample');
  const percent = (factor: number) => formatNumber(Math.round((factor - 1) * 100));
  return (
    <div className={styles.explain} data-testid="estimate-explain">
      <p className={styles.explainTitle}>{t('estimator.explain.title')}</p>
      <ul>
        <li>
          {t('estimator.explain.loi', PRICE_RULE)}
          {result && result.loiFactor > 1 && ` ${t('estimator.explain.loiNow', { loi: values.loi, percent: percent(result.loiFactor) })}`}
        </li>
        <li>
          {t('estimator.explain.ir', PRICE_RULE)}
          {result &&
            result.irFactor > 1 &&
            ` ${t('estimator.explain.irNow', {
              incidence: values.incidence,
              screened: formatNumber(result.screenedPerComplete),
              percent: percent(result.irFactor),
            })}`}
        </li>
        <li>{t('estimator.explain.range', PRICE_RULE)}</li>
      </ul>
    </div>
  );
}
