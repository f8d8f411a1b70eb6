import React from 'react';
import { useMachine } from '@xstate/react';
import type { Language } from '../../i18n/languages';
import { contactMachine } from '../../machines/contact-machine';
import { SuccessDialog } from './success-dialog';
import { Toaster } from './toaster';
import { useContactStrings } from './use-contact-strings';
import { UniversityForm } from './university-form';
import * as styles from './contact.module.css';

/** The college detail's contact form with phone verification; loaded after the page (lazy chunk). */
export default function UniversitySection({ lang }: { lang: Language }) {
  const { t } = useContactStrings();
  const [state, send] = useMachine(contactMachine, { input: { surface: 'page' } });
  return (
    <section className={styles.section} aria-labelledby="university-title">
      <Toaster />
      <h2 id="university-title">{t('university.title')}</h2>
      <UniversityForm key={state.context.formKey} lang={lang} onSuccess={() => send({ type: 'contact.submitted' })} />
      <SuccessDialog open={state.hasTag('dialog')} variant="thanks" onClose={() => send({ type: 'dialog.close' })} />
    </section>
  );
}
