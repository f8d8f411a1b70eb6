import type { Language } from '../../../contract/languages';
import { formatPrice, priceOf, PRICES } from '../../../contract/money';
import { SPEC_LIMITS } from '../../../contract/sample-spec-limits';
import { siteConfig } from '../../../site.config';

export type SamplePanel = 'china' | 'global';

export interface EstimateInput {
  panel: SamplePanel;
  /** Completes wanted (`sampleQuantity`). */
  quantity: number;
  /** Interview length in minutes (LOI). */
  loi: number;
  /** Incidence rate in percent (IR): the share of invited people who qualify. */
  incidence: number;
}

/** An amount from `low` to `high`, in CNY (the page shows it by the money rule, contract/money.ts). */
export interface Range {
  low: number;
  high: number;
}

export interface Estimate {
  /** Price of one complete. */
  perComplete: Range;
  /** The whole sample: each end of the price per complete times the completes. */
  total: Range;
  /** What moves the price, for the explanation: the LOI and IR factors and people screened per complete. */
  loiFactor: number;
  irFactor: number;
  screenedPerComplete: number;
  /** Hours of fieldwork until the last complete is in. */
  hours: number;
}

export const ESTIMATE_LIMITS = {
  quantity: { min: 50, max: 100_000 },
  loi: SPEC_LIMITS.loi,
  incidence: SPEC_LIMITS.incidence,
} as const;

const RULE = siteConfig.samplePricing;

/** Price in CNY of a complete of up to `loiBaseMinutes` at 100% incidence: the lowest panel price (SPEC 9) in China. */
const BASE: Record<SamplePanel, number> = { china: PRICES.lowestSample, global: RULE.globalBaseCny };

const cents = (value: number) => Math.round(value * 100) / 100;

/** Each further `loiStepMinutes` (begun) past the base length adds `loiStepShare` to a complete. */
export const loiFactor = (loi: number) => 1 + Math.max(0, Math.ceil((loi - RULE.loiBaseMinutes) / RULE.loiStepMinutes)) * RULE.loiStepShare;

/** 100/IR people are screened per complete; each one screened out costs `screenOutShare` of a complete. */
export const irFactor = (incidence: number) => 1 + (100 / incidence - 1) * RULE.screenOutShare;

/**
 * The sample page's reference price range: base price × LOI factor × IR factor per complete, up to
 * `rangeSpread` more at the high end; field time from the panel's hourly completes, slowed in proportion
 * to IR. Pure: the page and its tests agree on every figure (README "Prices": amounts in CNY).
 */
export function estimate({ panel, quantity, loi, incidence }: EstimateInput): Estimate {
  const low = cents(BASE[panel] * loiFactor(loi) * irFactor(incidence));
  const high = cents(low * (1 + RULE.rangeSpread));
  return {
    perComplete: { low, high },
    total: { low: cents(low * quantity), high: cents(high * quantity) },
    loiFactor: loiFactor(loi),
    irFactor: irFactor(incidence),
    screenedPerComplete: Math.round((100 / incidence) * 10) / 10,
    hours: Math.max(1, Math.ceil(quantity / ((RULE.completesPerHour[panel] * incidence) / 100))),
  };
}

/** Field time as the page says it: hours up to a day, then working days of 8 fieldwork hours. */
export const fieldTime = (hours: number): { unit: 'hours' | 'days'; count: number } =>
  hours <= 24 ? { unit: 'hours', count: hours } : { unit: 'days', count: Math.ceil(hours / 8) };

/** Field days to ask for: the working days of 8 fieldwork hours the estimate needs (at least 1, at most the rule's 90). */
export const fieldDaysFor = (hours: number) => Math.min(SPEC_LIMITS.fieldDays.max, Math.max(1, Math.ceil(hours / 8)));

/** The parts of the rule the explanation names, as whole percentages and minutes. */
export const PRICE_RULE = {
  loiBaseMinutes: RULE.loiBaseMinutes,
  loiStepMinutes: RULE.loiStepMinutes,
  loiStepPercent: Math.round(RULE.loiStepShare * 100),
  screenOutPercent: Math.round(RULE.screenOutShare * 100),
  rangePercent: Math.round(RULE.rangeSpread * 100),
} as const;

/**
 * The range as the page shows it in `lang`'s currency (contract/money.ts): each end per complete, and the
 * totals as those shown ends times the completes, so a visitor can multiply them out.
 */
export function shownRange(perComplete: Range, quantity: number, lang: Language): { each: string; total: string } {
  const low = priceOf(perComplete.low, quantity, lang);
  const high = priceOf(perComplete.high, quantity, lang);
  return {
    each: `${formatPrice(low.each, lang)}–${formatPrice(high.each, lang)}`,
    total: `${formatPrice(low.total, lang)}–${formatPrice(high.total, lang)}`,
  };
}
