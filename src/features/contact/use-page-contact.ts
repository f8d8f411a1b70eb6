import { useMachine } from '@xstate/react';
import { contactMachine } from '../../machines/contact-machine';

/** What a form placed on a page needs from its contact machine. */
export interface PageContactState {
  /** The key to give the form: it changes once the thank-you is closed, so a fresh form comes back. */
  formKey: number;
  /** Whether the thank-you (dialog or inline message) is showing. */
  thanking: boolean;
  /** Tells the machine the form was sent: it shows the thank-you. */
  sent: () => void;
  /** Closes the thank-you. */
  closeThanks: () => void;
}

/**
 * The contact machine of a form placed on a page (surface `page`, XState): a sent form shows the thank-you,
 * and closing it brings a fresh, empty form.
 */
export function usePageContact(): PageContactState {
  const [state, send] = useMachine(contactMachine, { input: { surface: 'page' } });
  return {
    formKey: state.context.formKey,
    thanking: state.hasTag('dialog'),
    sent: () => send({ type: 'contact.submitted' }),
    closeThanks: () => send({ type: 'dialog.close' }),
  };
}
