/**
 * The public surface plugins may import (as "@plugin-api"). A plugin is one object per folder
 * (plugins/<id>/index.ts) listed in plugins/index.ts; it never imports the shell, the stores or
 * another plugin. Everything it needs from the portal arrives through usePortal().
 */
import type { ComponentType } from 'react';
import type { AxiosInstance } from 'axios';
import type { LayoutDocument, LocalizedText } from '../generated/layout';
import type { OverlayScope } from '../contract/overlayScope';
import type { OverlayPublishOptions, OverlayVersion, OverlayVersionAction, OverlayVersionList, StoredOverlay, UnpublishedEdit } from '../contract/layoutConfig';
import type { CaptchaImage } from '../contract/auth';
import type { LayoutIssue } from '../core/config/validate';
import type { LayerFailure } from '../core/config/layers';
import type { MenuItem } from '../core/menu/menuItem';
import type { LoginIdentity, LoginOptions } from '../core/session/identity';
import type { RegistrationForm, RegistrationField } from '../core/session/passwordRules';

export type { LayoutDocument, LocalizedText, LayoutIssue, LayerFailure, MenuItem, OverlayScope, CaptchaImage, LoginIdentity, LoginOptions };
export type { StoredOverlay, OverlayVersionList, OverlayVersion, OverlayVersionAction, OverlayPublishOptions, UnpublishedEdit };
/** The frame host's address rule (query src or path plus the other parameters), for frame pages. */
export { frameAddress } from '../core/frames/frameAddress';
export { diffLines, prettyJson, type DiffKind, type DiffLine, type DiffRow, type TextDiff } from '../core/config/textDiff';
export { safeRedirect } from '../core/session/guard';
// Where each layout value comes from (the layout editor's Sources view, issue 12).
export { attributeLayers, shortJson, sourceLines, type AttributionLayer, type LayerAttribution, type LayerChange, type LayerRef, type NoEffect, type SourceLine } from '../core/config/attribution';
export { diffDocuments } from '../core/config/layerDiff';
// Branding (app.branding, the LoginPage_Group logos): the seed's logo sizing and image addresses.
export { DEFAULT_LOGO, brandImageUrl, logoSize, resolveLogoUrl, type LogoRule } from '../core/branding/logo';
export { useSizedLogo, type SizedLogo } from './useSizedLogo';

/** What a failed session call (login, unlock, SMS code, registration...) rejects with. */
export { SessionError } from '../core/session/errors';
export { CAPTCHA_LENGTH } from '../core/session/passwordRules';
/** The login page prerendered into index.html: what was typed before the scripts ran (issue 13). */
export { restoreFocus, takePrerenderedLogin, type TypedLogin } from '../core/session/prerenderedLogin';
export type { RegistrationForm, RegistrationField };

// Work pages (issue 9 points 3–7): the shapes of the message centre, to-dos, approvals and documents.
import type { AuditAction, AuditTask, DictItem, Notice, PageResult, PortalDocument, SysMessage, TodoOverview } from '../contract';
export type { AuditAction, AuditTask, DictItem, Notice, PageResult, PortalDocument, SysMessage, TodoOverview };
export type { ReadFilter } from '../core/lists/filters';
/** Server data in the user's language: the English text in English mode when the server sent one. */
export { pickLanguage } from '../contract/approvals';
export { PAGE_SIZE_OPTIONS, rowRange } from '../core/lists/paging';
// The one list of the pages (a Fluent table with arrow-key navigation, its states and its pager).
export { ListPager, ListSearch, ListStates, ListTable, PagedListView, formatTime, type ListColumn, type ListTableProps, type PagerList, type StatesList } from './lists/ListParts';
export { listMessages } from './lists/listMessages';
export { AuditTaskList, auditTaskMessages } from './lists/AuditTaskList';
export { auditTypeLabel } from './auditTypeLabel';
export { centreAuditTypes, centreFilterOf, type AuditCentreFilter } from '../core/audit/auditCentre';
import type { AuditCentreFilter } from '../core/audit/auditCentre';
export { formatFileSize } from '../core/lists/filters';
import type { ReadFilter } from '../core/lists/filters';
// The business dictionary (issue 11 item 4).
import type { BUSINESS_CONSTANTS, BusinessConstantName, CatalogueOption, FieldEntity, ModuleCode, StatusGroup, ValueListType } from '../contract/businessDictionary';
type BusinessConstants = typeof BUSINESS_CONSTANTS;
export type { BusinessConstantName, BusinessConstants, CatalogueOption, FieldEntity, ModuleCode, StatusGroup, ValueListType };

