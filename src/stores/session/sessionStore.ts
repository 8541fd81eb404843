import { action, computed, makeObservable, observable } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../../core/api/services';
import type { LoginResult } from '../../core/api/services';
import { isBoolean, isPlainObject, type TypedStorage } from '../../core/storage';
import { SessionError } from '../../core/session/errors';
import type { LoginIdentity, LoginOptions } from '../../core/session/identity';
import { encryptForTransport } from '../../core/session/passwordCipher';
import type { PasswordTransportConfig } from '../../core/session/passwordTransport';
import { expiredTicketCookie, readCookie, ticketCookie, TICKET_COOKIE, type CookieJar } from '../../core/session/ticket';
import { jwtExpiry, sessionOver, tokenTimes, type TokenTimes } from '../../core/session/tokenClock';
import { hasName, readSession, removeSession, toUser, writeSession, type SessionUser, type StoredSession } from './sessionRecord';

export type { SessionUser } from './sessionRecord';

export type RememberedAccount = LoginIdentity;

/** A remembered account as stored: an account and sub-account, or a login name. */
const isRememberedAccount = (value: unknown): value is RememberedAccount =>
  isPlainObject(value) && (typeof value.loginName === 'string' || (typeof value.elsAccount === 'string' && typeof value.elsSubAccount === 'string'));

/** What the session store is made from. */
export interface SessionStoreDeps {
  /** The HTTP client of the session calls (login, ticket, logout). */
  http: AxiosInstance;
  /** localStorage (shared by the tabs of the origin). */
  local: TypedStorage;
  /** sessionStorage (this tab): the lock state, and the session when "keep login" is off. */
  session: TypedStorage;
  cookies: CookieJar;
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
  /** A session began or ended: a lock left from before goes (SessionLock.lift). */
  liftLock?(): void;
}

const KEEP_LOGIN_KEY = 'keepLogin';
const REMEMBER_KEY = 'rememberAccount';


/**
 * The session's credentials: token, refresh token, user info and token times (localStorage, or
 * sessionStorage when "keep login" is off), the ticket cookie, the remembered account, and the
 * calls that issue or end them (login, ticket, logout). TokenRefresher renews the tokens,
 * SessionSync follows other tabs, SessionLock holds the lock screen, SessionFlowStore leads the
 * ways in and out.
 */
export class SessionStore {
  readonly scope = 'session' as const; // the session itself: ended by the ways out
  token: string | undefined;
  refreshToken: string | undefined;
  user: SessionUser | undefined;
  times: TokenTimes | undefined;
  keepLogin: boolean;
  rememberedAccount: RememberedAccount | undefined;

