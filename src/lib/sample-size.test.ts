import fs from 'node:fs';
import path from 'node:path';
import { calculate, marginOfError, parseNumber, roundMargin, sampleSize, sizeSteps, type InputError } from './sample-size';

const ok = (r: { ok: boolean; value?: number }) => {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
  return r.value!;
};

describe('sampleSize against published tables', () => {
  // Large population (unknown), p = 50%: the values every sample-size table prints.
  test.each([
    [95, 5, 385],
    [95, 3, 1068],
    [95, 1, 9604],
    [95, 10, 97],
    [90, 5, 271],
    [99, 5, 664],
    [99, 3, 1844],
  ])('%p%% confidence, ±%p%% → %p', (confidence, margin, n) => {
    expect(ok(sampleSize({ confidence, margin, proportion: 50 }))).toBe(n);
  });

  // Finite population correction (95%, ±5%, p = 50%).
  test.each([
    [1000, 278],
    [500, 218],
    [10000, 370],
    [100000, 383],
    [1000000, 384],
  ])('population %p → %p', (population, n) => {
    expect(ok(sampleSize({ confidence: 95, margin: 5, proportion: 50, population }))).toBe(n);
  });

  test('the working the calculator shows leads to the same number', () => {
    const plain = sizeSteps({ confidence: 95, margin: 5, proportion: 50, population: null });
    expect(plain.z).toBeCloseTo(1.96, 2);
    expect(plain.n0).toBeCloseTo(384.1, 1);
    expect(plain.corrected).toBeNull();
    expect(Math.ceil(plain.n0)).toBe(ok(sampleSize({ confidence: 95, margin: 5, proportion: 50 })));
    const small = sizeSteps({ confidence: 95, margin: 5, proportion: 50, population: 1000 });
    expect(small.corrected).toBeCloseTo(277.7, 1);
    expect(Math.ceil(small.corrected!)).toBe(ok(sampleSize({ confidence: 95, margin: 5, proportion: 50, population: 1000 })));
  });

  test('a proportion away from 50% needs fewer completes, symmetrically', () => {
    expect(ok(sampleSize({ confidence: 95, margin: 5, proportion: 20 }))).toBe(246);
    expect(ok(sampleSize({ confidence: 95, margin: 5, proportion: 80 }))).toBe(246);
  });

  test('a population smaller than the plain sample size caps the sample at the population', () => {
    expect(ok(sampleSize({ confidence: 95, margin: 5, proportion: 50, population: 100 }))).toBe(80);
    expect(ok(sampleSize({ confidence: 99, margin: 1, proportion: 50, population: 50 }))).toBe(50);
    expect(ok(sampleSize({ confidence: 95, margin: 5, proportion: 50, population: 1 }))).toBe(1);
  });
});

describe('marginOfError (the reverse)', () => {
  test.each([
    [385, null, 5.0],
    [1068, null, 3.0],
    [1000, null, 3.1],
    [400, null, 4.9],
    [278, 1000, 5.0],
  ])('%p completes (population %p) → ±%p', (sample, population, margin) => {
    expect(roundMargin(ok(marginOfError({ confidence: 95, sample, proportion: 50, population })))).toBe(margin);
  });

  test('a census has no margin of error; a sample larger than its population is refused', () => {
    expect(ok(marginOfError({ confidence: 95, sample: 500, proportion: 50, population: 500 }))).toBe(0);
    expect(marginOfError({ confidence: 95, sample: 501, proportion: 50, population: 500 })).toEqual({
      ok: false,
      field: 'sample',
      error: 'sampleOverPopulation',
    });
  });
});

describe('invalid input is refused with a message', () => {
  test.each<[Parameters<typeof sampleSize>[0], string, InputError]>([
    [{ confidence: 80, margin: 5, proportion: 50 }, 'confidence', 'confidence'],
    [{ confidence: 95, margin: 0, proportion: 50 }, 'margin', 'marginRange'],
    [{ confidence: 95, margin: 60, proportion: 50 }, 'margin', 'marginRange'],
    [{ confidence: 95, margin: NaN, proportion: 50 }, 'margin', 'number'],
    [{ confidence: 95, margin: 5, proportion: 0 }, 'proportion', 'proportionNoVariance'],
    [{ confidence: 95, margin: 5, proportion: 100 }, 'proportion', 'proportionNoVariance'],
    [{ confidence: 95, margin: 5, proportion: 120 }, 'proportion', 'proportionRange'],
    [{ confidence: 95, margin: 5, proportion: 0.5 }, 'proportion', 'proportionRange'],
    [{ confidence: 95, margin: 5, proportion: 50, population: 0 }, 'population', 'populationRange'],
    [{ confidence: 95, margin: 5, proportion: 50, population: 10.5 }, 'population', 'populationRange'],
  ])('%j → %s: %s', (input, field, error) => {
    expect(sampleSize(input)).toEqual({ ok: false, field, error });
  });

  test('0% and 100% proportions are refused in the reverse too', () => {
    for (const proportion of [0, 100]) {
      expect(marginOfError({ confidence: 95, sample: 100, proportion })).toMatchObject({ ok: false, error: 'proportionNoVariance' });
    }
    expect(marginOfError({ confidence: 95, sample: 0, proportion: 50 })).toMatchObject({ ok: false, error: 'sampleRange' });
    expect(marginOfError({ confidence: 95, sample: 2.5, proportion: 50 })).toMatchObject({ ok: false, error: 'sampleRange' });
  });

  test('every refusal has its message in both languages', () => {
    const errors: InputError[] = [
      'confidence',
      'marginRange',
      'proportionRange',
      'proportionNoVariance',
      'populationRange',
      'sampleRange',
      'sampleOverPopulation',
      'number',
    ];
    for (const lang of ['zh', 'en']) {
      const strings = JSON.parse(fs.readFileSync(path.join(__dirname, '../../locales', lang, 'tools.json'), 'utf8'));
      for (const e of errors) expect(typeof strings.sampleSize.errors[e]).toBe('string');
    }
  });
});

describe('calculate: what the visitor typed', () => {
  test('empty fields give the default state: 385 and no reverse', () => {
    expect(calculate({})).toEqual({ size: { ok: true, value: 385 }, reverse: null });
  });

  test('typed text: separators, full-width digits and a percent sign are read', () => {
    expect(parseNumber('1,000')).toBe(1000);
    expect(parseNumber('１０００')).toBe(1000);
    expect(parseNumber('5%')).toBe(5);
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber('abc')).toBeNaN();
    expect(parseNumber('-5')).toBeNaN();
    expect(calculate({ margin: '3' }).size).toEqual({ ok: true, value: 1068 });
    expect(calculate({ population: '1,000' }).size).toEqual({ ok: true, value: 278 });
    expect(calculate({ sample: '1068' }).reverse).toMatchObject({ ok: true });
  });

  test('text that is not a number is refused, naming its field', () => {
    expect(calculate({ margin: 'five' }).size).toEqual({ ok: false, field: 'margin', error: 'number' });
    expect(calculate({ sample: 'x' }).reverse).toEqual({ ok: false, field: 'sample', error: 'number' });
  });
});
