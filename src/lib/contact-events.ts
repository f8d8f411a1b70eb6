/**
 * The events between the page and the contact widget (src/features/contact/contact-widget.tsx), which loads
 * late: a button anywhere asks for a form through `window`, so it needs neither the widget's code nor a
 * reference to it, and a request made while the widget's chunk is loading is not lost. The event names are
 * defined here only: senders and listeners go through these functions.
 */

/** Values a form starts with (the calculator's number of completes, the help article found unhelpful). */
export type ContactPrefill = Record<string, string>;

/** A request for a form: the quote form or the contact-us modal, maybe with values to start with. */
export interface ContactAsk {
  form: 'quote' | 'contact-modal';
  prefill?: ContactPrefill;
}

/** The event names (kept from before this module: `quote:open`, `contact:open-modal`, `contact:close`). */
const OPEN_EVENT: Record<ContactAsk['form'], string> = { quote: 'quote:open', 'contact-modal': 'contact:open-modal' };
const CLOSE_EVENT = 'contact:close';

interface AskDetail {
  prefill?: ContactPrefill;
}

function ask(form: ContactAsk['form'], prefill?: ContactPrefill) {
  window.dispatchEvent(new CustomEvent<AskDetail>(OPEN_EVENT[form], { detail: prefill ? { prefill } : {} }));
}

/** Opens the quote form (the modal on desktop, the full-screen form on phones). */
export function openQuote(prefill?: ContactPrefill): void {
  ask('quote', prefill);
}

/** Opens the contact-us modal. */
export function openContactModal(prefill?: ContactPrefill): void {
  ask('contact-modal', prefill);
}

/** Closes an open contact panel or modal (switching language does, SPEC 4). */
export function closeContact(): void {
  window.dispatchEvent(new Event(CLOSE_EVENT));
}

/** Calls `listener` with every request for a form; answers the function that stops listening. */
export function onContactAsk(listener: (ask: ContactAsk) => void): () => void {
  const handlers = (Object.keys(OPEN_EVENT) as ContactAsk['form'][]).map((form) => {
    const handler = (e: Event) => listener({ form, prefill: (e as CustomEvent<AskDetail | null>).detail?.prefill });
    window.addEventListener(OPEN_EVENT[form], handler);
    return [OPEN_EVENT[form], handler] as const;
  });
  return () => handlers.forEach(([name, handler]) => window.removeEventListener(name, handler));
}

/** Calls `listener` whenever an open contact panel or modal should close; answers the function that stops. */
export function onContactClose(listener: () => void): () => void {
  window.addEventListener(CLOSE_EVENT, listener);
  return () => window.removeEventListener(CLOSE_EVENT, listener);
}
