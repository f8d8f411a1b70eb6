import React from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { contactMachine } from '../../machines/contact-machine';
import zhContact from '../../../locales/zh/contact.json';
import enContact from '../../../locales/en/contact.json';
import { ContactForm } from './contact-form';
import { SuccessDialog } from './success-dialog';
import { Toaster } from './toaster';

/**
 * The overseas footer's contact-us form: the full-page variant of the English contact form (organization
 * and phone required, business e-mail, region select, 3-row message) with a 'Contact us' button.
 */
export default function FooterContactSection({ lang, submitLabel }: { lang: Language; submitLabel: string }) {
  const { i18n } = useTranslation('contact');
  if (!i18n.hasResourceBundle('zh', 'contact')) i18n.addResourceBundle('zh', 'contact', zhContact);
  if (!i18n.hasResourceBundle('en', 'contact')) i18n.addResourceBundle('en', 'contact', enContact);
  const [state, send] = useMachine(contactMachine, { input: { surface: 'page' } });
  return (
    <>
      <Toaster />
      <ContactForm key={state.context.formKey} lang={lang} variant="page" submitLabel={submitLabel} onSuccess={() => send({ type: 'contact.submitted' })} />
      <SuccessDialog open={state.hasTag('dialog')} variant="thanks" onClose={() => send({ type: 'dialog.close' })} />
    </>
  );
}
