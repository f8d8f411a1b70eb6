/**
 * The envelope every site API answer comes in (SPEC section 8): `code` is 00000 on success, else a code
 * of the SPEC's table; `data` is the answer (or null, or the rejected fields of an A0400). The server
 * builds it, the browser's client and the source plugin unwrap it: this is its one definition.
 */
export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

/** The code of a successful answer. */
export const SUCCESS = '00000';

/** The codes the site API answers with (a subset of the SPEC's table), by name. */
export const ErrorCode = {
  requestFailed: 'B0001',
  /** The database (or its file) cannot be reached: answered at once with 503; the visitor retries later. */
  dataUnavailable: 'B0002',
  /** A rejected parameter or form field; `data` maps each rejected field to its message key. */
  badParameter: 'A0400',
  /** A request without the credentials it needs (the build hook's secret missing or wrong). */
  unauthorized: 'A0401',
  /** A request the API will not take from where it came (a form posted from another site). */
  forbidden: 'A0403',
  notFound: 'A0404',
  /** A number the SMS gateway will not deliver to: not a valid mobile number, or one that refuses texts. */
  phoneWrong: 'A2001',
  smsSendFailed: 'A2003',
  wrongCode: 'A2004',
  tooFrequentHour: 'A2029',
  /** A number past its codes for the day (the SMS gateway's daily limit). */
  tooFrequentDay: 'A2030',
  tooFrequent: 'A2032',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The message of each code the site API answers with, as SPEC 8 words it (the site shows its own translation). */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  B0001: 'Request failed, please retry',
  B0002: 'Data operation failed, please retry',
  A0400: 'Parameter error',
  A0401: 'Not authorised',
  A0403: 'Permission denied',
  A0404: 'The requested resource does not exist',
  A2001: 'This phone number cannot receive a verification code',
  A2003: 'Verification code could not be sent',
  A2004: 'Wrong verification code',
  A2029: 'Too frequent, please retry in 1 hour',
  A2030: 'Too frequent, please retry tomorrow',
  A2032: 'Request too frequent',
};

/** A failure's envelope as the API sends it: the code, its message and `data` (null unless said). */
export function errorEnvelope(code: ErrorCode, data: unknown = null): Envelope<unknown> {
  return { code, message: ERROR_MESSAGES[code], data };
}

/** Every code of the SPEC's table; the site has a translated message for each under `errors:codes.<code>`. */
export const ERROR_CODES = [
  '00001',
  'B0001',
  'B0002',
  'A0400',
  'A0460',
  'A0401',
  'A0403',
  'A0404',
  'A0101',
  'A0102',
  'A0103',
  'A0106',
  'A0107',
  'A0108',
  'A0201',
  'A0202',
  'A0203',
  'A0204',
  'A0205',
  'A0206',
  'A0207',
  'A0209',
  'A0210',
  'A0211',
  'A1100',
  'A2001',
  'A2002',
  'A2003',
  'A2004',
  'A2018',
  'A2005',
  'A2006',
  'A2008',
  'A2009',
  'A2010',
  'A2011',
  'A2012',
  'A2013',
  'A2014',
  'A2015',
  'A2017',
  'A2019',
  'A2020',
  'A2021',
  'A2022',
  'A2023',
  'A2025',
  'A2026',
  'A2027',
  'A2028',
  'A2035',
  'A2029',
  'A2033',
  'A2030',
  'A2031',
  'A2032',
  'A2034',
  'A21014',
] as const;

/** A successful envelope around `data`. */
export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS, message: 'success', data };
}