// Home pages and personal info (issue 9 points 1–2).
import type { AccountDetail, AppEntry, LayoutConfigRow, NavigationItem, PurchaseDeliveryFigures, PurchaseEnquiryFigures, PurchaseHeadFigures, PurchaseOrderFigures, PurchaseRequestFigures, SaleConfirmCount, SaleDeliveryFigures, SaleEnquiryRow, SaleFinanceStatistics, WechatUrlResult, MonthFigure, StatusCount } from '../contract';
import type { AccountUpdateBody } from '../contract/accountBodies';
export type { AccountDetail, AppEntry, LayoutConfigRow, NavigationItem, PurchaseDeliveryFigures, PurchaseEnquiryFigures, PurchaseHeadFigures, PurchaseOrderFigures, PurchaseRequestFigures, SaleConfirmCount, SaleDeliveryFigures, SaleEnquiryRow, SaleFinanceStatistics, WechatUrlResult, MonthFigure, StatusCount, AccountUpdateBody };
export { formatAmount, indexPageFlags, monthLabel, navigationLinks, shortMonthLabel, totalOf } from '../core/home/homeRules';
export { valueAxis, type ValueAxis } from '../core/home/axisTicks';
export { AVATAR_MAX_BYTES } from '../contract/files';
export type { TableColumnConfig, TableConfig } from '../contract/layoutConfig';
import type { TableColumnConfig } from '../contract/layoutConfig';
export { addColumn, moveColumn, parseTableConfig, removeColumn } from '../core/lists/tableConfig';

// The layout editor's forms (issue 12): pure edits that write the smallest overlay, and preview identities.
import type { PreviewTarget } from '../core/previewTargets';
export type { PreviewIdentity, PreviewTarget } from '../core/previewTargets';
export { PREVIEW_STATIONS } from '../core/previewTargets';
export { SUPPLIER_STATION } from '../contract/overlayScope';
export {
  ALLOWED_ORIGINS,
  INDEX_BLOCKS,
  TAB_GROUPS,
  TOP_BAR,
  addAllowedOrigin,
  addTabGroup,
  imageSource,
  isHiddenForStation,
  mergedDocument,
  moveItem,
  orderedIds,
  originProblem,
  removeItem,
  removedItems,
  restoreItem,
  setBlockWidth,
  setHiddenForStation,
  setImageSource,
  setItemLabel,
  jsonEqual,
  setLoginText,
  textForLanguage,
  updateTabGroup,
  type BlockWidth,
  type CollectionPath,
  type EditProblem,
  type EditResult,
  type LoginImage,
  type LoginTextField,
  type OverlayPatch,
  type TabGroupInput,
} from '../core/config/overlayEdits';

export type Messages = Record<string, string>;


export { visuallyHidden } from './visuallyHidden';

/** Props every plugin page receives. */
export interface PageProps {
  /** The route id of the layout document this page serves. */
  routeId: string;
  /** Route parameters (e.g. routerPath) and the query of the current location. */
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string>>;
}

export interface BlockProps {
  blockId: string;
  title: string;
}

/** A lazily loaded component: the loader resolves to the component (named export of its module). */
export type LazyComponent<P> = () => Promise<ComponentType<P>>;

export interface PortalPlugin {
  /** Unique id, the key routes and blocks of the layout document refer to. */
  id: string;
  /** Pages by page id, each loaded on first use in its own chunk. */
  pages: Record<string, LazyComponent<PageProps>>;
  /** Home blocks this plugin offers, by block id ('<pluginId>.<blockId>' in indexBlocks). */
  blocks?: Record<string, LazyComponent<BlockProps>>;
  /** The plugin's messages; keys start with i18n_ so layout labels can name them. */
  messages: { zh_cn: Messages; en: Messages };
  /** JSON Schema of the plugin's settings, named after the plugin id. */
  settingsSchema?: { $id: string; type: 'object'; additionalProperties: false; properties: Record<string, unknown> };
}

/** Identity helper that checks a plugin object's type where it is declared. */
export const definePlugin = (plugin: PortalPlugin): PortalPlugin => plugin;

export interface PortalUser {
  elsAccount: string;
  elsSubAccount: string;
  name: string;
  station?: string;
  permission?: string;
  roles: readonly string[];
  /** The platform environment the user works in. */
  environment?: string;
}

