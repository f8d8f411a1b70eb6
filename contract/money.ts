import { siteConfig } from '../site.config';
import type { Language } from './languages';

// The money rule (SPEC 9, README "Prices"): prices are kept in CNY; English converts at the one rate of
// site.config.ts. Kept short: the pages that show a price all load it.

/** The prices of SPEC 9, in CNY: the tool a year, the lowest sample, the referral spend. */
export const PRICES = { tool: 0, lowestSample: 0.5, referralSpend: 200 } as const;

export type PriceName = keyof typeof PRICES;

const cents = (value: number) => Math.round(value * 100) / 100;

/** CNY in the language's currency; English to the cent below $100, to the dollar above (no "$957.75/year"). */
export function priceIn(cny: number, lang: Language): number {
  if (lang === 'zh') return cents(cny);
  const usd = cny / siteConfig.money.cnyPerUsd;
  return usd >= 100 ? Math.round(usd) : cents(usd);
}

// Built once. Chinese without trailing zeros (¥0.5); English with cents whenever there are any ($0.50, $958).
const FORMATS: Record<Language, Intl.NumberFormat> = {
  zh: new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' }),
};

/** An amount already in the language's currency (from priceIn), with its one mark. */
export const formatPrice = (amount: number, lang: Language): string => FORMATS[lang].format(amount);

/** `quantity` at `cnyEach`: the unit price as shown and its total, so the two always multiply out. */
export function priceOf(cnyEach: number, quantity: number, lang: Language): { each: number; total: number } {
  const each = priceIn(cnyEach, lang);
  return { each, total: cents(each * quantity) };
}

/** A CNY amount as the language shows it: 0.5 → "¥0.5", "$0.07". */
export const money = (cny: number, lang: Language): string => formatPrice(priceIn(cny, lang), lang);
