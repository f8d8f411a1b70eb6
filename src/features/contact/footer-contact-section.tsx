import React from 'react';
import { useMachine } from '@xstate/react';
import type { Language } from '../../i18n/languages';
import { contactMachine } from '../../machines/contact-machine';
import { ContactForm } from './contact-form';
import { SuccessDialog } from './success-dialog';
import { Toaster } from './toaster';
import { useContactStrings } from './use-contact-strings';

/**
 * The overseas footer's contact-us form: the full-page variant of the English contact form (organization
 * and phone required, business e-mail, region select, 3-row message) with a 'Contact us' button.
 */
export default function FooterContactSection({ lang, submitLabel }: { lang: Language; submitLabel: string }) {
  useContactStrings();
  const [state, send] = useMachine(contactMachine, { input: { surface: 'page' } });
  return (
    <>
      <Toaster />
      <ContactForm
        key={state.context.formKey}
        lang={lang}
        variant="page"
        submitLabel={submitLabel}
        onSuccess={() => send({ type: 'contact.submitted' })}
      />
      <SuccessDialog open={state.hasTag('dialog')} variant="thanks" onClose={() => send({ type: 'dialog.close' })} />
    </>
  );
}
