import React, { useContext } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../../contract/languages';
import { CONSENT_EDITIONS, CONSENT_FIELD, CONSENT_MESSAGE, consentRequired, EDITIONS, PRIVACY_PATH } from '../../../contract/consent';
import type { Language } from '../../i18n/languages';
import type { Edition } from '../../lib/edition';
import { FieldIdPrefix } from './form-field';
import * as styles from './contact.module.css';
import * as consent from './consent-field.module.css';

/**
 * The box is in the server HTML of every form (so a form posted without scripts carries it); CSS shows it
 * in the editions that ask for it (contract/consent.ts), as it shows the rest of an edition's parts.
 */
const boxClass = CONSENT_EDITIONS.length === EDITIONS.length ? '' : `only-${CONSENT_EDITIONS[0]}`;

/**
 * Every form's privacy notice with its link, and, in the editions that require it, the unticked consent
 * box: the form cannot be sent until it is ticked (the API refuses it too).
 */
export function ConsentField({ lang, edition }: { lang: Language; edition: Edition }) {
  const { t } = useTranslation('contact');
  const prefix = useContext(FieldIdPrefix);
  const id = `${prefix}-consent`;
  const required = consentRequired(edition);
  return (
    <div className={consent.consent}>
      <p className={consent.consentNotice}>
        {t('consent.notice')}{' '}
        <a href={localizedPath(PRIVACY_PATH, lang)} target="_blank" rel="noopener">
          {t('consent.privacyLink')}
        </a>
        {t('consent.noticeEnd')}
      </p>
      {CONSENT_EDITIONS.length > 0 && (
        <Field
          // Registered again when the edition's rule changes (the server HTML is China's, the page may then
          // turn overseas): final-form validates a field when it registers, not when its rule changes.
          key={required ? 'required' : 'optional'}
          name={CONSENT_FIELD}
          type="checkbox"
          // Only the edition the visitor sees asks; the API applies the same rule to the request's edition.
          validate={(value: unknown) => (required && !value ? CONSENT_MESSAGE : undefined)}
        >
          {({ input, meta }) => {
            const key = (meta.touched && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError))) as string | undefined;
            const errorId = key ? `${id}-error` : undefined;
            return (
              <div className={`${consent.consentBox} ${boxClass}`} data-testid="consent-box">
                <input
                  {...input}
                  id={id}
                  value="1"
                  required={required}
                  aria-required={required}
                  aria-invalid={Boolean(key)}
                  aria-describedby={errorId}
                />
                <label htmlFor={id}>{t('consent.box')}</label>
                {key && (
                  <p id={errorId} className={`${styles.error} ${consent.consentError}`} role="alert">
                    {key.startsWith('validation.') ? t(key) : key}
                  </p>
                )}
              </div>
            );
          }}
        </Field>
      )}
    </div>
  );
}
