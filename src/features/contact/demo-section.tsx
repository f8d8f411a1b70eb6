import React from 'react';
import { Form } from 'react-final-form';
import type { Language } from '../../i18n/languages';
import { FORM_IN_LANGUAGE, formRules } from '../../../contract/contact';
import { FormShell } from './form-shell';
import { SampleFields } from './sample-fields';
import { PageContact } from './page-contact';
import { contactSubmit } from './submit';
import { useContactStrings } from './use-contact-strings';

/**
 * The community page's book-a-demo form: name, company, e-mail, phone and an optional note, sent through
 * contact/ask as variant `community-demo-<lang>`; the thank-you dialog on success. Loaded when scrolled near.
 */
export default function DemoSection({ lang }: { lang: Language }) {
  const { t } = useContactStrings('community');
  // The same fields and rules as the sample page's form (SPEC 5), in the visitor's language.
  const variant = FORM_IN_LANGUAGE.communityDemo[lang];
  const rules = formRules(variant);
  return (
    <PageContact thanks="thanks">
      {(contact) => (
        <Form key={contact.formKey} onSubmit={contactSubmit(lang, variant, t('form.network', { ns: 'contact' }), contact.sent)}>
          {(render) => (
            <FormShell render={render} testId="community-demo-form" variant={variant} submitLabel={t('demo.submit')}>
              <SampleFields
                rules={rules}
                labels={{
                  name: t('demo.name'),
                  company: t('demo.company'),
                  email: t('demo.email'),
                  phone: t('demo.phone'),
                  message: t('demo.message'),
                }}
              />
            </FormShell>
          )}
        </Form>
      )}
    </PageContact>
  );
}
