import { action, computed, makeObservable, observable } from 'mobx';
import type { AxiosInstance } from 'axios';
import { ROTATED_REASON } from '../../contract/auth';
import { ApiError } from '../../contract/envelope';
import * as api from '../../core/api/services';
import type { LoginResult } from '../../core/api/services';
import type { TypedStorage } from '../../core/storage';
import { SessionError } from '../../core/session/errors';
import type { LoginIdentity, LoginOptions } from '../../core/session/identity';
import { encryptForTransport } from '../../core/session/passwordCipher';
import type { PasswordTransportConfig } from '../../core/session/passwordTransport';
import { singleFlight, withCrossTabLock, type LockManagerLike } from '../../core/session/singleFlight';
import { expiredTicketCookie, readCookie, ticketCookie, TICKET_COOKIE, type CookieJar } from '../../core/session/ticket';
import { isRefreshDue, jwtExpiry, refreshWorthwhile, sessionOver, tokenTimes, type TokenTimes } from '../../core/session/tokenClock';
import { readSession, removeSession, writeSession, type SessionUser, type StoredSession } from './sessionRecord';

export type { SessionUser } from './sessionRecord';

export type RememberedAccount = LoginIdentity;

export interface SessionEnvironment {
  /** localStorage (shared by the tabs of the origin). */
  local: TypedStorage;
  /** sessionStorage (this tab): the lock state, and the session when "keep login" is off. */
  session: TypedStorage;
  cookies: CookieJar;
  /** Web Locks (navigator.locks): one refresh at a time across the tabs of the origin. */
  locks?: LockManagerLike;
  now: () => number;
  /** Set the ticket cookie with Secure (pages served over https). */
  secureCookies: boolean;
  userInfoCacheMinutes: number;
  refreshLeadSeconds: () => number;
  passwordTransport: () => PasswordTransportConfig;
  /** The deployment tenant the shell runs as (sent with a login: the server applies its session policy). */
  tenant?: () => string | undefined;
  /** A text of the locale catalogue in the user's language (errors the store raises itself). */
  text: (key: string) => string;
  /** After every renewal of the token (here, or adopted from another tab): frames get it over the bridge. */
  onTokenRenewed(token: string): void;
  /** Once per failed refresh, after the user has been emptied. */
  onRefreshFailed(): void;
}

/** What a change of the shared storage (another tab) meant for this tab. */
export type StorageSync = 'none' | 'renewed' | 'ended' | 'switched';

/** The Web Lock every tab takes around a refresh. */
export const REFRESH_LOCK = 'srm-token-refresh';
const LOCK_KEY = 'isLock';
const LOCKED_FROM_KEY = 'lockedFrom';
const KEEP_LOGIN_KEY = 'keepLogin';
/** How long a tab told 'rotated' waits for the other tab's tokens to reach its localStorage (ms). */
const ROTATION_WAIT_MS = 3000;
const ROTATION_POLL_MS = 50;

const isRotated = (error: unknown): boolean =>
  error instanceof ApiError && typeof error.data === 'object' && error.data !== null && (error.data as { reason?: unknown }).reason === ROTATED_REASON;
const REMEMBER_KEY = 'rememberAccount';

/** The user of a login answer; the platform's field names stop here. */
function toUser(result: LoginResult): SessionUser {
  const dto = result.elsSubaccountInfoDTO;
  return {
    elsAccount: dto?.elsAccount ?? result.elsAccount,
    elsSubAccount: dto?.elsSubAccount ?? result.elsSubAccount,
    name: dto?.name ?? '',
    station: dto?.station,
    permission: dto?.permission,
    roles: dto?.roles ?? (dto?.permission ? [dto.permission] : []),
    environment: result.environMentConfig,
  };
}

const hasName = (user: SessionUser | undefined): user is SessionUser => !!user && typeof user.name === 'string' && user.name !== '';

/**
 * The session: token, refresh token and user info (localStorage, or sessionStorage when "keep
 * login" is off), the lock state (sessionStorage), the ticket cookie, a single-flight token refresh
 * coordinated across tabs, and the calls that open, check and end a session.
 */
export class SessionStore {
  readonly scope = 'session' as const; // the session itself: ended by the ways out
  token: string | undefined;
  refreshToken: string | undefined;
  user: SessionUser | undefined;
  times: TokenTimes | undefined;
  locked: boolean;
  keepLogin: boolean;
  rememberedAccount: RememberedAccount | undefined;

  private readonly refresher = singleFlight(() => this.refreshOnce());

