/**
 * SPEC section 8, transport and envelope rules, as pure functions: a non-200 status rejects; a body whose
 * code is not 00000 rejects with that code (the caller shows its toast); a body without a code is passed
 * through as it is.
 */
export const SUCCESS = '00000';

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export class ApiCodeError extends Error {
  /** The code table's text in the visitor's language, set by the client when it shows the toast. */
  localizedMessage?: string;

  constructor(
    readonly code: string,
    readonly serverMessage: string | undefined,
    readonly data: unknown,
  ) {
    super(serverMessage || code);
    this.name = 'ApiCodeError';
  }

  /** Field → message key, when the API rejected form fields (A0400 with data). */
  get fieldErrors(): Record<string, string> {
    const d = this.data;
    if (this.code !== 'A0400' || !d || typeof d !== 'object' || Array.isArray(d)) return {};
    return Object.fromEntries(Object.entries(d as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
  }
}

const isEnvelope = (body: unknown): body is { code: unknown; message?: unknown; data?: unknown } =>
  !!body && typeof body === 'object' && 'code' in body;

/**
 * A non-200 answer rejects: with its envelope's code when it has one (the API answers a parameter error
 * with 400 and A0400, a limit with 429 and A2032…), else with HttpError.
 */
export function unwrap<T>(status: number, body: unknown): T {
  if (status !== 200) {
    if (isEnvelope(body) && typeof body.code === 'string' && body.code !== SUCCESS) {
      throw new ApiCodeError(body.code, typeof body.message === 'string' ? body.message : undefined, body.data);
    }
    throw new HttpError(status);
  }
  if (isEnvelope(body)) {
    const { code, message, data } = body as { code: unknown; message?: unknown; data?: unknown };
    if (code === SUCCESS) return data as T;
    throw new ApiCodeError(String(code), typeof message === 'string' ? message : undefined, data);
  }
  return body as T;
}

/** Every code of the SPEC's table; each has a translated message under `errors:codes.<code>`. */
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

/**
 * The toast text of an error (SPEC 8): the code table's message in the visitor's language; else the
 * server's message; else 'error occurred'. Never blank: an empty or white-space text falls through. `translate` answers undefined for a key it does not have.
 */
export function toastMessage(error: unknown, translate: (key: string) => string | undefined): string {
  // A blank text counts as none: an unknown code with an empty message must not show an empty toast.
  const filled = (s: string | undefined) => (s && s.trim() ? s : undefined);
  const occurred = filled(translate('occurred')) ?? 'error occurred';
  if (error instanceof ApiCodeError) {
    return filled(translate(`codes.${error.code}`)) ?? filled(error.serverMessage) ?? occurred;
  }
  return occurred;
}
