import React, { useEffect, useSyncExternalStore } from 'react';
import { Form, useForm } from 'react-final-form';
import type { Language } from '../../i18n/languages';
import { formRules } from '../../../contract/contact';
import type { ValueStore } from '../../lib/deferred-part';
import { FormShell } from './form-shell';
import { SampleFields } from './sample-fields';
import { SampleSpecFields } from './sample-spec-fields';
import { usePageContact } from './use-page-contact';
import { cleanValues, contactSubmit } from './submit';
import { Toaster } from './toaster';
import { useContactStrings } from './use-contact-strings';
import * as styles from './contact.module.css';
import { Icon } from '../../components/icons/icons';

const RULES = { zh: formRules('sample-zh'), en: formRules('sample-en') };

export interface SampleQuoteProps {
  lang: Language;
  /** Whose rules hold: the Chinese sample page's or the English one's (SPEC 5). */
  market: 'zh' | 'en';
  /** The cost estimate the visitor made, sent along in `extend`; with its one-line summary. A store, so the
   *  form's props stay the same while it waits to hydrate. */
  estimate: ValueStore<SampleEstimate | null>;
  /** The countries and regions to choose from (the contact forms' list), in the page's language. */
  countries: readonly string[];
}

export interface SampleEstimate {
  values: Record<string, unknown>;
  summary: string;
  /** Values for the form's own fields: completes, LOI, IR and field days. */
  fields: Record<string, string>;
}

/** Puts a new estimate's figures into the form's fields (the visitor can change them there). */
function EstimateFields({ estimate }: { estimate: SampleEstimate | null }) {
  const form = useForm();
  useEffect(() => {
    if (!estimate) return;
    form.batch(() => {
      for (const [name, value] of Object.entries(estimate.fields)) form.change(name, value);
    });
  }, [estimate, form]);
  return null;
}

const noEstimate = () => null;

/**
 * The sample page's quote form and its success screen (SPEC 2.6): name, company, e-mail and phone with the
 * page's rules, an optional note, and the estimate if one was made. Loaded when scrolled near.
 */
export default function SampleQuoteSection({ lang, market, estimate: estimateStore, countries }: SampleQuoteProps) {
  // Hydration sees the server's answer (no estimate); a visitor's estimate shows right after.
  const estimate = useSyncExternalStore(estimateStore.subscribe, estimateStore.get, noEstimate);
  const { t } = useContactStrings('sample');
  const contact = usePageContact();
  const rules = RULES[market];
  const variant = market === 'zh' ? 'sample-zh' : 'sample-en';

  if (contact.thanking) {
    return (
      <div className={styles.thanks} role="status" data-testid="sample-success" tabIndex={-1} ref={(el) => el?.focus()}>
        <span className={styles.tick}>
          <Icon name="check" size={30} />
        </span>
        <h3>{t('quote.successTitle')}</h3>
        <p>{t('quote.successText')}</p>
        <button type="button" className="btn btn-ghost" onClick={contact.closeThanks}>
          {t('quote.again')}
        </button>
      </div>
    );
  }
  return (
    <>
      <Toaster />
      <Form
        key={contact.formKey}
        onSubmit={contactSubmit(lang, variant, t('form.network', { ns: 'contact' }), contact.sent, (values) => ({
          ...cleanValues(values),
          ...(estimate ? { extend: JSON.stringify({ estimate: estimate.values }) } : {}),
        }))}
      >
        {(render) => (
          <FormShell render={render} testId={`sample-form-${market}`} variant={variant} submitLabel={t('quote.submit')}>
            <EstimateFields estimate={estimate} />
            <SampleSpecFields countries={countries} withCompletes />
            <SampleFields
              rules={rules}
              labels={{
                name: t('quote.name'),
                company: t('quote.company'),
                email: t('quote.email'),
                phone: t('quote.phone'),
                message: t('quote.message'),
              }}
            />
            {estimate && (
              <p className={styles.hint} data-testid="sample-estimate-summary">
                {estimate.summary}
              </p>
            )}
          </FormShell>
        )}
      </Form>
    </>
  );
}
