import type React from 'react';
import { useEffect, useId, useState } from 'react';
import { calculate, DEFAULT_INPUT, parseNumber, type RawInput, type Result } from '../../lib/sample-size';

export type Field = 'margin' | 'proportion' | 'population' | 'sample';
export type Raw = Record<'confidence' | Field, string>;

const INITIAL: Raw = {
  confidence: String(DEFAULT_INPUT.confidence),
  margin: String(DEFAULT_INPUT.margin),
  proportion: String(DEFAULT_INPUT.proportion),
  population: DEFAULT_INPUT.population,
  sample: DEFAULT_INPUT.sample,
};

/** Inputs named in the address (`?margin=3&population=1000`) start the calculator there. */
function fromQuery(search: string): Partial<Raw> {
  const q = new URLSearchParams(search);
  const out: Partial<Raw> = {};
  for (const k of Object.keys(INITIAL) as (keyof Raw)[]) {
    const v = q.get(k);
    if (v !== null && v.length <= 20) out[k] = v;
  }
  return out;
}

/**
 * The calculator's state: the visitor's inputs as typed (the address may name some), both results, each
 * field's error and the numbers the summaries read. `id` prefixes the fields' ids (useId: one per page).
 */
export function useCalculator() {
  const [raw, setRaw] = useState<Raw>(INITIAL);
  useEffect(() => {
    const q = fromQuery(window.location.search);
    if (Object.keys(q).length > 0) setRaw((r) => ({ ...r, ...q }));
  }, []);
  const { size, reverse } = calculate(raw as RawInput);
  const errorOf = (field: string) =>
    [size, reverse].find((r): r is Extract<Result<number>, { ok: false }> => !!r && !r.ok && r.field === field);
  const id = useId();
  const set = (k: keyof Raw) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setRaw((r) => ({ ...r, [k]: value }));
  };
  return {
    id,
    raw,
    set,
    errorOf,
    size,
    reverse,
    confidence: Number(raw.confidence),
    population: size.ok ? parseNumber(raw.population) : null,
    proportion: parseNumber(raw.proportion) ?? DEFAULT_INPUT.proportion,
    margin: parseNumber(raw.margin) ?? DEFAULT_INPUT.margin,
  };
}

export type CalculatorState = ReturnType<typeof useCalculator>;
