import { siteConfig } from '../../../site.config';
import { currentEdition } from '../../lib/edition';
import { trackingAllowed } from '../../lib/tracking-consent';

/**
 * Fires the ad conversion event (SPEC 4) when the page has the ad tag, which loads only after the visitor's
 * consent in the editions that ask for it (src/features/consent/); does nothing otherwise.
 */
export function fireAdConversion(): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function' || !trackingAllowed(currentEdition())) return;
  const { id, conversionLabel } = siteConfig.adTag;
  window.gtag('event', 'conversion', {
    ...(conversionLabel ? { send_to: `${id}/${conversionLabel}` } : {}),
    event_category: 'contact',
    event_label: 'contact_submit',
  });
}
