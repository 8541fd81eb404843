import { describe, expect, it } from 'vitest';
import { fanOutFigures, supplierAccounts } from './fanOut';

describe('fanOutFigures', () => {
  it('measures every delay from the start and counts the subscribers without a receipt', () => {
    const figures = fanOutFigures(1000, [1010, null, 1500.04, 1030, null], 2);
    expect(figures).toEqual({ expected: 5, delivered: 3, missed: 2, duplicates: 2, firstMs: 10, lastMs: 500, medianMs: 30, p95Ms: 500 });
  });
  it('takes the nearest rank for p95: the 95th of 100 delays', () => {
    const receipts = Array.from({ length: 100 }, (_, n) => 2000 + n + 1);
    expect(fanOutFigures(2000, receipts)).toMatchObject({ delivered: 100, missed: 0, medianMs: 50, p95Ms: 95, lastMs: 100 });
  });
  it('answers zeros, not NaN, when nothing arrived', () => {
    expect(fanOutFigures(0, [null, null])).toEqual({ expected: 2, delivered: 0, missed: 2, duplicates: 0, firstMs: 0, lastMs: 0, medianMs: 0, p95Ms: 0 });
  });
});

describe('supplierAccounts', () => {
  it('fills each company with perCompany users before the next one', () => {
    expect(supplierAccounts(5, 2, 800001)).toEqual([
      { elsAccount: '800001', elsSubAccount: '1001' },
      { elsAccount: '800001', elsSubAccount: '1002' },
      { elsAccount: '800002', elsSubAccount: '1001' },
      { elsAccount: '800002', elsSubAccount: '1002' },
      { elsAccount: '800003', elsSubAccount: '1001' },
    ]);
    expect(new Set(supplierAccounts(4999, 5, 800001).map((user) => `${user.elsAccount}_${user.elsSubAccount}`)).size).toBe(4999);
  });
  it('refuses company numbers that are not 6 digits', () => {
    expect(() => supplierAccounts(10, 1, 999_995)).toThrow(/not 6 digits/);
    expect(() => supplierAccounts(1, 1, 99_999)).toThrow(/not 6 digits/);
  });
});
