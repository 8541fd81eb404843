import { describe, expect, it } from 'vitest';
import { isRefreshDue, jwtExpiry, refreshDelay, tokenTimes } from './tokenClock';

describe('token clock', () => {
  it('refreshes the lead before expiry, at most a quarter of the life', () => {
    expect(tokenTimes(79200, 1000, 60)).toEqual({ expiresAt: 1000 + 79_200_000, refreshAt: 1000 + 79_200_000 - 60_000 });
    expect(tokenTimes(8, 0, 60)).toEqual({ expiresAt: 8000, refreshAt: 6000 });
  });
  it('is due from refreshAt on', () => {
    const times = tokenTimes(100, 0, 10);
    expect(isRefreshDue(times, 89_999)).toBe(false);
    expect(isRefreshDue(times, 90_000)).toBe(true);
    expect(isRefreshDue(undefined, 1e15)).toBe(false);
    expect(refreshDelay(times, 0)).toBe(90_000);
    expect(refreshDelay(times, 95_000)).toBe(0);
  });
  it('reads the exp claim of a JWT without trusting it for anything else', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1700000000, sub: 'x' })).toString('base64url');
    expect(jwtExpiry(`h.${payload}.s`)).toBe(1700000000);
    expect(jwtExpiry('garbage')).toBeUndefined();
    expect(jwtExpiry('a.!!!.c')).toBeUndefined();
  });
});
