import { formatNumber } from './format';

// Prices are not figures: they and their one formatter are the money rule's (contract/money.ts), which the
// pages, the estimator and the content seed import.

/** The marketing figures of SPEC 9, in one place so every section quotes the same numbers. */
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

/** Overseas panel regions, in the order the sample page lists them. */
export const OVERSEAS_REGIONS = ['AP', 'EU', 'NA', 'LA', 'ALDN'] as const;

/** 4000000 → "4,000,000+". */
export const plus = (value: number) => `${formatNumber(value)}+`;

/** 100 → "100%". */
export const percent = (value: number) => `${formatNumber(value)}%`;
