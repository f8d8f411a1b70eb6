import { backoffDelay } from './worker';

describe('retry back-off', () => {
  test('doubles from the base, with the jitter in the upper half of each step', () => {
    expect(backoffDelay(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffDelay(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffDelay(2, 1000, 60_000, () => 0)).toBe(1000);
    expect(backoffDelay(4, 1000, 60_000, () => 0.5)).toBe(6000);
  });

  test('stops growing at the maximum, however many tries', () => {
    expect(backoffDelay(10, 1000, 60_000, () => 1)).toBe(60_000);
    expect(backoffDelay(500, 1000, 60_000, () => 0)).toBe(30_000);
  });

  test('the default schedule gives a receiver 5 to 10½ hours to come back before a row is dead', () => {
    const hours = (random: () => number) => {
      let total = 0;
      for (let attempts = 1; attempts < 20; attempts++) total += backoffDelay(attempts, 5000, 3_600_000, random);
      return total / 3_600_000;
    };
    expect(hours(() => 0)).toBeCloseTo(5.2, 1);
    expect(hours(() => 1)).toBeCloseTo(10.4, 1);
  });
});
