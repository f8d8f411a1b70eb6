import { siteConfig } from '../site.config';
import { formatPrice, money, priceIn, priceOf, PRICES } from './money';

describe('the money rule', () => {
  test('the rate of site.config.ts is the one the English prices use', () => {
    expect(siteConfig.money.cnyPer.USD).toBe(7.1);
    // ¥6,800 a year at 7.1 yuan to the dollar: $957.75, to the dollar from 100 up.
    expect(priceIn(6800, 'en')).toBe(958);
    expect(priceIn(6800, 'zh')).toBe(6800);
    expect(priceIn(3, 'en')).toBe(0.42);
  });

  test.each([
    [PRICES.lowestSample, '¥0.5', '$0.07'],
    [PRICES.tool, '¥0', '$0'],
    [PRICES.referralSpend, '¥200', '$28.17'],
    [3, '¥3', '$0.42'],
    [3.2, '¥3.2', '$0.45'],
    [6800, '¥6,800', '$958'],
    [39800, '¥39,800', '$5,606'],
  ])('¥%p reads %p in Chinese and %p in English', (cny, zh, en) => {
    expect(money(cny, 'zh')).toBe(zh);
    expect(money(cny, 'en')).toBe(en);
  });

  test('a unit price and its total always multiply out as the visitor reads them', () => {
    expect(priceOf(0.55, 1000, 'en')).toEqual({ each: 0.08, total: 80 });
    expect(formatPrice(priceOf(0.55, 1000, 'en').total, 'en')).toBe('$80');
    expect(priceOf(0.55, 1000, 'zh')).toEqual({ each: 0.55, total: 550 });
    expect(formatPrice(0.5, 'en')).toBe('$0.50');
  });
});
