import React from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIDENCE_LEVELS } from '../../lib/sample-size';
import { CalcInput, CalcResult, CalcReverse } from './calculator-parts';
import { useCalculator } from './use-calculator';
import * as styles from './sample-size.module.css';

/**
 * The inputs and both results. Its state lives here, below the page shell: an input changes only this
 * part, never the header's or footer's boundaries while they may still be hydrating (React error 421).
 */
export function Calculator() {
  const { t } = useTranslation('tools');
  const calc = useCalculator();
  const { id, raw, set } = calc;
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
          <CalcInput calc={calc} field="margin" label={t('sampleSize.form.margin')} hint={t('sampleSize.form.marginHint')} />
          <CalcInput calc={calc} field="proportion" label={t('sampleSize.form.proportion')} hint={t('sampleSize.form.proportionHint')} />
          <CalcInput
            calc={calc}
            field="population"
            label={t('sampleSize.form.population')}
            hint={t('sampleSize.form.populationHint')}
            extra={{ inputMode: 'numeric' }}
          />
        </div>
        <CalcResult calc={calc} />
      </div>
      <CalcReverse calc={calc} />
    </>
  );
}
