import { createContext, useContext } from 'react';
import type { AxiosInstance } from 'axios';
import { createHttp, resolveApiBase } from '../core/api/http';
import { pushBrokerLogin } from '../core/api/services';
import type { LayoutLayer } from '../core/config/layers';
import { fileServiceUrl } from '../core/files/fileUrl';
import type { LockManagerLike } from '../core/session/singleFlight';
import type { CookieJar } from '../core/session/ticket';
import { isString, TypedStorage, type KeyValueStorage } from '../core/storage';
import { BridgeHost } from './frames/bridgeHost';
import { FlowDialogStore } from './frames/flowDialogStore';
import { FramePoolStore } from './frames/framePoolStore';
import { LayoutStore } from './layout/layoutStore';
import { OverlayStore } from './layout/overlayStore';
import { VisibilityStore } from './layout/visibilityStore';
import { LocaleStore, type Dictionaries } from './localeStore';
import { MenuStore } from './menuStore';
import { Navigation } from './navigation';
import { AccountStore } from './session/accountStore';
import { ProfileStore } from './session/profileStore';
import { SignUpStore } from './session/signUpStore';
import { SessionFlowStore } from './session/sessionFlowStore';
import { SessionLock } from './session/sessionLock';
import { SessionPolicyStore } from './session/sessionPolicyStore';
import { SessionStore } from './session/sessionStore';
import { SessionSync } from './session/sessionSync';
import { TokenRefresher } from './session/tokenRefresher';
import { SettingsStore } from './settingsStore';
import { withStoreMessages } from './storeMessages';
import { TabsStore } from './tabsStore';
import { UiStore } from './uiStore';
import { UserScopedStores } from './userScoped';
// The top bar's unread and to-do counts, shell-wide.
import { BadgeStore } from './badgeStore';
// Display settings, the client-error log and the first-use tour (issue 11 items 5–7).
import { ClientErrorStore } from './clientErrorStore';
import type { FrameFailure } from '../core/frames/frameFailure';
import { ConnectivityStore } from './connectivityStore';
import { call } from '../core/api/call';
import { platformEndpoints } from '../contract/endpoints';
import { DisplayStore } from './displayStore';
import { GuideStore } from './guideStore';
// Personal info (issue 9 point 2).
import { TableConfigStore } from './tableConfigStore';
// To-dos and approvals, dictionaries (issue 9 points 3–7): shell-side, several plugins read them.
import { ApprovalStore } from './work/approvalStore';
import { DictionaryStore } from './work/dictionaryStore';
// Push notifications over MQTT (issue 10).
import type { MqttConnect } from './push/mqttClient';
import { PushStore } from './push/pushStore';
// Remote translations (issue 11 item 3).
import { TranslationStore, type FetchText } from './translationStore';

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
  /** Calls the listener on every user input (the idle lock); returns the unsubscribe. Default: none. */
  subscribeActivity?: (listener: () => void) => () => void;
  /** The page shown now (path and query): the idle lock returns to it. Default: the address's hash route. */
  currentPath?: () => string;
  /** Reloads the page (another user signed in in another tab). */
  reload?: () => void;
  /** The page is served over https (the ticket cookie gets Secure). */
  secureCookies?: boolean;
  now?: () => number;
  /** Loads the MQTT client library (a dynamic import); without it push notifications stay off. */
  loadMqtt?: () => Promise<MqttConnect>;
  /** Reads a remote translation file (layout app.translations); without it none is fetched. */
  fetchText?: FetchText;
}

/**
 * The one store of the shell, built once in src/app and given to components through a context.
 * It builds the stores, wires each to what it needs (every dependency through one constructor),
 * and clears the user's stores when a session ends. What each store does is the store's own.
 */