export interface LayoutAdminApi {
  /** The merged document in force. */
  readonly document: LayoutDocument;
  /** Layers that were left out, with pointer and rule. */
  readonly failures: readonly LayerFailure[];
  /** The stored overlay text of a scope ('' when none) and its version (0: nothing ever stored): the base of a publish. */
  loadOverlay(scope: OverlayScope): Promise<StoredOverlay>;
  /**
   * Saves an overlay (a merge patch) on the server; null deletes it. Rejects with the server's message.
   * @deprecated Use publishOverlay: it records a note and refuses to overwrite a version published meanwhile.
   */
  saveOverlay(scope: OverlayScope, patch: Record<string, unknown> | null): Promise<void>;
  /**
   * Publishes an overlay (null deletes it) as a new version, if the scope is still at
   * `baseVersion`; rejects with the server's message (409 names who published which version when;
   * 400 an invalid overlay, `data.issues` with pointers; 403 not allowed). Then the layers in force reload.
   */
  publishOverlay(scope: OverlayScope, patch: Record<string, unknown> | null, options: OverlayPublishOptions): Promise<{ version: number }>;
  /** One page of a scope's versions, newest first (default: page 1 of 20), with the version in force. */
  overlayHistory(scope: OverlayScope, page?: { pageNo: number; pageSize: number }): Promise<OverlayVersionList>;
  /** The text of one version (null: that version deleted the overlay). */
  overlayVersionText(scope: OverlayScope, version: number): Promise<string | null>;
  /** Publishes an older version's text again as a new version (checked again; same refusals as publishOverlay). */
  rollbackOverlay(scope: OverlayScope, version: number, options: OverlayPublishOptions): Promise<{ version: number }>;
  /** Checks a patch as a partial layer and merged over the layers under the scope's overlay (absent: over every stored layer). */
  checkOverlay(patch: unknown, scope?: OverlayScope): LayoutIssue[];
  /**
   * The editor's unpublished text of a scope and the version it started from: kept in memory beyond
   * the editor page and the preview (Exit preview ends the draft layer, not the edits), until it is
   * published or discarded, or the session ends.
   */
  unpublishedEdit(scope: OverlayScope): UnpublishedEdit | undefined;
  /** Keeps the editor's unpublished text of a scope; undefined forgets it (published, discarded, back to the stored text). */
  keepUnpublishedEdit(scope: OverlayScope, edit: UnpublishedEdit | undefined): void;
  /**
   * The layers as they would be with `patch` as the new version of a scope's overlay (in that
   * overlay's place), for the Sources view of a text not previewed; undefined patch: the layers in force.
   */
  layersWith(patch: Record<string, unknown> | undefined, scope: OverlayScope): readonly LayerInForce[];
  /**
   * Previews a patch as the draft layer (never saved); undefined removes the draft. With `scope`, the
   * draft is a new version of that scope's stored overlay and takes its place in the layers (the
   * preview shows the layout as saving it would make it); without, it goes on top of every layer.
   */
  setDraft(patch: Record<string, unknown> | undefined, scope?: OverlayScope): void;
  readonly draftActive: boolean;
  /** The deployment tenant the overlays belong to ('' for the portal without a tenant). */
  readonly tenant: string;
  /** The draft patch in force (undefined: none). It stays while the admin looks at other pages; the preview banner ends it. */
  readonly draft: Record<string, unknown> | undefined;
  /** The scope whose overlay the draft is a new version of (undefined: no draft, or one on top of every layer). */
  readonly draftScope: OverlayScope | undefined;
  /** The composition without the draft (every stored overlay in force included). */
  readonly documentBelowDraft: LayoutDocument;
  /**
   * The composition of the layers under a scope's overlay (for 'tenant': the deployment's files; for
   * 'user': those and the tenant's overlays): what an edit of that scope's overlay is measured
   * against, so the forms write neither what the layers under it say nor leave out what its stored
   * version says.
   */
  documentBelow(scope: OverlayScope): LayoutDocument;
  /** Shows the layout (top bar, home blocks, home page) as another kind of user sees it; undefined: as oneself. The admin stays admin. */
  previewAs(target: PreviewTarget | undefined): void;
  readonly previewTarget: PreviewTarget | undefined;
  /** Buyer staff, buyer administrator, supplier sub-account, supplier main account. */
  readonly previewPresets: readonly PreviewTarget[];
  /**
   * The layers in force, in order (base, tenant file, tenant overlay, supplier overlay, personal overlay, and
   * the draft when one is set); `failed`: left out by the composition (its patch may then be the read error).
   * Give them to attributeLayers to learn where each value comes from.
   */
  readonly layers: readonly LayerInForce[];
}

