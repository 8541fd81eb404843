import { createContext, useContext } from 'react';
import type { AxiosInstance } from 'axios';
import { observable, reaction, runInAction } from 'mobx';
import { AUTH_FAILED_MESSAGE, createHttp, resolveApiBase } from '../core/api/http';
import * as api from '../core/api/services';
import { LAYOUT_CONFIG_TYPE } from '../core/api/services';
import { composeLayout, type LayoutLayer } from '../core/config/layers';
import { parseJsonText } from '../core/config/loadLayers';
import { checkPatch, type LayoutIssue } from '../core/config/validate';
import { TypedStorage, type KeyValueStorage } from '../core/storage';
import { isVisible, type VisibilityContext } from '../core/visibility';
import type { VisibilityRule } from '../generated/layout';
import { toSessionError } from '../core/session/errors';
import { queryOf, type EntrySteps } from '../core/session/guard';
import type { LockManagerLike } from '../core/session/singleFlight';
import { isWellFormedTicket, type CookieJar } from '../core/session/ticket';
import { refreshDelay } from '../core/session/tokenClock';
import { FrameStore } from './FrameStore';
import { LayoutStore } from './LayoutStore';
import { LocaleStore, type Dictionaries } from './LocaleStore';
import { MenuStore } from './MenuStore';
import { SESSION_KEYS, SessionStore, type LoginIdentity, type LoginOptions } from './SessionStore';
import { SettingsStore } from './SettingsStore';
import { TabsStore } from './TabsStore';
import { UiStore } from './UiStore';

export interface RootStoreOptions {
  startupLayers: LayoutLayer[];
  messages: Dictionaries;
  appPrefix: string;
  shellOrigin: string;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  browserLanguage?: string;
  /** Replaces setTimeout for the 3-second redirect (tests). */
  schedule?: (fn: () => void, ms: number) => void;
  /** document.cookie (the ticket cookie); default: a jar that keeps nothing. */
  cookies?: CookieJar;
  /** navigator.locks: one token refresh at a time across the tabs of the origin. */
  locks?: LockManagerLike;
  /** Tells the store about storage changes made by other tabs (the window's 'storage' event). */
  subscribeStorage?: (listener: (key: string | null) => void) => void;
  /** Reloads the page (another user signed in in another tab). */
  reload?: () => void;
  /** The page is served over https (the ticket cookie gets Secure). */
  secureCookies?: boolean;
  now?: () => number;
}

export type Navigate = (path: string, query?: Record<string, string>, options?: { replace?: boolean }) => void;

export const AUTH_REDIRECT_DELAY_MS = 3000;

