import type { Language } from './languages';
import { money, PRICES, type PriceName } from './money';

// Apart from money.ts: only the content seed and the tests write placeholders out, so no page loads this.

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
