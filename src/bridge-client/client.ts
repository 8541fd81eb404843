/**
 * The sub-app side of the bridge (docs/bridge.md), as a small library without dependencies. The
 * shell's build emits it as `bridge-client.js` (a stable name) and the reference server serves it
 * at `{prefix}/bridge-client.js`; a sub-app includes it with a script tag and uses
 * `window.SrmBridge`. Messages go to the shell's origin only, never to '*', and only messages
 * from the parent window at that origin are taken.
 */
import { BRIDGE_CHANNEL, BRIDGE_VERSION, LIMITS, parseOutbound, type OutboundData, type OutboundType } from '../core/bridge/protocol';

export type QueryValue = string | number | boolean;

export interface BridgeWindow {
  parent: BridgeWindow | null;
  location: { origin: string; ancestorOrigins?: { length: number; [index: number]: string } };
  postMessage(message: unknown, targetOrigin: string): void;
  addEventListener(type: 'message', listener: (event: { source: unknown; origin: string; data: unknown }) => void): void;
  dispatchEvent?(event: Event): boolean;
}

export interface BridgeOptions {
  /** The shell's origin; by default read from the script tag, the frame's ancestors or the referrer. */
  shellOrigin?: string;
}

export interface SrmBridge {
  readonly version: number;
  /** Where messages are posted (the shell's origin), or undefined outside a frame. */
  readonly shellOrigin: string | undefined;
  /** Whether this frame's tab is the active one (undefined until the shell says). */
  readonly active: boolean | undefined;
  /** The shell's language, from activate and languageChange. */
  readonly language: string | undefined;
  /** The last renewed access token the shell sent. */
  readonly token: string | undefined;
  /** The shell's theme ('light' or 'dark'), from activate and themeChange. */
  readonly theme: 'light' | 'dark' | undefined;
  /** The shell's brand colour ('#rrggbb'), from activate and themeChange, if one is chosen. */
  readonly brandColor: string | undefined;
  /** Opens a page in a new frame tab of the shell. */
  openNewTag(tag: { name: string; src: string; query?: Record<string, QueryValue> }): boolean;
  /** Opens the shell's approval-flow dialog for a process instance. */
  openFlowDialog(flowId: string): boolean;
  /** Accepted by the shell and ignored (kept for sub-apps that send it). */
  openNewPage(data?: Record<string, unknown>): boolean;
  /** Opens the document of an approval: the shell opens its type's address from the approval link map. */
  openAuditDetail(auditType: string, businessId: string): boolean;
  /**
   * Tells the shell the page's hash route changed (call it on 'hashchange'): its tab takes the
   * address with this route ('#/v2/list' or '/v2/list') and, when given, this label.
   */
  reportRoute(route: string, name?: string): boolean;
  /**
   * Tells the shell this application failed to start: its tab shows an error with a retry in place
   * of the frame. The library calls it by itself for an uncaught error or unhandled rejection while
   * the document starts (watchStart); an app that catches its own start failure may call it too.
   * `message` (for the shell's error log) is cut to 200 characters.
   */
  failed(message?: string): boolean;
  /** Listens to a message of the shell; returns the function that stops listening. */
  on<T extends OutboundType>(type: T, handler: (data: OutboundData[T]) => void): () => void;
}

function originOf(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The shell's origin as this frame can know it, best source first. */
export function detectShellOrigin(win: BridgeWindow, hints: { scriptAttribute?: string | null; referrer?: string }): string | undefined {
  const fromAttribute = originOf(hints.scriptAttribute ?? undefined);
  if (fromAttribute) return fromAttribute;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] && ancestors[0] !== 'null') return ancestors[0];
  return originOf(hints.referrer) ?? win.location.origin;
}