  constructor(
    private readonly http: AxiosInstance,
    private readonly env: SessionEnvironment,
  ) {
    this.rememberedAccount = env.local.get<RememberedAccount>(REMEMBER_KEY);
    // This tab's own session (keep login off) wins over the one the tabs share.
    const fromSession = this.readStored(env.session);
    const ownSession = fromSession.token !== undefined;
    const stored = ownSession ? fromSession : this.readStored(env.local);
    this.keepLogin = ownSession ? false : (env.local.get<boolean>(KEEP_LOGIN_KEY) ?? true);
    // Stored user info without a name is deleted with the tokens: the page guard then sends the
    // user to login instead of showing a shell for nobody.
    if (stored.token && hasName(stored.user)) {
      this.token = stored.token;
      this.refreshToken = stored.refreshToken;
      this.user = stored.user;
      this.times = stored.times;
    } else {
      this.removeStored(ownSession ? 'session' : 'both');
    }
    this.locked = this.token !== undefined && env.session.get<boolean>(LOCK_KEY) === true;
    makeObservable<SessionStore, 'establish' | 'applyTokens' | 'adopt'>(this, {
      token: observable,
      refreshToken: observable,
      user: observable.ref,
      times: observable.ref,
      locked: observable,
      keepLogin: observable,
      rememberedAccount: observable.ref,
      authenticated: computed,
      account: computed,
      establish: action,
      applyTokens: action,
      adopt: action,
      clear: action,
      setLocked: action,
      remember: action,
      renameUser: action,
    });
  }

  get authenticated(): boolean {
    return this.token !== undefined && this.user !== undefined;
  }

  get account(): { elsAccount: string; elsSubAccount: string } | undefined {
    return this.user ? { elsAccount: this.user.elsAccount, elsSubAccount: this.user.elsSubAccount } : undefined;
  }

  // ---------------------------------------------------------------------------------------------
  // Ways in

  private encrypt(password: string): Promise<string> {
    return encryptForTransport(password, this.env.passwordTransport());
  }

  /** The deployment tenant the shell runs as, sent with calls whose answer follows its policy. */
  get tenant(): string | undefined {
    return this.env.tenant?.();
  }

  async login(identity: LoginIdentity, password: string, options: LoginOptions = {}): Promise<SessionUser> {
    const body: api.LoginBody = { ...identity, password: await this.encrypt(password) };
    const tenant = this.env.tenant?.();
    if (tenant) body.tenant = tenant;
    if (options.captchaId && options.captcha) {
      body.captchaId = options.captchaId;
      body.captcha = options.captcha;
    }
    const result = await api.login(this.http, body);
    const user = toUser(result);
    if (!result.token || !hasName(user)) throw this.incompleteAnswer();
    this.establish(result, user, options.keepLogin ?? this.keepLogin);
    return user;
  }

  /**
   * Enters with a ticket another page issued: traded at once with webValidToken (the reference
   * server's tickets are single-use codes answered with a new access token of the issuing session;
   * the SRM platform's are access tokens, answered with themselves). The ticket's user becomes the
   * session's (after `beforeReplace` has ended another user's session); the same user keeps the
   * session it has. Only then is the ticket kept in the cookie (spent, it opens nothing; it tells
   * the guard this link was already traded). A refused ticket leaves neither cookie nor session
   * behind. Resolves whether the session was replaced.
   */
  async enterWithTicket(ticket: string, steps: { store: boolean; validate: boolean }, beforeReplace: () => Promise<void>): Promise<boolean> {
    if (!steps.validate) {
      if (steps.store) this.env.cookies.set(ticketCookie(ticket, this.env.secureCookies));
      return false;
    }
    let result: LoginResult;
    try {
      result = await api.validToken(this.http, ticket);
    } catch (error) {
      if (this.ticket !== undefined) this.env.cookies.set(expiredTicketCookie());
      throw error;
    }
    const user = toUser(result);
    if (!result.token || !hasName(user)) {
      if (this.ticket !== undefined) this.env.cookies.set(expiredTicketCookie());
      throw this.incompleteAnswer();
    }
    if (this.token && this.sameUser(user)) {
      this.env.cookies.set(ticketCookie(ticket, this.env.secureCookies));
      return false;
    }
    if (this.token) await beforeReplace();
    // webValidToken gives no refresh token: this session ends when its access token expires.
    this.establish({ ...result, refreshToken: undefined }, user, this.keepLogin);
    // establish() ends any earlier session's storage; the cookie is this session's ticket.
    this.env.cookies.set(ticketCookie(ticket, this.env.secureCookies));
    return true;
  }

  get ticket(): string | undefined {
    return readCookie(this.env.cookies.get(), TICKET_COOKIE);
  }

  private incompleteAnswer(): SessionError {
    return new SessionError(this.env.text('i18n_login_incomplete'), 200);
  }

