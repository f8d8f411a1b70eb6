import React, { createContext, useContext, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { Validator } from '../../../contract/validators';
import * as styles from './contact.module.css';

export interface FormFieldProps {
  name: string;
  label: string;
  validate?: Validator;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  rows?: number;
  required?: boolean;
  autoComplete?: string;
  /** `numeric` brings up the digit keyboard on phones. */
  inputMode?: 'numeric';
  /** A line under the label saying what to enter (tied to the input). */
  hint?: string;
  children?: (input: { id: string; invalid: boolean; describedBy?: string }) => ReactNode;
}

/**
 * The id prefix of the form a field is in: one page can hold two forms with the same fields (the sample
 * form and the overseas footer's, both in the server HTML), and ids must stay unique.
 */
export const FieldIdPrefix = createContext('field');

/**
 * A labelled form field whose error text is tied to it (aria-describedby, aria-invalid). Errors show once
 * the field was left (blur) or the form was submitted: SPEC 5's "validated on blur and before submit".
 */
export function FormField({
  name,
  label,
  validate,
  type = 'text',
  rows = 3,
  required,
  autoComplete,
  inputMode,
  hint,
  children,
}: FormFieldProps) {
  const { t } = useTranslation('contact');
  const prefix = useContext(FieldIdPrefix);
  return (
    <Field name={name} validate={validate ? (value: unknown) => validate(value) : undefined}>
      {({ input, meta }) => {
        const id = `${prefix}-${name}`;
        const key = (meta.touched && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError))) as string | undefined;
        const invalid = Boolean(key);
        const hintId = hint ? `${id}-hint` : undefined;
        const errorId = [hintId, invalid ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
        const message = key ? (key.startsWith('validation.') ? t(key) : key) : undefined;
        return (
          <div className={`${styles.field} ${invalid ? styles.invalid : ''}`}>
            <label htmlFor={id}>
              {label}
              {required && (
                <span className={styles.star} aria-hidden="true">
                  *
                </span>
              )}
            </label>
            {hint && (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            )}
            {children ? (
              children({ id, invalid, describedBy: errorId })
            ) : type === 'textarea' ? (
              <textarea
                {...input}
                id={id}
                rows={rows}
                required={required}
                aria-invalid={invalid}
                aria-describedby={errorId}
                aria-required={required}
              />
            ) : (
              <input
                {...input}
                id={id}
                type={type}
                required={required}
                aria-invalid={invalid}
                aria-describedby={errorId}
                aria-required={required}
                autoComplete={autoComplete}
                inputMode={inputMode}
              />
            )}
            {message && (
              <p id={`${id}-error`} className={styles.error} role="alert">
                {message}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
