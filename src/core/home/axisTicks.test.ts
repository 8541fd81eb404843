import { describe, expect, it } from 'vitest';
import { valueAxis } from './axisTicks';

describe('valueAxis', () => {
  it('puts amounts on round ticks: 850 000 → 0, 250K, 500K, 750K, 1M (not 212.5K, 425.1K…)', () => {
    expect(valueAxis(850_200).ticks).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(valueAxis(190_000).ticks).toEqual([0, 50_000, 100_000, 150_000, 200_000]);
    expect(valueAxis(3_105_000).ticks).toEqual([0, 1_000_000, 2_000_000, 3_000_000, 4_000_000]);
  });

  it('puts counts on whole round ticks: 33 → 0, 10, 20, 30, 40 (not 0/11/22/33)', () => {
    expect(valueAxis(33, { integral: true }).ticks).toEqual([0, 10, 20, 30, 40]);
    expect(valueAxis(24, { integral: true }).ticks).toEqual([0, 10, 20, 30]);
    expect(valueAxis(9, { integral: true }).ticks).toEqual([0, 5, 10]);
    expect(valueAxis(3, { integral: true }).ticks).toEqual([0, 1, 2, 3]);
    expect(valueAxis(1, { integral: true }).ticks).toEqual([0, 1]);
  });

  it('never has more intervals than asked and always reaches the largest value', () => {
    for (const largest of [1, 2, 7, 13, 99, 100, 101, 999, 1234, 55_555, 987_654, 12_345_678]) {
      for (const integral of [true, false]) {
        const axis = valueAxis(largest, { integral });
        expect(axis.intervals).toBeLessThanOrEqual(4);
        expect(axis.max).toBeGreaterThanOrEqual(largest);
        expect(axis.ticks[0]).toBe(0);
        expect(axis.ticks.length).toBe(axis.intervals + 1);
        // each tick is a round number: 1, 2, 2.5 or 5 times a power of ten
        expect([1, 2, 2.5, 5]).toContain(Number((axis.step / 10 ** Math.floor(Math.log10(axis.step))).toFixed(6)));
      }
    }
  });

  it('keeps small fractions exact', () => {
    expect(valueAxis(0.7).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('draws 0 to 4 when there is nothing to show', () => {
    expect(valueAxis(0).ticks).toEqual([0, 1, 2, 3, 4]);
    expect(valueAxis(Number.NaN).ticks).toEqual([0, 1, 2, 3, 4]);
    expect(valueAxis(-5).ticks).toEqual([0, 1, 2, 3, 4]);
  });
});