export class RootStore {
  readonly appPrefix: string;
  readonly layout: LayoutStore;
  readonly locale: LocaleStore;
  readonly translations: TranslationStore;
  readonly ui: UiStore;
  readonly navigation: Navigation;
  /** The HTTP client every store calls the server with (token, refresh, 401 and error rules). */
  readonly http: AxiosInstance;
  readonly session: SessionStore;
  /** Renews the access token (timer, before calls, one refresh across tabs). */
  readonly refresher: TokenRefresher;
  /** The lock screen: top bar, idle time, another tab's lock, unlock. */
  readonly lock: SessionLock;
  readonly sessionFlow: SessionFlowStore;
  /** The top bar's view of the account (avatar, WeChat QR code). */
  readonly account: AccountStore;
  /** The personal info page: detail, update, avatar upload, password change. */
  readonly profile: ProfileStore;
  /** The session pages' calls without a session: captcha, SMS code, password reset, registration. */
  readonly signUp: SignUpStore;
  readonly menu: MenuStore;
  readonly settings: SettingsStore;
  readonly tabs: TabsStore;
  readonly overlays: OverlayStore;
  readonly visibility: VisibilityStore;
  readonly framePool: FramePoolStore;
  readonly flowDialog: FlowDialogStore;
  readonly bridge: BridgeHost;
  private readonly sessionSync: SessionSync;
  private readonly sessionPolicy: SessionPolicyStore;
  readonly tableConfigs: TableConfigStore;
  /** The top bar's unread-message and to-do counts (WorkBadges); the push and the work stores write them. */
  readonly badges: BadgeStore;
  // Work pages (issue 9 points 3–7); the message and document centres are the info plugin's model.
  readonly approvals: ApprovalStore;
  readonly dictionaries: DictionaryStore;
  readonly push: PushStore;
  readonly display: DisplayStore;
  readonly clientErrors: ClientErrorStore;
  readonly guide: GuideStore;
  /** Whether the server can be reached (the top bar's banner); probes its health endpoint while it cannot. */
  readonly connectivity = new ConnectivityStore({ probe: () => call(this.http, platformEndpoints.health, { config: { silent: true, skipToken: true, skipRefresh: true } }).then(() => true) });
  /**
   * The one list of stores holding the signed-in user's data, cleared in one loop when the session
   * ends or another user signs in. A store built outside the root (a plugin's model) registers here.
   */
  readonly userScoped = new UserScopedStores();

