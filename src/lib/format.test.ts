import { currency, formatDate, formatNumber } from './format';

describe('formatters', () => {
  test.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [4000000, '4,000,000'],
    [-1234567, '-1,234,567'],
    [1234.5, '1,234.5'],
  ])('formatNumber(%p) → %p', (n, s) => expect(formatNumber(n)).toBe(s));

  test('currency and dates per language', () => {
    expect(currency('zh')).toBe('¥');
    expect(currency('en')).toBe('$');
    expect(formatDate('2026-11-10', 'zh')).toBe('2026年11月10日');
    expect(formatDate('2026-11-10T00:00:00.000Z', 'en')).toBe('10 Nov 2026');
  });
});
