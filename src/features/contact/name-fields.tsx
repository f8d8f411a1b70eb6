import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { nameOrder } from '../../../contract/contact';
import type { Validator } from '../../../contract/validators';
import { FormField } from './form-field';
import * as styles from './contact.module.css';

const AUTOCOMPLETE = { name: 'given-name', lastName: 'family-name' } as const;

/**
 * A person's two name fields on one row, in the order of the page's language (the contract's nameOrder):
 * 姓 then 名 in Chinese, first name then last name in English.
 */
export function NameFields({
  lang,
  rules,
  required,
}: {
  lang: Language;
  rules: { name: Validator; lastName: Validator };
  required?: boolean;
}) {
  const { t } = useTranslation('contact');
  return (
    <div className={styles.row}>
      {nameOrder(lang).map((field) => (
        <FormField
          key={field}
          name={field}
          label={t(`form.${field}`)}
          validate={rules[field]}
          required={required}
          autoComplete={AUTOCOMPLETE[field]}
        />
      ))}
    </div>
  );
}
