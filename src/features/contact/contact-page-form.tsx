import React from 'react';
import type { Language } from '../../i18n/languages';
import { ContactForm } from './contact-form';
import { PageContact } from './page-contact';
import { useContactStrings } from './use-contact-strings';

/**
 * The contact page's form: the full-page variant of the English contact form (the overseas footer's),
 * with its own ids, as the footer's form may be on the same page, and the region list from the build.
 */
export default function ContactPageForm({ lang, regions }: { lang: Language; regions: readonly string[] }) {
  useContactStrings();
  return (
    <PageContact thanks="thanks">
      {(contact) => (
        <ContactForm
          key={contact.formKey}
          lang={lang}
          variant="page"
          testId="contact-page-form"
          regions={regions}
          onSuccess={contact.sent}
        />
      )}
    </PageContact>
  );
}
