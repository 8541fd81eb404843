import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { toSessionError } from '../../core/session/errors';
import type { EntrySteps } from '../../core/session/guard';
import type { LoginIdentity, LoginOptions } from '../../core/session/identity';
import { isWellFormedTicket } from '../../core/session/ticket';
import type { LayoutStore } from '../layout/layoutStore';
import type { LocaleStore } from '../localeStore';
import type { Navigation } from '../navigation';
import type { UiStore } from '../uiStore';
import type { SessionLock } from './sessionLock';
import type { SessionStore } from './sessionStore';

/** How long the 401 message shows before the login page follows. */
export const AUTH_REDIRECT_DELAY_MS = 3000;

/** What the session flow is made from: the stores it steers, and what the root does for it. */
export interface SessionFlowStoreDeps {
  session: SessionStore;
  lock: SessionLock;
  layout: LayoutStore;
  locale: LocaleStore;
  ui: UiStore;
  navigation: Navigation;
  /** Each loads one part of the signed-in user's data (layout overlays, menu, settings); they run in parallel. */
  userDataLoaders: ReadonlyArray<() => Promise<void>>;
  /** Another user signed in: the previous user's menu, settings and tabs go. */
  forgetUser(): void;
  /** Ends the session locally: the session and every store holding the user's data. */
  endSession(): void;
  /** Replaces setTimeout for the 3-second redirect (tests). */
  schedule?: (fn: () => void, ms: number) => void;
}

/**
 * The ways into and out of a session, and where each leads: sign-in, the entry steps of the page
 * guard (a ticket, login parameters), the 401 message and the redirect to login, logout, a logout
 * in another tab and the session's absolute end. (The lock screen is SessionLock's.)
 */
export class SessionFlowStore {
  readonly scope = 'session' as const;
  /** A 401 (or a failed refresh) is being shown; the redirect to login follows in 3 seconds. */
  authRedirectPending = false;
  /** Entry steps (ticket, login parameters) are running: the route waits. */
  entryRunning = false;
  /** Why the last login by query parameters failed (shown once by the login page). */
  entryError: string | undefined = undefined;

  private readonly session: SessionStore;
  private readonly lock: SessionLock;
  private readonly layout: LayoutStore;
  private readonly locale: LocaleStore;
  private readonly ui: UiStore;
  private readonly navigation: Navigation;
  private readonly schedule: (fn: () => void, ms: number) => void;
  /**
   * The user's data was asked for while the screen was locked (a reload on the lock page): the
   * server refused those calls (423), so the badges, menu and overlays are asked for again on unlock.
   */
  private userDataRefused = false;

  constructor(private readonly deps: SessionFlowStoreDeps) {
    this.session = deps.session;
    this.lock = deps.lock;
    this.layout = deps.layout;
    this.locale = deps.locale;
    this.ui = deps.ui;
    this.navigation = deps.navigation;
    this.schedule = deps.schedule ?? ((fn, ms) => void setTimeout(fn, ms));
    makeObservable(this, { keepsScreen: computed, authRedirectPending: observable, entryRunning: observable, entryError: observable, clearEntryError: action });
  }

  /**
   * The 401 message shows over the screen the user was on (a session refused while signed in), not
   * over an empty page: the user's name is still in memory, the tokens are gone.
   */
  get keepsScreen(): boolean {
    return this.authRedirectPending && this.session.user !== undefined;
  }

  clearEntryError(): void {
    this.entryError = undefined;
  }

  /** Signs in, forgets another user's data, and loads the user's data. */
  async login(credentials: LoginIdentity & { password: string }, options: LoginOptions = {}): Promise<void> {
    const { password, ...identity } = credentials;
    const previous = this.session.account;
    const user = await this.session.login(identity as LoginIdentity, password, options);
    if (previous && (previous.elsAccount !== user.elsAccount || previous.elsSubAccount !== user.elsSubAccount)) {
      // Another user's menu, settings and tabs never carry over.
      this.deps.forgetUser();
    }
    await this.loadUserData();
  }

  /**
   * After sign-in or on start with a stored session: the layout overlays, the menu and the system
   * settings, in parallel. A failure of one leaves the others in force.
   */
  async loadUserData(): Promise<void> {
    // A locked session's calls are refused until the unlock: ask again then.
    this.userDataRefused = this.lock.locked;
    const results = await Promise.allSettled(this.deps.userDataLoaders.map((load) => load()));
    for (const result of results) if (result.status === 'rejected') console.error('[session] loading user data failed', result.reason);
  }

