import { OPEN_QUOTE_EVENT } from '../contact/contact-widget';

/** What the quote form starts with when a page asks for a quote of a number of completes. */
export interface QuotePrefill {
  prefill?: { sampleQuantity: string };
}

/** Opens the quote form (the contact widget's `quote:open` event), with `completes` filled in when given. */
export function openQuote(completes?: number) {
  const detail: QuotePrefill = completes ? { prefill: { sampleQuantity: String(completes) } } : {};
  window.dispatchEvent(new CustomEvent<QuotePrefill>(OPEN_QUOTE_EVENT, { detail }));
}
