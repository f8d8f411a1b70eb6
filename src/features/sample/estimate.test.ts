import { estimate, fieldTime } from './estimate';

describe('sample cost estimate', () => {
  it.each([
    // panel, quantity, questions, targeting → per sample, total, hours
    ['china', 100, 10, 'none', 0.5, 50, 1],
    ['china', 1000, 10, 'none', 0.5, 500, 2],
    ['china', 1000, 11, 'none', 0.55, 550, 2],
    ['china', 1000, 20, 'none', 0.6, 600, 2],
    ['china', 1000, 20, 'basic', 0.9, 900, 2],
    ['china', 900, 10, 'precise', 1.1, 990, 3],
    ['global', 300, 10, 'none', 3, 900, 1],
    ['global', 600, 25, 'precise', 8.58, 5148, 5],
  ] as const)('%s panel, %i samples, %i questions, %s targeting', (panel, quantity, questions, targeting, perSample, total, hours) => {
    expect(estimate({ panel, quantity, questions, targeting })).toEqual({ perSample, total, hours });
  });

  it('never prices a short survey below the lowest panel price', () => {
    expect(estimate({ panel: 'china', quantity: 50, questions: 1, targeting: 'none' }).perSample).toBe(0.5);
  });

  it('speaks in hours up to a day, then in working days', () => {
    expect(fieldTime(1)).toEqual({ unit: 'hours', count: 1 });
    expect(fieldTime(24)).toEqual({ unit: 'hours', count: 24 });
    expect(fieldTime(25)).toEqual({ unit: 'days', count: 4 });
  });
});
