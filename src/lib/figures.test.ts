import { FIGURES, percent, plus } from './figures';
import { PRICES, money } from '../../contract/money';

describe('home figures', () => {
  it('prints the panel figures of SPEC 9 with thousands separators', () => {
    expect(plus(FIGURES.panelists)).toBe('4,000,000+');
    expect(plus(FIGURES.labels)).toBe('500+');
    expect(percent(FIGURES.cheaterInterception)).toBe('100%');
    expect(plus(FIGURES.carOwners)).toBe('2,000,000+');
    expect(plus(FIGURES.newEnergyOwners)).toBe('500,000+');
    expect(plus(FIGURES.projectsPerYear)).toBe('10,000+');
    expect(plus(FIGURES.customers)).toBe('1,000+');
  });

  it('prices in yuan for Chinese and converted dollars for English', () => {
    expect(money(PRICES.lowestSample, 'zh')).toBe('¥0.5');
    expect(money(PRICES.lowestSample, 'en')).toBe('$0.07');
    expect(money(PRICES.tool, 'zh')).toBe('¥0');
    expect(money(PRICES.tool, 'en')).toBe('$0');
  });
});
