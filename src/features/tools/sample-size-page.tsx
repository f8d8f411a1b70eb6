import React, { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { PageShell } from '../../layouts/page-shell';
import { NextSteps } from '../../components/next-steps/next-steps';
import type { Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import {
  calculate,
  CONFIDENCE_LEVELS,
  DEFAULT_INPUT,
  parseNumber,
  roundMargin,
  sampleSize,
  type RawInput,
  type Result,
} from '../../lib/sample-size';
import { QuoteButton } from '../sales/quote-button';
import { SalesHero, SalesSection } from '../sales/sales-hero';
import * as styles from './sample-size.module.css';

type Field = 'margin' | 'proportion' | 'population' | 'sample';
type Raw = Record<'confidence' | Field, string>;

const INITIAL: Raw = {
  confidence: String(DEFAULT_INPUT.confidence),
  margin: String(DEFAULT_INPUT.margin),
  proportion: String(DEFAULT_INPUT.proportion),
  population: DEFAULT_INPUT.population,
  sample: DEFAULT_INPUT.sample,
};
/** The rows and columns of the table of common sizes (in the server HTML: it answers without scripts). */
const TABLE_MARGINS = [1, 2, 3, 4, 5, 10];

/** Inputs named in the address (`?margin=3&population=1000`) start the calculator there. */
function fromQuery(search: string): Partial<Raw> {
  const q = new URLSearchParams(search);
  const out: Partial<Raw> = {};
  for (const k of Object.keys(INITIAL) as (keyof Raw)[]) {
    const v = q.get(k);
    if (v !== null && v.length <= 20) out[k] = v;
  }
  return out;
}

/**
 * /tools/sample-size: the sample-size and margin-of-error calculator. Its default state (95%, ±5%, 50%,
 * population unknown: 385) and the table of common sizes are in the server HTML; the numbers update as
 * the visitor types. 'Get a quote' opens the quote form with the number filled in (a mail to sales
 * before the page's script runs).
 */
export function SampleSizePage({ lang }: { lang: Language }) {
  const { t } = useTranslation('tools');
  const { t: tc } = useTranslation('common');
  return (
    <PageShell hero>
      <SalesHero
        id="sample-size-title"
        eyebrow={t('sampleSize.hero.eyebrow')}
        title={t('sampleSize.hero.title')}
        lead={t('sampleSize.hero.lead')}
      />
      <SalesSection id="sample-size-form" tone="soft" title={t('sampleSize.form.title')}>
        <Calculator />
      </SalesSection>
      <SalesSection id="sample-size-next" title={tc('nextSteps.title')}>
        <NextSteps lang={lang} heading={false} />
      </SalesSection>
      <SalesSection id="sample-size-table" title={t('sampleSize.table.title')} lead={t('sampleSize.table.lead')}>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="calc-table">
            <caption>{t('sampleSize.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sampleSize.table.margin')}</th>
                {CONFIDENCE_LEVELS.map((c) => (
                  <th key={c} scope="col">
                    {t('sampleSize.table.confidence', { value: c })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {TABLE_MARGINS.map((m) => (
                <tr key={m}>
                  <th scope="row">±{m}%</th>
                  {CONFIDENCE_LEVELS.map((c) => {
                    const r = sampleSize({ confidence: c, margin: m, proportion: 50 });
                    return <td key={c}>{r.ok ? formatNumber(r.value) : ''}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </SalesSection>
      <SalesSection id="sample-size-method" tone="soft" title={t('sampleSize.method.title')}>
        <ul className={styles.method}>
          {(t('sampleSize.method.items', { returnObjects: true }) as string[]).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </SalesSection>
      <SalesSection id="sample-size-more" title={t('sampleSize.more.title')}>
        <ul className={styles.more}>
          <li>
            <Link to="/quality">{t('sampleSize.more.quality')}</Link>
          </li>
          <li>
            <Link to="/cases">{t('sampleSize.more.cases')}</Link>
          </li>
          <li>
            <Link to="/sample">{t('sampleSize.more.sample')}</Link>
          </li>
        </ul>
      </SalesSection>
    </PageShell>
  );
}

/**
 * The inputs and both results. Its state lives here, below the page shell: an input changes only this
 * part, never the header's or footer's boundaries while they may still be hydrating (React error 421).
 */
function Calculator() {
  const { t } = useTranslation('tools');
  const [raw, setRaw] = useState<Raw>(INITIAL);
  useEffect(() => {
    const q = fromQuery(window.location.search);
    if (Object.keys(q).length > 0) setRaw((r) => ({ ...r, ...q }));
  }, []);
  const { size, reverse } = calculate(raw as RawInput);
  const errorOf = (field: string) =>
    [size, reverse].find((r): r is Extract<Result<number>, { ok: false }> => !!r && !r.ok && r.field === field);
  const id = useId();
  const set = (k: keyof Raw) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setRaw((r) => ({ ...r, [k]: value }));
  };
  const confidence = Number(raw.confidence);
  const population = size.ok ? parseNumber(raw.population) : null;
  const proportion = parseNumber(raw.proportion) ?? DEFAULT_INPUT.proportion;
  const margin = parseNumber(raw.margin) ?? DEFAULT_INPUT.margin;

  const input = (k: Field, label: string, hint: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => {
    const err = errorOf(k);
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
  };

  const n = size.ok ? size.value : null;
  return (
    <>
      <div className={styles.layout}>
        <div className={styles.form} role="group" aria-labelledby="sample-size-form">
          <div className={styles.field}>
            <fieldset aria-describedby={`${id}-confidence-hint`}>
              <legend>{t('sampleSize.form.confidence')}</legend>
              <p className={styles.hint} id={`${id}-confidence-hint`}>
                {t('sampleSize.form.confidenceHint')}
              </p>
              <div className={styles.levels}>
                {CONFIDENCE_LEVELS.map((level) => (
                  <label key={level}>
                    <input
                      type="radio"
                      name="confidence"
                      value={level}
                      checked={raw.confidence === String(level)}
                      onChange={set('confidence')}
                      data-testid={`calc-confidence-${level}`}
                    />
                    {level}%
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          {input('margin', t('sampleSize.form.margin'), t('sampleSize.form.marginHint'))}
          {input('proportion', t('sampleSize.form.proportion'), t('sampleSize.form.proportionHint'))}
          {input('population', t('sampleSize.form.population'), t('sampleSize.form.populationHint'), { inputMode: 'numeric' })}
        </div>
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
            </>
          )}
        </section>
      </div>
      <section className={styles.reverse} aria-labelledby={`${id}-reverse`}>
        <div>
          <h2 id={`${id}-reverse`}>{t('sampleSize.reverse.title')}</h2>
          {input('sample', t('sampleSize.reverse.sample'), t('sampleSize.reverse.sampleHint'), { inputMode: 'numeric' })}
        </div>
        <div aria-live="polite" data-testid="calc-reverse">
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
            !reverse && <p className={styles.hint}>{t('sampleSize.reverse.empty')}</p>
          )}
        </div>
      </section>
    </>
  );
}
