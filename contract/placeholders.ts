import type { SiteSettings } from './content/settings';
import { LANGUAGES, type Language } from './languages';
import { money, PRICES, type PriceName } from './money';

// Apart from money.ts: only the content seed, the search tests and the browser tests write placeholders
// out, so no page loads this.

/**
 * Every placeholder of content text: `{{cny:6800}}` (an amount in CNY), `{{price:lowestSample}}` (one of
 * PRICES), or a setting of content/settings.json by its path (`{{sales.phone}}`, `{{address}}`).
 */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const PRICE = /^(cny|price)\s*:\s*(\S*)$/;

type Bilingual = Record<Language, string>;
const isBilingual = (value: unknown): value is Bilingual =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === LANGUAGES.length &&
  LANGUAGES.every((l) => typeof (value as Record<string, unknown>)[l] === 'string');

/**
 * The tokens settings offer, each with its value: every text (`sales.phone`) and every `{ zh, en }` pair
 * (`address`); lists (filings, social links) have no token.
 */
export function settingTokens(settings: SiteSettings): Map<string, string | Bilingual> {
  const tokens = new Map<string, string | Bilingual>();
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string' || isBilingual(value)) tokens.set(at, value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, v] of Object.entries(value)) walk(v, at ? `${at}.${key}` : key);
    }
  };
  walk(settings, '');
  return tokens;
}

function price(whole: string, kind: string, value: string, lang: Language): string {
  if (kind === 'price') {
    if (!Object.hasOwn(PRICES, value)) throw new Error(`unknown price ${whole}; PRICES has ${Object.keys(PRICES).join(', ')}`);
    return money(PRICES[value as PriceName], lang);
  }
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new Error(`${whole} is not an amount in CNY (digits, at most 2 decimals, no separators)`);
  return money(Number(value), lang);
}

/**
 * Content text with its placeholders written out in `lang` (the content seed runs it on every bilingual
 * string and Markdown body, so content keeps CNY amounts and settings' names, never a currency mark or a
 * copy of the phone number). Throws on a placeholder it cannot read, so a typo fails the seed instead of
 * reaching a page.
 */
export function fillPlaceholders(text: string, lang: Language, settings: SiteSettings): string {
  let tokens: Map<string, string | Bilingual> | undefined;
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const p = PRICE.exec(inner);
    if (p) return price(whole, p[1]!, p[2]!, lang);
    tokens ??= settingTokens(settings);
    const value = tokens.get(inner);
    if (value === undefined) {
      throw new Error(
        `unknown token ${whole}; content/settings.json has ${[...tokens.keys()].join(', ')}, and prices are {{price:name}} or {{cny:amount}}`,
      );
    }
    return typeof value === 'string' ? value : value[lang];
  });
}
