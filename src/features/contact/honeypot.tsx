import React, { useState } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD } from '../../../contract/contact';

/** Off-screen and hidden from assistive technology: only a robot filling every input finds it. */
const hidden = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' } as const;

/**
 * The contact contract's anti-automation pair inside a form: the honeypot input people never see, and
 * `fillStart`, when the form appeared (submitContact sends the time since as `fillMs`).
 */
export function Honeypot() {
  const { t } = useTranslation('contact');
  const [startedAt] = useState(() => Date.now());
  return (
    <>
      <Field name="fillStart" initialValue={startedAt} render={() => null} />
      <div style={hidden} aria-hidden="true">
        <label>
          {t('form.website')}
          <Field name={HONEYPOT_FIELD} component="input" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
