import { assign, fromCallback, fromPromise, setup } from 'xstate';

export interface PhoneCodeContext {
  remaining: number;
  /** The translated error of the last failed send, if any. */
  error: string | null;
}

export type PhoneCodeEvent = { type: 'code.send'; mobile: string } | { type: 'tick' };

/** Seconds until the next code may be asked for when the API does not say. */
export const RESEND_SECONDS = 60;

/**
 * The phone-code button (SPEC 4): 'get code', then the seconds remaining, then 'resend'. The send is a
 * promise actor around the API; the countdown a callback actor ticking each second. Tests swap both.
 */
export const phoneCodeMachine = setup({
  types: { context: {} as PhoneCodeContext, events: {} as PhoneCodeEvent },
  actors: {
    sendCode: fromPromise<{ resendIn: number }, { mobile: string }>(async () => {
      throw new Error('sendCode must be provided');
    }),
    ticker: fromCallback<PhoneCodeEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'tick' }), 1000);
      return () => clearInterval(id);
    }),
  },
}).createMachine({
  id: 'phoneCode',
  context: { remaining: 0, error: null },
  initial: 'idle',
  states: {
    idle: {
      tags: ['canSend'],
      on: { 'code.send': 'sending' },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ event }) => ({ mobile: event.type === 'code.send' ? event.mobile : '' }),
        onDone: { target: 'counting', actions: assign({ remaining: ({ event }) => event.output.resendIn || RESEND_SECONDS, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    counting: {
      invoke: { src: 'ticker' },
      on: {
        tick: [
          { guard: ({ context }) => context.remaining <= 1, target: 'resend', actions: assign({ remaining: 0 }) },
          { actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
        ],
      },
    },
    resend: {
      tags: ['canSend', 'sentBefore'],
      on: { 'code.send': 'sending' },
    },
    failed: {
      tags: ['canSend'],
      on: { 'code.send': 'sending' },
    },
  },
});
