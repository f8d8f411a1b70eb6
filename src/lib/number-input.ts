export interface NumberInputOptions {
  /** Decimal places allowed; 0 (the default) allows whole numbers only. */
  decimals?: number;
  min?: number;
  max?: number;
  /** Allow a leading minus sign. */
  negative?: boolean;
}

/**
 * The number input helper of SPEC 5: keeps digits only (plus one decimal point when decimals are allowed,
 * and a leading minus when negatives are), cuts decimals to the allowed count, and clamps a complete
 * number to [min, max]. Text still being typed ('', '-', '12.') is left as it is.
 */
export function sanitizeNumberInput(raw: string, { decimals = 0, min, max, negative = false }: NumberInputOptions = {}): string {
  const minus = negative && raw.trimStart().startsWith('-') ? '-' : '';
  let body = raw.replace(decimals > 0 ? /[^\d.]/g : /\D/g, '');
  if (decimals > 0) {
    const dot = body.indexOf('.');
    if (dot >= 0) {
      const int = body.slice(0, dot);
      const frac = body
        .slice(dot + 1)
        .replace(/\./g, '')
        .slice(0, decimals);
      body = `${int === '' ? '0' : int}.${frac}`;
    }
  }
  // Leading zeros carry no meaning ("007" → "7"), but "0" and "0.5" stay.
  body = body.replace(/^0+(?=\d)/, '');
  const text = minus + body;
  if (body === '' || body.endsWith('.')) return text;
  const value = Number(text);
  if (max !== undefined && value > max) return String(max);
  if (min !== undefined && value < min) return String(min);
  return text;
}
