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
 * Image source: An image, as every image setting takes it (app.branding.logo, loginLogo, favicon, loginPage.defaults.background; each form works for each): an https URL, a path on the portal's own origin ('/brand/logo.png'), a file-service path ('logos/globex.png' or one carrying '?filePath=', resolved against loginPage.fileServicePath), or a small Base64 data URL of a PNG, JPEG, GIF, WebP or SVG image ('data:image/png;base64,…'). At most 44,000 characters: a data URL of an image up to about 32 KB. The image is only ever shown in an <img> element, where an SVG runs no script; javascript:, http: and other schemes are refused here and again when shown.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "ImageSource".
 */
export type ImageSource = string;
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
   * Menu rules: How a server menu item's appUrl becomes a route, keyed by id. Rules are tried by ascending order; the first that matches wins. An appUrl on another origin (an external sub-app in frames.allowedOrigins) can only be a frame: only rules with target frame apply to it, by their urlContains (their urlNotContains keeps the shell's own pages out of frames, not it), so 'https://contracts.example/portal/#/list' opens in a frame instead of landing on a 404 page.
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
   * Top bar: The buttons and texts of the top bar, keyed by id, from left to right by ascending order (within their area) when their visibility rule holds. An overlay changes one by naming its id and removes one with null.
   */
  topBar: {
    [k: string]: TopBarItem;
  };
  /**
   * Home blocks: The cards of every home page, keyed by id: each block names its page with home (absent: the buyer home, route home; "supplierHome": the supplier home) and shows there by ascending order, the greeting (home.head on the buyer home, home.greeting on the supplier home) an ordinary block placed by its order. A tenant moves (order), renames (title), resizes (width), removes (null) or adds a block on any home the same way; the example puts a how-to text second on the supplier home.
   */
  indexBlocks: {
    [k: string]: IndexBlock;
  };
  loginPage: LoginPage;
  /**
   * Approval link map: Detail route of each approval (audit) business type, keyed by business type. Opening the document of an approval (the approval page, the to-do list, or a sub-app's openNewTag to /audit/?auditType=…&businessId=…) opens its type's address in a frame tab with the document number as its id query; a type not listed here shows a message instead.
   */
  auditLinks: {
    [k: string]: AuditLink;
  };
  frames: Frames;
  push: Push;
  session?: Session;
  /**
   * Audiences: Kinds of viewer, keyed by id, each with a merge patch over the whole composed document. After every layer (base, tenant file, stored overlays, draft) the patches of the audiences whose `when` holds for the viewer are applied, by ascending order, then id: a later audience wins where two set the same value. The viewer is the signed-in user (signed out: no user fields, so only rules on `authenticated` and settings can hold), or the identity a tenant admin previews the layout as. A patch may change any part: top bar, routes, home blocks, push, display defaults, frames, the login page's parts after sign-in. It may not contain `audiences`, nor what a stored overlay may not set (the API base, the broker, the topic template, the session policy); each patch is checked as a partial document and the result whole, and one that fails is left out and reported (`/audiences/<id>/patch/...`), the others still apply. A `visibleWhen` can name audiences (`audiencesAnyOf`). At most 50. Set by the tenant's layers (its file, the tenant-wide or the suppliers' overlay), never a personal overlay. Frame origins an audience adds are not in the server's frame policy (it reads the layers): put them in the tenant file. Who wins: the server still refuses what a user may not do; an audience only shapes what the shell shows.
   */
  audiences?: {
    [k: string]: Audience;
  };
}
/**
 * Application: Site-wide settings and constants of the shell.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "App".
 */
