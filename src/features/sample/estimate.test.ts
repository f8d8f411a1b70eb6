import { estimate, fieldTime, irFactor, loiFactor, shownRange } from './estimate';

describe('sample price range by LOI and IR', () => {
  // 1,000 completes each; in CNY as kept, then as each language shows it (7.1 yuan to the dollar).
  it.each([
    // panel, LOI, IR → per complete (CNY), total (CNY), zh, en, hours
    ['china', 10, 100, [0.5, 0.65], [500, 650], ['¥0.5–¥0.65', '¥500–¥650'], ['$0.07–$0.09', '$70–$90'], 2],
    ['china', 20, 50, [0.81, 1.05], [810, 1050], ['¥0.81–¥1.05', '¥810–¥1,050'], ['$0.11–$0.15', '$110–$150'], 3],
    ['global', 30, 10, [12.69, 16.5], [12690, 16500], ['¥12.69–¥16.5', '¥12,690–¥16,500'], ['$1.79–$2.32', '$1,790–$2,320'], 34],
  ] as const)('%s panel, LOI %i min, IR %i%%', (panel, loi, incidence, each, total, zh, en, hours) => {
    const result = estimate({ panel, quantity: 1000, loi, incidence });
    expect(result.perComplete).toEqual({ low: each[0], high: each[1] });
    expect(result.total).toEqual({ low: total[0], high: total[1] });
    expect(shownRange(result.perComplete, 1000, 'zh')).toEqual({ each: zh[0], total: zh[1] });
    expect(shownRange(result.perComplete, 1000, 'en')).toEqual({ each: en[0], total: en[1] });
    expect(result.hours).toBe(hours);
  });

  it('a longer interview costs more per complete: 20% for every 5 minutes (begun) past 10', () => {
    expect([1, 10, 11, 15, 16, 60].map(loiFactor)).toEqual([1, 1, 1.2, 1.2, 1.4, 3]);
  });

  it('a low incidence raises the cost per complete: each screened-out person costs 15% of a complete', () => {
    expect(irFactor(100)).toBe(1);
    expect(irFactor(50)).toBeCloseTo(1.15);
    expect(irFactor(10)).toBeCloseTo(2.35);
    expect(irFactor(1)).toBeCloseTo(15.85);
    const at = (incidence: number) => estimate({ panel: 'china', quantity: 500, loi: 15, incidence }).perComplete.low;
    expect(at(5)).toBeGreaterThan(at(20));
    expect(at(20)).toBeGreaterThan(at(80));
  });

  it('never prices a complete below the lowest panel price', () => {
    expect(estimate({ panel: 'china', quantity: 50, loi: 1, incidence: 100 }).perComplete.low).toBe(0.5);
  });

  it('speaks in hours up to a day, then in working days', () => {
    expect(fieldTime(1)).toEqual({ unit: 'hours', count: 1 });
    expect(fieldTime(24)).toEqual({ unit: 'hours', count: 24 });
    expect(fieldTime(25)).toEqual({ unit: 'days', count: 4 });
  });
});
