import { currency, formatNumber } from '../../lib/format';
import type { Language } from '../../i18n/languages';

/** The marketing figures and prices of SPEC 9, in one place so every section quotes the same numbers. */
export const FIGURES = {
  panelists: 4_000_000,
  labels: 500,
  cheaterInterception: 100,
  samplesPerHour: 900,
  carOwners: 2_000_000,
  newEnergyOwners: 500_000,
  overseasClients: 300,
  customers: 1_000,
  researchClients: 2_000,
  projectsPerYear: 10_000,
  offices: 4,
} as const;

export const PRICES = {
  /** The survey tool, per year. */
  tool: 0,
  /** Lowest panel price per sample (priceType 0). */
  lowestSample: 0.5,
  /** Cumulative spend on official samples that earns the inviter the referral coupon. */
  referralSpend: 200,
} as const;

/** Overseas panel regions, in the order the sample page lists them. */
export const OVERSEAS_REGIONS = ['AP', 'EU', 'NA', 'LA', 'ALDN'] as const;

/** 4000000 → "4,000,000+". */
export const plus = (value: number) => `${formatNumber(value)}+`;

/** 100 → "100%". */
export const percent = (value: number) => `${formatNumber(value)}%`;

/** 0.5 → "¥0.5" in Chinese, "$0.5" in English. */
export const money = (amount: number, lang: Language) => `${currency(lang)}${formatNumber(amount)}`;
