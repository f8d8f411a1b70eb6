/**
 * Consent and data rights, defined once: which edition asks for consent on its forms, the box's field
 * and message, what a stored request keeps of it (the notice's version and the time), and when the ad
 * conversion tag may load. The forms (src/features/contact/form-shell.tsx), the consent banner
 * (src/features/consent/), the API (server/routes/contact.ts, contact-form.ts) and the page CSP
 * (security-headers.ts) all read it from here; the settings themselves are `privacy` and `adTag` of
 * site.config.ts.
 */
import { siteConfig } from '../site.config';

/** The site's editions (SPEC 2.8), as the head script sets `html[data-edition]`. */
export const EDITIONS = ['china', 'overseas'] as const;
export type SiteEdition = (typeof EDITIONS)[number];

/** The request's fields: the edition the form was shown in, and the consent box. */
export const EDITION_FIELD = 'edition';
export const CONSENT_FIELD = 'consent';

/**
 * What the two fields look like on the wire (contract/contact.ts puts them among every form's envelope
 * fields): `edition` a short name, `consent` the box (`true`, or a posted form's `1`/`on`).
 */
export const CONSENT_ENVELOPE_FIELDS = {
  edition: { kind: 'text', maxLength: 20 },
  consent: { kind: 'flag', maxLength: 10 },
} as const;

/** The message of a request sent without the box ticked where the edition requires it. */
export const CONSENT_MESSAGE = 'validation.consentRequired';
/** The privacy notice's page (per language: /en/privacy), which every form's notice links to. */
export const PRIVACY_PATH = '/privacy';
/** The version of the privacy notice a ticked box agrees to, stored with the request. */
export const NOTICE_VERSION: string = siteConfig.privacy.noticeVersion;

/** The edition a request names; a request naming none (other systems, older pages) is the China edition's. */
export function editionOf(value: unknown): SiteEdition {
  return value === 'overseas' ? 'overseas' : 'china';
}

/** Whether a form shown in `edition` carries the unticked box that must be ticked. */
export function consentRequired(edition: unknown): boolean {
  return siteConfig.privacy.editions[editionOf(edition)].consentBox;
}

/** The editions whose forms carry the box. */
export const CONSENT_EDITIONS: readonly SiteEdition[] = EDITIONS.filter((e) => siteConfig.privacy.editions[e].consentBox);

/** Whether the box was ticked: `true` (scripted forms) or the value a posted checkbox carries. */
export function consentGiven(value: unknown): boolean {
  return value === true || value === '1' || value === 'on' || value === 'true';
}

/**
 * The message key for what is wrong with a request's consent, else undefined: an edition that is not one,
 * a box value that is not one, or no tick where the request's edition asks for one.
 */
export function consentProblems(body: Record<string, unknown>): Partial<Record<'edition' | 'consent', string>> {
  const problems: Partial<Record<'edition' | 'consent', string>> = {};
  const edition = body[EDITION_FIELD];
  if (edition !== undefined && edition !== '' && !(EDITIONS as readonly unknown[]).includes(edition))
    problems.edition = 'validation.format';
  const consent = body[CONSENT_FIELD];
  const blank = consent === undefined || consent === '' || consent === false || consent === 'false' || consent === '0';
  if (!blank && !consentGiven(consent)) problems.consent = 'validation.format';
  else if (blank && consentRequired(edition)) problems.consent = CONSENT_MESSAGE;
  return problems;
}

/** What a stored request keeps of the consent: the notice's version and the time, or nulls without a tick. */
export function consentRecord(body: Record<string, unknown>, now: Date): { consent_version: string | null; consented_at: string | null } {
  return consentGiven(body[CONSENT_FIELD])
    ? { consent_version: NOTICE_VERSION, consented_at: now.toISOString() }
    : { consent_version: null, consented_at: null };
}

/** When the ad conversion tag and analytics may load in `edition`: after the banner's yes, or never. */
export function trackingIn(edition: SiteEdition): 'after-consent' | 'off' {
  return siteConfig.adTag.id ? siteConfig.privacy.editions[edition].tracking : 'off';
}

/** The editions that show the consent banner (those whose tracking waits for a yes, when a tag is set). */
export const BANNER_EDITIONS: readonly SiteEdition[] = EDITIONS.filter((e) => trackingIn(e) === 'after-consent');

/** The tag's script address, with its id. */
export const adTagScriptUrl = (): string => `${siteConfig.adTag.src}?id=${encodeURIComponent(siteConfig.adTag.id)}`;

/**
 * Where the tag loads from and talks to, for the page CSP: nothing unless a tag is set. Google's tag
 * loads its script from googletagmanager.com and sends conversions to google.com and doubleclick.net.
 */
export function adTagOrigins(): string[] {
  if (BANNER_EDITIONS.length === 0) return [];
  return [new URL(siteConfig.adTag.src).origin, 'https://www.google.com', 'https://googleads.g.doubleclick.net'];
}

/** The key the banner's answer is kept under in local storage, and its two values. */
export const CONSENT_STORAGE_KEY = 'trackingConsent';
export type TrackingChoice = 'granted' | 'denied';
