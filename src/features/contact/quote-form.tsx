import React, { useState, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { formRules } from '../../../contract/contact';
import { optional } from '../../../contract/validators';
import { FormField } from './form-field';
import { NameFields } from './name-fields';
import { RegionSelect, useCountryNames } from './region-select';
import { SampleSpecFields } from './sample-spec-fields';
import { FormShell } from './form-shell';
import { cleanValues, contactSubmit } from './submit';
import { countTags, type Tags } from '../../lib/tags';
import { TagPicker } from './tag-picker';
import * as styles from './contact.module.css';
import * as spec from './sample-spec.module.css';

export const SAMPLE_QUANTITIES = [100, 300, 500, 1000, 2000, 5000];
const rules = formRules('quote-modal');

/** The quantities offered, with a number asked for elsewhere (the calculator's 385) in its place. */
export function quantityOptions(chosen: string | undefined): number[] {
  const n = Number(chosen);
  if (!chosen || !Number.isInteger(n) || n <= 0 || SAMPLE_QUANTITIES.includes(n)) return SAMPLE_QUANTITIES;
  return [...SAMPLE_QUANTITIES, n].sort((a, b) => a - b);
}

/** The fields Submit waits for, with their labels' keys. */
const REQUIRED: { name: string; label: string }[] = [{ name: 'email', label: 'form.businessEmail' }];

/**
 * The overseas 'Request a Quote' form (SPEC 2.7, 3): sample quantity, what the sample is priced by
 * (countries, LOI, IR, field days, quotas), target labels, region and contact details, sent as type 3 with
 * sampleQuantity, the spec's fields, tags (JSON of two-level label names), region and extend.
 * It sends the contact request's fields too (lastName, jobTitle…). It shows no required-field messages:
 * Submit waits for an e-mail address instead.
 */
export function QuoteForm({
  lang,
  onSuccess,
  actions,
  initialValues,
}: {
  lang: Language;
  onSuccess: () => void;
  actions?: ReactNode;
  /** Values to start with, e.g. `sampleQuantity` from the sample-size calculator. */
  initialValues?: Record<string, string>;
}) {
  const { t } = useTranslation('contact');
  const [tags, setTags] = useState<Tags>({});
  const countries = useCountryNames(lang);
  return (
    <Form
      initialValues={initialValues}
      onSubmit={contactSubmit(
        lang,
        'quote-modal',
        t('form.network'),
        () => {
          setTags({});
          onSuccess();
        },
        (values) => {
          const { sampleQuantity, region, ...rest } = cleanValues(values) as Record<string, string>;
          const quantity = sampleQuantity ? Number(sampleQuantity) : undefined;
          const extend = JSON.stringify({ sampleQuantity: quantity ?? null, labels: countTags(tags), tags, region: region ?? '' });
          return { ...rest, region: region ?? '', ...(quantity ? { sampleQuantity: quantity } : {}), tags: JSON.stringify(tags), extend };
        },
      )}
    >
      {({ values, ...render }) => {
        // SPEC 5: no required-field messages in this modal; the required fields carry a marker, and one
        // line under Submit names what is still missing while Submit is disabled.
        const missing = REQUIRED.filter((f) => !values[f.name]?.trim()).map((f) => t(f.label));
        return (
          <FormShell
            render={render}
            testId="quote-form"
            variant="quote-modal"
            className={spec.quoteColumns}
            submitLabel={t('form.submit')}
            submitDisabled={missing.length > 0}
            submitHint={missing.length > 0 ? t('quote.missing', { fields: missing.join(t('quote.listJoin')) }) : undefined}
            actions={actions}
          >
            <div className={spec.quoteSample}>
              <SampleSpecFields countries={countries}>
                <div className={styles.field}>
                  <label htmlFor="quote-form-sampleQuantity">{t('quote.quantity')}</label>
                  <Field name="sampleQuantity" component="select" id="quote-form-sampleQuantity">
                    <option value="">{t('quote.quantityPlaceholder')}</option>
                    {quantityOptions(values.sampleQuantity).map((q, i, all) => (
                      <option key={q} value={q}>
                        {i === all.length - 1 && q === SAMPLE_QUANTITIES[SAMPLE_QUANTITIES.length - 1]
                          ? t('quote.more', { value: formatNumber(q) })
                          : formatNumber(q)}
                      </option>
                    ))}
                  </Field>
                </div>
              </SampleSpecFields>
              <TagPicker lang={lang} value={tags} onChange={setTags} />
            </div>
            <fieldset className={spec.quoteDetails}>
              <legend>{t('quote.details')}</legend>
              <RegionSelect lang={lang} />
              <NameFields lang={lang} rules={rules} />
              <div className={styles.row}>
                <FormField name="organization" label={t('form.organization')} validate={rules.organization} autoComplete="organization" />
                <FormField name="jobTitle" label={t('form.jobTitle')} validate={rules.jobTitle} autoComplete="organization-title" />
              </div>
              <div className={styles.row}>
                <FormField
                  name="email"
                  type="email"
                  label={t('form.businessEmail')}
                  validate={optional(rules.email)}
                  required
                  autoComplete="email"
                />
                <FormField name="mobile" type="tel" label={t('form.mobile')} validate={rules.mobile} autoComplete="tel" />
              </div>
              <FormField name="message" type="textarea" rows={3} label={t('form.message')} validate={rules.message} />
            </fieldset>
          </FormShell>
        );
      }}
    </Form>
  );
}
