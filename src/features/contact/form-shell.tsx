import React, { useRef, type ReactNode } from 'react';
import { FORM_ERROR } from 'final-form';
import type { FormRenderProps } from 'react-final-form';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../site.config';
import type { Variant } from '../../../contract/contact';
import { CONTACT_FORM_POST_PATH, FORM_LANG_FIELD } from '../../../contract/form-post';
import { EDITION_FIELD } from '../../../contract/consent';
import { useEdition } from '../../lib/edition';
import { languageOr } from '../../i18n/languages';
import { ConsentField } from './consent-field';
import { Honeypot } from './honeypot';
import { FieldIdPrefix } from './form-field';
import { focusFirstInvalid } from './submit';
import * as styles from './contact.module.css';

export interface FormShellProps {
  /** The render props react-final-form hands its child. */
  render: Pick<FormRenderProps, 'handleSubmit' | 'form' | 'submitting' | 'submitError'>;
  testId: string;
  /** The form of the contract this is: sent with a post made without scripts. */
  variant: Variant;
  submitLabel: string;
  /** Extra reason to keep Submit disabled (besides submitting). */
  submitDisabled?: boolean;
  /** One line under the buttons saying why Submit is disabled (what is still missing). */
  submitHint?: string;
  /** Buttons beside Submit (e.g. Cancel). */
  actions?: ReactNode;
  /** A layout class for the <form> besides the shared one (e.g. the quote modal's two columns). */
  className?: string;
  children: ReactNode;
}

/**
 * What every contact form shares: the <form> element, focus moved to the first invalid field after a
 * failed submit, the form-level error (network failure, with the typed values kept) and the buttons.
 * Without scripts it is a plain form posted to the API (`method="post"`, never a GET that would put the
 * visitor's details in the address): the contract's `variant`, the page's language and the page travel as
 * hidden fields. With scripts final-form sends it as JSON and the post never happens.
 */
export function FormShell({
  render,
  testId,
  variant,
  submitLabel,
  submitDisabled,
  submitHint,
  actions,
  className,
  children,
}: FormShellProps) {
  const { t } = useTranslation('contact');
  const { language, path } = useI18next();
  const root = useRef<HTMLFormElement>(null);
  const { handleSubmit, form, submitting, submitError } = render;
  // The edition the visitor sees (China in the server HTML, so a form posted without scripts is China's).
  const edition = useEdition();
  return (
    <form
      ref={root}
      method="post"
      action={`${siteConfig.apiUrl}${CONTACT_FORM_POST_PATH}`}
      noValidate
      className={className ? `${styles.form} ${className}` : styles.form}
      data-testid={testId}
      onSubmit={async (e) => {
        await handleSubmit(e);
        focusFirstInvalid(form, root.current);
      }}
    >
      <input type="hidden" name="variant" value={variant} />
      <input type="hidden" name={FORM_LANG_FIELD} value={languageOr(language)} />
      <input type="hidden" name="page" value={path.startsWith('/') ? path : `/${path}`} />
      <input type="hidden" name={EDITION_FIELD} value={edition === 'overseas' ? 'overseas' : 'china'} />
      <FieldIdPrefix.Provider value={testId}>
        {children}
        <ConsentField lang={languageOr(language)} edition={edition} />
      </FieldIdPrefix.Provider>
      <Honeypot />
      {submitError && (
        <p className={styles.formError} role="alert">
          {submitError === FORM_ERROR ? t('form.network') : submitError}
        </p>
      )}
      <div className={styles.actions}>
        {actions}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={submitting || submitDisabled}
          aria-describedby={submitHint ? `${testId}-submit-hint` : undefined}
          // Keeps the focused field from blurring on press: its blur error would push this button down
          // between press and release, and the click would be lost. Submit validates every field anyway.
          onMouseDown={(e) => e.preventDefault()}
        >
          {submitting ? t('form.submitting') : submitLabel}
        </button>
      </div>
      {submitHint && (
        <p id={`${testId}-submit-hint`} className={styles.submitHint} aria-live="polite" data-testid="submit-hint">
          {submitHint}
        </p>
      )}
    </form>
  );
}