export function createBridge(win: BridgeWindow, options: BridgeOptions & { referrer?: string; scriptAttribute?: string | null } = {}): SrmBridge {
  const parent = win.parent && win.parent !== win ? win.parent : null;
  const shellOrigin = parent ? (options.shellOrigin ?? detectShellOrigin(win, options)) : undefined;
  const handlers = new Map<OutboundType, Set<(data: unknown) => void>>();
  const state: { active: boolean | undefined; language: string | undefined; token: string | undefined; theme: 'light' | 'dark' | undefined; brandColor: string | undefined } = {
    active: undefined,
    language: undefined,
    token: undefined,
    theme: undefined,
    brandColor: undefined,
  };
  const takeTheme = (data: { theme?: unknown; brandColor?: unknown }) => {
    if (data.theme !== 'light' && data.theme !== 'dark') return;
    state.theme = data.theme;
    state.brandColor = typeof data.brandColor === 'string' && /^#[0-9a-f]{6}$/i.test(data.brandColor) ? data.brandColor : undefined;
  };

  const send = (type: string, data: Record<string, unknown>): boolean => {
    if (!parent || !shellOrigin) return false;
    parent.postMessage({ channel: BRIDGE_CHANNEL, version: BRIDGE_VERSION, type, data }, shellOrigin);
    return true;
  };

  win.addEventListener('message', (event) => {
    if (!parent || event.source !== parent || event.origin !== shellOrigin) return;
    const message = parseOutbound(event.data);
    if (!message) return;
    switch (message.type) {
      case 'activate':
        state.active = true;
        state.language = (message.data as OutboundData['activate']).language;
        takeTheme(message.data as OutboundData['activate']);
        break;
      case 'deactivate':
        state.active = false;
        break;
      case 'languageChange':
        state.language = (message.data as OutboundData['languageChange']).language;
        break;
      case 'tokenRenewed':
        state.token = (message.data as OutboundData['tokenRenewed']).token;
        break;
      case 'themeChange':
        takeTheme(message.data as OutboundData['themeChange']);
        break;
    }
    for (const handler of handlers.get(message.type) ?? []) {
      try {
        handler(message.data);
      } catch (error) {
        console.error('[SrmBridge] handler failed', error);
      }
    }
  });

  return {
    version: BRIDGE_VERSION,
    shellOrigin,
    get active() {
      return state.active;
    },
    get language() {
      return state.language;
    },
    get token() {
      return state.token;
    },
    get theme() {
      return state.theme;
    },
    get brandColor() {
      return state.brandColor;
    },
    openNewTag: (tag) => {
      if (!tag || typeof tag.src !== 'string' || tag.src.trim() === '') throw new TypeError('SrmBridge.openNewTag needs a src');
      const query: Record<string, string> = {};
      for (const [key, value] of Object.entries(tag.query ?? {})) query[key] = String(value);
      return send('openNewTag', { name: tag.name ?? tag.src, src: tag.src, query });
    },
    openFlowDialog: (flowId) => {
      if (typeof flowId !== 'string' || flowId.trim() === '') throw new TypeError('SrmBridge.openFlowDialog needs a flowId');
      return send('openFlowDialog', { flowId });
    },
    openNewPage: (data = {}) => send('openNewPage', data),
    openAuditDetail: (auditType, businessId) => {
      if (typeof auditType !== 'string' || auditType.trim() === '' || typeof businessId !== 'string' || businessId.trim() === '') throw new TypeError('SrmBridge.openAuditDetail needs an auditType and a businessId');
      return send('openAuditDetail', { auditType, businessId });
    },
    reportRoute: (route, name) => {
      if (typeof route !== 'string' || route.replace(/^#/, '').trim() === '') throw new TypeError('SrmBridge.reportRoute needs a hash route');
      return send('routeChange', typeof name === 'string' && name.trim() !== '' ? { route, name } : { route });
    },
    failed: (message = '') => send('appFailed', { message: describeFailure(message) }),
    on: (type, handler) => {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (data: unknown) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (data: unknown) => void);
    },
  };
}

/** A failure as text for the shell's log: `Name: message` for an Error, cut to LIMITS.appFailedMessage. */
export function describeFailure(value: unknown): string {
  let text: string;
  try {
    text = value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : String(value);
  } catch {
    text = 'error';
  }
  return text.slice(0, LIMITS.appFailedMessage);
}

/** How long after its load event a document still counts as starting. */
export const START_SETTLE_MS = 1000;

/** The window as watchStart sees it. */
export interface StartTarget {
  addEventListener(type: 'error' | 'unhandledrejection' | 'load', listener: (event: { error?: unknown; message?: unknown; reason?: unknown }) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection' | 'load', listener: (event: { error?: unknown; message?: unknown; reason?: unknown }) => void): void;
  setTimeout(fn: () => void, ms: number): unknown;
  document: { readyState: string };
}

/**
 * Watches the document's start: the first uncaught error or unhandled rejection before its load
 * event plus `settleMs` is reported once (`report`, i.e. SrmBridge.failed); then it stops watching.
 * A script's error is seen only if it runs after this library's script tag: include it first.
 * Returns the function that stops watching.
 */
export function watchStart(target: StartTarget, report: (message: string) => void, settleMs = START_SETTLE_MS): () => void {
  let watching = true;
  const stop = () => {
    watching = false;
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('load', onLoad);
  };
  const failed = (value: unknown) => {
    if (!watching) return;
    stop();
    report(describeFailure(value));
  };
  // An ErrorEvent carries the error (absent for a muted cross-origin script: then its message).
  const onError = (event: { error?: unknown; message?: unknown }) => failed(event.error ?? event.message ?? 'error');
  const onRejection = (event: { reason?: unknown }) => failed(event.reason ?? 'unhandled rejection');
  const onLoad = () => target.setTimeout(stop, settleMs);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  if (target.document.readyState === 'complete') onLoad();
  else target.addEventListener('load', onLoad);
  return stop;
}
