import { reaction, type IReactionDisposer } from 'mobx';
import type { AxiosInstance } from 'axios';
import { ROTATED_REASON } from '../../contract/auth';
import { ApiError } from '../../contract/envelope';
import * as api from '../../core/api/services';
import { singleFlight, withCrossTabLock, type LockManagerLike } from '../../core/session/singleFlight';
import { isRefreshDue, refreshDelay, refreshWorthwhile } from '../../core/session/tokenClock';
import type { StoredSession } from './sessionRecord';
import type { SessionStore } from './sessionStore';

/** The Web Lock every tab takes around a refresh. */
export const REFRESH_LOCK = 'srm-token-refresh';
/** How long a tab told 'rotated' waits for the other tab's tokens to reach its localStorage (ms). */
const ROTATION_WAIT_MS = 3000;
const ROTATION_POLL_MS = 50;

const isRotated = (error: unknown): boolean =>
  error instanceof ApiError && typeof error.data === 'object' && error.data !== null && (error.data as { reason?: unknown }).reason === ROTATED_REASON;

export interface TokenRefresherDeps {
  http: AxiosInstance;
  session: SessionStore;
  /** Web Locks (navigator.locks): one refresh at a time across the tabs of the origin. */
  locks?: LockManagerLike;
  now: () => number;
  /** After every renewal of the token: frames get it over the bridge. */
  onTokenRenewed(token: string): void;
  /** Once per failed refresh, after the user has been emptied. */
  onRefreshFailed(): void;
}

/**
 * Keeps the access token fresh: a timer refreshes it before it expires (re-checking the clock when
 * it fires, since a sleeping laptop delays it), and a call waits for a due or running refresh.
 * However many callers ask at once, one refresh runs (single-flight), and across tabs one at a time
 * (Web Lock); a tab that waited takes the tokens another tab got instead of presenting a revoked one.
 */
export class TokenRefresher {
  readonly scope = 'session' as const;
  private readonly flight = singleFlight(() => this.refreshOnce());
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposeTimes: IReactionDisposer | undefined;

  constructor(private readonly deps: TokenRefresherDeps) {}

  /** Arms the refresh timer and follows the token times (the root starts it; tests may not). */
  start(): void {
    this.disposeTimes ??= reaction(
      () => [this.deps.session.times, this.deps.session.refreshToken] as const,
      () => this.arm(),
      { fireImmediately: true },
    );
  }

  /**
   * Refreshes the token. Resolves true when a new token is in force. Without a stored refresh
   * token, or on any answer but code '200', the user is emptied.
   */
  refresh(): Promise<boolean> {
    return this.flight.run();
  }

  /** Before a call: waits for a running refresh, or runs one when it is due. False: the session ended. */
  async ensureFresh(): Promise<boolean> {
    if (this.flight.running) return this.flight.run();
    if (this.refreshDue) return this.refresh();
    return true;
  }

  /** Whether a refresh is due now (the refresh timer asks when it fires). */
  get refreshDue(): boolean {
    const { session } = this.deps;
    // A token that lives until the session's end is not refreshed: the server would refuse.
    return session.token !== undefined && session.refreshToken !== undefined && isRefreshDue(session.times, this.deps.now()) && refreshWorthwhile(session.times!);
  }

  private arm(): void {
    clearTimeout(this.timer);
    const { times, refreshToken } = this.deps.session;
    if (!times || !refreshToken) return;
    this.timer = setTimeout(() => {
      if (this.refreshDue) void this.refresh();
      else this.arm();
    }, refreshDelay(times, this.deps.now()));
  }

  private async refreshOnce(): Promise<boolean> {
    const { session } = this.deps;
    const heldToken = session.token;
    const heldRefreshToken = session.refreshToken;
    const account = session.account;
    const attempt = async (): Promise<'renewed' | 'failed'> => {
      // Another tab may have rotated the tokens while this one waited for the lock: take its
      // result instead of presenting a refresh token the server has already revoked.
      if (session.keepLogin) {
        const stored = session.readShared();
        if (stored.token && stored.refreshToken && stored.token !== heldToken && stored.refreshToken !== heldRefreshToken && session.sameUser(stored.user)) {
          session.adopt(stored);
          return 'renewed';
        }
        // Another tab's refresh of this session failed (or it signed out) while this one waited:
        // the shared session is gone, and presenting the same refresh token again would only fail again.
        if (heldRefreshToken !== undefined && stored.refreshToken === undefined) return 'failed';
      }
      if (!session.refreshToken || !account) return 'failed';
      const presented = session.refreshToken;
      try {
        const answer = await api.refreshToken(this.deps.http, { ...account, refreshToken: presented });
        if (String(answer?.code) !== '200' || !answer.data?.token) return 'failed';
        session.applyTokens(answer.data);
        return 'renewed';
      } catch (error) {
        // The browser granted this tab the lock before it showed the other tab's new tokens in
        // localStorage: the server says so ('rotated'), and they arrive here in a moment.
        if (isRotated(error)) {
          const rotated = await this.storedRotationOf(presented);
          if (rotated) {
            session.adopt(rotated);
            return 'renewed';
          }
        }
        console.warn('[session] token refresh failed', error);
        return 'failed';
      }
    };
    const outcome = await withCrossTabLock(this.deps.locks, REFRESH_LOCK, async () => {
      const result = await attempt();
      // Emptied once, and before the lock is let go: a tab waiting for it then finds the shared
      // session gone and does not present the same revoked refresh token again.
      if (result === 'failed') session.clear();
      return result;
    });
    if (outcome === 'failed') {
      // The callers waiting on this refresh all get false.
      this.deps.onRefreshFailed();
      return false;
    }
    if (session.token) this.deps.onTokenRenewed(session.token);
    return true;
  }

  /**
   * Waits (at most ROTATION_WAIT_MS) for the tabs' shared storage to show the tokens another tab got
   * for the refresh token this one presented; undefined when they do not come.
   */
  private async storedRotationOf(presented: string): Promise<StoredSession | undefined> {
    const { session } = this.deps;
    if (!session.keepLogin) return undefined;
    // Counted in polls, not by the clock: a page whose clock stands still must not wait forever.
    for (let poll = 0; ; poll += 1) {
      const stored = session.readShared();
      if (stored.token && stored.refreshToken && stored.refreshToken !== presented && session.sameUser(stored.user)) return stored;
      if (poll * ROTATION_POLL_MS >= ROTATION_WAIT_MS) return undefined;
      await new Promise((resolve) => setTimeout(resolve, ROTATION_POLL_MS));
    }
  }

  dispose(): void {
    this.disposeTimes?.();
    this.disposeTimes = undefined;
    clearTimeout(this.timer);
  }
}
