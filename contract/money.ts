import { siteConfig } from '../site.config';
import { LANGUAGE_FACTS, type Currency, type Language } from './languages';

// The money rule (SPEC 9, README "Prices"): prices are kept in CNY; English converts at the one rate of
// site.config.ts. Kept short: the pages that show a price all load it.

/** The prices of SPEC 9, in CNY: the tool a year, the lowest sample, the referral spend. */
export const PRICES = { tool: 0, lowestSample: 0.5, referralSpend: 200 } as const;

export type PriceName = keyof typeof PRICES;

const cents = (value: number) => Math.round(value * 100) / 100;

/** CNY in the language's currency; a converted amount to the cent below 100, whole above (no "$957.75/year"). */
export function priceIn(cny: number, lang: Language): number {
  const { currency } = LANGUAGE_FACTS[lang];
  if (currency === 'CNY') return cents(cny);
  const converted = cny / siteConfig.money.cnyPer[currency];
  return converted >= 100 ? Math.round(converted) : cents(converted);
}

/** How each currency is written: yuan without trailing zeros (¥0.5); others with cents whenever there are any ($0.50, $958). */
const CURRENCY_OPTIONS: Record<Currency, Intl.NumberFormatOptions> = {
  CNY: { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  USD: { trailingZeroDisplay: 'stripIfInteger' },
};

// Built once: making a NumberFormat costs far more than formatting with it.
const FORMATS = new Map<Language, Intl.NumberFormat>();

/** An amount already in the language's currency (from priceIn), with its one mark. */
export function formatPrice(amount: number, lang: Language): string {
  let format = FORMATS.get(lang);
  if (!format) {
    const { htmlLang, currency } = LANGUAGE_FACTS[lang];
    format = new Intl.NumberFormat(htmlLang, { style: 'currency', currency, ...CURRENCY_OPTIONS[currency] });
    FORMATS.set(lang, format);
  }
  return format.format(amount);
}

/** `quantity` at `cnyEach`: the unit price as shown and its total, so the two always multiply out. */
export function priceOf(cnyEach: number, quantity: number, lang: Language): { each: number; total: number } {
  const each = priceIn(cnyEach, lang);
  return { each, total: cents(each * quantity) };
}

/** A CNY amount as the language shows it: 0.5 → "¥0.5", "$0.07". */
export const money = (cny: number, lang: Language): string => formatPrice(priceIn(cny, lang), lang);
