/* eslint-disable */
/**
 * GENERATED FILE, do not edit: TypeScript types of the layout document (json-schema-to-typescript).
 * Made from schema/layout.schema.json by scripts/generate-schema.ts.
 * Regenerate: npx tsx scripts/generate-schema.ts (npm run schema).
 * A test and `npx tsx scripts/generate-schema.ts --check` (npm run schema:check) fail when it is stale.
 */

/**
 * Route path: A path inside the portal: one '/' and then no white space. '//host' or '/\host' would name another site, so it is refused.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "RoutePath".
 */
export type RoutePath = string;
/**
 * Localized text: A text: either one string (an i18n key starting with 'i18n_' or plain text), or one text per language code.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "LocalizedText".
 */
export type LocalizedText =
  | string
  | {
      [k: string]: string;
    };
/**
 * Order: Sort position within the collection; lower comes first.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "Order".
 */
export type Order = number;
/**
 * List of strings: A list of distinct non-empty strings.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "StringList".
 */
export type StringList = string[];
/**
 * Identifier: A key of a collection: letters, digits, '-', '_' and '.', starting with a letter.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "Id".
 */
export type Id = string;

/**
 * The SRM portal shell layout document: everything that differs between customers. Collections are objects keyed by id with an `order` field, so that a tenant overlay is a plain RFC 7396 JSON Merge Patch (name an item to change it, set it to null to remove it).
 */
export interface LayoutDocument {
  /**
   * Schema reference: Path or URL of this schema, so that editors offer completion and checks.
   */
  $schema?: string;
  app: App;
  /**
   * Routes: Routes outside the server menu, keyed by id. Each names the plugin page that serves it, or a redirect.
   */
  routes: {
    [k: string]: Route;
  };
  /**
   * Menu rules: How a server menu item's appUrl becomes a route, keyed by id. Rules are tried by ascending order; the first that matches wins.
   */
  menuRules: {
    [k: string]: MenuRule;
  };
  /**
   * Tab replacement groups: Groups of pages of which only one tab is open at a time: opening a page of the group replaces the group's open tab. Keyed by id.
   */
  tabGroups: {
    [k: string]: TabGroup;
  };
  /**
   * Top bar: Items of the top bar, keyed by id, shown by ascending order when their visibility rule holds.
   */
  topBar: {
    [k: string]: TopBarItem;
  };
  /**
   * Home blocks: Blocks of the home page, keyed by id, each switched on by a system setting.
   */
  indexBlocks: {
    [k: string]: IndexBlock;
  };
  loginPage: LoginPage;
  /**
   * Approval link map: Detail route of each approval (audit) business type, keyed by business type.
   */
  auditLinks: {
    [k: string]: AuditLink;
  };
  frames: Frames;
  push: Push;
}
/**
 * Application: Site-wide settings and constants of the shell.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "App".
 */
