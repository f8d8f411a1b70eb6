import React from 'react';
import type { Language } from '../../i18n/languages';
import { ContactForm } from './contact-form';
import { PageContact } from './page-contact';
import { useContactStrings } from './use-contact-strings';

/**
 * The overseas footer's contact-us form: the full-page variant of the English contact form (organization
 * and phone required, business e-mail, region select, 3-row message) with a 'Contact us' button.
 */
export default function FooterContactSection({ lang, submitLabel }: { lang: Language; submitLabel: string }) {
  useContactStrings();
  return (
    <PageContact thanks="thanks">
      {(contact) => <ContactForm key={contact.formKey} lang={lang} variant="page" submitLabel={submitLabel} onSuccess={contact.sent} />}
    </PageContact>
  );
}
