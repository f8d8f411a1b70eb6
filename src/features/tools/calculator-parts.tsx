import React from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { isConfidenceLevel, parseNumber, roundMargin, sizeSteps } from '../../lib/sample-size';
import { QuoteButton } from '../../components/sales/quote-button';
import type { CalculatorState, Field } from './use-calculator';
import * as styles from './sample-size.module.css';

/** One number input with its label, hint and error. */
export function CalcInput({
  calc,
  field: k,
  label,
  hint,
  extra = {},
}: {
  calc: CalculatorState;
  field: Field;
  label: string;
  hint: string;
  extra?: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t } = useTranslation('tools');
  const { id, raw, set } = calc;
  const err = calc.errorOf(k);
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-${k}`}>{label}</label>
      <p className={styles.hint} id={`${id}-${k}-hint`}>
        {hint}
      </p>
      <div className={styles.input}>
        <input
          id={`${id}-${k}`}
          name={k}
          inputMode="decimal"
          autoComplete="off"
          value={raw[k]}
          onChange={set(k)}
          aria-invalid={err ? true : undefined}
          aria-describedby={`${id}-${k}-hint${err ? ` ${id}-${k}-error` : ''}`}
          data-testid={`calc-${k}`}
          {...extra}
        />
      </div>
      {err && (
        <p className={styles.error} id={`${id}-${k}-error`} role="alert">
          {t(`sampleSize.errors.${err.error}`)}
        </p>
      )}
    </div>
  );
}

/** The sample size for the inputs, its summary and 'Get a quote' with that number. */
export function CalcResult({ calc }: { calc: CalculatorState }) {
  const { t } = useTranslation('tools');
  const { id, size, confidence, population, margin, proportion } = calc;
  const n = size.ok ? size.value : null;
  return (
    <section className={styles.result} aria-labelledby={`${id}-result`} data-testid="calc-result">
      <h2 id={`${id}-result`}>{t('sampleSize.result.label')}</h2>
      <div aria-live="polite">
        {n !== null ? (
          <>
            <p className={styles.big} data-testid="calc-size">
              {formatNumber(n)}
              <span>{t('sampleSize.result.unit')}</span>
            </p>
            <p>
              {population
                ? t('sampleSize.result.summaryPopulation', {
                    confidence,
                    n: formatNumber(n),
                    population: formatNumber(population),
                    margin,
                    proportion,
                  })
                : t('sampleSize.result.summary', { confidence, n: formatNumber(n), margin, proportion })}
            </p>
          </>
        ) : (
          <p className={styles.error} data-testid="calc-size-error">
            {t(`sampleSize.errors.${(size as { error: string }).error}`)}
          </p>
        )}
      </div>
      {n !== null && (
        <>
          <QuoteButton
            className="btn btn-primary"
            completes={n}
            subject={t('sampleSize.result.quoteSubject', { n: formatNumber(n) })}
            testId="calc-quote"
          >
            {t('sampleSize.result.quote', { n: formatNumber(n) })}
          </QuoteButton>
          <p className={styles.note}>{t('sampleSize.result.quoteNote', { n: formatNumber(n) })}</p>
          <Working calc={calc} n={n} />
        </>
      )}
    </section>
  );
}

/** One decimal at most, with the thousands separators (384.1, 16,587.3). */
const oneDecimal = (x: number) => formatNumber(Math.round(x * 10) / 10);

/** How the number was reached, with the visitor's own inputs: z, n₀ and the corrections up to `n`. */
function Working({ calc, n }: { calc: CalculatorState; n: number }) {
  const { t } = useTranslation('tools');
  const { confidence, margin, proportion, population } = calc;
  if (!isConfidenceLevel(confidence)) return null;
  const { z, n0, corrected } = sizeSteps({ confidence, margin, proportion, population });
  return (
    <dl className={styles.working} data-testid="calc-working">
      <div>
        <dt>{t('sampleSize.result.working.z', { confidence })}</dt>
        <dd>{Number(z.toFixed(3))}</dd>
      </div>
      <div>
        <dt>{t('sampleSize.result.working.n0')}</dt>
        <dd>{oneDecimal(n0)}</dd>
      </div>
      {corrected !== null && (
        <div>
          <dt>{t('sampleSize.result.working.corrected', { population: formatNumber(population!) })}</dt>
          <dd>{oneDecimal(corrected)}</dd>
        </div>
      )}
      <div>
        <dt>{t('sampleSize.result.working.rounded')}</dt>
        <dd>{formatNumber(n)}</dd>
      </div>
    </dl>
  );
}

/** The other way round: the margin of error a given sample size gives. */
export function CalcReverse({ calc }: { calc: CalculatorState }) {
  const { t } = useTranslation('tools');
  const { id, raw, reverse, confidence } = calc;
  return (
    <section className={styles.reverse} aria-labelledby={`${id}-reverse`}>
      <div>
        <h2 id={`${id}-reverse`}>{t('sampleSize.reverse.title')}</h2>
        <CalcInput
          calc={calc}
          field="sample"
          label={t('sampleSize.reverse.sample')}
          hint={t('sampleSize.reverse.sampleHint')}
          extra={{ inputMode: 'numeric' }}
        />
      </div>
      <div className={styles.reverseOut} aria-live="polite" data-testid="calc-reverse">
        <p className={styles.hint}>{t('sampleSize.reverse.label')}</p>
        {reverse?.ok ? (
          <>
            <p className={styles.reverseValue} data-testid="calc-reverse-margin">
              {t('sampleSize.reverse.value', { margin: roundMargin(reverse.value) })}
            </p>
            <p className={styles.hint}>
              {t('sampleSize.reverse.summary', {
                n: formatNumber(parseNumber(raw.sample) ?? 0),
                confidence,
                margin: roundMargin(reverse.value),
              })}
            </p>
          </>
        ) : (
          !reverse && <p className={styles.reverseEmpty}>{t('sampleSize.reverse.empty')}</p>
        )}
      </div>
    </section>
  );
}