export interface App {
  /**
   * Site title: Browser title on pages that are not frame pages.
   */
  siteTitle: string;
  /**
   * Home tab: The tab opened on start; it cannot be closed. Its path is the default home; byStation names another per station.
   */
  homeTab: {
    path: RoutePath;
    label: LocalizedText;
    /**
     * Home by station: The home path of the users of a station (e.g. sale: /portal/supplier/index), keyed by station; a station not named here uses the home path. The guard's home redirect, the Home tab, the logo link and the page after sign-in follow it.
     */
    byStation?: {
      [k: string]: RoutePath;
    };
  };
  /**
   * Languages: Languages offered by the language selector, keyed by language code.
   */
  languages: {
    /**
     * Language: One language of the selector.
     */
    [k: string]: {
      order: Order;
      /**
       * Label: Name of the language in itself (e.g. 中文, English).
       */
      label: string;
      /**
       * HTML lang: BCP 47 tag set on the html element (e.g. zh-CN).
       */
      htmlLang: string;
    };
  };
  /**
   * Default language: Language when neither the user's choice nor the browser decides (zh_cn).
   */
  defaultLanguage: string;
  /**
   * Density: Control size offered by the density dropdown.
   */
  density: {
    /**
     * Default density: Density before the user chooses one.
     */
    default: "medium" | "small" | "mini";
    /**
     * Density options: The densities offered, in order.
     *
     * @minItems 1
     */
    options: ("medium" | "small" | "mini")[];
  };
  /**
   * Display defaults: The tenant's defaults for the display-settings panel (the top-bar item of kind displaySettings). Each user's own choices, kept in the browser per account and sub-account, win over these; a property left out keeps the shell's default (given in brackets). Two kinds of switch: states (tag, theme, themeColor, collapse, topMenu change the screen at once) and entries shown (log, fullScreen, lockScreen, search show or hide a control, whose top-bar item must also be in topBar). The server has no say: these are presentation only (a stored overlay may set them like any layout property). Example: { "theme": "dark", "themeColor": "#0f6cbd", "topMenu": true } opens the portal in the dark theme with a blue brand and the menu in the top bar.
   */
  display?: {
    /**
     * Tab strip: State: the tab strip above the page is shown [true]; off hides it (pages still open and switch from the menu).
     */
    tag?: boolean;
    /**
     * Log entry: Entry shown: the top-bar log button (kind log), which lists the last 100 client errors of this browser tab (time, kind, message; tokens and passwords redacted) [false].
     */
    log?: boolean;
    /**
     * Theme: State: Fluent's light or dark theme for the whole shell; sub-apps in frames are told over the bridge (themeChange) [light]. Example: "dark".
     */
    theme?: "light" | "dark";
    /**
     * Theme colour: State: the brand colour (#rrggbb or #rgb) from which the 16-shade brand ramp is made (buttons, the active menu entry, the active tab's mark); left out, Fluent's own blue [none]. Example: "#c50f1f".
     */
    themeColor?: string;
    /**
     * Full-screen entry: Entry shown: the top-bar full-screen button (kind fullScreen), which puts the portal in the browser's full screen and back [false].
     */
    fullScreen?: boolean;
    /**
     * Lock-screen entry: Entry shown: the top-bar lock button (kind lock) [true].
     */
    lockScreen?: boolean;
    /**
     * Menu search: Entry shown: a search box above the side menu that filters the entries as the user types, by label in the current language or by the pinyin initials of a Chinese label, keeping the groups of what matches; Esc clears it. Not shown while the menu is folded or in the top bar [true].
     */
    search?: boolean;
    /**
     * Menu collapsed: State: the side menu starts folded to its icons [false]. Below 992 px wide the menu folds anyway, whatever this says.
     */
    collapse?: boolean;
    /**
     * Top menu: State: the menu is drawn in the top bar (one dropdown per top-level group, what does not fit in a 'more' menu) instead of at the side [false]. Below 992 px wide the menu stays at the side (folded): the top bar has no room for it.
     */
    topMenu?: boolean;
  };
  /**
   * Request timeout: Timeout of every API call in milliseconds (300000).
   */
  requestTimeoutMs: number;
  /**
   * Token time: Lifetime of an access token in seconds (79200 = 22 hours); the shell refreshes before it runs out.
   */
  tokenTimeSeconds: number;
  /**
   * User-info cache: How long the stored user info is trusted, in minutes (1440 = 24 hours).
   */
  userInfoCacheMinutes: number;
  /**
   * Chunk load timeout: Time after which a page chunk that has not loaded counts as failed (120000 ms).
   */
  chunkLoadTimeoutMs: number;
  /**
   * Default account: Account used before anybody signs in (login-page settings are read for it).
   */
  defaultAccount: {
    /**
     * Account: Main account (307000).
     */
    elsAccount: string;
    /**
     * Sub-account: Sub-account (1001).
     */
    elsSubAccount: string;
  };
  /**
   * API base path: Base of every API call. '{prefix}' is replaced by the application prefix (the first segment of the shell's path); an absolute http(s) URL points the shell at another backend.
   */
  apiBasePath: string;
  auditServiceV2Prefix?: StringList;
  /**
   * Token refresh lead: How long before the access token expires the shell refreshes it, in seconds (at most a quarter of the token's life).
   */
  tokenRefreshLeadSeconds?: number;
  /**
   * Password transport: AES-CBC key and IV (UTF-8 text) the platform expects passwords to be encrypted with before they are sent. Compatibility with the SRM backend only, not a security boundary (TLS is); the backend must use the same values.
   */
  passwordTransport: {
    /**
     * Key: 16, 24 or 32 characters (AES-128/192/256).
     */
    key: string;
    /**
     * IV: 16 characters.
     */
    iv: string;
  };
}
/**
 * Route: A route outside the server menu.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "Route".
 */
