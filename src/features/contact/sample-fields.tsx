import React from 'react';
import { formRules } from '../../../contract/contact';
import { FormField } from './form-field';
import * as styles from './contact.module.css';

/** The labels the fields show, by field (each form words them in its own namespace). */
export type SampleFieldLabels = Record<'name' | 'company' | 'email' | 'phone' | 'message', string>;

/**
 * The fields of the sample page's quote form, which the community page's book-a-demo form shares (SPEC 5):
 * name and company, e-mail and phone, an optional note; `rules` are the form's (contract/contact.ts).
 */
export function SampleFields({ rules, labels }: { rules: ReturnType<typeof formRules>; labels: SampleFieldLabels }) {
  return (
    <>
      <div className={styles.row}>
        <FormField name="name" label={labels.name} validate={rules.name} required autoComplete="name" />
        <FormField name="organization" label={labels.company} validate={rules.organization} required autoComplete="organization" />
      </div>
      <div className={styles.row}>
        <FormField name="email" type="email" label={labels.email} validate={rules.email} required autoComplete="email" />
        <FormField name="mobile" type="tel" label={labels.phone} validate={rules.mobile} required autoComplete="tel" />
      </div>
      <FormField name="message" type="textarea" rows={3} label={labels.message} validate={rules.message} />
    </>
  );
}
