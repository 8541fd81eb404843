/**
 * The postMessage protocol between the shell and the sub-applications in its frames
 * (docs/bridge.md). Messages are plain JSON-compatible objects:
 *
 *   { channel: 'srm-bridge', version: 1, type, data }
 *
 * Frames → shell: openNewTag, openFlowDialog, openNewPage (the messages the platform's sub-apps send),
 * openAuditDetail (the document of an approval, through the layout's approval link map), routeChange
 * (the frame's hash route changed: its tab follows), appFailed (the sub-app failed while starting: its
 * tab shows an error with a retry).
 * Shell → frames: activate, deactivate, languageChange, tokenRenewed, themeChange.
 *
 * Sub-apps in the wild post these as plain shapes without the envelope; `parseInbound` accepts
 * those too (see the list there). Everything here is pure: no window, no DOM.
 */

export const BRIDGE_CHANNEL = 'srm-bridge';
export const BRIDGE_VERSION = 1;

/** Limits on what a frame may send. */
export const LIMITS = { name: 200, src: 4096, queryEntries: 50, queryKey: 100, queryValue: 2048, flowId: 128, auditType: 64, businessId: 128, appFailedMessage: 200 } as const;

export interface OpenNewTag {
  type: 'openNewTag';
  /** Tab label (an i18n_ key is translated). */
  name: string;
  /** The page to open in a frame tab: relative or http(s); checked like a menu address. */
  src: string;
  /** Extra parameters for the page (appended to src by the frame host). */
  query: Record<string, string>;
}

export interface OpenFlowDialog {
  type: 'openFlowDialog';
  /** The approval's process instance id. */
  flowId: string;
}

export interface OpenNewPage {
  type: 'openNewPage';
}

export interface OpenAuditDetail {
  type: 'openAuditDetail';
  /** The approval's business type: a key of the layout's approval link map (auditLinks). */
  auditType: string;
  /** The document under approval (its detail page gets it as `id`). */
  businessId: string;
}

/**
 * The frame's hash route changed (a link inside the sub-app, its own Back): its tab follows, taking
 * the address with this hash route and, when given, this label. Only the hash of the frame's own
 * address changes, so a frame can never point its tab at another document.
 */
export interface RouteChange {
  type: 'routeChange';
  /** The hash route, '/v2/list?x=1' (a leading '#' is dropped). */
  route: string;
  /** What the tab says now (an i18n_ key is translated); absent: the tab keeps its label. */
  name?: string;
}

/**
 * The sub-app failed while its document was starting (the client library reports an uncaught error or
 * an unhandled rejection until a moment after its load event): its tab shows an error with a retry in
 * place of the frame. Its message is for the log, cut to LIMITS.appFailedMessage characters.
 */
export interface AppFailed {
  type: 'appFailed';
  /** What failed ('TypeError: x is undefined'), possibly empty. */
  message: string;
}

export type InboundMessage = OpenNewTag | OpenFlowDialog | OpenNewPage | OpenAuditDetail | RouteChange | AppFailed;
export type InboundType = InboundMessage['type'];
export const INBOUND_TYPES: readonly InboundType[] = ['openNewTag', 'openFlowDialog', 'openNewPage', 'openAuditDetail', 'routeChange', 'appFailed'];
/**
 * The messages the layout grants per origin (frames.allowedOrigins.*.messages). routeChange and
 * appFailed are not: they change nothing but the sending frame's own tab, so every accepted frame
 * may send them (OWN_TAB_TYPES).
 */
export const GRANTED_TYPES: readonly InboundType[] = ['openNewTag', 'openFlowDialog', 'openNewPage', 'openAuditDetail'];
export const OWN_TAB_TYPES: readonly InboundType[] = ['routeChange', 'appFailed'];

/** The shell's theme as frames are told it: light or dark, and the brand colour ('#rrggbb') if one is chosen. */
export interface ThemeData {
  theme: 'light' | 'dark';
  brandColor?: string;
}