/** One layer of the layout in force (LayoutAdminApi.layers). */
export interface LayerInForce {
  readonly kind: string;
  readonly source: string;
  readonly patch: unknown;
  readonly failed: boolean;
}

/**
 * The session pages' view of the session (login, registration, forgot password, lock, change
 * password). Failures reject with SessionError (the server's message, or the network message).
 */
export interface SessionApi {
  readonly locked: boolean;
  readonly keepLogin: boolean;
  readonly rememberedAccount: LoginIdentity | undefined;
  /** Why a login by query parameters failed (shown once by the login page). */
  readonly entryError: string | undefined;
  clearEntryError(): void;
  login(identity: LoginIdentity, password: string, options?: LoginOptions): Promise<void>;
  /** Keeps (or forgets, with undefined) the account for the next visit. */
  remember(identity: LoginIdentity | undefined): void;
  captcha(): Promise<CaptchaImage>;
  sendSmsCode(input: { mobile: string; captchaId: string; captcha: string }): Promise<{ resendAfterSeconds: number }>;
  /** Resets the password of the account with this mobile through its SMS code. */
  resetPassword(input: { mobile: string; code: string; newPassword: string }): Promise<void>;
  register(form: RegistrationForm, captchaId: string): Promise<{ elsAccount: string; elsSubAccount: string; loginName: string }>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  unlock(password: string): Promise<void>;
  logout(): Promise<void>;
  /** The password rules a password breaks (length, first character, letter cases, a special character), as messages in the current language. */
  passwordProblems(password: string): string[];
  /** The registration rules the form breaks, per field, as messages in the current language. */
  registrationProblems(form: RegistrationForm): Partial<Record<RegistrationField, string>>;
  /** The message for a mobile number that breaks the rule (11 digits starting with 1), else undefined. */
  mobileProblem(mobile: string): string | undefined;
}

/** What the portal offers a plugin page. Values are observable: wrap components in observer(). */
export interface PortalApi {
  readonly user: PortalUser | undefined;
  /** Whether the signed-in user is a tenant administrator (may save the tenant-wide overlay). */
  readonly isAdmin: boolean;
  readonly language: string;
  readonly layout: LayoutDocument;
  /** The signed-in user's home page (the layout's home tab, or its station's: `app.homeTab.byStation`). */
  readonly homePath: string;
  readonly settings: Readonly<Record<string, string | undefined>>;
  readonly menu: readonly MenuItem[];
  readonly appPrefix: string;
  /** The file service's address; a stored file is `${fileServiceUrl}?filePath=<path>`. */
  readonly fileServiceUrl: string;
  readonly http: AxiosInstance;
  readonly layoutAdmin: LayoutAdminApi;
  /** Resolves a text from data: an i18n_ key (through react-intl, never a raw id), plain text or a per-language object. Static texts: useIntl(). */
  text(value: LocalizedText | undefined): string;
  /** Goes to a route; `replace` takes the place of the current history entry (a forwarding page). */
  navigate(path: string, query?: Record<string, string>, options?: { replace?: boolean }): void;
  /** Opens a menu item by the layout's menu rules; false when its address may not be opened. */
  openMenuItem(item: MenuItem): boolean;
  /** Whether an address from data may be opened: relative, same origin, or an allowed origin; never javascript:/data:. */
  isOpenableUrl(url: string): boolean;
  /**
   * Opens the document of an approval at the address the layout's approval link map gives its type
   * (a frame tab, the number as `id`); false, and the user told why, when the map does not name it.
   */
  openAuditDetail(auditType: string, businessId: string): boolean;
  /** Whether the approval link map names a detail page for this type. */
  hasAuditDetail(auditType: string): boolean;
  notify(intent: 'success' | 'error' | 'warning' | 'info', message: string): void;
  readonly session: SessionApi;
  /** Reads the login-page settings (LoginPage_Group) of the buyer's account, before sign-in. */
  loginSettings(): Promise<Record<string, string>>;
  /** The home blocks of the layout document that are switched on for this user, in order. */
  homeBlocks(): HomeBlockEntry[];
  /** Renders a plugin block by its '<pluginId>.<blockId>' key (lazily loaded, with retry). */
  readonly BlockOutlet: ComponentType<{ blockKey: string; blockId: string; title: string }>;
  /** Work pages (issue 9 points 3–7): messages, to-dos and approvals, documents, dictionaries. */
  readonly work: WorkApi;
  /** The business dictionary of seed 001 in the user's language (labels, statuses, messages, constants). */
  readonly dictionary: BusinessDictionaryApi;
  /** Home pages and personal info (issue 9 points 1–2). */
  readonly home: HomeApi;
  readonly profile: ProfileApi;
}

