import { adTagScriptUrl, CONSENT_STORAGE_KEY, trackingIn, type TrackingChoice } from '../../contract/consent';
import { siteConfig } from '../../site.config';
import type { Edition } from './edition';
import { readStorage, writeStorage } from './storage';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The visitor's answer to the consent banner, as remembered in this browser; null before any. */
export function storedChoice(): TrackingChoice | null {
  const value = readStorage(CONSENT_STORAGE_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function rememberChoice(choice: TrackingChoice): void {
  writeStorage(CONSENT_STORAGE_KEY, choice);
}

/**
 * Whether the ad conversion tag may run on this page: a tag is configured, the edition lets it load after
 * consent (contract/consent.ts) and the visitor said yes. The China edition and a page still waiting for
 * its edition never load it.
 */
export function trackingAllowed(edition: Edition): boolean {
  return edition !== 'pending' && trackingIn(edition) === 'after-consent' && storedChoice() === 'granted';
}

const TAG_SELECTOR = 'script[data-ad-tag]';

/**
 * Adds the ad conversion tag (gtag.js) to the page, once. Only called after trackingAllowed: nothing of it
 * is requested before the visitor's yes.
 */
export function loadAdTag(): void {
  if (document.querySelector(TAG_SELECTOR)) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads its commands from dataLayer as `arguments` objects, queued before it loads.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', siteConfig.adTag.id);
  const script = document.createElement('script');
  script.async = true;
  script.src = adTagScriptUrl();
  script.setAttribute('data-ad-tag', '');
  document.head.appendChild(script);
}
