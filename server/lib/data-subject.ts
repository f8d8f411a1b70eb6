import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { canonicalPhone } from '../../contract/validators';
import { siteConfig } from '../../site.config';

/**
 * Who a data-subject request (export or erasure, `npm run inquiries:export|erase -- --email/--phone`) is
 * about, and which stored values are theirs: an e-mail address whatever its capitalisation, a phone number
 * however it was written (+86 138…, 138 …, 0086…, 86…, full-width digits, spaces, dashes, brackets).
 */
export interface DataSubject {
  email?: string;
  phone?: string;
}

/** An e-mail address as compared: trimmed, lower case (Unicode's, the same in both stores since it is done here). */
export const emailKey = (value: string): string => value.normalize('NFKC').trim().toLowerCase();

/**
 * Every E.164 number `value` may mean: its canonical spelling (the phone codes' key), and libphonenumber's
 * reading of it as a mainland number and as one of the forms' default country (a number written without a
 * country code is one of these two, contract/validators.ts). A value that is no valid number keeps its
 * digits, so the same odd spelling still matches itself.
 */
export function phoneKeys(value: string): Set<string> {
  const s = value.normalize('NFKC').trim();
  const keys = new Set<string>();
  const canonical = canonicalPhone(s);
  if (canonical) keys.add(canonical);
  const written = s.replace(/^00/, '+');
  for (const country of ['CN', siteConfig.phoneDefaultCountry] as CountryCode[]) {
    const parsed = parsePhoneNumberFromString(written, country);
    if (parsed?.isValid()) keys.add(parsed.number);
  }
  const digits = s.replace(/\D/g, '');
  if (keys.size === 0 && digits.length >= 5) keys.add(`digits:${digits}`);
  return keys;
}

/** A matcher of stored e-mail addresses and phone numbers for `subject`. */
export function subjectMatcher(subject: DataSubject): { email(value: string | null): boolean; phone(value: string | null): boolean } {
  const email = subject.email ? emailKey(subject.email) : null;
  const phones = subject.phone ? phoneKeys(subject.phone) : new Set<string>();
  return {
    email: (value) => email !== null && value !== null && emailKey(value) === email,
    phone: (value) => value !== null && phones.size > 0 && [...phoneKeys(value)].some((k) => phones.has(k)),
  };
}
