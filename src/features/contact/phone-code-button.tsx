import React from 'react';
import { useMachine } from '@xstate/react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { SMS_CODE } from '../../api-client/operations';
import type { Language } from '../../i18n/languages';
import { chinaMobile } from '../../../contract/validators';
import { phoneCodeMachine } from '../../machines/phone-code-machine';
import { apiClient } from './api';
import * as styles from './contact.module.css';

/** 'Get code' → seconds remaining → 'Resend' (SPEC 4), for the mobile field of the same form. */
export function PhoneCodeButton({ lang }: { lang: Language }) {
  const { t } = useTranslation('contact');
  const form = useForm();
  const [state, send] = useMachine(
    phoneCodeMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }: { input: { mobile: string } }) =>
          apiClient(lang).mutate<{ resendIn: number }>(SMS_CODE, { input: { mobile: input.mobile } }),
        ),
      },
    }),
  );
  const label = state.matches('counting')
    ? t('university.seconds', { count: state.context.remaining })
    : state.hasTag('sentBefore') || state.matches('failed')
      ? t('university.resend')
      : t('university.getCode');
  return (
    <div className={styles.codeButton}>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={!state.hasTag('canSend')}
        data-testid="phone-code-button"
        onClick={() => {
          const mobile = String(form.getState().values.mobile ?? '').trim();
          if (chinaMobile(mobile)) {
            // Show the phone rule on the phone field instead of sending.
            form.focus('mobile');
            form.blur('mobile');
            return;
          }
          send({ type: 'code.send', mobile });
        }}
      >
        {label}
      </button>
      {state.matches('counting') && (
        <span className={styles.codeSent} role="status">
          {t('university.sent')}
        </span>
      )}
    </div>
  );
}
