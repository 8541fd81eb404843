import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '../../core/storage';
import { scriptedHttp, sessionOver, storedSession } from '../../testing/storeKit';

const makeSession = (local: KeyValueStorage, now: () => number) => sessionOver(scriptedHttp(), local, { now });
import { TokenRefresher } from './tokenRefresher';


afterEach(() => vi.useRealTimers());

describe('TokenRefresher', () => {
  it('refreshes when the refresh time comes, re-checking the clock when the timer fires', () => {
    vi.useFakeTimers();
    let now = 1_000_000;
    const local = memoryStorage();
    storedSession(local, 't1', { expiresAt: now + 100_000, refreshAt: now + 90_000 });
    const session = makeSession(local, () => now);
    const refresher = new TokenRefresher({ http: scriptedHttp(), session, now: () => now, onTokenRenewed: vi.fn(), onRefreshFailed: vi.fn() });
    const refresh = vi.spyOn(refresher, 'refresh').mockResolvedValue(true);
    refresher.start();
    // The timer fires, but the clock says the refresh is not due yet: it waits again instead.
    vi.advanceTimersByTime(90_000);
    expect(refresh).not.toHaveBeenCalled();
    now += 89_000;
    vi.advanceTimersByTime(89_999);
    expect(refresh).not.toHaveBeenCalled();
    now += 1_000;
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    refresher.dispose();
  });
});
