import React from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { contactMachine } from '../../machines/contact-machine';
import zhContact from '../../../locales/zh/contact.json';
import enContact from '../../../locales/en/contact.json';
import { SuccessDialog } from './success-dialog';
import { Toaster } from './toaster';
import { UniversityForm } from './university-form';
import * as styles from './contact.module.css';

/** The college detail's contact form with phone verification; loaded after the page (lazy chunk). */
export default function UniversitySection({ lang }: { lang: Language }) {
  const { t, i18n } = useTranslation('contact');
  if (!i18n.hasResourceBundle('zh', 'contact')) i18n.addResourceBundle('zh', 'contact', zhContact);
  if (!i18n.hasResourceBundle('en', 'contact')) i18n.addResourceBundle('en', 'contact', enContact);
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
