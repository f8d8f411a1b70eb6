import React, { type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { formRules } from '../../../contract/contact';
import { FormField } from './form-field';
import { NameFields } from './name-fields';
import { RegionSelect } from './region-select';
import { FormShell } from './form-shell';
import { contactSubmit } from './submit';
import * as styles from './contact.module.css';

/** SPEC 5: the modal and panel variants, and the full-page variant (organization and mobile required). */
export type ContactFormVariant = 'modal' | 'panel' | 'page';

export interface ContactFormProps {
  lang: Language;
  variant: ContactFormVariant;
  onSuccess: () => void;
  /** Extra buttons beside Submit (e.g. Cancel). */
  actions?: ReactNode;
  /** The Submit button's text, when the surface words it otherwise ('Contact us' in the overseas footer). */
  submitLabel?: string;
  /** Hide the phone and message inputs (the compact mobile variant of SPEC 5). */
  compact?: boolean;
  initialValues?: Record<string, string>;
  /** The form's test id and its fields' id prefix, when a page holds this variant twice (the contact page
   * and the overseas footer): default `contact-form-<variant>`. */
  testId?: string;
  /** The region list when the page has it from its build query (see RegionSelect). */
  regions?: readonly string[];
}

/** The English contact form, in the variant its surface needs (its `type` is the contract's). */
export function ContactForm({
  lang,
  variant,
  onSuccess,
  actions,
  compact = false,
  initialValues,
  submitLabel,
  testId,
  regions,
}: ContactFormProps) {
  const { t } = useTranslation('contact');
  const formVariant = `contact-${variant}` as const;
  const r = formRules(formVariant);
  return (
    <Form initialValues={initialValues} onSubmit={contactSubmit(lang, formVariant, t('form.network'), onSuccess)}>
      {(render) => (
        <FormShell
          render={render}
          testId={testId ?? `contact-form-${variant}`}
          variant={formVariant}
          submitLabel={submitLabel ?? t('form.submit')}
          actions={actions}
        >
          <NameFields lang={lang} rules={r} required />
          <FormField
            name="email"
            type="email"
            label={variant === 'page' ? t('form.businessEmail') : t('form.email')}
            validate={r.email}
            required
            autoComplete="email"
          />
          <div className={styles.row}>
            <FormField
              name="organization"
              label={t('form.organization')}
              validate={r.organization}
              required={variant === 'page'}
              autoComplete="organization"
            />
            <FormField name="jobTitle" label={t('form.jobTitle')} validate={r.jobTitle} required autoComplete="organization-title" />
          </div>
          {/* Country and phone share a row, so the panel holds every field and Submit on an 800 px screen. */}
          <div className={compact ? undefined : styles.row}>
            <RegionSelect lang={lang} validate={r.region} required initialRegions={regions} />
            {!compact && (
              <FormField
                name="mobile"
                type="tel"
                label={t('form.mobile')}
                validate={r.mobile}
                required={variant === 'page'}
                autoComplete="tel"
              />
            )}
          </div>
          {!compact && <FormField name="message" type="textarea" rows={3} label={t('form.message')} validate={r.message} />}
        </FormShell>
      )}
    </Form>
  );
}
