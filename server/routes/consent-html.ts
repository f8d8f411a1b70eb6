import { localizedPath, type Language } from '../../contract/languages';
import { CONSENT_FIELD, consentGiven, consentRequired, EDITION_FIELD, editionOf, PRIVACY_PATH } from '../../contract/consent';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The privacy notice and consent box of the form page answered to a visitor without scripts (contact-form.ts),
 * as the site's forms show them (src/features/contact/consent-field.tsx): the edition the form was posted
 * from travels on, and the box is there where that edition asks for it (or was ticked, or is missing).
 */
export function consentHtml(options: {
  lang: Language;
  values: Record<string, string>;
  error?: string;
  t: (key: string) => string;
  message: (key: string) => string;
}): string {
  const { lang, values, error, t, message } = options;
  const edition = editionOf(values[EDITION_FIELD]);
  const notice = `<p>${t('consent.notice')} <a href="${localizedPath(PRIVACY_PATH, lang)}">${t('consent.privacyLink')}</a>${t('consent.noticeEnd')}</p>`;
  const hidden = `<input type="hidden" name="${EDITION_FIELD}" value="${escapeHtml(edition)}">`;
  if (!consentRequired(edition) && !error && !consentGiven(values[CONSENT_FIELD])) return hidden + notice;
  const id = 'f-consent';
  const checked = consentGiven(values[CONSENT_FIELD]) ? ' checked' : '';
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return (
    hidden +
    notice +
    `<p class="consent"><input type="checkbox" id="${id}" name="${CONSENT_FIELD}" value="1" required aria-required="true"${checked}${invalid}>` +
    `<label for="${id}">${t('consent.box')}</label></p>` +
    (error ? `<p class="error" id="${id}-error">${message(error)}</p>` : '')
  );
}
