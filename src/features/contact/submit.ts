import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { ApiCodeError } from '../../api-client/envelope';
import { CONTACT_ASK } from '../../api-client/operations';
import type { Language } from '../../i18n/languages';
import { attributionFields } from '../../lib/attribution';
import { currentEdition } from '../../lib/edition';
import { visitorId } from '../../lib/visitor-id';
import { CONTACT_FORMS, CONTACT_LANGUAGE, type Variant } from '../../../contract/contact';
import { ErrorCode } from '../../../contract/envelope';
import { apiClient } from './api';

/**
 * Sends a contact request of the form `variant` (its `type` is the contract's) with the form's fields, and
 * `fillMs` for the contract's anti-automation check. Resolves undefined on success; with the
 * API's field errors (A0400) as final-form submission errors; with FORM_ERROR on a network failure, the
 * values left as they are so nothing the visitor typed is lost. The error toast is shown by the client.
 */
export async function submitContact(
  lang: Language,
  variant: Variant,
  fields: Record<string, unknown>,
  networkMessage: string,
): Promise<SubmissionErrors | undefined> {
  try {
    const { fillStart, ...rest } = fields;
    const fillMs = typeof fillStart === 'number' ? Math.max(0, Math.round(Date.now() - fillStart)) : undefined;
    await apiClient(lang).mutate(CONTACT_ASK, {
      input: {
        language: CONTACT_LANGUAGE,
        uuid: visitorId(),
        page: window.location.pathname,
        ...attributionFields(),
        // The edition the form was shown in: the API asks for consent where that edition does (contract/consent.ts).
        edition: currentEdition() === 'overseas' ? 'overseas' : 'china',
        type: CONTACT_FORMS[variant].type,
        variant,
        ...rest,
        ...(fillMs !== undefined ? { fillMs } : {}),
      },
    });
    return undefined;
  } catch (error) {
    if (error instanceof ApiCodeError) {
      // A wrong, used or expired phone code (A2004) is the visitor's to fix next to its field, in the code
      // table's words ('the code is wrong'), as the form posted without scripts shows it.
      if (error.code === ErrorCode.wrongCode && error.localizedMessage) return { phoneCode: error.localizedMessage };
      const fields = error.fieldErrors;
      // The alert speaks the page's language (the code table's text, as the toast), never the server's.
      return Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: error.localizedMessage ?? networkMessage };
    }
    return { [FORM_ERROR]: networkMessage };
  }
}

/**
 * final-form's `onSubmit` for a contact form: sends `variant`'s request with the fields `fieldsOf` makes
 * of the form's values (by default the filled-in values, trimmed) and calls `onSent` once it went through.
 */
export function contactSubmit(
  lang: Language,
  variant: Variant,
  networkMessage: string,
  onSent: () => void,
  fieldsOf: (values: Record<string, string>) => Record<string, unknown> = cleanValues,
) {
  return async (values: Record<string, string>): Promise<SubmissionErrors | undefined> => {
    const errors = await submitContact(lang, variant, fieldsOf(values), networkMessage);
    if (!errors) onSent();
    return errors;
  };
}

/**
 * After a failed submit, moves focus to the first field in error (keyboard and screen-reader users): the
 * first in the form as laid out, whatever the order (the name fields' depends on the language).
 */
export function focusFirstInvalid(form: FormApi, root: HTMLElement | null): void {
  const state = form.getState();
  const errors = { ...(state.errors ?? {}), ...(state.submitErrors ?? {}) } as Record<string, unknown>;
  if (!root) return;
  const fields = [...root.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]')];
  fields.find((el) => errors[el.getAttribute('name')!])?.focus();
}

/** Trimmed values with empty strings dropped: the API gets only what the visitor filled in. */
export function cleanValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
      .filter(([, v]) => v !== '' && v !== undefined && v !== null),
  );
}
