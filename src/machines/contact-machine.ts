import { assign, setup } from 'xstate';

/** Which contact surface this machine drives (SPEC 2.7): they differ in what a success fires. */
export type ContactSurface = 'panel' | 'mobile' | 'modal' | 'page';

export interface ContactInput {
  surface: ContactSurface;
}

export interface ContactContext {
  surface: ContactSurface;
  /** Bumped whenever the form must be emptied (closing, or after a successful submit). */
  formKey: number;
}

export type ContactEvent = { type: 'contact.open' } | { type: 'contact.close' } | { type: 'contact.submitted' } | { type: 'dialog.close' };

/**
 * A contact panel or modal and its thank-you dialog (SPEC 4). Closing resets the form. A successful
 * submit resets the form, closes the panel or modal, fires the ad conversion (panel and mobile variants,
 * when the ad tag exists) and opens the dialog, which closes only through its button or close icon.
 * Submitting itself is final-form's job; the machine hears only that it succeeded.
 */
export const contactMachine = setup({
  types: { context: {} as ContactContext, events: {} as ContactEvent, input: {} as ContactInput },
  actions: {
    resetForm: assign({ formKey: ({ context }) => context.formKey + 1 }),
    /** Overridden in the browser with the real ad tag call. */
    fireConversion: () => {},
  },
  guards: {
    firesConversion: ({ context }) => context.surface === 'panel' || context.surface === 'mobile',
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({ surface: input.surface, formKey: 0 }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'contact.open': 'open',
        // An always-visible form (a page's or the footer's) succeeds without being "opened".
        'contact.submitted': { target: 'thanks', actions: 'resetForm' },
      },
    },
    open: {
      on: {
        'contact.close': { target: 'closed', actions: 'resetForm' },
        'contact.submitted': [
          { guard: 'firesConversion', target: 'thanks', actions: ['resetForm', 'fireConversion'] },
          { target: 'thanks', actions: 'resetForm' },
        ],
      },
    },
    thanks: {
      tags: ['dialog'],
      on: { 'dialog.close': 'closed' },
    },
  },
});
