/**
 * Sample size and margin of error for a proportion (the /tools/sample-size calculator). Pure: the page,
 * its server HTML and the tests share these functions.
 *
 *   n₀ = z² · p(1 − p) / e²                      (simple random sample, large population)
 *   n  = n₀ / (1 + (n₀ − 1) / N)                 (finite population correction, population N)
 *   e  = z · √(p(1 − p) / n) · √((N − n) / (N − 1))   (the reverse: margin of error of n completes)
 *
 * Sample sizes are rounded up (385, not 384.16): rounding down would miss the margin asked for.
 */

/** The confidence levels offered, in percent, and their two-sided z scores. */
export const CONFIDENCE_LEVELS = [90, 95, 99] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];
const Z: Record<ConfidenceLevel, number> = { 90: 1.6448536, 95: 1.959964, 99: 2.5758293 };

/** The calculator's first state: 95%, ±5%, 50%, population unknown (385 completes). */
export const DEFAULT_INPUT = { confidence: 95, margin: 5, proportion: 50, population: '', sample: '' } as const;

/** Bounds of the inputs, in the units the visitor types (percent, people). */
export const LIMITS = {
  margin: { min: 0.1, max: 50 },
  proportion: { min: 1, max: 99 },
  population: { min: 1, max: 1_000_000_000 },
  sample: { min: 1, max: 1_000_000_000 },
} as const;

/** Why an input is refused: a key of the `tools` locale namespace (`sampleSize.errors.*`). */
export type InputError =
  | 'confidence'
  | 'marginRange'
  | 'proportionRange'
  | 'proportionNoVariance'
  | 'populationRange'
  | 'sampleRange'
  | 'sampleOverPopulation'
  | 'number';

export type Result<T> = { ok: true; value: T } | { ok: false; field: string; error: InputError };

const fail = <T>(field: string, error: InputError): Result<T> => ({ ok: false, field, error });

export const zScore = (confidence: ConfidenceLevel) => Z[confidence];

export function isConfidenceLevel(value: number): value is ConfidenceLevel {
  return (CONFIDENCE_LEVELS as readonly number[]).includes(value);
}

function checkProportion<T>(proportion: number): Result<T> | null {
  if (!Number.isFinite(proportion)) return fail('proportion', 'number');
  // 0% or 100%: everyone answers the same, there is nothing to estimate and the formula gives 0.
  if (proportion === 0 || proportion === 100) return fail('proportion', 'proportionNoVariance');
  if (proportion < LIMITS.proportion.min || proportion > LIMITS.proportion.max) return fail('proportion', 'proportionRange');
  return null;
}

function checkPopulation<T>(population: number | null): Result<T> | null {
  if (population === null) return null;
  if (!Number.isInteger(population) || population < LIMITS.population.min || population > LIMITS.population.max) {
    return fail('population', 'populationRange');
  }
  return null;
}

/**
 * Completes needed for a margin of error (percentage points) at a confidence level, for an expected
 * proportion (percent) and, when known, the population's size.
 */
export function sampleSize(input: { confidence: number; margin: number; proportion: number; population?: number | null }): Result<number> {
  const { confidence, margin, proportion, population = null } = input;
  if (!isConfidenceLevel(confidence)) return fail('confidence', 'confidence');
  if (!Number.isFinite(margin)) return fail('margin', 'number');
  if (margin < LIMITS.margin.min || margin > LIMITS.margin.max) return fail('margin', 'marginRange');
  const bad = checkProportion<number>(proportion) ?? checkPopulation<number>(population);
  if (bad) return bad;
  const { n0, corrected } = sizeSteps({ confidence, margin, proportion, population });
  const n = corrected ?? n0;
  // A hair of tolerance: 384.0000000001 from floating point is 384, not 385.
  return { ok: true, value: Math.min(Math.ceil(n - 1e-9), population ?? Infinity) };
}