export interface App {
  /**
   * Site title: The browser tab's title on the shell's own pages (home, messages, settings); on a frame page the browser title is the frame tab's label.
   */
  siteTitle: string;
  /**
   * Home tab: The pinned first tab of the tab strip, opened on start; it has no close button. Its path is the default home (the logo and the page after sign-in lead there); byStation names another per station.
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
   * Languages: The entries of the top bar's language selector, keyed by language code, in order. A language removed here is no longer offered; a user who had chosen it gets the default language.
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
   * Default language: Language of a first visit when the browser does not decide (languagePolicy 'browser', the default), or always (languagePolicy 'tenant'). Who wins: the language a user chose in the selector (kept in the browser), then, under languagePolicy 'browser', the browser's language when it starts with en or zh, then this. Must be one of languages: config:check and the shell refuse the document otherwise (rule defaultLanguage).
   */
  defaultLanguage: string;
  /**
   * Language policy: Which language a user's first visit starts in (a language the user picked is kept in the browser and always wins). 'browser' (the default, seed 000 §4): English when the browser's language starts with en, Chinese when it starts with zh, otherwise defaultLanguage. 'tenant': always defaultLanguage, whatever the browser says (a customer who wants English by default sets 'tenant' with defaultLanguage 'en'). The server has no say. defaultLanguage must be one of languages (config:check and the shell refuse the document otherwise). Example: "languagePolicy": "tenant".
   */
  languagePolicy?: "browser" | "tenant";
  /**
   * Remote translations: Translation files fetched per language at start and on every language change; their messages replace the built-in texts of the same id (other texts stay built-in). A file is a flat JSON object of message id (i18n_…) to ICU message text, at most 256 KB and 2000 entries; a failed, slow (beyond timeoutMs), too large or malformed file, and any entry that is not a string or whose ICU syntax does not parse, is left out: the built-in texts stay and administrators see a notice. Absent: the built-in texts only. A tenant ships its own files beside its layout, config/tenants/<tenant>/i18n/<language>.json, named here as {prefix}/config/tenants/<tenant>/i18n/{language}.json (the server serves every .json file of the config folder); e.g. the registration agreement is the message i18n_agreement_body. Example: { "urlTemplate": "{prefix}/config/i18n/{language}.json", "timeoutMs": 4000 }.
   */
  translations?: {
    /**
     * Address template: Address of one language's file; '{language}' is replaced by the language code (zh_cn, en), '{prefix}' by the application prefix (/portal). A path on the portal's own origin (starting with one / or {prefix}/) or an http(s) address of an origin listed in frames.allowedOrigins; any other address is refused (config:check, and the shell fetches nothing). The reference server serves config/i18n/<language>.json at {prefix}/config/i18n/{language}.json. Example: {prefix}/config/i18n/{language}.json.
     */
    urlTemplate: string;
    /**
     * Timeout: How long the shell waits for one file (milliseconds, default 4000); a slower file is given up and the built-in texts stay.
     */
    timeoutMs?: number;
  };
  /**
   * Density: The size of buttons, inputs and table rows the density dropdown of the top bar offers.
   */
  density: {
    /**
     * Default density: The control size before the user chooses one. Who wins: the density a user chose in the dropdown (kept in the browser) wins over this.
     */
    default: "medium" | "small" | "mini";
    /**
     * Density options: The entries of the density dropdown, in order.
     *
     * @minItems 1
     */
    options: ("medium" | "small" | "mini")[];
  };
  /**
   * Display defaults: The tenant's defaults for the display-settings panel (the top-bar item of kind displaySettings). Each user's own choices, kept in the browser per account and sub-account, win over these; a property left out keeps the shell's default (given in brackets). Two kinds of switch: states (tag, theme, themeColor, collapse, topMenu change the screen at once) and entries shown (log, fullScreen, lockScreen, search show or hide a control; the panel offers the log, full-screen and lock-screen switches only when the user's top bar has that item, present and visible). The server has no say: these are presentation only (a stored overlay may set them like any layout property). Example: { "theme": "dark", "themeColor": "#0f6cbd", "topMenu": true } opens the portal in the dark theme with a blue brand and the menu in the top bar.
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
   * Open tabs at most: How many tabs the tab strip keeps open, the pinned Home tab included (2 to 50). Opening one more closes the least recently shown tab that may be closed (never the pinned Home tab, never the tab being opened; a frame tab's frame goes with it, as on a normal close), and a notice names the closed tab. Absent: no limit. Example: 12.
   */
  maxOpenTabs?: number;
  /**
   * Request timeout: How long the shell waits for any server answer before it shows the network error message, in milliseconds (300000).
   */
  requestTimeoutMs: number;
  /**
   * Token time: Lifetime of an access token in seconds (79200 = 22 hours): the server signs every access token of this tenant's sessions for this long, and the shell refreshes it before it runs out. The server's own ceiling (its tokenTtlSeconds option, SRM_TOKEN_TTL_SECONDS, default 79200) wins when it is shorter, and session.maxSessionSeconds clips the last token of a session. Only the deployment's files (base or tenant file) set it; a stored overlay may not. Example: 28800 (8 hours).
   */
  tokenTimeSeconds: number;
  /**
   * User-info cache: How long the stored user info is trusted, in minutes (1440 = 24 hours).
   */
  userInfoCacheMinutes: number;
  /**
   * Chunk load timeout: How long a page may take to load its code before the page shows an error with a retry button (120000 ms).
   */
  chunkLoadTimeoutMs: number;
  /**
   * Default account: The buyer account the portal belongs to: before anybody signs in, the login page's title, logos and background are read from this account's system settings. It also names the tenant's company: a tenant-wide overlay is stored under this account and only its admins may save it.
   */
  defaultAccount: {
    /**
     * Account: Main account (307000). (A sub-account is not asked for: the settings and the overlays belong to the account.)
     */
    elsAccount: string;
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
   * Password transport: AES-CBC key and IV (UTF-8 text) the platform expects passwords to be encrypted with before they are sent. Compatibility with the SRM backend only, not a security boundary (TLS is); the backend must use the same values. Who wins: only the deployment's files (the base layout, a tenant file) may set it; a stored overlay (tenant-wide, suppliers' or personal) that sets it is refused on save and left out by the shell, since the server decrypts with its own files' key.
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
  /**
   * Branding: The customer's own images: the top-bar logo, the login-page logo and the browser tab's icon. Each is an image source (URL, file path or small data: image). A logo is sized by loginPage.logo (140x30 by default; narrower than 4.5:1 gets height 55 and its width scaled, wider gets width 150 and its height scaled; in the top bar it is then scaled down to fit the bar's 40 px); one that fails to load is replaced by the default logo. Absent: the shell's own mark. Example: { "logo": "https://cdn.globex.example/logo.png", "favicon": "data:image/png;base64,iVBOR…" }.
   */
  branding?: {
    logo?: ImageSource;
    loginLogo?: ImageSource;
    favicon?: ImageSource;
  };
  /**
   * External link origins: Origins that top-bar links (kind link) may open besides the portal itself, keyed by id. A link to any other origin is refused by the layout check (config:check, the editor) and again when clicked. These origins are only opened as links, never framed (frames.allowedOrigins is for frames). Example: { "help": { "order": 10, "origin": "https://help.globex.example" } }.
   */
  linkOrigins?: {
    /**
     * External link origin: One https origin: scheme, host and port, no path.
     */
    [k: string]: {
      order: Order;
      /**
       * Origin: The https origin a link may open: scheme, host and optional port, no path (at most 200 characters).
       */
      origin: string;
    };
  };
}
/**
 * Route: A page the shell can show at an address of its own (beside the pages of the server's menu): the plugin page it shows, or where it redirects.
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
   * Needs authentication: false: the page opens without signing in (login, error pages); true: a visitor who is not signed in is sent to the login page first. Who wins: the server: every call of a page still needs a valid token, so auth: false never shows data.
   */
  auth: boolean;
  label?: LocalizedText;
  /**
   * Opens a tab: Whether visiting the route adds a tab to the tab strip (default true for pages inside the shell frame, false for bare pages).
   */
  tab?: boolean;
  /**
   * Chrome: 'shell': the page shows inside the top bar, side menu and tab strip; 'bare': alone on the whole window (login, lock, error pages).
   */
  chrome?: "shell" | "bare";
  visibleWhen?: VisibilityRule;
}
/**
 * Visibility rule: When an item is shown: a top-bar item or home block whose rule does not hold is not drawn at all (no empty space is left). Every condition given must hold; an empty rule always holds. Read by the menu, the top bar and the home blocks through one evaluator. Who wins: the user's station, roles and permission come from the server's account and the settings from the server's system settings; the layout only says which of them it asks for. Hiding an item does not take a right away: the server still refuses what the user may not do.
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
   * Only when signed in or out: true: shown only to a signed-in user; false: only when nobody is signed in (e.g. a link on a bare page).
   */
  authenticated?: boolean;
  accountsAnyOf?: StringList;
  subAccountsAnyOf?: StringList;
  /**
   * Only suppliers or only staff: true: shown only to a supplier (station 'sale'); false: only to the buyer's staff (any other station). Nobody signed in meets neither.
   */
  supplier?: boolean;
  audiencesAnyOf?: StringList;
}
/**
 * Menu rule: Decides where a side-menu item opens (an embedded frame, the approval page, a shell page) from its appUrl. Who wins: the server's menu says which items a user has and their addresses; the rules only say how each opens. An address that is unsafe or of a foreign origin is never opened, whatever the rule. config:check says when an earlier rule always wins over a later one.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "MenuRule".
 */