export interface Route {
  order: Order;
  path: RoutePath;
  plugin?: Id;
  page?: Id;
  redirect?: RoutePath;
  /**
   * Needs authentication: false: open without signing in (login, error pages).
   */
  auth: boolean;
  label?: LocalizedText;
  /**
   * Opens a tab: Whether visiting the route adds a tab (default true for pages inside the shell frame).
   */
  tab?: boolean;
  /**
   * Chrome: 'shell': the page shows inside the top bar, menu and tabs; 'bare': alone (login, lock, error pages).
   */
  chrome?: "shell" | "bare";
}
/**
 * Menu rule: Turns a menu item's appUrl into a route when its conditions hold.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "MenuRule".
 */
export interface MenuRule {
  order: Order;
  /**
   * URL contains: The rule holds only when appUrl contains this text.
   */
  urlContains?: string;
  /**
   * URL does not contain: The rule holds only when appUrl does not contain this text.
   */
  urlNotContains?: string;
  /**
   * Target: frame: embedded in /myiframe with src and name in the query; audit and forward: the page with the url's query; portal: the url is a shell route itself.
   */
  target: "frame" | "audit" | "forward" | "portal";
  /**
   * Route template: Route path; '{routerPath}' is replaced by the item's appCode, '{url}' by the path of appUrl.
   */
  path: string;
}
/**
 * Tab group: Pages of one sub-application or kind whose tab replaces the open tab of the same group.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "TabGroup".
 */
export interface TabGroup {
  order: Order;
  label: LocalizedText;
  pathPrefix?: RoutePath;
  srcContains?: StringList;
}
/**
 * Top-bar item: One element of the top bar.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "TopBarItem".
 */
export interface TopBarItem {
  order: Order;
  /**
   * Kind: What the item is: the collapse toggle, density dropdown, language selector, WeChat QR dialog, push connection indicator, avatar, user name, personal-info link, change-password link, lock screen, logout, or a plain link; displaySettings opens the display-settings panel, fullScreen toggles the browser's full screen and log lists the client errors (both shown only while their display switch is on), guide reopens the first-use tour.
   */
  kind:
    | "collapse"
    | "density"
    | "language"
    | "wechatQr"
    | "pushStatus"
    | "avatar"
    | "userName"
    | "personalInfo"
    | "changePassword"
    | "lock"
    | "logout"
    | "displaySettings"
    | "fullScreen"
    | "log"
    | "guide"
    | "link";
  /**
   * Area: start: left of the bar, end: right (default end).
   */
  area?: "start" | "end";
  label?: LocalizedText;
  to?: RoutePath;
  /**
   * Confirmation: Ask before acting (logout): a dialog with cancel and confirm.
   */
  confirm?: {
    title: LocalizedText;
    message: LocalizedText;
  };
  visibleWhen?: VisibilityRule;
}
/**
 * Visibility rule: When an item is shown. Every condition given must hold; an empty rule always holds. Read by the menu, the top bar and the home blocks through one evaluator.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "VisibilityRule".
 */
export interface VisibilityRule {
  stationsExcluded?: StringList;
  stationsIncluded?: StringList;
  rolesAnyOf?: StringList;
  permissionsAnyOf?: StringList;
  settingsOn?: StringList;
  /**
   * Only when signed in or out: true: shown only to a signed-in user; false: only when nobody is signed in.
   */
  authenticated?: boolean;
}
/**
 * Home block: A block of the home page, offered by a plugin.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "IndexBlock".
 */