  /** Signs in: tokens, user info and times are stored; a lock left from before is lifted. */
  private establish(result: LoginResult, user: SessionUser, keepLogin: boolean): void {
    // A tab-only session leaves the shared (other tabs') session in localStorage alone.
    this.removeStored(keepLogin ? 'both' : 'session');
    this.keepLogin = keepLogin;
    this.env.local.set(KEEP_LOGIN_KEY, keepLogin);
    this.token = result.token;
    this.refreshToken = result.refreshToken;
    this.user = user;
    this.times = this.timesOf(result.token, result.expiresIn, result.sessionExpiresIn);
    this.persist();
    this.setLocked(false);
  }

  private timesOf(token: string, expiresIn: number | undefined, sessionExpiresIn?: number): TokenTimes | undefined {
    const now = this.env.now();
    if (typeof expiresIn === 'number' && Number.isFinite(expiresIn)) return tokenTimes(expiresIn, now, this.env.refreshLeadSeconds(), sessionExpiresIn);
    const exp = jwtExpiry(token);
    return exp === undefined ? undefined : tokenTimes(Math.max(0, exp - now / 1000), now, this.env.refreshLeadSeconds());
  }

  // ---------------------------------------------------------------------------------------------
  // Token refresh

  /**
   * Refreshes the token; however many callers ask at once, one refresh runs (single-flight), and
   * across tabs one at a time (Web Lock). Resolves true when a new token is in force. Without a
   * stored refresh token, or on any answer but code '200', the user is emptied.
   */
  refresh(): Promise<boolean> {
    return this.refresher.run();
  }

  /** Before a call: waits for a running refresh, or runs one when it is due. False: the session ended. */
  async ensureFresh(): Promise<boolean> {
    if (this.refresher.running) return this.refresher.run();
    if (this.refreshDue) return this.refresh();
    return true;
  }

  /** Whether a refresh is due now (the refresh timer asks when it fires). */
  get refreshDue(): boolean {
    // A token that lives until the session's end is not refreshed: the server would refuse.
    return this.token !== undefined && this.refreshToken !== undefined && isRefreshDue(this.times, this.env.now()) && refreshWorthwhile(this.times!);
  }

  /** Whether the session has reached its absolute end (the layout's session.maxSessionSeconds). */
  get sessionOver(): boolean {
    return sessionOver(this.times, this.env.now());
  }

  private async refreshOnce(): Promise<boolean> {
    const heldToken = this.token;
    const heldRefreshToken = this.refreshToken;
    const account = this.account;
    const outcome = await withCrossTabLock(this.env.locks, REFRESH_LOCK, async (): Promise<'renewed' | 'failed'> => {
      // Another tab may have rotated the tokens while this one waited for the lock: take its
      // result instead of presenting a refresh token the server has already revoked.
      if (this.keepLogin) {
        const stored = this.readStored(this.env.local);
        if (stored.token && stored.refreshToken && stored.token !== heldToken && stored.refreshToken !== heldRefreshToken && this.sameUser(stored.user)) {
          this.adopt(stored);
          return 'renewed';
        }
      }
      if (!this.refreshToken || !account) return 'failed';
      const presented = this.refreshToken;
      try {
        const answer = await api.refreshToken(this.http, { ...account, refreshToken: presented });
        if (String(answer?.code) !== '200' || !answer.data?.token) return 'failed';
        this.applyTokens(answer.data);
        return 'renewed';
      } catch (error) {
        // The browser granted this tab the lock before it showed the other tab's new tokens in
        // localStorage: the server says so ('rotated'), and they arrive here in a moment.
        if (isRotated(error)) {
          const rotated = await this.storedRotationOf(presented);
          if (rotated) {
            this.adopt(rotated);
            return 'renewed';
          }
        }
        console.warn('[session] token refresh failed', error);
        return 'failed';
      }
    });
    if (outcome === 'failed') {
      // Emptied once here; the callers waiting on this refresh all get false.
      this.clear();
      this.env.onRefreshFailed();
      return false;
    }
    if (this.token) this.env.onTokenRenewed(this.token);
    return true;
  }

  private applyTokens(result: { token: string; refreshToken?: string; expiresIn?: number; sessionExpiresIn?: number }): void {
    this.token = result.token;
    if (result.refreshToken) this.refreshToken = result.refreshToken;
    this.times = this.timesOf(result.token, result.expiresIn, result.sessionExpiresIn);
    this.persist();
  }

  /**
   * Waits (at most ROTATION_WAIT_MS) for the tabs' shared storage to show the tokens another tab got
   * for the refresh token this one presented; undefined when they do not come.
   */
  private async storedRotationOf(presented: string): Promise<StoredSession | undefined> {
    if (!this.keepLogin) return undefined;
    // Counted in polls, not by the clock: a page whose clock stands still must not wait forever.
    for (let poll = 0; ; poll += 1) {
      const stored = this.readStored(this.env.local);
      if (stored.token && stored.refreshToken && stored.refreshToken !== presented && this.sameUser(stored.user)) return stored;
      if (poll * ROTATION_POLL_MS >= ROTATION_WAIT_MS) return undefined;
      await new Promise((resolve) => setTimeout(resolve, ROTATION_POLL_MS));
    }
  }

