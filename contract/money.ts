import { siteConfig } from '../site.config';
import type { Language } from './languages';

/**
 * The one money rule (SPEC 9: `$` in English, `¥` in Chinese). Every price is kept in CNY: in PRICES below,
 * in content/ (`{{cny:…}}` and `{{price:…}}` placeholders, see fillPrices) and in the estimator. Chinese
 * shows the amount as it is; English shows it converted at the one rate of site.config.ts
 * (`money.cnyPerUsd`). The pages, the estimator and the content seed all format through this module, so an
 * English visitor never sees a CNY figure with a dollar sign.
 */

/** The prices of SPEC 9, in CNY. */
export const PRICES = {
  /** The survey tool, per year. */
  tool: 0,
  /** Lowest panel price per sample (priceType 0). */
  lowestSample: 0.5,
  /** Cumulative spend on official samples that earns the inviter the referral coupon. */
  referralSpend: 200,
} as const;

export type PriceName = keyof typeof PRICES;

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A CNY amount in the language's currency: unchanged in Chinese; in English divided by the rate, to the
 * cent below 100 dollars and to the dollar from there (a plan at "$957.75/year" reads as false precision).
 */
export function priceIn(cny: number, lang: Language): number {
  if (lang === 'zh') return cents(cny);
  const usd = cny / siteConfig.money.cnyPerUsd;
  return usd >= 100 ? Math.round(usd) : cents(usd);
}

// Built once: a NumberFormat is costly to make and the pages format many prices.
const FORMATS: Record<Language, Intl.NumberFormat> = {
  // ¥0.5, ¥39,800: Chinese prices are written without trailing zeros.
  zh: new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
  // $0.07, $0.50, $958: cents whenever there are any.
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' }),
};

/** An amount already in the language's currency (from priceIn), with its mark: "¥0.5", "$0.07". */
export const formatPrice = (amount: number, lang: Language): string => FORMATS[lang].format(amount);

/**
 * `quantity` items at `cnyEach` in the language's currency: the unit price as priceIn gives it, and the total
 * as that unit price times the quantity, so the two figures a visitor reads always multiply out.
 */
export function priceOf(cnyEach: number, quantity: number, lang: Language): { each: number; total: number } {
  const each = priceIn(cnyEach, lang);
  return { each, total: cents(each * quantity) };
}

/** A CNY amount as the language shows it: 0.5 → "¥0.5" in Chinese, "$0.07" in English. */
export const money = (cny: number, lang: Language): string => formatPrice(priceIn(cny, lang), lang);

/** `{{cny:6800}}` (an amount in CNY) or `{{price:lowestSample}}` (one of PRICES) in content text. */
const PLACEHOLDER = /\{\{\s*(cny|price)\s*:\s*([^}\s]*)\s*\}\}/g;

/**
 * Content text with its price placeholders written out in `lang` (the content seed runs it on every
 * bilingual string and Markdown body, so content keeps CNY amounts and never a currency mark of its own).
 * Throws on a placeholder it cannot read, so a typo fails the seed instead of reaching a page.
 */
export function fillPrices(text: string, lang: Language): string {
  return text.replace(PLACEHOLDER, (whole, kind: string, value: string) => {
    if (kind === 'price') {
      if (!Object.hasOwn(PRICES, value)) throw new Error(`unknown price ${whole}; PRICES has ${Object.keys(PRICES).join(', ')}`);
      return money(PRICES[value as PriceName], lang);
    }
    if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new Error(`${whole} is not an amount in CNY (digits, at most 2 decimals, no separators)`);
    return money(Number(value), lang);
  });
}
