import { PRICES } from '../../../contract/money';

export type SamplePanel = 'china' | 'global';
export type Targeting = 'none' | 'basic' | 'precise';

export interface EstimateInput {
  panel: SamplePanel;
  quantity: number;
  questions: number;
  targeting: Targeting;
}

export interface Estimate {
  /** Price of one completed sample, in CNY (the page shows it by the money rule, contract/money.ts). */
  perSample: number;
  /** In CNY. */
  total: number;
  /** Hours of fieldwork until the last sample is in. */
  hours: number;
}

export const ESTIMATE_LIMITS = {
  quantity: { min: 50, max: 100_000 },
  questions: { min: 1, max: 200 },
} as const;

export const TARGETINGS: Targeting[] = ['none', 'basic', 'precise'];

/** Untargeted price in CNY of a sample of up to 10 questions: the lowest panel price (SPEC 9) in China. */
const BASE: Record<SamplePanel, number> = { china: PRICES.lowestSample, global: 3 };
/** Targeting narrows the audience: dearer per sample and slower to fill. */
const TARGETING_FACTOR: Record<Targeting, number> = { none: 1, basic: 1.5, precise: 2.2 };
/** Completed samples per hour for an untargeted survey (SPEC 9: 900 an hour on the China panel). */
const SPEED: Record<SamplePanel, number> = { china: 900, global: 300 };

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The sample page's reference price: the base price, 10% more for every 5 questions past 10, times the
 * targeting factor; field time from the panel's hourly speed, slowed by the same factor. Pure, so the page
 * and its tests agree on every figure.
 */
export function estimate({ panel, quantity, questions, targeting }: EstimateInput): Estimate {
  const length = 1 + Math.max(0, Math.ceil((questions - 10) / 5)) * 0.1;
  const factor = TARGETING_FACTOR[targeting];
  const perSample = cents(BASE[panel] * length * factor);
  return {
    perSample,
    total: cents(perSample * quantity),
    hours: Math.max(1, Math.ceil((quantity * factor) / SPEED[panel])),
  };
}

/** Field time as the page says it: hours up to a day, then working days of 8 fieldwork hours. */
export const fieldTime = (hours: number): { unit: 'hours' | 'days'; count: number } =>
  hours <= 24 ? { unit: 'hours', count: hours } : { unit: 'days', count: Math.ceil(hours / 8) };
