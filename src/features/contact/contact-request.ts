import type { ContactAsk } from '../../lib/contact-events';

/**
 * The latest request for a form (src/lib/contact-events.ts), as the widget hands it to the launcher; `n`
 * makes asking twice for the same form a change.
 */
export interface AskedForm {
  ask: ContactAsk;
  n: number;
}

/** What the launcher asked for; `nonce` changes with every request so the same one can open again. */
export interface ContactRequest {
  kind: 'panel' | 'contact-modal' | 'quote' | 'quote-mobile';
  nonce: number;
  /** Values to start the form with (e.g. the help article a visitor found unhelpful). */
  prefill?: Record<string, string>;
}
