import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badgeText', () => {
  it('shows nothing for none, the number up to 99 and 99+ above', () => {
    expect([undefined, 0, -1, Number.NaN].map((count) => badgeText(count))).toEqual([undefined, undefined, undefined, undefined]);
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_000)).toBe('99+');
  });
});