  private adopt(stored: StoredSession): void {
    this.token = stored.token;
    this.refreshToken = stored.refreshToken;
    this.times = stored.times ?? (stored.token ? this.timesOf(stored.token, undefined) : undefined);
    if (stored.user) this.user = stored.user;
  }

  private sameUser(user: SessionUser | undefined): boolean {
    return !!user && !!this.user && user.elsAccount === this.user.elsAccount && user.elsSubAccount === this.user.elsSubAccount;
  }

  /**
   * Another tab changed the shared session (localStorage): a renewed token is adopted, a logout
   * ends this tab's session too, another user's sign-in means this tab must start over.
   */
  syncFromStorage(): StorageSync {
    if (!this.keepLogin) return 'none';
    const stored = this.readStored(this.env.local);
    if (!stored.token || !hasName(stored.user)) return this.token ? 'ended' : 'none';
    if (!this.token || !this.sameUser(stored.user)) return 'switched';
    if (stored.token === this.token && stored.refreshToken === this.refreshToken) return 'none';
    this.adopt(stored);
    return 'renewed';
  }

  // ---------------------------------------------------------------------------------------------
  // Lock screen: kept in this tab's session storage, so that a reload stays locked and other tabs
  // are not; set on lock, lifted on unlock, login or logout.

  setLocked(locked: boolean, from?: string): void {
    this.locked = locked;
    if (locked) {
      this.env.session.set(LOCK_KEY, true);
      if (from) this.env.session.set(LOCKED_FROM_KEY, from);
    } else {
      this.env.session.remove(LOCK_KEY);
      this.env.session.remove(LOCKED_FROM_KEY);
    }
  }

  /** Tells the server the session is locked (every tab's calls then wait for the unlock); quietly. */
  lockOnServer(): void {
    void api.lockSession(this.http).catch(() => undefined);
  }

  /** The page the user locked the screen on (to return to after unlocking). */
  get lockedFrom(): string | undefined {
    return this.env.session.get<string>(LOCKED_FROM_KEY);
  }

  /** Unlocks after the server has checked the password; resolves the page to return to. */
  async unlock(password: string): Promise<string | undefined> {
    await api.verifyElsAccount(this.http, { password: await this.encrypt(password) });
    const from = this.lockedFrom;
    this.setLocked(false);
    return from;
  }

  // ---------------------------------------------------------------------------------------------
  // Way out

  /** Calls /user/logout (the server revokes the refresh-token chain), then empties the session. */
  async logout(): Promise<void> {
    if (this.token) {
      try {
        await api.logout(this.http);
      } catch (error) {
        // Logging out locally never depends on the server answering.
        console.warn('[session] server logout failed', error);
      }
    }
    this.clear();
  }

  /** Ends a session this one has replaced (the same user signed in again) on the server, quietly. */
  revoke(token: string): void {
    void api.logout(this.http, token).catch(() => undefined);
  }

  /** Empties the session: tokens, user info, times, lock state and the ticket cookie. */
  clear({ keepUserShown = false }: { keepUserShown?: boolean } = {}): void {
    this.token = undefined;
    this.refreshToken = undefined;
    // A refused session keeps the user's name and roles in memory (never in storage) while its
    // screen stays visible under the 401 message; the redirect to login clears them.
    if (!keepUserShown) this.user = undefined;
    this.times = undefined;
    this.removeStored(this.keepLogin ? 'both' : 'session');
    this.setLocked(false);
    if (this.ticket !== undefined) this.env.cookies.set(expiredTicketCookie());
  }

  // ---------------------------------------------------------------------------------------------
  // Login-page preference

  remember(account: RememberedAccount | undefined): void {
    this.rememberedAccount = account;
    if (account) this.env.local.set(REMEMBER_KEY, account);
    else this.env.local.remove(REMEMBER_KEY);
  }

  // ---------------------------------------------------------------------------------------------
  // Storage

  /** The signed-in user's name changed (personal info): the top bar and the stored session follow. */
  renameUser(name: string): void {
    if (!this.user || !name.trim()) return;
    this.user = { ...this.user, name: name.trim() };
    this.persist();
  }

  private get store(): TypedStorage {
    return this.keepLogin ? this.env.local : this.env.session;
  }

  private persist(): void {
    writeSession(this.store, { token: this.token, refreshToken: this.refreshToken, user: this.user, times: this.times });
  }

  private readStored(store: TypedStorage): StoredSession {
    return readSession(store, this.env.userInfoCacheMinutes);
  }

  private removeStored(which: 'both' | 'session' = 'both'): void {
    for (const store of which === 'both' ? [this.env.local, this.env.session] : [this.env.session]) removeSession(store);
  }
}
