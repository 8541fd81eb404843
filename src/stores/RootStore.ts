import { createContext, useContext } from 'react';
import type { AxiosInstance } from 'axios';
import { createHttp, resolveApiBase } from '../core/api/http';
import * as api from '../core/api/services';
import { LAYOUT_CONFIG_TYPE } from '../core/api/services';
import type { LayoutLayer } from '../core/config/layers';
import { parseJsonText } from '../core/config/loadLayers';
import { checkPatch, type LayoutIssue } from '../core/config/validate';
import { composeLayout } from '../core/config/layers';
import { TypedStorage, type KeyValueStorage } from '../core/storage';
import { isVisible, type VisibilityContext } from '../core/visibility';
import type { VisibilityRule } from '../generated/layout';
import { LayoutStore } from './LayoutStore';
import { LocaleStore, type Dictionaries } from './LocaleStore';
import { MenuStore } from './MenuStore';
import { SessionStore } from './SessionStore';
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
  readonly ui: UiStore;
  readonly http: AxiosInstance;
  readonly appPrefix: string;
  private navigator: Navigate = () => undefined;
  private authRedirectPending = false;
  private readonly schedule: (fn: () => void, ms: number) => void;

  constructor(options: RootStoreOptions) {
    const local = new TypedStorage(options.localStorage);
    const sessionStore = new TypedStorage(options.sessionStorage);
    this.appPrefix = options.appPrefix;
    this.schedule = options.schedule ?? ((fn, ms) => void setTimeout(fn, ms));
    this.layout = new LayoutStore(options.startupLayers);
    const app = this.layout.document.app;
    this.locale = new LocaleStore(this.layout, options.messages, local, options.browserLanguage);
    this.session = new SessionStore(local, app.userInfoCacheMinutes);
    this.menu = new MenuStore(this.layout, local, options.shellOrigin);
    this.settings = new SettingsStore(local);
    this.tabs = new TabsStore(this.layout, sessionStore);
    this.ui = new UiStore(local, app.density.default);
    this.http = createHttp({
      baseURL: resolveApiBase(app.apiBasePath, options.appPrefix),
      timeoutMs: app.requestTimeoutMs,
      hooks: {
        getToken: () => this.session.token,
        getAccount: () => this.session.account,
        onAuthFailure: (message) => this.handleAuthFailure(message),
        onError: (message) => this.ui.notify('error', message),
      },
    });
  }

  setNavigator(navigate: Navigate): void {
    this.navigator = navigate;
  }

  navigate: Navigate = (path, query, options) => this.navigator(path, query, options);

  /** Seed 000 §8: body code 401 shows the message and goes to login after 3 seconds, once. */
  private handleAuthFailure(message: string): void {
    if (this.authRedirectPending) return;
    this.authRedirectPending = true;
    this.ui.notify('error', message);
    this.schedule(() => {
      this.authRedirectPending = false;
      this.endSession();
      this.navigate('/login');
    }, AUTH_REDIRECT_DELAY_MS);
  }

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

  async login(credentials: { elsAccount: string; elsSubAccount: string; password: string }): Promise<void> {
    await this.session.login(this.http, credentials);
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

  /** Ends the session locally: tokens, user, menu, settings, tabs. */
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
