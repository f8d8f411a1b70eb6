declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** Fires the ad conversion event when the page has an ad tag (SPEC 4); does nothing otherwise. */
export function fireAdConversion(): void {
  if (typeof window !== 'undefined' && typeof window.gtag === 'function') {
    window.gtag('event', 'conversion', { event_category: 'contact', event_label: 'contact_submit' });
  }
}