export interface OutboundData {
  /** The frame's tab became the active one (also sent after the frame loads while active). */
  activate: { language: string; theme?: ThemeData['theme']; brandColor?: string };
  /** The frame's tab is no longer the active one (the frame stays alive, hidden). */
  deactivate: Record<string, never>;
  /** The language changed; the frame is reloaded right after. */
  languageChange: { language: string };
  /** The session's access token was renewed. */
  tokenRenewed: { token: string };
  /** The theme changed (also sent to each frame after its document loads). */
  themeChange: ThemeData;
}

export type OutboundType = keyof OutboundData;
export const OUTBOUND_TYPES: readonly OutboundType[] = ['activate', 'deactivate', 'languageChange', 'tokenRenewed', 'themeChange'];

export interface OutboundMessage<T extends OutboundType = OutboundType> {
  channel: typeof BRIDGE_CHANNEL;
  version: typeof BRIDGE_VERSION;
  type: T;
  data: OutboundData[T];
}

export function outbound<T extends OutboundType>(type: T, data: OutboundData[T]): OutboundMessage<T> {
  return { channel: BRIDGE_CHANNEL, version: BRIDGE_VERSION, type, data };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > max ? undefined : trimmed;
}

/** A text cut to LIMITS.appFailedMessage characters, one line (runs of white space and control characters made one space); undefined when not a string. */
function cut(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  return value.slice(0, LIMITS.appFailedMessage).replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** A query as an object of scalars or as a query string ('a=1&b=2', '?a=1'). */
function parseQuery(value: unknown): Record<string, string> | null {
  if (value === undefined || value === null || value === '') return {};
  const entries: Array<[string, string]> = [];
  if (typeof value === 'string') {
    new URLSearchParams(value).forEach((v, k) => entries.push([k, v]));
  } else if (isObject(value)) {
    for (const [key, raw] of Object.entries(value)) {
      if (raw === undefined || raw === null) continue;
      if (typeof raw === 'string') entries.push([key, raw]);
      else if ((typeof raw === 'number' && Number.isFinite(raw)) || typeof raw === 'boolean') entries.push([key, String(raw)]);
      else return null; // nested objects have no place in a URL
    }
  } else {
    return null;
  }
  if (entries.length > LIMITS.queryEntries) return null;
  const query: Record<string, string> = {};
  for (const [key, val] of entries) {
    if (key === '' || key.length > LIMITS.queryKey || val.length > LIMITS.queryValue) return null;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    query[key] = val;
  }
  return query;
}

const FLOW_ID = /^[A-Za-z0-9_.:-]+$/;
/** A hash route: a path from '/', no whitespace, control character or second '#'. */
const HASH_ROUTE = /^\/[^\s#]*$/;
const isHashRoute = (route: string) => HASH_ROUTE.test(route) && ![...route].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
const AUDIT_TYPE = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/** The type a message names: `type`, or `action`/`event`/`method`, or a key set to true or to the payload. */
function typeOf(message: Json): { type: InboundType; payload: Json } | undefined {
  for (const field of ['type', 'action', 'event', 'method']) {
    const named = message[field];
    if (typeof named === 'string' && (INBOUND_TYPES as readonly string[]).includes(named)) {
      const nested = isObject(message.data) ? message.data : isObject(message.params) ? message.params : isObject(message.payload) ? message.payload : undefined;
      return { type: named as InboundType, payload: nested ? { ...message, ...nested } : message };
    }
  }
  for (const type of INBOUND_TYPES) {
    const flag = message[type];
    if (flag === true || flag === 1 || flag === 'true') return { type, payload: message };
    if (isObject(flag)) return { type, payload: { ...message, ...flag } };
    // { openFlowDialog: 'PI-1' } names the flow directly.
    if (type === 'openFlowDialog' && (typeof flag === 'string' || typeof flag === 'number')) return { type, payload: { ...message, flowId: flag } };
  }
  return undefined;
}

/**
 * Reads a message a frame posted. Accepted shapes (all tested):
 *  - the client library's envelope: { channel: 'srm-bridge', version: 1, type, data: {...} }
 *  - { type: 'openNewTag', name, src, query } and { type: 'openNewTag', data: { name, src, query } }
 *    (also `action`, `event` or `method` instead of `type`; `params`/`payload` instead of `data`)
 *  - { openNewTag: true, name, src, query } and { openNewTag: { name, src, query } }
 *  - { type: 'openFlowDialog', flowId } (also processInstanceId or id), { openFlowDialog: 'PI-1' }
 *  - { type: 'openAuditDetail', auditType, businessId } (also businessType, id)
 *  - { type: 'routeChange', route, name? } (also hash, title): route '/v2/list' or '#/v2/list'
 *  - { type: 'appFailed', message? } (also error): the message cut to LIMITS.appFailedMessage
 *  - any of these as a JSON string
 * `query` is an object of scalars or a query string; `url` or `path` may stand for `src`,
 * `title` or `label` for `name`. Anything else, or a value beyond the limits, gives null.
 */
export function parseInbound(raw: unknown): InboundMessage | null {
  let message: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > 64_000) return null;
    try {
      message = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  if (!isObject(message)) return null;
  if ('channel' in message && message.channel !== BRIDGE_CHANNEL) return null;
  const named = typeOf(message);
  if (!named) return null;
  const { type, payload } = named;
  switch (type) {
    case 'openNewTag': {
      const src = text(payload.src, LIMITS.src) ?? text(payload.url, LIMITS.src) ?? text(payload.path, LIMITS.src);
      if (!src) return null;
      const query = parseQuery(payload.query);
      if (query === null) return null;
      const name = text(payload.name, LIMITS.name) ?? text(payload.title, LIMITS.name) ?? text(payload.label, LIMITS.name) ?? src.slice(0, LIMITS.name);
      return { type, name, src, query };
    }
    case 'openFlowDialog': {
      const flowId = text(payload.flowId, LIMITS.flowId) ?? text(payload.processInstanceId, LIMITS.flowId) ?? text(payload.id, LIMITS.flowId);
      return flowId && FLOW_ID.test(flowId) ? { type, flowId } : null;
    }
    case 'openNewPage':
      return { type };
    case 'openAuditDetail': {
      const auditType = text(payload.auditType, LIMITS.auditType) ?? text(payload.businessType, LIMITS.auditType);
      const businessId = text(payload.businessId, LIMITS.businessId) ?? text(payload.id, LIMITS.businessId);
      return auditType && businessId && AUDIT_TYPE.test(auditType) ? { type, auditType, businessId } : null;
    }
    case 'routeChange': {
      const raw = text(payload.route, LIMITS.src) ?? text(payload.hash, LIMITS.src);
      const route = raw?.startsWith('#') ? raw.slice(1) : raw;
      if (!route || !isHashRoute(route)) return null;
      const name = text(payload.name, LIMITS.name) ?? text(payload.title, LIMITS.name);
      return name ? { type, route, name } : { type, route };
    }
    case 'appFailed':
      return { type, message: cut(payload.message) ?? cut(payload.error) ?? '' };
  }
}

/**
 * What each message of the shell must carry (the table of docs/bridge.md): a message whose fields have
 * other types is not the shell's and is ignored, so a sub-app's `language` and `token` are strings.
 */
const OUTBOUND_DATA: { readonly [T in OutboundType]: (data: Json) => boolean } = {
  activate: (data) => typeof data.language === 'string',
  deactivate: () => true,
  languageChange: (data) => typeof data.language === 'string',
  tokenRenewed: (data) => typeof data.token === 'string',
  themeChange: (data) => data.theme === 'light' || data.theme === 'dark',
};

/** Reads a message the shell posted (used by the client library). */
export function parseOutbound(raw: unknown): OutboundMessage | null {
  if (!isObject(raw) || raw.channel !== BRIDGE_CHANNEL || raw.version !== BRIDGE_VERSION) return null;
  if (typeof raw.type !== 'string' || !(OUTBOUND_TYPES as readonly string[]).includes(raw.type)) return null;
  if (!isObject(raw.data) || !OUTBOUND_DATA[raw.type as OutboundType](raw.data)) return null;
  return raw as unknown as OutboundMessage;
}
