import React from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { formRules } from '../../../contract/contact';
import { FormField } from './form-field';
import { PhoneCodeButton } from './phone-code-button';
import { FormShell } from './form-shell';
import { contactSubmit } from './submit';
import * as styles from './contact.module.css';

const rules = formRules('university');

/**
 * The university form (SPEC 5): name, school, e-mail, mobile phone with its verification code, and an
 * optional description of the requirement. A wrong or expired code comes back as the A2004 toast and as
 * the code field's message (submit.ts).
 */
export function UniversityForm({ lang, onSuccess }: { lang: Language; onSuccess: () => void }) {
  const { t } = useTranslation('contact');
  return (
    <Form onSubmit={contactSubmit(lang, 'university', t('form.network'), onSuccess)}>
      {(render) => (
        <FormShell render={render} testId="university-form" variant="university" submitLabel={t('university.submit')}>
          <div className={styles.row}>
            <FormField name="name" label={t('university.name')} validate={rules.name} required autoComplete="name" />
            <FormField name="school" label={t('university.school')} validate={rules.school} required autoComplete="organization" />
          </div>
          <div className={styles.row}>
            <FormField name="email" type="email" label={t('university.email')} validate={rules.email} required autoComplete="email" />
            <FormField name="mobile" type="tel" label={t('university.mobile')} validate={rules.mobile} required autoComplete="tel" />
          </div>
          <div className={styles.codeRow}>
            <FormField name="phoneCode" label={t('university.code')} validate={rules.phoneCode} required autoComplete="one-time-code" />
            <PhoneCodeButton lang={lang} />
          </div>
          {/* Shown only without scripts: the head script marks <html data-edition> when scripts run. */}
          <p className={`${styles.hint} ${styles.scriptNote}`} data-testid="code-needs-script">
            {t('noscript.codeNeedsScript')}
          </p>
          <FormField
            name="requirement"
            type="textarea"
            rows={3}
            label={`${t('university.requirement')} (${t('form.optional')})`}
            validate={rules.requirement}
          />
        </FormShell>
      )}
    </Form>
  );
}
