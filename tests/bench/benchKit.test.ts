import { describe, expect, it } from 'vitest';
import { budgetVerdict } from './benchKit';

describe('budgetVerdict', () => {
  it('meets a budget at or under its limit', () => {
    expect(budgetVerdict({ name: 'switch p95', measured: 16, limit: 16, unit: 'ms' })).toMatchObject({ met: true, missedBy: 0, text: 'switch p95: 16 ms (limit ≤ 16 ms) met' });
  });
  it('says by how much a budget is missed', () => {
    const verdict = budgetVerdict({ name: 'home / Luigi', measured: 1.2345, limit: 1, unit: '×' });
    expect(verdict.met).toBe(false);
    expect(verdict.missedBy).toBe(0.235);
    expect(verdict.text).toBe('home / Luigi: 1.235 × (limit ≤ 1 ×) MISSED by 0.235 ×');
  });
});