// Work pages (issue 9 points 3–7).
/** One paged list of the server as a page shows it. Observable. */
export interface PagedListApi<T> {
  readonly rows: readonly T[];
  readonly total: number;
  readonly pageNo: number;
  readonly pageSize: number;
  readonly lastPage: number;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** The failure's message in the user's language. */
  readonly error: string | undefined;
  load(pageNo?: number): Promise<void>;
  goTo(pageNo: number): Promise<void>;
  setPageSize(pageSize: number): Promise<void>;
}

/** The message centre and the unread badge. */
export interface MessageCentreApi {
  readonly readFilter: ReadFilter;
  /** The message type shown ('' all; a value of the msgType dictionary). */
  readonly msgType: string;
  readonly keyword: string;
  readonly noticeKeyword: string;
  readonly unreadCount: number | undefined;
  readonly unreadRows: readonly SysMessage[];
  readonly messages: PagedListApi<SysMessage>;
  readonly notices: PagedListApi<Notice>;
  readonly actionError: string | undefined;
  refreshUnread(): Promise<void>;
  setReadFilter(filter: ReadFilter): Promise<void>;
  /** Shows one message type ('' all), from page 1. */
  setMsgType(msgType: string): Promise<void>;
  search(keyword: string): Promise<void>;
  searchNotices(keyword: string): Promise<void>;
  mark(id: string, read: boolean): Promise<boolean>;
  markAllRead(): Promise<boolean>;
  /** The message opened to its full text, if any. */
  readonly opened: SysMessage | undefined;
  /** Opens a message to its full text; an unread one is marked read. */
  open(message: SysMessage): Promise<void>;
  close(): void;
  /** The page shows the message list: pushed messages reload it. Answers the end of the showing. */
  show(): () => void;
}

/** To-dos and approvals. */
export interface ApprovalsApi {
  readonly overview: TodoOverview | undefined;
  readonly overviewStatus: 'idle' | 'loading' | 'ready' | 'error';
  readonly overviewError: string | undefined;
  readonly todoCount: number | undefined;
  readonly keyword: string;
  readonly todo: PagedListApi<AuditTask>;
  readonly done: PagedListApi<AuditTask>;
  /** The approval centre's list and its filter (status, approval type '' for all, keyword). */
  readonly centre: PagedListApi<AuditTask>;
  readonly centreFilter: AuditCentreFilter;
  /** Changes the approval centre's filter and shows its first page. */
  setCentreFilter(change: Partial<AuditCentreFilter>): Promise<void>;
  readonly current: { id: string; status: 'loading' | 'ready' | 'error'; task: AuditTask | undefined; error: string | undefined } | undefined;
  readonly acting: boolean;
  readonly actionError: string | undefined;
  loadOverview(): Promise<void>;
  search(keyword: string): Promise<void>;
  openTask(id: string): Promise<void>;
  /** A reject without a remark is refused before the call, with the server's message. */
  act(action: AuditAction, remark: string): Promise<boolean>;
  clearActionError(): void;
  /** Opens the approval flow dialog of a process. */
  openFlowDialog(flowId: string): boolean;
}

/** The document centre. */
export interface DocumentsApi {
  readonly keyword: string;
  readonly documents: PagedListApi<PortalDocument>;
  readonly downloading: { id: string; fileName: string; loaded: number; total: number | undefined; fraction: number | undefined } | undefined;
  readonly downloadError: string | undefined;
  search(keyword: string): Promise<void>;
  download(document: PortalDocument): Promise<boolean>;
}

/** Dictionaries of coded values, labelled in the user's language. */
export interface DictionariesApi {
  ensure(types: readonly string[]): Promise<void>;
  /** The values of a dictionary with their labels in the user's language (empty while not loaded). Observable. */
  options(type: string): Array<{ value: string; label: string }>;
  label(type: string, value: string): string;
}

