import React, { useContext, type ReactNode } from 'react';
import { Field, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SAMPLE_SPEC_RULES } from '../../../contract/sample-spec';
import { positiveInteger, optional } from '../../../contract/validators';
import { FieldIdPrefix, FormField } from './form-field';
import * as styles from './contact.module.css';
import * as spec from './sample-spec.module.css';

const completesRule = optional(positiveInteger);

/**
 * What a sample quote is priced by (contract/sample-spec.ts): the countries or regions (checkboxes, so the
 * form posts them without scripts too), the completes when the form has no count of its own, LOI, IR, field
 * days and optional quotas. Every rule is the contract's.
 */
export function SampleSpecFields({
  countries,
  withCompletes,
  children,
}: {
  countries: readonly string[];
  withCompletes?: boolean;
  /** Fields of the form's own that belong to the sample, first under its legend (the quote modal's size). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('contact');
  return (
    <fieldset className={spec.spec}>
      <legend>{t('spec.legend')}</legend>
      {children}
      <CountryChecklist countries={countries} />
      <div className={spec.specNumbers}>
        {withCompletes && <FormField name="sampleQuantity" label={t('spec.completes')} validate={completesRule} inputMode="numeric" />}
        <FormField name="loi" label={t('spec.loi')} validate={SAMPLE_SPEC_RULES.loi} inputMode="numeric" />
        <FormField name="incidence" label={t('spec.incidence')} validate={SAMPLE_SPEC_RULES.incidence} inputMode="numeric" />
        <FormField name="fieldDays" label={t('spec.fieldDays')} validate={SAMPLE_SPEC_RULES.fieldDays} inputMode="numeric" />
      </div>
      <FormField
        name="quotas"
        type="textarea"
        rows={2}
        label={t('spec.quotas')}
        hint={t('spec.quotasHint')}
        validate={SAMPLE_SPEC_RULES.quotas}
      />
    </fieldset>
  );
}

/** The countries or regions as checkboxes in a scrolling box, with what is chosen said above it. */
function CountryChecklist({ countries }: { countries: readonly string[] }) {
  const { t } = useTranslation('contact');
  const prefix = `${useContext(FieldIdPrefix)}-countries`;
  const { input, meta } = useField<string[]>('countries', {
    validate: (v) => SAMPLE_SPEC_RULES.countries(v),
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const chosen = Array.isArray(input.value) ? input.value : [];
  const key = (meta.touched && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError))) as string | undefined;
  const message = key ? (key.startsWith('validation.') ? t(key) : key) : undefined;
  return (
    <fieldset
      className={`${spec.countries} ${message ? styles.invalid : ''}`}
      aria-describedby={`${prefix}-chosen${message ? ` ${prefix}-error` : ''}`}
      data-testid="spec-countries"
    >
      <legend>{t('spec.countries')}</legend>
      <p id={`${prefix}-chosen`} className={`${styles.hint} ${spec.countriesHint}`} aria-live="polite">
        {chosen.length > 0 ? t('spec.chosen', { count: chosen.length, list: chosen.join(t('quote.listJoin')) }) : t('spec.countriesHint')}
      </p>
      <div className={`${spec.countryBox} ${message ? spec.countryBoxInvalid : ''}`}>
        {countries.map((name) => (
          <label key={name}>
            <Field name="countries" component="input" type="checkbox" value={name} />
            {name}
          </label>
        ))}
      </div>
      {message && (
        <p id={`${prefix}-error`} className={`${styles.error} ${spec.countriesError}`} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
