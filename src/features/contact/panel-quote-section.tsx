import React from 'react';
import { Field, Form } from 'react-final-form';
import type { Language } from '../../i18n/languages';
import type { ValueStore } from '../../lib/deferred-part';
import { sanitizeNumberInput } from '../../lib/number-input';
import { countTags, type Tags } from '../../lib/tags';
import { FORM_IN_LANGUAGE, formRules } from '../../../contract/contact';
import { FormField } from './form-field';
import { FormShell } from './form-shell';
import { PageContact } from './page-contact';
import { cleanValues, contactSubmit } from './submit';
import { useContactStrings } from './use-contact-strings';
import * as styles from './contact.module.css';

export interface PanelQuoteProps {
  lang: Language;
  /** The labels chosen in the page's picker, sent as `tags` with the coverage in `extend`; read on submit. */
  selection: ValueStore<{ tags: Tags; coverage: number }>;
  onSubmitted: () => void;
}

/** The panel purchase page's quote form (SPEC 5): required sample size, then name, company, e-mail, phone. */
export default function PanelQuoteSection({ lang, selection, onSubmitted }: PanelQuoteProps) {
  const { t } = useContactStrings('panel');
  // The Chinese page takes mainland mobiles, the English one international numbers (contract/contact.ts).
  const variant = FORM_IN_LANGUAGE.panelQuote[lang];
  const rules = formRules(variant);
  return (
    <PageContact thanks="inquiry">
      {(contact) => (
        <Form
          key={contact.formKey}
          onSubmit={contactSubmit(
            lang,
            variant,
            t('form.network', { ns: 'contact' }),
            () => {
              onSubmitted();
              contact.sent();
            },
            (values) => {
              const { tags, coverage } = selection.get();
              return { ...cleanValues(values), tags: JSON.stringify(tags), extend: JSON.stringify({ labels: countTags(tags), coverage }) };
            },
          )}
        >
          {(render) => (
            <FormShell render={render} testId="panel-quote-form" variant={variant} submitLabel={t('submit')}>
              <div className={styles.row}>
                <FormField name="requiredSampleSize" label={t('sampleSize')} validate={rules.requiredSampleSize} required>
                  {({ id, invalid, describedBy }) => (
                    // Digits only, through the number helper of SPEC 5.
                    <Field name="requiredSampleSize" parse={(v: string) => sanitizeNumberInput(v ?? '', { max: 999_999_999 })}>
                      {({ input }) => (
                        <input
                          {...input}
                          id={id}
                          inputMode="numeric"
                          aria-invalid={invalid}
                          aria-describedby={describedBy}
                          required
                          aria-required
                        />
                      )}
                    </Field>
                  )}
                </FormField>
                <FormField name="name" label={t('name')} validate={rules.name} required autoComplete="name" />
              </div>
              <div className={styles.row}>
                <FormField name="organization" label={t('company')} validate={rules.organization} required autoComplete="organization" />
                <FormField name="email" type="email" label={t('email')} validate={rules.email} required autoComplete="email" />
              </div>
              <div className={styles.row}>
                <FormField name="mobile" type="tel" label={t('phone')} validate={rules.mobile} required autoComplete="tel" />
              </div>
              <FormField name="message" type="textarea" rows={3} label={t('message')} validate={rules.message} />
            </FormShell>
          )}
        </Form>
      )}
    </PageContact>
  );
}