/** The one store of the shell, built once in src/app and given to components through a context. */
export class RootStore {
  readonly layout: LayoutStore;
  readonly locale: LocaleStore;
  readonly session: SessionStore;
  readonly menu: MenuStore;
  readonly settings: SettingsStore;
  readonly tabs: TabsStore;
  /** Frame pool, bridge and approval-flow dialog; `frames.tokenRenewed(token)` tells the frames of a refresh. */
  readonly frames: FrameStore;
  readonly ui: UiStore;
  readonly http: AxiosInstance;
  readonly appPrefix: string;
  private navigator: Navigate = () => undefined;
  private readonly pendingAuthRedirect = observable.box(false);
  private readonly entry = observable({ running: false, error: undefined as string | undefined });
  private readonly schedule: (fn: () => void, ms: number) => void;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private storageSyncTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: RootStoreOptions) {
    const local = new TypedStorage(options.localStorage);
    const sessionStore = new TypedStorage(options.sessionStorage);
    this.appPrefix = options.appPrefix;
    this.schedule = options.schedule ?? ((fn, ms) => void setTimeout(fn, ms));
    this.layout = new LayoutStore(options.startupLayers);
    const app = this.layout.document.app;
    this.locale = new LocaleStore(this.layout, options.messages, local, options.browserLanguage);
    const now = options.now ?? Date.now;
    const cookieText = { value: '' };
    this.session = new SessionStore({
      local,
      session: sessionStore,
      cookies: options.cookies ?? { get: () => cookieText.value, set: (cookie) => void (cookieText.value = cookie) },
      locks: options.locks,
      now,
      secureCookies: options.secureCookies ?? false,
      userInfoCacheMinutes: app.userInfoCacheMinutes,
      refreshLeadSeconds: () => this.layout.document.app.tokenRefreshLeadSeconds ?? 60,
      passwordTransport: () => this.layout.document.app.passwordTransport,
      onTokenRenewed: (token) => this.frames.tokenRenewed(token),
      onRefreshFailed: () => this.handleAuthFailure(AUTH_FAILED_MESSAGE),
    });
    this.menu = new MenuStore(this.layout, local, options.shellOrigin);
    this.settings = new SettingsStore(local);
    this.tabs = new TabsStore(this.layout, sessionStore);
    this.ui = new UiStore(local, app.density.default);
    this.frames = new FrameStore(this.layout, this.tabs, this.locale, this.menu, {
      shellOrigin: options.shellOrigin,
      appPrefix: options.appPrefix,
      navigate: (path, query) => this.navigate(path, query),
    });
    this.http = createHttp({
      baseURL: resolveApiBase(app.apiBasePath, options.appPrefix),
      timeoutMs: app.requestTimeoutMs,
      hooks: {
        getToken: () => this.session.token,
        getAccount: () => this.session.account,
        onAuthFailure: (message) => this.handleAuthFailure(message),
        onError: (message) => this.ui.notify('error', message),
        beforeSend: () => this.session.ensureFresh(),
        refresh: () => this.session.refresh(),
        serviceEnvironment: () => ({
          environment: this.session.user?.environMentConfig,
          auditV2Environments: this.layout.document.app.auditServiceV2Prefix ?? [],
        }),
      },
    });
    this.session.attach(this.http);
    // Refresh before the token expires (seed: tokenTime); the timer re-checks the clock when it fires.
    reaction(
      () => [this.session.times, this.session.refreshToken] as const,
      () => this.armRefresh(now),
      { fireImmediately: true },
    );
    // Another tab renewed the token, logged out, or signed in as someone else.
    options.subscribeStorage?.((key) => {
      if (key !== null && !SESSION_KEYS.some((name) => key === `srm-${name}`)) return;
      clearTimeout(this.storageSyncTimer);
      // The other tab writes several keys in one go: look once they have all landed.
      this.storageSyncTimer = setTimeout(() => this.syncFromStorage(options.reload), 50);
    });
  }

  // -----------------------------------------------------------------------------------------------
  // Session flows (seed 000 §4, §8): ways in, refresh timer, 401 redirect, lock, logout

  /** A body code 401 (or a failed refresh) is being shown; the redirect to login follows in 3 s. */
  get authRedirectPending(): boolean {
    return this.pendingAuthRedirect.get();
  }

  /** Entry steps (ticket, login parameters) are running: the route waits. */
  get entryRunning(): boolean {
    return this.entry.running;
  }

  /** Why the last login by query parameters failed (shown once by the login page). */
  get entryError(): string | undefined {
    return this.entry.error;
  }

  clearEntryError(): void {
    runInAction(() => (this.entry.error = undefined));
  }

  private armRefresh(now: () => number): void {
    clearTimeout(this.refreshTimer);
    const times = this.session.times;
    if (!times || !this.session.refreshToken) return;
    this.refreshTimer = setTimeout(() => {
      if (this.session.refreshDue) void this.session.refresh();
      else this.armRefresh(now);
    }, refreshDelay(times, now()));
  }

  private syncFromStorage(reload: (() => void) | undefined): void {
    const outcome = this.session.syncFromStorage();
    if (outcome === 'renewed' && this.session.token) this.frames.tokenRenewed(this.session.token);
    if (outcome === 'ended') {
      this.endSession();
      this.navigate(this.layout.guardPaths.login);
    }
    if (outcome === 'switched') (reload ?? (() => window.location.reload()))();
  }

  /**
   * Seed 000 §4 rules 5 and 6, before the route continues: a ticket is kept and validated, login
   * parameters sign in. Then the same path is shown again without those parameters.
   */
  async runEntry(path: string, steps: EntrySteps): Promise<void> {
    if (this.entry.running) return;
    runInAction(() => (this.entry.running = true));
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
          if (previousToken && previousToken !== this.session.token) void api.logout(this.http, previousToken).catch(() => undefined);
        } catch (error) {
          const message = toSessionError(error, this.locale.t('i18n_network_error')).message;
          runInAction(() => (this.entry.error = message));
          target = { path: this.layout.guardPaths.login, query: { elsAccount, elsSubAccount } };
        }
      }
    } finally {
      runInAction(() => (this.entry.running = false));
    }
    this.navigate(target.path, target.query, { replace: true });
  }

  private async enterWithTicket(ticket: NonNullable<EntrySteps['ticket']>): Promise<void> {
    if (!isWellFormedTicket(ticket.value)) {
      // Not even shaped like a token: refused without asking the server, with the same message.
      this.handleAuthFailure(AUTH_FAILED_MESSAGE);
      return;
    }
    try {
      const replaced = await this.session.enterWithTicket(this.http, ticket.value, ticket, async () => {
        // The ticket is another user's: the current session ends properly first.
        await this.signOut();
      });
      if (replaced) await this.loadUserData();
    } catch (error) {
      // A 401 has already been reported by the client (message, redirect in 3 s).
      if (!this.authRedirectPending) this.ui.notify('error', toSessionError(error, this.locale.t('i18n_network_error')).message);
    }
  }

  /** Seed 000 §8: body code 401 shows the message and goes to login after 3 seconds, once. */
  private handleAuthFailure(message: string): void {
    if (this.authRedirectPending) return;
    runInAction(() => this.pendingAuthRedirect.set(true));
    // Nothing half logged-in survives, not even a reload during the 3 seconds.
    this.session.clear();
    this.ui.notify('error', message);
    this.schedule(() => {
      runInAction(() => this.pendingAuthRedirect.set(false));
      // Somebody signed in again meanwhile (the session was emptied above): leave that session be.
      if (this.session.authenticated) return;
      this.endSession();
      this.navigate(this.layout.guardPaths.login);
    }, AUTH_REDIRECT_DELAY_MS);
  }

  /** Locks the screen from the top bar; `from` is the page to return to after unlocking. */
  lock(from: string): void {
    if (!this.session.authenticated) return;
    this.session.setLocked(true, from);
    this.navigate(this.layout.guardPaths.lock, undefined, { replace: true });
  }

  /** Unlocks after the server has checked the password, and returns to the locked page. */
  async unlock(password: string): Promise<void> {
    const from = await this.session.unlock(this.http, password);
    const [path = this.layout.document.app.homeTab.path, search = ''] = (from ?? '').split('?');
    this.navigate(path || this.layout.document.app.homeTab.path, queryOf(search), { replace: true });
  }

  /** Seed 000 §4: logout revokes on the server, then clears everything and goes to login. */
  async logout(): Promise<void> {
    await this.signOut();
    this.navigate(this.layout.guardPaths.login);
  }

  /** /user/logout (the server revokes the session), then everything local is cleared. */
  private async signOut(): Promise<void> {
    await this.session.logout(this.http);
    this.endSession();
  }

  setNavigator(navigate: Navigate): void {
    this.navigator = navigate;
  }

  navigate: Navigate = (path, query, options) => this.navigator(path, query, options);

  get visibilityContext(): VisibilityContext {
    const user = this.session.user;
    return {
      authenticated: this.session.authenticated,
      station: user?.station,
      roles: user?.roles ?? [],
      permission: user?.permission,
      settings: this.settings.values,
    };
  }

  isVisible(rule: VisibilityRule | undefined): boolean {
    return isVisible(rule, this.visibilityContext);
  }

  get isAdmin(): boolean {
    return this.session.user?.permission === 'admin';
  }

  async login(credentials: LoginIdentity & { password: string }, options: LoginOptions = {}): Promise<void> {
    const { password, ...identity } = credentials;
    const previous = this.session.account;
    const user = await this.session.login(this.http, identity as LoginIdentity, password, options);
    if (previous && (previous.elsAccount !== user.elsAccount || previous.elsSubAccount !== user.elsSubAccount)) {
      // Another user's menu, settings and tabs never carry over.
      this.menu.clear();
      this.settings.clear();
      this.tabs.closeAll();
    }
    await this.loadUserData();
  }

  /**
   * After sign-in or on start with a stored session: the layout overlays, the menu and the system
   * settings, in parallel. A failure of one leaves the others in force.
   */
  async loadUserData(): Promise<void> {
    const results = await Promise.allSettled([this.loadServerOverlays(), this.menu.load(this.http), this.settings.load(this.http)]);
    for (const result of results) if (result.status === 'rejected') console.error('[session] loading user data failed', result.reason);
  }

  /** The tenant's overlay (elsSubAccount '') and the user's own, as two layers. */
  async loadServerOverlays(): Promise<void> {
    const account = this.session.account;
    if (!account) return;
    const { rows } = await api.findLayoutConfigs(this.http, { elsAccount: account.elsAccount, toElsAccount: '', configType: LAYOUT_CONFIG_TYPE });
    const tenantRow = rows.find((row) => row.elsSubAccount === '');
    const userRow = rows.find((row) => row.elsSubAccount === account.elsSubAccount);
    const layers: LayoutLayer[] = [];
    const patchOf = (json: string, source: string) => {
      const parsed = parseJsonText(json, source);
      return parsed.ok ? parsed.value : parsed.error;
    };
    if (tenantRow) layers.push({ kind: 'server', source: `server overlay of ${account.elsAccount}`, patch: patchOf(tenantRow.configJson, 'server overlay') });
    if (userRow) layers.push({ kind: 'user', source: `own overlay of ${account.elsAccount}_${account.elsSubAccount}`, patch: patchOf(userRow.configJson, 'user overlay') });
    this.layout.setServerLayers(layers);
  }

  async loadOverlayText(scope: 'tenant' | 'user'): Promise<string> {
    const account = this.session.account;
    if (!account) return '';
    const elsSubAccount = scope === 'tenant' ? '' : account.elsSubAccount;
    const { rows } = await api.findLayoutConfigs(this.http, { elsAccount: account.elsAccount, elsSubAccount, toElsAccount: '', configType: LAYOUT_CONFIG_TYPE });
    return rows[0]?.configJson ?? '';
  }

  async saveOverlay(scope: 'tenant' | 'user', patch: Record<string, unknown> | null): Promise<void> {
    const account = this.session.account;
    if (!account) throw new Error('not signed in');
    await api.saveLayoutConfig(this.http, {
      elsAccount: account.elsAccount,
      elsSubAccount: scope === 'tenant' ? '' : account.elsSubAccount,
      toElsAccount: '',
      configType: LAYOUT_CONFIG_TYPE,
      configJson: patch === null ? null : JSON.stringify(patch),
    });
    await this.loadServerOverlays();
  }

  /** Checks a patch as a layer and merged over the layers in force (without the draft). */
  checkOverlay(patch: unknown): LayoutIssue[] {
    const partial = checkPatch(patch);
    if (partial.length > 0) return partial;
    const layers = [...this.layout.startupLayers, ...this.layout.serverLayers, { kind: 'draft' as const, source: 'check', patch }];
    return composeLayout(layers).failures.find((failure) => failure.kind === 'draft')?.issues ?? [];
  }

  /** Ends the session locally: tokens, user, lock state, ticket cookie, menu, roles, settings, tabs. */
  endSession(): void {
    this.session.clear();
    this.menu.clear();
    this.settings.clear();
    this.layout.setServerLayers([]);
    this.tabs.closeAll();
  }
}

export const StoreContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores() is used outside <StoreContext.Provider>');
  return store;
}