  /**
   * The page guard's entry steps, before the route continues: a ticket in the address is kept and
   * validated; login parameters sign in. Then the same path is shown again without them (a failed
   * login by parameters shows the login page with the reason instead).
   */
  async runEntry(path: string, steps: EntrySteps): Promise<void> {
    if (this.entryRunning) return;
    runInAction(() => (this.entryRunning = true));
    let target: { path: string; query: Record<string, string> } = { path, query: steps.query };
    try {
      if (steps.ticket && steps.ticket.value !== '') await this.enterWithTicket(steps.ticket);
      if (steps.login && !this.authRedirectPending) {
        const { elsAccount, elsSubAccount, password } = steps.login;
        try {
          const current = this.session.account;
          if (current && (current.elsAccount !== elsAccount || current.elsSubAccount !== elsSubAccount)) {
            // The link names another user: the current session ends properly first.
            await this.signOut();
          }
          const previousToken = this.session.token;
          await this.login({ elsAccount, elsSubAccount, password });
          // The same user signed in again: the session it replaced is revoked on the server.
          if (previousToken && previousToken !== this.session.token) this.session.revoke(previousToken);
        } catch (error) {
          const message = toSessionError(error, this.locale.intl.formatMessage({ id: 'i18n_network_error' })).message;
          runInAction(() => (this.entryError = message));
          target = { path: this.layout.guardPaths.login, query: { elsAccount, elsSubAccount } };
        }
      }
    } finally {
      runInAction(() => (this.entryRunning = false));
    }
    this.navigation.navigate(target.path, target.query, { replace: true });
  }

  private async enterWithTicket(ticket: NonNullable<EntrySteps['ticket']>): Promise<void> {
    if (!isWellFormedTicket(ticket.value)) {
      // Not even shaped like a token: refused without asking the server, with the 401 message.
      this.handleAuthFailure();
      return;
    }
    try {
      const replaced = await this.session.enterWithTicket(ticket.value, ticket, async () => {
        // The ticket is another user's: the current session ends properly first.
        await this.signOut();
      });
      if (replaced) await this.loadUserData();
    } catch (error) {
      // A 401 has already been reported by the client (message, redirect in 3 s).
      if (!this.authRedirectPending) this.ui.notify('error', toSessionError(error, this.locale.intl.formatMessage({ id: 'i18n_network_error' })).message);
    }
  }

  /**
   * A call answered 401 (or the refresh failed): the message shows, and after 3 seconds the login
   * page follows, once however many calls failed.
   */
  handleAuthFailure(): void {
    if (this.authRedirectPending) return;
    // Refused because the session reached its limit: that is said, not a failed check.
    if (this.session.sessionOver) {
      this.sessionLimitReached();
      return;
    }
    runInAction(() => (this.authRedirectPending = true));
    // Nothing half logged-in survives, not even a reload during the 3 seconds: the tokens and the
    // stored session go now. The screen the user was on stays visible (inert) under the message.
    this.session.clear({ keepUserShown: true });
    this.ui.notify('error', this.locale.message('client.authFailed'));
    this.schedule(() => {
      runInAction(() => (this.authRedirectPending = false));
      // Somebody signed in again meanwhile (the session was emptied above): leave that session be.
      if (this.session.authenticated) return;
      this.deps.endSession();
      this.navigation.navigate(this.layout.guardPaths.login);
    }, AUTH_REDIRECT_DELAY_MS);
  }

  /** Another tab logged out (the shared session is gone): this tab ends too and shows the login page. */
  endedElsewhere(): void {
    this.deps.endSession();
    this.navigation.navigate(this.layout.guardPaths.login);
  }

  /**
   * The session reached its absolute limit (the layout's session.maxSessionSeconds, as the server
   * counts it): it ends here and now, and the login page says why.
   */
  sessionLimitReached(): void {
    if (!this.session.authenticated) return;
    // The shell ends a second early rather than late: the server is told, so that nothing of this
    // session (its refresh token in particular) works in that second either.
    const token = this.session.token;
    if (token) this.session.revoke(token);
    // The message first: the login page reads it when it appears.
    runInAction(() => (this.entryError = this.locale.message('auth.sessionEnded')));
    this.deps.endSession();
    this.navigation.navigate(this.layout.guardPaths.login);
  }

  /**
   * After an unlock: the user's data that was refused while locked (the badges after a reload on the
   * lock page) is asked for again.
   */
  unlocked(): void {
    if (!this.userDataRefused) return;
    this.userDataRefused = false;
    void this.loadUserData();
  }

  /** Logout revokes the session on the server, clears everything local and shows the login page. */
  async logout(): Promise<void> {
    await this.signOut();
    this.navigation.navigate(this.layout.guardPaths.login);
  }

  /** /user/logout (the server revokes the session), then everything local is cleared. */
  private async signOut(): Promise<void> {
    await this.session.logout();
    this.deps.endSession();
  }
}
