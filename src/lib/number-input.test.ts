import { sanitizeNumberInput as n } from './number-input';

describe('sanitizeNumberInput', () => {
  test.each([
    // [typed, options, result]
    ['123', {}, '123'],
    ['1a2b3', {}, '123'],
    ['12.5', {}, '125'],
    ['-12', {}, '12'],
    ['', {}, ''],
    ['abc', {}, ''],
    ['007', {}, '7'],
    ['0', {}, '0'],
    ['12.345', { decimals: 2 }, '12.34'],
    ['12.', { decimals: 2 }, '12.'],
    ['.5', { decimals: 1 }, '0.5'],
    ['1.2.3', { decimals: 2 }, '1.23'],
    ['0.05', { decimals: 2 }, '0.05'],
    ['-3.5', { decimals: 1, negative: true }, '-3.5'],
    ['-', { negative: true }, '-'],
    ['--5', { negative: true }, '-5'],
    ['5-', { negative: true }, '5'],
    ['500', { max: 100 }, '100'],
    ['3', { min: 10 }, '10'],
    ['-50', { negative: true, min: -10 }, '-10'],
    ['99999', { min: 1, max: 10000 }, '10000'],
    ['1e5', {}, '15'],
    ['１２３', {}, ''],
    ['12,000', {}, '12000'],
  ] as const)('%p with %p → %p', (typed, options, expected) => expect(n(typed, options)).toBe(expected));
});
