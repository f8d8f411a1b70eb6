import React from 'react';
import type { Language } from '../../i18n/languages';
import { usePageContact } from './use-page-contact';
import { SuccessDialog } from './success-dialog';
import { Toaster } from './toaster';
import { useContactStrings } from './use-contact-strings';
import { UniversityForm } from './university-form';
import * as styles from './contact.module.css';

/** The college detail's contact form with phone verification; loaded after the page (lazy chunk). */
export default function UniversitySection({ lang }: { lang: Language }) {
  const { t } = useContactStrings();
  const contact = usePageContact();
  return (
    <section className={styles.section} aria-labelledby="university-title">
      <Toaster />
      <h2 id="university-title">{t('university.title')}</h2>
      <UniversityForm key={contact.formKey} lang={lang} onSuccess={contact.sent} />
      <SuccessDialog open={contact.thanking} variant="thanks" onClose={contact.closeThanks} />
    </section>
  );
}