/**
 * The business dictionary of seed 001 (src/contract/businessDictionary) in the user's language:
 * `portal.dictionary.label('payOrderStatus', 'PAID')` → 'Paid'. Loaded on first use (its own chunk);
 * until then a label is its value. Observable: a component re-renders when it arrives or the language
 * changes.
 */
export interface BusinessDictionaryApi {
  /** Loads it (once); the readers below start the load too. */
  load(): Promise<void>;
  /** The label of a value of a value list (§3 lists, §9 code lists, and the pages' lists). */
  label(list: ValueListType | (string & {}), value: string): string;
  options(list: ValueListType | (string & {})): CatalogueOption[];
  /** The label of a document status (§4 groups: approval, order, inquiry, delivery, supplier…). */
  status(group: StatusGroup | (string & {}), status: string): string;
  /** A field label of an entity (order, inquiry, deliveryNote, supplier, material, reconciliation…), else a common field's. */
  field(entity: FieldEntity | (string & {}), field: string): string;
  moduleName(code: ModuleCode | (string & {})): string;
  /** A message (`validation.*`, `error.*`, `success.*`, `subject.*`) with its `{name}` values filled. */
  message(key: string, values?: Record<string, string | number>): string;
  constant<K extends BusinessConstantName>(name: K): BusinessConstants[K];
}

/** The work pages' part of the portal. */
export interface WorkApi {
  readonly messages: MessageCentreApi;
  readonly approvals: ApprovalsApi;
  readonly documents: DocumentsApi;
  readonly dictionaries: DictionariesApi;
}

// Home pages and personal info (issue 9 points 1–2).
/** What a home block shows while its figures load, when they failed, and when they came. */
export interface Loadable<T> {
  status: 'loading' | 'ready' | 'error';
  data?: T;
  error?: string;
}

export interface HomeFigureMap {
  head: PurchaseHeadFigures;
  purchase: PurchaseRequestFigures;
  enquiry: PurchaseEnquiryFigures;
  order: PurchaseOrderFigures;
  logistics: PurchaseDeliveryFigures;
  confirm: SaleConfirmCount;
  delivery: SaleDeliveryFigures;
  finance: SaleFinanceStatistics;
  apps: AppEntry[];
  navigation: NavigationItem[];
  wechatUrl: WechatUrlResult;
}

/** The home pages' figures, each loaded on its own. Observable. */
export interface HomeApi {
  figure<K extends keyof HomeFigureMap>(key: K): Loadable<HomeFigureMap[K]> | undefined;
  /** Loads a figure once; `force` asks again. */
  load(key: keyof HomeFigureMap, force?: boolean): Promise<void>;
  /** The supplier's inquiries, paged (10 a page to start with). */
  readonly enquiries: PagedListApi<SaleEnquiryRow>;
  /** The five IndexPage_* flags (purchase, enquiry, order, logistics, head), kept with the settings. */
  readonly indexPageFlags: boolean[];
}

/** The personal info page: detail, update, avatar, personal configurations. Observable. */
export interface ProfileApi {
  readonly detail: AccountDetail | undefined;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly error: string | undefined;
  readonly avatarUrl: string | undefined;
  readonly avatarProgress: number | undefined;
  load(): Promise<void>;
  /** Rejects with the server's message in the user's language. */
  update(fields: AccountUpdateBody): Promise<void>;
  avatarProblem(file: { size: number; type: string }): 'tooLarge' | 'type' | 'empty' | undefined;
  /** Uploads the picture and saves it as the account's avatar; rejects with the server's message. */
  changeAvatar(file: Blob): Promise<void>;
  readonly configs: { readonly rows: readonly LayoutConfigRow[]; readonly status: 'idle' | 'loading' | 'ready' | 'error'; readonly error: string | undefined };
  loadConfigs(): Promise<void>;
  /** Saves the columns of the table `toElsAccount` (configType table); answers the row's uuid; rejects with the message to show. */
  saveConfig(toElsAccount: string, columns: readonly TableColumnConfig[]): Promise<string | null>;
}

export interface HomeBlockEntry {
  id: string;
  blockKey: string;
  title: string;
  width: 'full' | 'half';
}

export { PortalContext, usePortal } from './portalContext';

// The layout editor (issue 12): the schema on demand (its own chunk) and the shell's JSON syntax reasons.
export { loadLayoutSchema, type JsonSchema } from './layoutSchema';
export { findJsonSyntaxError, type JsonSyntaxError } from '../core/config/jsonSyntax';
