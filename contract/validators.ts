/**
 * Form validators shared by the site's forms and the site API (SPEC section 5), part of the contact
 * contract (`contract/contact.ts` says which form uses which). Each is a pure
 * `(value) => messageKey | undefined`; the key is looked up in the `validation` locale namespace, so the
 * same rule says the same thing in the browser and in the API's field errors.
 */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { siteConfig } from '../site.config';

export type Validator = (value: unknown) => string | undefined;

export const MessageKey = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  phoneLength: 'validation.phoneLength',
  length2to16: 'validation.length2to16',
  length3to32: 'validation.length3to32',
  positiveInteger: 'validation.positiveInteger',
  code: 'validation.code',
  region: 'validation.region',
  tooLong: 'validation.tooLong',
  format: 'validation.format',
  // The sample-page and panel forms name what is missing or wrong (SPEC 8's form messages).
  enterName: 'validation.enterName',
  enterCompany: 'validation.enterCompany',
  // The university panel form's '学校/单位' field: its message names a school or organisation.
  enterOrganization: 'validation.enterOrganization',
  enterEmail: 'validation.enterEmail',
  emailCorrect: 'validation.emailCorrect',
  enterPhone: 'validation.enterPhone',
  enterSampleSize: 'validation.enterSampleSize',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

/**
 * Characters that show nothing: white space, format characters (zero-width space and joiners, bidi
 * marks, BOM) and the blank look-alikes (Hangul fillers, braille blank). A value made only of these is
 * blank: 'Required' holds for it.
 */