  constructor(options: RootStoreOptions) {
    const local = new TypedStorage(options.localStorage);
    const tabStorage = new TypedStorage(options.sessionStorage);
    const now = options.now ?? Date.now;
    const cookieText = { value: '' };
    const { appPrefix, shellOrigin } = options;
    const currentPath = options.currentPath ?? (() => window.location.hash.replace(/^#/, '') || '/');
    this.appPrefix = appPrefix;

    // The viewer's station picks the home page (homeTab.byStation) and its audiences apply (the user's,
    // or whom an admin previews as); the session and the visibility store are read when asked.
    this.layout = new LayoutStore({
      startupLayers: options.startupLayers,
      station: () => (this.visibility ? this.visibility.station : this.session?.user?.station),
      viewer: () => this.visibility?.baseContext,
    });
    const app = this.layout.document.app;
    this.locale = new LocaleStore({ layout: this.layout, builtIn: withStoreMessages(options.messages), local, browserLanguage: options.browserLanguage });
    this.translations = new TranslationStore({
      layout: this.layout,
      locale: this.locale,
      appPrefix,
      shellOrigin,
      fetchText: options.fetchText ?? (() => Promise.reject(new Error('no fetch'))),
    });
    if (options.fetchText) this.translations.start();
    this.ui = new UiStore({ local, defaultDensity: app.density.default });
    this.navigation = new Navigation();
    const userKey = () => {
      const account = this.session?.account;
      return account ? `${account.elsAccount}_${account.elsSubAccount}` : undefined;
    };
    this.clientErrors = new ClientErrorStore({ now });
    const apiBase = resolveApiBase(app.apiBasePath, appPrefix);
    // The client's hooks read the stores when a call is made, after every store below exists.
    this.http = createHttp({
      baseURL: apiBase,
      timeoutMs: app.requestTimeoutMs,
      hooks: {
        getToken: () => this.session.token,
        getAccount: () => this.session.account,
        onAuthFailure: () => this.sessionFlow.handleAuthFailure(),
        onError: (message) => {
          this.ui.notify('error', message);
          this.clientErrors.add('api', message);
        },
        onLocked: () => this.lock.lockedElsewhere(currentPath()),
        beforeSend: () => this.refresher.ensureFresh(),
        refresh: (refreshesEndedAtSend) => this.refresher.refresh(refreshesEndedAtSend),
        refreshesEnded: () => this.refresher.refreshesEnded,
        language: () => this.locale.catalogueLanguage,
        ...this.connectivity.httpHooks,
        serviceEnvironment: () => ({
          environment: this.session.user?.environment,
          auditV2Environments: this.layout.document.app.auditServiceV2Prefix ?? [],
        }),
      },
    });

    const passwordTransport = () => this.layout.document.app.passwordTransport;
    this.session = new SessionStore({
      http: this.http,
      local,
      session: tabStorage,
      cookies: options.cookies ?? { get: () => cookieText.value, set: (cookie) => void (cookieText.value = cookie) },
      now,
      secureCookies: options.secureCookies ?? false,
      userInfoCacheMinutes: app.userInfoCacheMinutes,
      refreshLeadSeconds: () => this.layout.document.app.tokenRefreshLeadSeconds ?? 60,
      passwordTransport,
      // The tenant whose file was read (OverlayStore.tenant): a tenant without one is none, as on the server.
      tenant: () => this.overlays.tenant || undefined,
      text: (key) => this.locale.text(key),
      liftLock: () => this.lock.lift(),
    });
    this.refresher = new TokenRefresher({
      http: this.http,
      session: this.session,
      locks: options.locks,
      now,
      onTokenRenewed: (token) => this.bridge.tokenRenewed(token),
      onRefreshFailed: () => this.sessionFlow.handleAuthFailure(),
      online: () => this.connectivity.online,
    });
    this.lock = new SessionLock({
      http: this.http,
      session: this.session,
      layout: this.layout,
      navigation: this.navigation,
      tabStorage,
      local,
      now,
      passwordTransport,
      subscribeActivity: options.subscribeActivity,
      currentPath,
      onUnlocked: () => this.sessionFlow.unlocked(),
    });
    this.display = new DisplayStore({ layout: this.layout, local, userKey });
    this.account = new AccountStore({ http: this.http, session: this.session, fileService: () => fileServiceUrl(apiBase, this.layout.document.loginPage.fileServicePath) });
    this.profile = new ProfileStore({ http: this.http, session: this.session, account: this.account, passwordTransport, networkText: () => this.locale.intl.formatMessage({ id: 'i18n_network_error' }) });
    this.signUp = new SignUpStore({ http: this.http, passwordTransport, tenant: () => this.session.tenant });
    this.menu = new MenuStore({
      http: this.http,
      layout: this.layout,
      local,
      shellOrigin,
      account: () => this.session.account,
      knowsKey: (key) => this.locale.messages[key] !== undefined,
    });
    this.settings = new SettingsStore({ http: this.http, local });
    this.tabs = new TabsStore({ layout: this.layout, tabStorage });
    this.overlays = new OverlayStore({ http: this.http, session: this.session, layout: this.layout, locale: this.locale, kept: local });
    // A signed-in start applies the overlays of the user's last load at once (the server's replace them).
    if (this.session.authenticated) this.overlays.restoreKept();
    this.visibility = new VisibilityStore({ session: this.session, settings: this.settings, audiences: (viewer) => this.layout.audiencesFor(viewer) });
    // Personal info (issue 9 point 2).
    this.tableConfigs = new TableConfigStore({
      http: this.http,
      account: () => this.session.account,
      networkText: () => this.locale.intl.formatMessage({ id: 'i18n_network_error' }),
    });
    // Work pages (issue 9 points 3–7).
    this.badges = new BadgeStore({ http: this.http, account: () => this.session.account });
    this.approvals = new ApprovalStore({
      http: this.http,
      account: () => this.session.account,
      badges: this.badges,
      remarkRequiredText: () => this.locale.message('audit.remarkRequired'),
      networkText: () => this.locale.intl.formatMessage({ id: 'i18n_network_error' }),
      flowDialog: (flowId) => this.flowDialog.open(flowId),
    });
    this.dictionaries = new DictionaryStore({ http: this.http, language: () => this.locale.catalogueLanguage });

    this.sessionFlow = new SessionFlowStore({
      session: this.session,
      lock: this.lock,
      layout: this.layout,
      locale: this.locale,
      ui: this.ui,
      navigation: this.navigation,
      schedule: options.schedule,
      userDataLoaders: [
        () => this.overlays.load(),
        () => this.menu.load(),
        () => this.settings.load(),
        // The home's five block switches, kept locally (findListByLoginEls, seed 001).
        async () => {
          const account = this.session.account;
          if (account) await this.settings.loadIndexFlags(account.elsAccount);
        },
        // Work pages: the top bar's unread and to-do badges.
        async () => void (await this.badges.refreshUnread()),
        () => this.approvals.refreshTodoCount(),
      ],
      forgetUser: () => this.userScoped.clear(),
      endSession: () => this.clear(),
    });

    // Each failed frame goes to the log panel: what failed, and where (a sub-app's start failure says what it reported).
    const onFailure = (key: string, failure: FrameFailure) => this.clientErrors.add('frame', `${failure.reason}${failure.detail ? `: ${failure.detail}` : ''} (${key})`);
    this.framePool = new FramePoolStore({ layout: this.layout, tabs: this.tabs, locale: this.locale, shellOrigin, appPrefix, onFailure });
    this.flowDialog = new FlowDialogStore({ layout: this.layout, shellOrigin, appPrefix, language: () => this.locale.catalogueLanguage });
    this.bridge = new BridgeHost({
      layout: this.layout,
      pool: this.framePool,
      flowDialog: this.flowDialog,
      locale: this.locale,
      navigation: this.navigation,
      shellOrigin,
      appPrefix,
      notify: (message) => this.ui.notify('warning', message),
      theme: () => {
        const { theme, themeColor } = this.display.choices;
        return themeColor ? { theme, brandColor: themeColor } : { theme };
      },
    });

    // Push notifications (issue 10): connects while signed in and not locked, with the current token.
    const loadMqtt = options.loadMqtt;
    this.push = new PushStore({
      language: () => this.locale.catalogueLanguage,
      loadMqtt: loadMqtt ?? (() => Promise.reject(new Error('no MQTT client'))),
      settings: () => ({ ...this.layout.document.push, enabled: loadMqtt !== undefined && this.layout.document.push.enabled }),
      place: { shellOrigin, appPrefix },
      credentials: () => (this.session.token && this.session.account ? { token: this.session.token, account: this.session.account, environment: this.session.user?.environment } : undefined),
      paused: () => this.lock.locked,
      // A refresh without a verdict (the server not reached) rejects: the connection's own retry follows.
      ensureFreshToken: () => this.refresher.ensureFresh().catch(() => false),
      brokerLogin: () => pushBrokerLogin(this.http),
      layoutConcernsThisPortal: (event) => this.overlays.concerns(event),
      clientId: {
        browser: { get: () => local.get('pushClientId', isString), set: (id) => local.set('pushClientId', id) },
        tab: { get: () => tabStorage.get('pushTabId', isString), set: (id) => tabStorage.set('pushTabId', id) },
      },
      badges: {
        unreadCount: () => this.badges.unreadCount,
        setUnread: (count) => this.badges.setUnread(count),
        todoCount: () => this.badges.todoCount,
        setTodoCount: (count) => this.badges.setTodoCount(count),
        rereadUnread: async () => {
          const unread = await this.badges.refreshUnread();
          return unread && { total: unread.total, rows: unread.rows.map((row) => ({ id: row.id, title: row.msgTitle, ...(row.msgTitleEn ? { titleEn: row.msgTitleEn } : {}), sentAt: row.sendTime })) };
        },
        refreshTodoCount: () => this.approvals.refreshTodoCount(),
        // The message centre's model hears it (ModelServices.push).
        messagesArrived: () => this.badges.messagesArrived(),
      },
      reload: options.reload ?? (() => window.location.reload()),
    });
    this.push.start();
    this.guide = new GuideStore({ local, userKey });

    // Every store holding the user's data, in clearing order (rootStore.test.ts fails when a store
    // declaring scope 'user' is missing here).
    // The layout holds a draft layout; the visibility store, a preview identity.
    // prettier-ignore
    this.userScoped.register(this.account, this.profile, this.menu, this.settings, this.overlays, this.layout, this.visibility, this.tabs, this.tableConfigs, this.badges, this.approvals);

    this.refresher.start();
    this.sessionSync = new SessionSync({
      session: this.session,
      subscribeStorage: options.subscribeStorage,
      onRenewed: (token) => this.bridge.tokenRenewed(token),
      onEnded: () => this.sessionFlow.endedElsewhere(),
      onSwitched: options.reload ?? (() => window.location.reload()),
    });
    // The layout's session policy: the session's absolute end, remember-account.
    this.sessionPolicy = new SessionPolicyStore({ session: this.session, layout: this.layout, flow: this.sessionFlow, now });
  }

  /** Ends the session locally: tokens, user, lock state and ticket cookie, then every user-scoped store. */
  clear(): void {
    this.session.clear();
    this.userScoped.clear();
  }

  /** Stops the timers and listeners of the stores (tests, hot reload). */
  dispose(): void {
    this.display.dispose();
    this.guide.dispose();
    this.push.dispose();
    this.refresher.dispose();
    this.sessionSync.dispose();
    this.lock.dispose();
    this.sessionPolicy.dispose();
    this.bridge.dispose();
    this.framePool.dispose();
    this.connectivity.dispose();
  }
}

export const StoreContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores() is used outside <StoreContext.Provider>');
  return store;
}