export interface IndexBlock {
  order: Order;
  /**
   * Block: '<pluginId>.<blockId>' of the plugin block that renders it.
   */
  block: string;
  title: LocalizedText;
  /**
   * Switching setting: System setting code that switches the block on (IndexPage_Purchase, IndexPage_Enquiry, IndexPage_Order, IndexPage_Logistics, IndexPage_Head).
   */
  settingCode?: string;
  /**
   * Width: full: the whole row; half: half of it on wide screens.
   */
  width?: "full" | "half";
  visibleWhen?: VisibilityRule;
}
/**
 * Login page: Settings of the login page: which system settings brand it, the defaults, the logo sizing rule.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "LoginPage".
 */
export interface LoginPage {
  /**
   * Setting group: System-setting group read for the buyer's account (LoginPage_Group).
   */
  settingGroup: string;
  /**
   * Setting codes: Which setting code fills which part of the page.
   */
  settingCodes: {
    /**
     * System title code: LoginPage_SystemTitle.
     */
    systemTitle: string;
    /**
     * System name code: LoginPage_SystemName.
     */
    systemName: string;
    /**
     * Background code: LoginPage_LoginBackgroud (sic, as the platform spells it).
     */
    background: string;
    /**
     * System logo code: LoginPage_SystemLogo.
     */
    systemLogo: string;
    /**
     * Login logo code: LoginPage_LoginLogo.
     */
    loginLogo: string;
    /**
     * Advertisement code: LoginPage_LoginAD.
     */
    advertisement: string;
  };
  /**
   * Defaults: Values used where the settings give none.
   */
  defaults: {
    systemTitle: LocalizedText;
    systemName: LocalizedText;
    /**
     * Background: Background image address (recommended 1920x1080).
     */
    background?: string;
    /**
     * Advertisement: Text or image address shown beside the form.
     */
    advertisement?: string;
  };
  /**
   * File service path: Path, under the API base, that serves a stored file by its filePath query (relative logo paths resolve against it).
   */
  fileServicePath?: string;
  /**
   * Logo sizing: Seed 001 section 9: default 140x30; narrower than the aspect threshold: height 55 and width scaled; wider: width 150 and height scaled.
   */
  logo: {
    /**
     * Default width: Width of the default logo in pixels (140).
     */
    defaultWidth: number;
    /**
     * Default height: Height of the default logo in pixels (30).
     */
    defaultHeight: number;
    /**
     * Aspect-ratio threshold: Width divided by height that separates narrow from wide logos (4.5).
     */
    aspectRatioThreshold: number;
    /**
     * Narrow logo height: Height given to a logo narrower than the threshold (55).
     */
    narrowHeight: number;
    /**
     * Wide logo width: Width given to a logo wider than the threshold (150).
     */
    wideWidth: number;
  };
  /**
   * Captcha length: Number of captcha characters (4).
   */
  captchaLength?: number;
  /**
   * SMS resend countdown: Seconds before another SMS verification code may be requested (the code itself is valid 10 minutes).
   */
  smsResendSeconds?: number;
  /**
   * Features: Which ways in the login page offers.
   */
  features?: {
    /**
     * Remember account: Offer to remember the account.
     */
    rememberAccount?: boolean;
    /**
     * Keep login: Offer to stay signed in.
     */
    keepLogin?: boolean;
    /**
     * Forgot password: Offer a password reset by SMS code.
     */
    forgotPassword?: boolean;
    /**
     * Invitation registration: Offer registration with an invitation code.
     */
    invitationRegistration?: boolean;
    /**
     * WeChat login: Offer the WeChat login entry.
     */
    wechatLogin?: boolean;
  };
}
/**
 * Approval link: Where the details of one approval business type are shown.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "AuditLink".
 */
export interface AuditLink {
  order: Order;
  /**
   * Detail address: Address of the detail page in its sub-application (e.g. /rfq/#/v2/detail): a path on the portal's own origin, never '//host'.
   */
  path: string;
  label?: LocalizedText;
}
/**
 * Frames: The embedded-page host: sizes, delays, caching, allowed origins.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "Frames".
 */
