import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it("writes the seed's format yyyy-MM-dd HH:mm:ss in local time", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3, 9))).toBe('2026-01-05 07:03:09');
    expect(formatDateTime(new Date(2026, 10, 23, 18, 45, 0))).toBe('2026-11-23 18:45:00');
    expect(formatDateTime(String(new Date(2026, 10, 23, 18, 45, 0).getTime()))).toBe('2026-11-23 18:45:00');
  });
  it('gives nothing for a missing value and the text itself for an unreadable one', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
  it('writes one part of it: the day or the clock', () => {
    const at = new Date(2026, 10, 23, 8, 5, 9);
    expect(formatDateTime(at, 'date')).toBe('2026-11-23');
    expect(formatDateTime(at.getTime(), 'time')).toBe('08:05:09');
    expect(formatDateTime(undefined, 'time')).toBe('');
  });
});