/**
 * The working behind `sampleSize` for inputs it accepts, as the calculator shows it: z for the confidence
 * level, n₀ = z² × p(1 − p) ÷ e², and n₀ corrected for a known population (null when none is given).
 */
export function sizeSteps(input: { confidence: ConfidenceLevel; margin: number; proportion: number; population: number | null }) {
  const z = Z[input.confidence];
  const p = input.proportion / 100;
  const e = input.margin / 100;
  const n0 = (z * z * p * (1 - p)) / (e * e);
  return { z, n0, corrected: input.population === null ? null : n0 / (1 + (n0 - 1) / input.population) };
}

/**
 * The margin of error (percentage points) of `sample` completes, the reverse of `sampleSize`. A sample
 * as large as the population has none; a larger one is refused.
 */
export function marginOfError(input: {
  confidence: number;
  sample: number;
  proportion: number;
  population?: number | null;
}): Result<number> {
  const { confidence, sample, proportion, population = null } = input;
  if (!isConfidenceLevel(confidence)) return fail('confidence', 'confidence');
  if (!Number.isInteger(sample) || sample < LIMITS.sample.min || sample > LIMITS.sample.max) return fail('sample', 'sampleRange');
  const bad = checkProportion<number>(proportion) ?? checkPopulation<number>(population);
  if (bad) return bad;
  if (population !== null && sample > population) return fail('sample', 'sampleOverPopulation');
  const p = proportion / 100;
  const fpc = population === null ? 1 : population === sample ? 0 : Math.sqrt((population - sample) / (population - 1));
  return { ok: true, value: Z[confidence] * Math.sqrt((p * (1 - p)) / sample) * fpc * 100 };
}

/** The margin shown to a visitor: one decimal, trailing zero dropped (±3.1, ±5). */
export const roundMargin = (margin: number) => Math.round(margin * 10) / 10;

/** The calculator's inputs as typed (form fields, query string). */
export interface RawInput {
  confidence?: string | null;
  margin?: string | null;
  proportion?: string | null;
  population?: string | null;
  sample?: string | null;
}

/**
 * A typed number: digits with an optional decimal point; thousands separators and spaces are allowed
 * ("1,000"), full-width digits are read as digits. Empty gives null; anything else NaN.
 */
export function parseNumber(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const cleaned = text
    .replace(/[０-９．，]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s,]/g, '')
    .replace(/%$/, '');
  if (cleaned === '') return null;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : NaN;
}

export interface Calculation {
  /** The completes needed, or why not. */
  size: Result<number>;
  /** The margin of error of the sample the visitor typed (null: none typed), or why not. */
  reverse: Result<number> | null;
}

/** Both directions from what the visitor typed; empty fields take the defaults, population stays unknown. */
export function calculate(raw: RawInput): Calculation {
  const num = (field: keyof RawInput, fallback: number | null): Result<number | null> => {
    const n = parseNumber(raw[field]);
    if (n === null) return { ok: true, value: fallback };
    return Number.isNaN(n) ? fail(field, 'number') : { ok: true, value: n };
  };
  const confidence = num('confidence', DEFAULT_INPUT.confidence);
  const margin = num('margin', DEFAULT_INPUT.margin);
  const proportion = num('proportion', DEFAULT_INPUT.proportion);
  const population = num('population', null);
  const sample = num('sample', null);
  for (const r of [confidence, margin, proportion, population]) if (!r.ok) return { size: r, reverse: null };
  const v = (r: Result<number | null>) => (r as { value: number | null }).value;
  const common = { confidence: v(confidence)!, proportion: v(proportion)!, population: v(population) };
  const size = sampleSize({ ...common, margin: v(margin)! });
  let reverse: Result<number> | null = null;
  if (!sample.ok) reverse = sample as Result<number>;
  else if (sample.value !== null) reverse = marginOfError({ ...common, sample: sample.value });
  return { size, reverse };
}