  constructor(private readonly deps: SessionStoreDeps) {
    this.rememberedAccount = deps.local.get(REMEMBER_KEY, isRememberedAccount);
    // This tab's own session (keep login off) wins over the one the tabs share.
    const fromSession = this.readStored(deps.session);
    const ownSession = fromSession.token !== undefined;
    const stored = ownSession ? fromSession : this.readStored(deps.local);
    this.keepLogin = ownSession ? false : (deps.local.get(KEEP_LOGIN_KEY, isBoolean) ?? true);
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
    makeObservable<SessionStore, 'establish'>(this, {
      token: observable,
      refreshToken: observable,
      user: observable.ref,
      times: observable.ref,
      keepLogin: observable,
      rememberedAccount: observable.ref,
      authenticated: computed,
      account: computed,
      establish: action,
      applyTokens: action,
      adopt: action,
      clear: action,
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
    return encryptForTransport(password, this.deps.passwordTransport());
  }

  /** The deployment tenant the shell runs as, sent with calls whose answer follows its policy. */
  get tenant(): string | undefined {
    return this.deps.tenant?.();
  }

  async login(identity: LoginIdentity, password: string, options: LoginOptions = {}): Promise<SessionUser> {
    const body: api.LoginBody = { ...identity, password: await this.encrypt(password) };
    const tenant = this.deps.tenant?.();
    if (tenant) body.tenant = tenant;
    if (options.captchaId && options.captcha) {
      body.captchaId = options.captchaId;
      body.captcha = options.captcha;
    }
    const result = await api.login(this.deps.http, body);
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
      if (steps.store) this.deps.cookies.set(ticketCookie(ticket, this.deps.secureCookies));
      return false;
    }
    let result: LoginResult;
    try {
      result = await api.validToken(this.deps.http, ticket);
    } catch (error) {
      if (this.ticket !== undefined) this.deps.cookies.set(expiredTicketCookie());
      throw error;
    }
    const user = toUser(result);
    if (!result.token || !hasName(user)) {
      if (this.ticket !== undefined) this.deps.cookies.set(expiredTicketCookie());
      throw this.incompleteAnswer();
    }
    if (this.token && this.sameUser(user)) {
      this.deps.cookies.set(ticketCookie(ticket, this.deps.secureCookies));
      return false;
    }
    if (this.token) await beforeReplace();
    // webValidToken gives no refresh token: this session ends when its access token expires.
    this.establish({ ...result, refreshToken: undefined }, user, this.keepLogin);
    // establish() ends any earlier session's storage; the cookie is this session's ticket.
    this.deps.cookies.set(ticketCookie(ticket, this.deps.secureCookies));
    return true;
  }

  get ticket(): string | undefined {
    return readCookie(this.deps.cookies.get(), TICKET_COOKIE);
  }

  private incompleteAnswer(): SessionError {
    return new SessionError(this.deps.text('i18n_login_incomplete'), 200);
  }

  /** Signs in: tokens, user info and times are stored; a lock left from before is lifted. */
  private establish(result: LoginResult, user: SessionUser, keepLogin: boolean): void {
    // A tab-only session leaves the shared (other tabs') session in localStorage alone.
    this.removeStored(keepLogin ? 'both' : 'session');
    this.keepLogin = keepLogin;
    this.deps.local.set(KEEP_LOGIN_KEY, keepLogin);
    this.token = result.token;
    this.refreshToken = result.refreshToken;
    this.user = user;
    this.times = this.timesOf(result.token, result.expiresIn, result.sessionExpiresIn);
    this.persist();
    this.deps.liftLock?.();
  }

  private timesOf(token: string, expiresIn: number | undefined, sessionExpiresIn?: number): TokenTimes | undefined {
    const now = this.deps.now();
    if (typeof expiresIn === 'number' && Number.isFinite(expiresIn)) return tokenTimes(expiresIn, now, this.deps.refreshLeadSeconds(), sessionExpiresIn);
    const exp = jwtExpiry(token);
    return exp === undefined ? undefined : tokenTimes(Math.max(0, exp - now / 1000), now, this.deps.refreshLeadSeconds());
  }

  /** Whether the session has reached its absolute end (the layout's session.maxSessionSeconds). */
  get sessionOver(): boolean {
    return sessionOver(this.times, this.deps.now());
  }

  // ---------------------------------------------------------------------------------------------
  // Tokens renewed (TokenRefresher) or taken from another tab (SessionSync)

  applyTokens(result: { token: string; refreshToken?: string; expiresIn?: number; sessionExpiresIn?: number }): void {
    this.token = result.token;
    if (result.refreshToken) this.refreshToken = result.refreshToken;
    this.times = this.timesOf(result.token, result.expiresIn, result.sessionExpiresIn);
    this.persist();
  }

  adopt(stored: StoredSession): void {
    this.token = stored.token;
    this.refreshToken = stored.refreshToken;
    this.times = stored.times ?? (stored.token ? this.timesOf(stored.token, undefined) : undefined);
    if (stored.user) this.user = stored.user;
  }

  /** The same account as this session's. */
  sameUser(user: SessionUser | undefined): boolean {
    return !!user && !!this.user && user.elsAccount === this.user.elsAccount && user.elsSubAccount === this.user.elsSubAccount;
  }

  /** The session the tabs share (localStorage), as stored. */
  readShared(): StoredSession {
    return this.readStored(this.deps.local);
  }

  // ---------------------------------------------------------------------------------------------
  // Way out

  /** Calls /user/logout (the server revokes the refresh-token chain), then empties the session. */
  async logout(): Promise<void> {
    if (this.token) {
      try {
        await api.logout(this.deps.http);
      } catch (error) {
        // Logging out locally never depends on the server answering.
        console.warn('[session] server logout failed', error);
      }
    }
    this.clear();
  }

  /** Ends a session this one has replaced (the same user signed in again) on the server, quietly. */
  revoke(token: string): void {
    void api.logout(this.deps.http, token).catch(() => undefined);
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
    this.deps.liftLock?.();
    if (this.ticket !== undefined) this.deps.cookies.set(expiredTicketCookie());
  }

  // ---------------------------------------------------------------------------------------------
  // Login-page preference

  remember(account: RememberedAccount | undefined): void {
    this.rememberedAccount = account;
    if (account) this.deps.local.set(REMEMBER_KEY, account);
    else this.deps.local.remove(REMEMBER_KEY);
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
    return this.keepLogin ? this.deps.local : this.deps.session;
  }

  private persist(): void {
    writeSession(this.store, { token: this.token, refreshToken: this.refreshToken, user: this.user, times: this.times });
  }

  private readStored(store: TypedStorage): StoredSession {
    return readSession(store, this.deps.userInfoCacheMinutes);
  }

  private removeStored(which: 'both' | 'session' = 'both'): void {
    for (const store of which === 'both' ? [this.deps.local, this.deps.session] : [this.deps.session]) removeSession(store);
  }
}
