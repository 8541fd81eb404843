import { reaction, type IReactionDisposer } from 'mobx';
import type { AxiosInstance } from 'axios';
import { ROTATED_REASON } from '../../contract/auth';
import { ApiError } from '../../contract/envelope';
import * as api from '../../core/api/services';
import { refreshAnswerFailure, refreshErrorFailure } from '../../core/session/refreshFailure';
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
  /** Once per refused refresh, after the user has been emptied. */
  onRefreshFailed(): void;
  /**
   * Whether the server can be reached (ConnectivityStore.online, observable): a refresh that got no
   * verdict is tried again when it turns true. Absent: only the next call tries again.
   */
  online?: () => boolean;
}

/** What one refresh came to: a new token, a refusal (the session is emptied), or no verdict. */
type Outcome = { kind: 'renewed' } | { kind: 'refused' } | { kind: 'unanswered'; error: unknown };

const RENEWED: Outcome = { kind: 'renewed' };
const REFUSED: Outcome = { kind: 'refused' };

/**
 * Keeps the access token fresh: a timer refreshes it before it expires (re-checking the clock when
 * it fires, since a sleeping laptop delays it), and a call waits for a due or running refresh.
 * However many callers ask at once, one refresh runs (single-flight), and across tabs one at a time
 * (Web Lock); a tab that waited takes the tokens another tab got instead of presenting a revoked one.
 * Only a refusal by the server ends the session: a refresh that got no verdict (no answer, a
 * timeout, a gateway's page, a 5xx) keeps it, fails its waiting calls with its own error, and is
 * tried again by the next call or when the server can be reached again.
 */
export class TokenRefresher {
  readonly scope = 'session' as const;
  private readonly flight = singleFlight(() => this.refreshOnce());
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposeTimes: IReactionDisposer | undefined;
  private disposeOnline: IReactionDisposer | undefined;
  /** The last refresh got no verdict: the server being reachable again tries once more. */
  private retryWhenOnline = false;
  /** Refreshes ended so far (the HTTP client notes it as each call is sent). */
  private ended = 0;
  /** The error of the last refresh, when it ended without a verdict. */
  private lastUnanswered: { error: unknown } | undefined;

  constructor(private readonly deps: TokenRefresherDeps) {}

  /** Arms the refresh timer and follows the token times (the root starts it; tests may not). */
  start(): void {
    this.disposeTimes ??= reaction(
      () => [this.deps.session.times, this.deps.session.refreshToken] as const,
      () => this.arm(),
      { fireImmediately: true },
    );
    this.disposeOnline ??= reaction(
      () => this.deps.online?.() ?? true,
      (online) => {
        if (online && this.retryWhenOnline && this.deps.session.refreshToken !== undefined) this.refresh().catch(() => undefined);
      },
    );
  }

  /**
   * Refreshes the token. Resolves true when a new token is in force; false when the server refused
   * (or there is no refresh token): the user has then been emptied, once. Rejects with the refresh
   * call's own error when the server gave no verdict: the session is kept.
   */
  refresh(refreshesEndedAtSend?: number): Promise<boolean> {
    // A call sent before the last refresh ended without a verdict shares that failure: its refusal
    // only arrived later. A call sent since then tries again.
    if (!this.flight.running && this.lastUnanswered && refreshesEndedAtSend !== undefined && refreshesEndedAtSend < this.ended) return Promise.reject(this.lastUnanswered.error);
    return this.flight.run();
  }

  /** How many refreshes have ended (HttpHooks.refreshesEnded). */
  get refreshesEnded(): number {
    return this.ended;
  }

  /**
   * Before a call: waits for a running refresh, or runs one when it is due. False: the session
   * ended; rejected: the refresh got no verdict (the call fails with that error, unsent).
   */
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
      if (this.refreshDue) this.refresh().catch(() => undefined);
      else this.arm();
    }, refreshDelay(times, this.deps.now()));
  }

  private async refreshOnce(): Promise<boolean> {
    const { session } = this.deps;
    const heldToken = session.token;
    const heldRefreshToken = session.refreshToken;
    const account = session.account;
    const attempt = async (): Promise<Outcome> => {
      // Another tab may have rotated the tokens while this one waited for the lock: take its
      // result instead of presenting a refresh token the server has already revoked.
      if (session.keepLogin) {
        const stored = session.readShared();
        if (stored.token && stored.refreshToken && stored.token !== heldToken && stored.refreshToken !== heldRefreshToken && session.sameUser(stored.user)) {
          session.adopt(stored);
          return RENEWED;
        }
        // Another tab's refresh of this session was refused (or it signed out) while this one waited:
        // the shared session is gone, and presenting the same refresh token again would only fail again.
        if (heldRefreshToken !== undefined && stored.refreshToken === undefined) return REFUSED;
      }
      if (!session.refreshToken || !account) return REFUSED;
      const presented = session.refreshToken;
      try {
        const answer = await api.refreshToken(this.deps.http, { ...account, refreshToken: presented });
        if (String(answer?.code) !== '200' || !answer.data?.token) {
          if (refreshAnswerFailure(answer?.code) === 'refused') return REFUSED;
          return { kind: 'unanswered', error: new ApiError({ message: answer?.message ?? '', status: 200, code: String(answer?.code) }) };
        }
        session.applyTokens(answer.data);
        return RENEWED;
      } catch (error) {
        // The browser granted this tab the lock before it showed the other tab's new tokens in
        // localStorage: the server says so ('rotated'), and they arrive here in a moment.
        if (isRotated(error)) {
          const rotated = await this.storedRotationOf(presented);
          if (rotated) {
            session.adopt(rotated);
            return RENEWED;
          }
        }
        // No answer, a timeout, a gateway's page, the server's own 5xx: the refresh token may be
        // good still. The HTTP client has told the connectivity store when the server was not reached.
        if (refreshErrorFailure(error) === 'unanswered') return { kind: 'unanswered', error };
        console.warn('[session] token refresh refused', error);
        return REFUSED;
      }
    };
    const outcome = await withCrossTabLock(this.deps.locks, REFRESH_LOCK, async () => {
      const result = await attempt();
      // Emptied once, and before the lock is let go: a tab waiting for it then finds the shared
      // session gone and does not present the same revoked refresh token again.
      if (result.kind === 'refused') session.clear();
      return result;
    });
    this.ended += 1;
    this.retryWhenOnline = outcome.kind === 'unanswered';
    this.lastUnanswered = outcome.kind === 'unanswered' ? { error: outcome.error } : undefined;
    if (outcome.kind === 'unanswered') {
      console.warn('[session] token refresh got no answer; the session is kept', outcome.error);
      // The callers waiting on this refresh fail as their own call would have: with its error.
      throw outcome.error;
    }
    if (outcome.kind === 'refused') {
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
    this.disposeOnline?.();
    this.disposeOnline = undefined;
    clearTimeout(this.timer);
  }
}