export interface MenuRule {
  order: Order;
  /**
   * URL contains: The rule holds only when the menu item's appUrl contains this text.
   */
  urlContains?: string;
  /**
   * URL does not contain: The rule holds only when the menu item's appUrl does not contain this text.
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
 * Tab group: Pages of one sub-application or kind that share one tab: opening another page of the group replaces the group's open tab instead of adding one. The first group (by order) that matches a tab takes it; config:check says when a group can never get a tab.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "TabGroup".
 */
export interface TabGroup {
  order: Order;
  label: LocalizedText;
  pathPrefix?: RoutePath;
  srcContains?: StringList;
  /**
   * Names its tab: true: the group's tab is named by the group's label, in the user's language (and so is the browser title while it is shown), whichever page of the group it shows; false or absent: the tab shows the page's own name. Example: a group with pathPrefix /audit, label { "zh_cn": "审批", "en": "Workflow" } and namesTab true shows every approval page in one tab named Workflow.
   */
  namesTab?: boolean;
}
/**
 * Top-bar item: One button, menu or text of the top bar.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "TopBarItem".
 */
export interface TopBarItem {
  order: Order;
  /**
   * Kind: What the item is: the collapse toggle, density dropdown, language selector, WeChat QR dialog, push connection indicator, avatar, user name, personal-info link, change-password link, lock screen, logout, a plain link, or text (plain text with an optional icon: not a button, read by screen readers, e.g. a service desk's number); displaySettings opens the display-settings panel, fullScreen toggles the browser's full screen and log lists the client errors (both shown only while their display switch is on), guide reopens the first-use tour.
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
    | "link"
    | "text";
  /**
   * Area: Which end of the top bar the item sits at: start (left, beside the menu toggle) or end (right, default).
   */
  area?: "start" | "end";
  label?: LocalizedText;
  /**
   * Target: Where the item goes (personalInfo, changePassword, link): a route of the portal ('/portal/info/documentCenter', opened in a tab; config:check says when no route serves it), or, for a link, an https address on one of app.linkOrigins ('https://help.globex.example/srm'). javascript:, data:, '//host' and origins not listed are refused by the check and again on click.
   */
  to?: RoutePath;
  /**
   * Opens in: For a link: 'self' (default) opens it in the portal (a route as a tab; an external address replaces the portal page), 'newWindow' in a new browser window or tab, without access to the portal (noopener, noreferrer). Example: "newWindow" for a help site.
   */
  target?: "self" | "newWindow";
  /**
   * Icon: The icon of a link, personalInfo, changePassword or text item, from a fixed set of Fluent icons. Absent: the kind's own icon (a chain for a link).
   */
  icon?:
    | "help"
    | "link"
    | "open"
    | "info"
    | "home"
    | "document"
    | "folder"
    | "mail"
    | "chat"
    | "calendar"
    | "search"
    | "settings"
    | "person"
    | "people"
    | "building"
    | "cart"
    | "money"
    | "shield"
    | "truck"
    | "chart"
    | "tasks"
    | "alert"
    | "grid"
    | "box"
    | "apps";
  /**
   * Show the label: For a link, personalInfo or changePassword item: true shows the label as text beside the icon; absent or false shows the icon alone with the label as its tooltip.
   */
  showLabel?: boolean;
  /**
   * Confirmation: Ask before acting (logout): a dialog with this title and question and the buttons cancel and confirm.
   */
  confirm?: {
    title: LocalizedText;
    message: LocalizedText;
  };
  visibleWhen?: VisibilityRule;
}
/**
 * Home block: A card of a home page, drawn by a plugin's block, in order; a half-width card sits beside the next on wide screens. The home plugin's blocks: head (the buyer's greeting, figures and apps), purchase, enquiry, order, logistics; greeting (the page's heading), supplierConfirm, supplierDelivery, supplierEnquiries, supplierFinance; text (the content the layout writes).
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "IndexBlock".
 */
export interface IndexBlock {
  order: Order;
  /**
   * Block: '<pluginId>.<blockId>' of the plugin block that draws the card (config:check names the blocks there are).
   */
  block: string;
  title: LocalizedText;
  /**
   * Switching setting: System setting code that switches the card on (IndexPage_Purchase, IndexPage_Enquiry, IndexPage_Order, IndexPage_Logistics, IndexPage_Head). Who wins: the server's system setting: while it is off the card is not shown, whatever the layout says; removing the block from the layout hides it whatever the setting.
   */
  settingCode?: string;
  /**
   * Width: full: the card takes the whole row; half: half of it on wide screens (one under the other on narrow ones).
   */
  width?: "full" | "half";
  home?: Id;
  /**
   * Content: For a block home.text: the text, per language (the user's language is shown, Chinese when English is missing), in a small markdown subset: paragraphs separated by a blank line, **bold**, *italic*, lines starting with "- " form a list, [text](url) a link. A link opens a portal path ("/portal/…", as a tab) or an https address whose origin is in app.linkOrigins (in a new window); anything else (javascript:, data:, http:, another origin) is shown as plain text, and config:check names it. At most 4,000 characters per language.
   */
  content?: {
    /**
     * Chinese: The text in Chinese.
     */
    zh_cn: string;
    /**
     * English: The text in English.
     */
    en: string;
  };
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
   * Defaults: The texts and images of the login page where the account's system settings give none. Who wins: the system settings of the default account (LoginPage_Group) win over these defaults.
   */
  defaults: {
    systemTitle: LocalizedText;
    systemName: LocalizedText;
    /**
     * Background: The login, registration and password-reset pages' background image (recommended 1920×1080), used as loginPage.precedence says when the setting LoginPage_LoginBackgroud gives one too. Every form of an image source works: an https URL, a path on the portal's origin, a file-service path or a Base64 data: image of at most 44,000 characters; '' for none.
     */
    background?: ImageSource | "";
    advertisement?: LocalizedText;
  };
  /**
   * Who brands the login page: Which wins when both the server's LoginPage_Group settings (title, system name, logo, background, advertisement of the default account) and this layout (defaults, app.branding.loginLogo / logo) give a value. 'server' (default, the platform's behaviour): a server setting wins, the layout fills what the server leaves empty. 'layout': the layout's value wins, the server fills what the layout leaves empty. Example: "layout" so that a tenant file's welcome text shows even though the server has a LoginPage_SystemTitle.
   */
  precedence?: "server" | "layout";
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
   * Features: Which ways in the login page offers.
   */
  features?: {
    /**
     * Remember account: Offer to remember the account (the checkbox under the password). false: the checkbox is hidden, the form starts empty, and an account this browser remembered before is forgotten. A browser-only matter: the server has no say. Example: false.
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
     * Invitation registration: Offer registration with an invitation code. The agreement the registration asks to read and accept is the message i18n_agreement_body (title i18n_agreement_title), in both languages; a tenant words its own through its translation files (app.translations).
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
   * Init delay: When a tab's new frame is told "activate" (the sub-app's initialisation message) a second time, in ms after it was created (2000 ms; 0: only once, when it has loaded). The frame loads and shows at once; nothing waits for this.
   */
  initDelayMs: number;
  /**
   * Load timeout: How long a frame's page may take to load (its load event), in ms after the frame was created; past it the tab shows an error with a retry in place of the page (the page still loading underneath: if it loads later, it shows). 30000 ms by default.
   */
  loadTimeoutMs: number;
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
   * Allowed origins: Origins (besides the shell's own) whose pages may be shown in frames and may send bridge messages (open a tab, the approval dialog). Keyed by id. At most 32: the list also goes into every page's Content-Security-Policy header. Who wins: the server builds that header from the deployment's files and the tenant's tenant-wide overlay, so an origin works only when one of them lists it; a user's own overlay may not set it.
   */
  allowedOrigins: {
    /**
     * Allowed origin: One origin: scheme, host and port, no path.
     */
    [k: string]: {
      order: Order;
      /**
       * Origin: The origin: scheme, host and optional port, no path (at most 200 characters). https://, or http:// only for this machine (localhost, a name under .localhost, 127.x.x.x, e.g. a sub-app in development on http://127.0.0.2:8080): the editor's form, config:check, the server's save and its CSP header apply this one rule (src/core/config/frameOrigin.ts).
       */
      origin: string;
      /**
       * Bridge messages: The bridge messages frames of this origin may send (docs/bridge.md), e.g. ["openFlowDialog"]. Absent: all of them (openNewTag, openFlowDialog, openNewPage, openAuditDetail), as before; an empty list: none. The shell's own origin may always send all. A merge patch replaces the whole list.
       */
      messages?: ("openNewTag" | "openFlowDialog" | "openNewPage" | "openAuditDetail")[];
    };
  };
  /**
   * Pool limit: How many frame tabs keep their page alive (switching back shows it as it was); beyond it the least recently used frame is reloaded when its tab is shown again.
   */
  poolLimit: number;
  /**
   * Flow diagram address: Page the approval-flow dialog shows for a process instance; '{processInstanceId}' is replaced by the flow id (URL-encoded), '{prefix}' by the application prefix, '{language}' by the user's language (zh_cn or en: the diagram page shows its texts, step names and title in it; the layout decides whether the page is told, the page decides what it does with it). Relative or http(s); another origin must be in allowedOrigins. Example: "/subapps/flow/?processInstanceId={processInstanceId}&prefix={prefix}&lang={language}".
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
   * Enabled: Whether the portal connects to the push broker after sign-in: the notifications, the live message and to-do badges and the connection indicator of the top bar. Who wins: off here means no connection whatever the server offers; on does nothing while the server has no broker.
   */
  enabled: boolean;
  /**
   * Broker URL: ws(s) URL of the broker; '{wsOrigin}' is the shell's origin with ws/wss, '{prefix}' the application prefix.
   */
  brokerUrl: string;
  /**
   * More broker URLs: Further broker addresses (same forms as brokerUrl), tried in turn after brokerUrl when a connection fails; at most 8. Who wins: only the deployment's files may set it; a stored overlay is refused.
   *
   * @maxItems 8
   */
  brokerUrls?: string[];
  /**
   * Broker credentials: What the portal signs in to the broker with. 'accessToken' (the default; the embedded broker and EMQX with the server's hooks): user name {elsAccount}_{elsSubAccount}, the access token as password. 'session' (Mosquitto with its dynamic-security plugin, SRM_MQTT_DYNSEC=1): before every connect the portal asks the server for its session's own broker login (GET push/login), which works only while the session is live and unlocked. Who wins: only the deployment's files may set it; a stored overlay is refused. It must match the server: 'session' against a server that provisions none leaves push offline.
   */
  credentials?: "accessToken" | "session";
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
/**
 * Session and login policy: How long a signed-in session lasts, when an idle screen locks, and whether the login page always asks for the captcha. The server enforces the same policy, read from the deployment's files (the base layout merged with the tenant file of the tenant the login names); the policy of the deployment's default tenant (config/deploy.json) is the floor of every tenant, so a login naming another tenant never gets a weaker policy. A stored overlay (tenant-wide, personal or a draft) may not set any of it. Absent: no idle lock, no session limit, captcha after 5 failed attempts. Example (Globex): { "idleLockSeconds": 900, "maxSessionSeconds": 28800, "captcha": "always" }.
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "Session".
 */
export interface Session {
  /**
   * Idle lock: Seconds without pointer, keyboard, touch or wheel input (in any tab of the session) after which the screen locks: every tab shows the lock screen, and unlocking with the password returns to the same page and tabs. Absent: the screen locks only from the top bar. Example: 900 (15 minutes).
   */
  idleLockSeconds?: number;
  /**
   * Session length: Seconds after sign-in at which the session ends whatever the user does: the server refuses to refresh it (and clips the access token to that moment), and the shell signs the user out at that moment with the message 'Your session has reached its time limit, please sign in again'. Absent: a session lasts while it is refreshed (the refresh token's 7 days). Example: 28800 (8 hours).
   */
  maxSessionSeconds?: number;
  /**
   * Captcha: 'always': the login page shows the captcha from the first attempt and the server refuses a login without the right one; 'afterFailures' (the default): the captcha is asked for after 5 failed attempts of an account (20 of an address). The server decides: a login naming a tenant whose policy says 'always' is refused without a captcha whatever the page shows. Example: "always".
   */
  captcha?: "afterFailures" | "always";
  /**
   * Password policy: What a new password needs beyond the platform's rule, which is the floor no policy can weaken: at least 8 characters, a lower-case and an upper-case letter, one of @$!%*#?&, not starting with a digit. Every password form of the shell (change password, forgot password, registration) shows the whole rule and checks it as the user types; the server refuses a password that breaks it (message account.passwordRules naming the broken rules), by the policy of the tenant the login or the form named, the default tenant's being the floor. Example: { "minLength": 10, "requireDigit": true }.
   */
  passwordPolicy?: {
    /**
     * Minimum length: The fewest characters a password may have (8 to 64; below 8 the platform's 8 holds). Example: 10.
     */
    minLength?: number;
    /**
     * Digit required: true: a password needs a digit (anywhere but first, as the platform's rule says) [false].
     */
    requireDigit?: boolean;
  };
}
/**
 * Audience: One kind of viewer and what the layout looks like for it: `when` says who belongs (the same rule as `visibleWhen`, without `audiencesAnyOf`), `patch` what changes for them (an RFC 7396 merge patch over the composed document: null removes, objects merge, the rest replaces).
 *
 * This interface was referenced by `LayoutDocument`'s JSON-Schema
 * via the `definition` "Audience".
 */
export interface Audience {
  order: Order;
  label?: LocalizedText;
  /**
   * Who belongs: The viewers the patch applies to: every condition given must hold. It may not name other audiences.
   */
  when: VisibilityRule & {
    audiencesAnyOf?: StringList;
  };
  /**
   * Patch: What changes for these viewers: a merge patch over the whole document, checked as a partial document. It may not contain `audiences`.
   */
  patch: {};
}
