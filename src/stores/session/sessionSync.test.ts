import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '../../core/storage';
import { scriptedHttp, sessionOver, storedSession, STORED_USER as user } from '../../testing/storeKit';

const makeSession = (local: KeyValueStorage, now: () => number) => sessionOver(scriptedHttp(), local, { now });
import { SessionSync, STORAGE_SETTLE_MS } from './sessionSync';


afterEach(() => vi.useRealTimers());

describe('SessionSync', () => {
  it('follows another tab once its writes have settled: renewed, ended, switched', () => {
    vi.useFakeTimers();
    const now = Date.now();
    const times = { expiresAt: now + 3_600_000, refreshAt: now + 3_500_000 };
    const local = memoryStorage();
    storedSession(local, 't1', times);
    const session = makeSession(local, () => now);
    let listener: (key: string | null) => void = () => undefined;
    const onRenewed = vi.fn();
    const onEnded = vi.fn();
    const onSwitched = vi.fn();
    const sync = new SessionSync({ session, subscribeStorage: (fn) => void (listener = fn), onRenewed, onEnded, onSwitched });

    // Another tab renewed the tokens; a key that is not the session's is no news.
    storedSession(local, 't2', times);
    listener('srm-language');
    vi.advanceTimersByTime(STORAGE_SETTLE_MS);
    expect(onRenewed).not.toHaveBeenCalled();
    listener('srm-token');
    listener('srm-refreshToken');
    vi.advanceTimersByTime(STORAGE_SETTLE_MS - 1);
    expect(onRenewed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRenewed).toHaveBeenCalledWith('t2');
    expect(session.token).toBe('t2');

    // Another user signed in there.
    storedSession(local, 't3', times, { ...user, elsSubAccount: '1002', name: '李采购' });
    listener('srm-userInfo');
    vi.advanceTimersByTime(STORAGE_SETTLE_MS);
    expect(onSwitched).toHaveBeenCalledTimes(1);

    // And logged out (storage cleared: key null).
    for (const key of ['srm-token', 'srm-refreshToken', 'srm-userInfo', 'srm-tokenTimes']) local.removeItem(key);
    listener(null);
    vi.advanceTimersByTime(STORAGE_SETTLE_MS);
    expect(onEnded).toHaveBeenCalledTimes(1);
    sync.dispose();
  });
});
