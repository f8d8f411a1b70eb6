/**
 * What a sample buyer's quote is priced by, as the sample sites buyers compare with ask for it: the
 * countries or regions (several), the interview length in minutes (LOI), the incidence rate in percent (IR:
 * the share of invited people who qualify), the field days and, optionally, quotas. The number of completes
 * stays `sampleQuantity`. The quote forms (sample page zh and en, the overseas Request a Quote) send these
 * fields; the API judges them by these rules, stores them together (`inquiry.sample_spec`, migration 009)
 * and the export and every sales message show them.
 */
import { compose, isBlank, maxLength, optional, plainText, withMessage, type Validator } from './validators';

import { SPEC_LIMITS } from './sample-spec-limits';

/** The bounds of each number, in the API and the forms alike. */
export { SPEC_LIMITS };

/** At most this many countries or regions in one request, and of quotas this many lines and characters. */
export const MAX_COUNTRIES = 30;
export const QUOTAS_MAX_LINES = 8;
export const QUOTAS_MAX_LENGTH = 400;

export const SpecMessageKey = {
  loi: 'validation.loi',
  incidence: 'validation.incidence',
  fieldDays: 'validation.fieldDays',
  countries: 'validation.countries',
  quotas: 'validation.quotas',
} as const;

/** The fields on the wire: `countries` a list of names (the contact form's region list), the rest as `CONTACT_FIELDS` kinds. */
export const SAMPLE_SPEC_FIELDS = {
  countries: { kind: 'list', maxLength: 100, maxItems: MAX_COUNTRIES },
  loi: { kind: 'count', maxLength: 12 },
  incidence: { kind: 'count', maxLength: 12 },
  fieldDays: { kind: 'count', maxLength: 12 },
  quotas: { kind: 'multiline', maxLength: 2000 },
} as const;
export type SampleSpecField = keyof typeof SAMPLE_SPEC_FIELDS;
export const SAMPLE_SPEC_FIELD_NAMES = Object.keys(SAMPLE_SPEC_FIELDS) as SampleSpecField[];

/** A whole number from `min` to `max` (digits only: "1.5", "1e1" and "-3" are not), else `key`. */
export const wholeBetween =
  (min: number, max: number, key: string): Validator =>
  (value) => {
    const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return /^\d{1,3}$/.test(s) && Number(s) >= min && Number(s) <= max ? undefined : key;
  };

const bounded = (field: keyof typeof SPEC_LIMITS) =>
  optional(wholeBetween(SPEC_LIMITS[field].min, SPEC_LIMITS[field].max, SpecMessageKey[field]));

/** The countries chosen: a list of at most MAX_COUNTRIES names (which names are known is the API's list). */
const countries: Validator = (value) => {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length > MAX_COUNTRIES) return SpecMessageKey.countries;
  for (const item of list) if (typeof item !== 'string' || plainText(false)(item) || item.length > 100) return SpecMessageKey.countries;
  return undefined;
};

const lines =
  (max: number, key: string): Validator =>
  (value) =>
    String(value).split(/\r\n|\r|\n/).length > max ? key : undefined;

/** The rules of the spec fields, all optional: a quote may name only what the buyer knows yet. */
export const SAMPLE_SPEC_RULES: Record<SampleSpecField, Validator> = {
  countries: optional(countries),
  loi: bounded('loi'),
  incidence: bounded('incidence'),
  fieldDays: bounded('fieldDays'),
  quotas: optional(
    compose(withMessage(maxLength(QUOTAS_MAX_LENGTH), SpecMessageKey.quotas), lines(QUOTAS_MAX_LINES, SpecMessageKey.quotas)),
  ),
};

/** The list a request's `countries` holds (one name sent alone is a list of one), blanks left out. */
export function countryList(value: unknown): string[] {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return list.filter((v): v is string => typeof v === 'string' && !isBlank(v)).map((v) => v.trim());
}

/** The spec of a request as stored and as the webhook sends it: only what was given. */
export interface SampleSpec {
  countries?: string[];
  loi?: number;
  incidence?: number;
  fieldDays?: number;
  quotas?: string;
}

/** The spec fields of a valid request, as stored (numbers as numbers); empty when none was given. */
export function keptSampleSpec(source: Record<string, unknown>): SampleSpec {
  const kept: SampleSpec = {};
  const list = countryList(source.countries);
  if (list.length > 0) kept.countries = list;
  for (const field of ['loi', 'incidence', 'fieldDays'] as const) {
    const value = source[field];
    if (value !== undefined && value !== null && !isBlank(value) && Number.isInteger(Number(value))) kept[field] = Number(value);
  }
  if (typeof source.quotas === 'string' && !isBlank(source.quotas)) kept.quotas = source.quotas.trim();
  return kept;
}
