import { AxiosError } from 'axios';
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '../../core/storage';
import { scriptedHttp, sessionOver, storedSession, type Scripted } from '../../testing/storeKit';
import { TokenRefresher } from './tokenRefresher';

const makeSession = (local: KeyValueStorage, now: () => number) => sessionOver(scriptedHttp(), local, { now });

/** The refresh call's answers in turn: a network failure (connection refused) or new tokens. */
function refreshAnswers(script: Array<'no answer' | 'renewed' | 'refused'>): { attempts: () => number; handler: Scripted } {
  let attempt = 0;
  return {
    attempts: () => attempt,
    handler: (config) => {
      const next = script[Math.min(attempt, script.length - 1)]!;
      attempt += 1;
      if (next === 'no answer') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      if (next === 'refused') return { status: 401, data: { code: '401', message: 'invalid', data: { reason: 'invalid' } } };
      return { status: 200, data: { code: '200', data: { token: `t${attempt}`, refreshToken: `r-t${attempt}`, expiresIn: 100 } } };
    },
  };
}

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

describe('TokenRefresher: a refresh the server did not answer (issue 28)', () => {
  it('the timer refreshes while the server is down: nothing emptied, nobody told of a failure; the server back → refreshed by itself', async () => {
    const now = 1_000_000;
    const local = memoryStorage();
    // The refresh is due now.
    storedSession(local, 't1', { expiresAt: now + 5_000, refreshAt: now - 1 });
    const session = makeSession(local, () => now);
    const refresh = refreshAnswers(['no answer', 'renewed']);
    const online = observable.box(true);
    const onRefreshFailed = vi.fn();
    const onTokenRenewed = vi.fn();
    const refresher = new TokenRefresher({ http: scriptedHttp({ refreshToken: refresh.handler }), session, now: () => now, onTokenRenewed, onRefreshFailed, online: () => online.get() });
    refresher.start();
    await vi.waitFor(() => expect(refresh.attempts()).toBe(1));
    // The connectivity store hears of it from the HTTP client and goes offline.
    runInAction(() => online.set(false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect([session.token, session.refreshToken, session.authenticated]).toEqual(['t1', 'r-t1', true]);
    expect(refresh.attempts()).toBe(1);
    runInAction(() => online.set(true));
    await vi.waitFor(() => expect(session.token).toBe('t2'));
    expect(refresh.attempts()).toBe(2);
    expect(onTokenRenewed).toHaveBeenCalledWith('t2');
    expect(onRefreshFailed).not.toHaveBeenCalled();
    refresher.dispose();
  });

  it("rejects its callers with the refresh call's own error; a call sent before that failure shares it, a call sent after tries again", async () => {
    const local = memoryStorage();
    storedSession(local, 't1', { expiresAt: Date.now() + 100_000, refreshAt: Date.now() + 90_000 });
    const session = makeSession(local, Date.now);
    const refresh = refreshAnswers(['no answer', 'renewed']);
    const refresher = new TokenRefresher({ http: scriptedHttp({ refreshToken: refresh.handler }), session, now: Date.now, onTokenRenewed: vi.fn(), onRefreshFailed: vi.fn() });
    const sentBefore = refresher.refreshesEnded;
    const failure = await refresher.refresh(sentBefore).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AxiosError);
    expect((failure as AxiosError).code).toBe(AxiosError.ERR_NETWORK);
    // Another call sent before the failure: its 401 arrives now, and it fails alike, without asking.
    await expect(refresher.refresh(sentBefore)).rejects.toBe(failure);
    expect(refresh.attempts()).toBe(1);
    // A call sent after the failure is the next try.
    expect(await refresher.refresh(refresher.refreshesEnded)).toBe(true);
    expect(refresh.attempts()).toBe(2);
    expect(session.token).toBe('t2');
  });

  it('a refusal still empties the session, once, and is no reason to try again when online', async () => {
    const local = memoryStorage();
    storedSession(local, 't1', { expiresAt: Date.now() + 100_000, refreshAt: Date.now() + 90_000 });
    const session = makeSession(local, Date.now);
    const refresh = refreshAnswers(['refused']);
    const online = observable.box(false);
    const onRefreshFailed = vi.fn();
    const refresher = new TokenRefresher({ http: scriptedHttp({ refreshToken: refresh.handler }), session, now: Date.now, onTokenRenewed: vi.fn(), onRefreshFailed, online: () => online.get() });
    refresher.start();
    expect(await refresher.refresh()).toBe(false);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(session.authenticated).toBe(false);
    runInAction(() => online.set(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refresh.attempts()).toBe(1);
    refresher.dispose();
  });
});
