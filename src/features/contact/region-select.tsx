import React, { useEffect, useState } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_LIST } from '../../api-client/operations';
import type { Language } from '../../i18n/languages';
import type { Validator } from '../../../contract/validators';
import { apiClient } from './api';
import { FormField } from './form-field';

let cache: Partial<Record<Language, Promise<string[]>>> = {};

/**
 * The region select, filled from the API's country list (SPEC 7 get_country_list). A page that has the list
 * from its build query passes it as `initialRegions`: its server HTML then offers every region, so the form
 * is complete without scripts, and nothing is fetched.
 */
export function RegionSelect({
  lang,
  validate,
  required,
  initialRegions,
}: {
  lang: Language;
  validate?: Validator;
  required?: boolean;
  initialRegions?: readonly string[];
}) {
  const { t } = useTranslation('contact');
  const regions = useCountryNames(lang, initialRegions);
  return (
    <FormField name="region" label={t('form.region')} validate={validate} required={required}>
      {({ id, invalid, describedBy }) => (
        <Field name="region" component="select">
          {({ input }) => (
            <select {...input} id={id} aria-invalid={invalid} aria-describedby={describedBy} required={required} aria-required={required}>
              <option value="">{t('form.regionPlaceholder')}</option>
              {regions.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </FormField>
  );
}

/**
 * The country and region names in `lang` (SPEC 7 get_country_list), fetched once per language; `initial`
 * when the page has them from its build query (then nothing is fetched).
 */
export function useCountryNames(lang: Language, initial?: readonly string[]): readonly string[] {
  const [regions, setRegions] = useState<readonly string[]>(initial ?? []);
  const given = initial !== undefined && initial.length > 0;
  useEffect(() => {
    if (given) return undefined;
    let live = true;
    const request = (cache[lang] ??= apiClient(lang).query<string[]>(COUNTRY_LIST, { lang }));
    request.then(
      (list) => live && setRegions(list),
      () => {
        delete cache[lang];
      },
    );
    return () => {
      live = false;
    };
  }, [lang, given]);
  return regions;
}

/** Test hook. */
export const resetRegionCache = () => {
  cache = {};
};