export interface Frames {
  /**
   * Height offsets: Not used by this shell any more: a frame fills the content area under the tab strip (the platform's window height minus 200, or 130, left a blank band about 135 px high below the frame). Kept so that existing layout files stay valid.
   */
  heightOffsets: {
    /**
     * Large-screen offset: Pixels subtracted on a large screen (200).
     */
    largeScreen: number;
    /**
     * Normal offset: Pixels subtracted otherwise (130).
     */
    normal: number;
    /**
     * Large-screen width: Window width from which a screen counts as large.
     */
    largeScreenMinWidth: number;
  };
  /**
   * Init delay: Delay before the first load of a tab's frame (2000 ms).
   */
  initDelayMs: number;
  /**
   * Non-cached apps: Frame pages that get a separate frame, shown only while their tab is open and not kept alive (demand pool list, supplier order list). Keyed by id.
   */
  nonCachedApps: {
    /**
     * Non-cached app: Frame addresses containing this text are not kept alive.
     */
    [k: string]: {
      order: Order;
      /**
       * Address contains: Text the frame address contains.
       */
      srcContains: string;
    };
  };
  /**
   * Allowed origins: Origins (besides the shell's own) whose frames may be embedded and may send bridge messages. Keyed by id. At most 32: the list also goes into every page's Content-Security-Policy header.
   */
  allowedOrigins: {
    /**
     * Allowed origin: One origin: scheme, host and port, no path.
     */
    [k: string]: {
      order: Order;
      /**
       * Origin: e.g. https://rfq.example.com (at most 200 characters).
       */
      origin: string;
      /**
       * Bridge messages: The bridge messages frames of this origin may send (docs/bridge.md), e.g. ["openFlowDialog"]. Absent: all of them (openNewTag, openFlowDialog, openNewPage), as before; an empty list: none. The shell's own origin may always send all. A merge patch replaces the whole list.
       */
      messages?: ("openNewTag" | "openFlowDialog" | "openNewPage")[];
    };
  };
  /**
   * Pool limit: How many frames stay alive at most; beyond it the least recently used is dropped.
   */
  poolLimit: number;
  /**
   * Flow diagram address: Page the approval-flow dialog shows for a process instance; '{processInstanceId}' is replaced by the flow id (URL-encoded), '{prefix}' by the application prefix. Relative or http(s); another origin must be in allowedOrigins.
   */
  flowDiagramUrl: string;
}
/**
 * Push messages: The MQTT-over-WebSocket client that shows notifications.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "Push".
 */
export interface Push {
  /**
   * Enabled: Whether the client connects after sign-in.
   */
  enabled: boolean;
  /**
   * Broker URL: ws(s) URL of the broker; '{wsOrigin}' is the shell's origin with ws/wss, '{prefix}' the application prefix.
   */
  brokerUrl: string;
  /**
   * More broker URLs: Further broker addresses (same forms as brokerUrl), tried in turn after brokerUrl when a connection fails; at most 8.
   *
   * @maxItems 8
   */
  brokerUrls?: string[];
  /**
   * Topic template: Topic subscribed to; {elsAccount}, {elsSubAccount} and {environMentConfig} are replaced.
   */
  topicTemplate: string;
  /**
   * Connect timeout: Milliseconds before a connection attempt fails (5000).
   */
  connectTimeoutMs: number;
  /**
   * Keepalive: MQTT keepalive in seconds (10).
   */
  keepaliveSeconds: number;
  /**
   * MQTT protocol version: 4 (MQTT 3.1.1) or 3 (MQTT 3.1). Absent: version 4, falling back to 3 when a version 4 connection fails.
   */
  protocolVersion?: 3 | 4;
  /**
   * Visible notifications: How many push notifications show at once; the rest are summarised in one ('and 37 more'). Default 3.
   */
  toastLimit?: number;
  notificationTitle: LocalizedText;
}
