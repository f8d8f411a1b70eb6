import React from 'react';
import { Form } from 'react-final-form';
import { useMachine } from '@xstate/react';
import type { Language } from '../../i18n/languages';
import { formRules } from '../../../contract/contact';
import { contactMachine } from '../../machines/contact-machine';
import { FormField } from './form-field';
import { FormShell } from './form-shell';
import { cleanValues, submitContact } from './submit';
import { SuccessDialog } from './success-dialog';
import { Toaster } from './toaster';
import { useContactStrings } from './use-contact-strings';
import * as styles from './contact.module.css';

/** The same fields and rules as the sample page's form (SPEC 5), in the visitor's language. */
const RULES = { zh: formRules('community-demo-zh'), en: formRules('community-demo-en') };

/**
 * The community page's book-a-demo form: name, company, e-mail, phone and an optional note, sent through
 * contact/ask as variant `community-demo-<lang>`; the thank-you dialog on success. Loaded when scrolled near.
 */
export default function DemoSection({ lang }: { lang: Language }) {
  const { t } = useContactStrings('community');
  const [state, send] = useMachine(contactMachine, { input: { surface: 'page' } });
  const rules = RULES[lang];
  return (
    <>
      <Toaster />
      <Form
        key={state.context.formKey}
        onSubmit={async (values: Record<string, string>) => {
          const body = { type: 3, variant: `community-demo-${lang}`, ...cleanValues(values) };
          const errors = await submitContact(lang, body, t('form.network', { ns: 'contact' }));
          if (!errors) send({ type: 'contact.submitted' });
          return errors;
        }}
      >
        {(render) => (
          <FormShell render={render} testId="community-demo-form" variant={`community-demo-${lang}`} submitLabel={t('demo.submit')}>
            <div className={styles.row}>
              <FormField name="name" label={t('demo.name')} validate={rules.name} required autoComplete="name" />
              <FormField name="organization" label={t('demo.company')} validate={rules.organization} required autoComplete="organization" />
            </div>
            <div className={styles.row}>
              <FormField name="email" type="email" label={t('demo.email')} validate={rules.email} required autoComplete="email" />
              <FormField name="mobile" type="tel" label={t('demo.phone')} validate={rules.mobile} required autoComplete="tel" />
            </div>
            <FormField name="message" type="textarea" rows={3} label={t('demo.message')} validate={rules.message} />
          </FormShell>
        )}
      </Form>
      <SuccessDialog open={state.hasTag('dialog')} variant="thanks" onClose={() => send({ type: 'dialog.close' })} />
    </>
  );
}