const INVISIBLE = /[\s\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/gu;

export const isBlank = (value: unknown): boolean => text(value).replace(INVISIBLE, '') === '';

/**
 * Control characters a store may refuse or a reader would not see: C0 (but tab and line breaks, which
 * `multiline` text keeps), DEL and C1. Also U+FFFD, what invalid UTF-8 decodes to.
 */
const CONTROL_LINE = /[\p{Cc}\uFFFD]/u; // Cc: U+0000-001F and U+007F-009F
const CONTROL_MULTILINE = /[^\P{Cc}\t\n\r]|\uFFFD/u; // Cc but tab, LF and CR
/** Half a surrogate pair (String.prototype.isWellFormed is too new for every browser the site serves). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text a person typed: a string with no control characters and no lone surrogates (PostgreSQL refuses
 * NUL, SQLite would store it; both would store half a character). `multiline` allows tab and line breaks.
 */
export const plainText =
  (multiline = false): Validator =>
  (value) => {
    if (typeof value !== 'string') return value == null || typeof value === 'number' ? undefined : MessageKey.format;
    if (LONE_SURROGATE.test(value) || (multiline ? CONTROL_MULTILINE : CONTROL_LINE).test(value)) return MessageKey.format;
    return undefined;
  };

/** Runs validators in order and answers the first message; blank optional values pass the rest. */
export const compose =
  (...validators: Validator[]): Validator =>
  (value) => {
    for (const v of validators) {
      const message = v(value);
      if (message) return message;
    }
    return undefined;
  };

/** Applies `validator` only when a value was given. */
export const optional =
  (validator: Validator): Validator =>
  (value) =>
    isBlank(value) ? undefined : validator(value);

export const required: Validator = (value) => (isBlank(value) ? MessageKey.required : undefined);

/** Like `required`, with a message of its own ('Please enter your name'). */
export const requiredAs =
  (key: string): Validator =>
  (value) =>
    isBlank(value) ? key : undefined;

/** Replaces the message of `validator` (e.g. 'Please enter the correct email address.' for `email`). */
export const withMessage =
  (validator: Validator, key: string): Validator =>
  (value) =>
    validator(value) ? key : undefined;

export const lengthBetween =
  (min: number, max: number, key: string): Validator =>
  (value) => {
    // Counted in code points so a Chinese name of 2 characters is 2, whatever its encoding.
    const n = [...text(value)].length;
    return n < min || n > max ? key : undefined;
  };

export const maxLength =
  (max: number): Validator =>
  (value) =>
    [...text(value)].length > max ? MessageKey.tooLong : undefined;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
export const email: Validator = (value) => {
  const s = text(value);
  return s.length > 254 || !EMAIL.test(s) ? MessageKey.email : undefined;
};

/** Mainland mobile numbers: 11 digits starting 13-19. */
const CN_MOBILE = /^1[3-9]\d{9}$/;

/**
 * One spelling for every way a phone number is written: full-width digits, spaces, dashes, dots and
 * brackets, and a `+86`, `0086` or `86` prefix all give the same `+86…` (mainland) or `+…` (international,
 * written with `+` or `00`). Undefined when `value` is no phone number. Limits on codes are keyed on this.
 */
export function canonicalPhone(value: unknown): string | undefined {
  const s = text(value).normalize('NFKC');
  if (!/^[+\d\s().-]+$/.test(s)) return undefined;
  let digits = s.replace(/\D/g, '');
  const international = s.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (!international && CN_MOBILE.test(digits)) return `+86${digits}`;
  if (digits.startsWith('86') && CN_MOBILE.test(digits.slice(2))) return `+86${digits.slice(2)}`;
  if (international && digits.length >= 6 && digits.length <= 15) return `+${digits}`;
  return undefined;
}

export const chinaMobile: Validator = (value) => (/^\+861[3-9]\d{9}$/.test(canonicalPhone(value) ?? '') ? undefined : MessageKey.phone);

/** The English forms' phone rule: 7-20 characters (SPEC 5). */
export const phoneLength: Validator = (value) => {
  const n = text(value).length;
  return n < 7 || n > 20 ? MessageKey.phoneLength : undefined;
};

/**
 * An international number (E.164 once written without its spacing): `+` or `00`, the country calling code
 * and a national number valid for that country, as libphonenumber's smallest ('min') metadata knows
 * them. Without a country code it is a mainland mobile or a number of `siteConfig.phoneDefaultCountry`.
 * Spaces, dashes, dots, brackets and full-width digits are allowed; letters are not.
 */
export const internationalPhone: Validator = (value) => {
  const s = text(value).normalize('NFKC');
  if (s.length < 7 || s.length > 20 || !/^\+?[\d\s().-]+$/.test(s)) return MessageKey.phone;
  if (!s.startsWith('+') && !s.startsWith('00') && chinaMobile(s) === undefined) return undefined;
  const written = s.startsWith('00') ? `+${s.slice(2)}` : s;
  return isValidPhoneNumber(written, siteConfig.phoneDefaultCountry as CountryCode) ? undefined : MessageKey.phone;
};

/** The English contact forms' phone (SPEC 5): 7-20 characters, and a number that exists. */
export const englishPhone: Validator = compose(phoneLength, internationalPhone);

/** The largest count a form may send: fits a 32-bit integer column in every store. */
export const MAX_COUNT = 999_999_999;

export const positiveInteger: Validator = (value) => {
  if (typeof value !== 'string' && typeof value !== 'number') return MessageKey.positiveInteger;
  const s = text(value);
  return /^\d{1,9}$/.test(s) && Number(s) > 0 && Number(s) <= MAX_COUNT ? undefined : MessageKey.positiveInteger;
};

/** Verification codes are 6 digits. */
export const smsCode: Validator = (value) => (/^\d{6}$/.test(text(value)) ? undefined : MessageKey.code);

/**
 * The sample-page quote forms (SPEC 5): Chinese names 2-16 characters and mainland mobiles, English names
 * 3-32 and international numbers; the company 3-32 in both. Shared by the forms and the API.
 */
export function sampleFormRules(market: 'zh' | 'en') {
  return {
    name: compose(
      requiredAs(MessageKey.enterName),
      market === 'zh' ? lengthBetween(2, 16, MessageKey.length2to16) : lengthBetween(3, 32, MessageKey.length3to32),
    ),
    organization: compose(requiredAs(MessageKey.enterCompany), lengthBetween(3, 32, MessageKey.length3to32)),
    email: compose(requiredAs(MessageKey.enterEmail), withMessage(email, MessageKey.emailCorrect)),
    mobile: compose(requiredAs(MessageKey.enterPhone), market === 'zh' ? chinaMobile : internationalPhone),
  };
}

/**
 * The university zone's panel quote form (SPEC 5): a required sample size, then the Chinese contact rules
 * (on the English page, with international numbers); its organisation field is labelled 'school or organisation', and so is its message.
 */
export function panelQuoteRules(market: 'zh' | 'en' = 'zh') {
  return {
    requiredSampleSize: compose(requiredAs(MessageKey.enterSampleSize), positiveInteger),
    ...sampleFormRules('zh'),
    // The English page's form takes international numbers (a buyer abroad); the Chinese one mainland mobiles.
    mobile: sampleFormRules(market).mobile,
    organization: compose(requiredAs(MessageKey.enterOrganization), lengthBetween(3, 32, MessageKey.length3to32)),
  };
}
