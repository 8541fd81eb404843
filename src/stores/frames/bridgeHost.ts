import { reaction, type IReactionDisposer } from 'mobx';
import { admit, BRIDGE_BUDGET, freshBudget, isFlooding, type Budget, type BudgetRule } from '../../core/bridge/budget';
import { judgeInbound, messagesAllowedFrom, tagRoute } from '../../core/bridge/policy';
import { auditDetailRoute } from '../../core/audit/auditLink';
import { outbound, OWN_TAB_TYPES, parseInbound, type InboundMessage, type RouteChange, type OutboundData, type OutboundType, type ThemeData } from '../../core/bridge/protocol';
import type { LayoutStore } from '../layout/layoutStore';
import type { LocaleStore } from '../localeStore';
import type { Navigation } from '../navigation';
import { addressRefusedText } from '../storeMessages';
import type { FlowDialogStore } from './flowDialogStore';
import type { FramePoolStore } from './framePoolStore';
import { FrameSettle } from './frameSettle';
import { scheduleTimeout, warnRefused, type RefusalReporter } from './frameTypes';

export interface MessageEventLike {
  source: unknown;
  origin: string;
  data: unknown;
}

/** The window the host listens on (the shell's window). */
export interface MessageTarget {
  addEventListener(type: 'message', fn: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', fn: (event: MessageEvent) => void): void;
}

/** What the bridge host is made from. */
export interface BridgeHostDeps {
  layout: LayoutStore;
  /** The frames the bridge talks to. */
  pool: FramePoolStore;
  /** Opens the approval-flow dialog a frame asks for. */
  flowDialog: FlowDialogStore;
  locale: LocaleStore;
  /** Opens the tabs frames ask for. */
  navigation: Navigation;
  shellOrigin: string;
  /** The application prefix ('/portal'): addresses under it are the shell, never framed. */
  appPrefix?: string;
  onRefused?: RefusalReporter;
  /** Tells the user why a page a sub-app asked for was not opened (a toast). */
  notify?: (message: string) => void;
  /** The shell's theme, told to frames (themeChange, activate); without it frames hear of no theme. */
  theme?: () => ThemeData;
  /** The clock of the windows' message budgets, in ms. Default: performance.now. */
  now?: () => number;
  /** The message budget of each window (core/bridge/budget.ts). Default: BRIDGE_BUDGET. */
  budget?: BudgetRule;
  /** Replaces setTimeout (tests): the wait for a frame's route changes to settle. Returns a cancel function. */
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Runs `fn` in a task of its own, after the present one (tests run it when they choose). Default: setTimeout 0. */
  defer?: (fn: () => void) => void;
}

/** The same refusal of one window's message is said (console, toast) at most REPEAT_LIMIT times in REPEAT_QUIET_MS. */
export const REPEAT_QUIET_MS = 3000;
export const REPEAT_LIMIT = 3;

/** What the host did with a message event (for tests and logs). */
export type Receipt = InboundMessage['type'] | 'refused' | 'ignored' | 'dropped';

/**
 * The shell's end of the bridge (docs/bridge.md): tells the pool's frames when they are activated
 * or deactivated, of a new language and of a renewed token, each at its own origin (never '*'),
 * and handles what they ask for (a new tab, the approval-flow dialog), accepting a message only
 * from one of the pool's own frames and an allowed origin, and only within its window's budget: a
 * window that keeps flooding is stopped (its frame's document removed, its tab showing why).
 */
export class BridgeHost {
  readonly scope = 'portal' as const;
  private readonly disposers: Array<() => void> = [];
  private readonly refused: RefusalReporter;
  /** Each window's message budget (a retried frame is a new window, with a fresh one). */
  private readonly budgets = new WeakMap<object, Budget>();
  private readonly now: () => number;
  private readonly rule: BudgetRule;
  private readonly defer: (fn: () => void) => void;
  /** A frame's route changes and the notices of its refused requests, done once its reports settle. */
  private readonly routes: FrameSettle<RouteChange>;
  private readonly notices: FrameSettle<string[]>;
  /** Per window (and one for events without one): each refusal said lately, since when and how often (refuse). */
  private readonly said = new WeakMap<object, Map<string, { since: number; times: number }>>();
  private readonly saidWithoutWindow = new Map<string, { since: number; times: number }>();

  constructor(private readonly deps: BridgeHostDeps) {
    const { locale, pool } = deps;
    this.refused = deps.onRefused ?? warnRefused;
    this.now = deps.now ?? (() => performance.now());
    this.rule = deps.budget ?? BRIDGE_BUDGET;
    this.defer = deps.defer ?? ((fn) => void (deps.schedule ?? scheduleTimeout)(fn, 0));
    const settling = {
      schedule: deps.schedule ?? scheduleTimeout,
      now: this.now,
      keyOf: (source: object) => pool.liveFrames.find((frame) => frame.element?.contentWindow === source)?.key,
    };
    // Only the last route change of a burst is followed.
    this.routes = new FrameSettle<RouteChange>({
      ...settling,
      merge: (_waiting, next) => next,
      apply: (key, route) => {
        const active = pool.activeKey === key;
        const tab = pool.followRoute(key, route.route, route.name);
        // The browser's address follows the shown frame, without a new history entry or a reload.
        if (tab && active) deps.navigation.navigate(tab.path, tab.query, { replace: true });
      },
    });
    // Each different notice of a burst is shown once; none while its window floods the bridge: a
    // toast is a render of the shell (some 25 ms, twice that on a busy machine), which must not run
    // while a frame floods it (the console has the refusals).
    this.notices = new FrameSettle<string[]>({
      ...settling,
      merge: (waiting = [], next) => [...waiting, ...next.filter((text) => !waiting.includes(text))],
      apply: (_key, texts, source) => {
        if (!isFlooding(this.budgets.get(source), this.now(), this.rule)) texts.forEach((text) => deps.notify?.(text));
      },
    });
    const languageChange: IReactionDisposer = reaction(
      () => locale.language,
      (language) => this.broadcast('languageChange', { language }),
    );
    const theme = deps.theme;
    const themeChange: IReactionDisposer = reaction(
      () => (theme ? theme() : undefined),
      (data) => {
        if (data) this.broadcast('themeChange', data);
      },
      { equals: (a, b) => a?.theme === b?.theme && a?.brandColor === b?.brandColor },
    );
    this.disposers.push(
      languageChange,
      themeChange,
      pool.onActivity({
        activated: (key) => this.post(key, outbound('activate', { language: this.deps.locale.language, ...(theme ? theme() : {}) })),
        deactivated: (key) => this.post(key, outbound('deactivate', {})),
        loaded: (key) => {
          if (theme) this.post(key, outbound('themeChange', theme()));
        },
      }),
    );
  }

  /** Posts to one frame, to its own origin. */
  private post(key: string, message: unknown): boolean {
    const frame = this.deps.pool.frame(key);
    if (!frame?.element?.contentWindow) return false;
    try {
      frame.element.contentWindow.postMessage(message, frame.origin);
      return true;
    } catch (error) {
      console.warn('[bridge] could not post to frame', key, error);
      return false;
    }
  }

  /** Posts a message to every live frame, each at its own origin. Returns how many frames it reached. */
  broadcast<T extends OutboundType>(type: T, data: OutboundData[T]): number {
    const message = outbound(type, data);
    let reached = 0;
    for (const frame of this.deps.pool.liveFrames) if (this.post(frame.key, message)) reached += 1;
    return reached;
  }

  /** Tells every frame the access token was renewed (after a refresh, here or in another tab). */
  tokenRenewed(token: string): number {
    return this.broadcast('tokenRenewed', { token });
  }

  /** Listens to the window's messages; returns the function that stops listening. */
  attach(target: MessageTarget): () => void {
    const listener = (event: MessageEvent) => this.receive(event);
    target.addEventListener('message', listener);
    return () => target.removeEventListener('message', listener);
  }

  /**
   * Handles a message event: first its window's budget (over it, the message is dropped before any
   * other work); then accepted only from one of the shell's own frames (by window) with an allowed
   * origin, and read by the tolerant parser. Returns what was done, for tests and logs.
   */
  receive(event: MessageEventLike): Receipt {
    if (!this.withinBudget(event.source)) return 'dropped';
    const frames = this.deps.pool.liveFrames.map((frame) => ({ key: frame.key, window: frame.element?.contentWindow }));
    const verdict = judgeInbound(event, frames, this.deps.shellOrigin, this.deps.layout.allowedOrigins);
    const message = parseInbound(event.data);
    if (!verdict.accepted) {
      // Only bridge messages are worth a warning; other windows talk to each other all the time.
      if (message) this.refuse(event.source, `message ${message.type} refused (${verdict.reason})`, event.origin);
      return 'refused';
    }
    if (!message) return 'ignored';
    // The layout says which messages each allowed origin may send (frames.allowedOrigins.*.messages);
    // a frame may always report its own route (it changes nothing but its own tab).
    if (!OWN_TAB_TYPES.includes(message.type) && !messagesAllowedFrom(event.origin, this.deps.shellOrigin, this.deps.layout.originRules).includes(message.type)) {
      this.refuse(event.source, `message ${message.type} refused (message-not-allowed)`, event.origin);
      return 'refused';
    }
    switch (message.type) {
      case 'openNewTag': {
        // The same rules as a menu address: a portal page opens as a page, never in a frame.
        const rules = this.deps.layout.sorted(this.deps.layout.document.menuRules).map(([, rule]) => rule);
        const route = tagRoute(message, { shellOrigin: this.deps.shellOrigin, allowedOrigins: this.deps.layout.allowedOrigins, rules, shellPrefix: this.deps.appPrefix });
        if (!route.ok) {
          // Nothing opens (no tab, no frame); the user is told why.
          this.refuse(event.source, `openNewTag address refused (${route.refusal})`, message.src, () => addressRefusedText(this.deps.locale.intl, this.deps.locale.text(message.name), route.refusal));
          return 'refused';
        }
        this.deps.navigation.navigate(route.path, route.query);
        return 'openNewTag';
      }
      case 'openFlowDialog':
        return this.deps.flowDialog.open(message.flowId) ? 'openFlowDialog' : 'refused';
      case 'openNewPage':
        // The platform's sub-apps send it; the portal has nothing to do for it.
        return 'openNewPage';
      case 'openAuditDetail': {
        // Only addresses of the layout's own approval link map open; an unknown type says so.
        const route = auditDetailRoute(this.deps.layout.document.auditLinks, message.auditType, message.businessId, (link) => this.deps.locale.text(link.label ?? ''));
        if (!route.ok) {
          this.refuse(event.source, `openAuditDetail refused (${route.reason})`, message.auditType, () => this.deps.locale.intl.formatMessage({ id: 'i18n_audit_link_unknown' }, { type: message.auditType }));
          return 'refused';
        }
        this.deps.navigation.navigate(route.path, route.query);
        return 'openAuditDetail';
      }
      case 'routeChange':
        this.routes.report(event.source as object, message);
        return 'routeChange';
      case 'appFailed':
        this.deps.pool.frameFailed(verdict.key, 'appFailed', message.message);
        return 'appFailed';
    }
  }

  /**
   * Says why a message of `source` was refused (a console warning, and a toast when `notice` gives
   * its text, once the frame's reports settle), the same refusal of one window at most REPEAT_LIMIT
   * times in REPEAT_QUIET_MS: a sub-app repeating a refused request in a loop made the shell warn and
   * format a toast for each (a console warning costs ~0.1 ms, more with developer tools open).
   */
  private refuse(source: unknown, what: string, detail: unknown, notice?: () => string): void {
    let said = this.saidWithoutWindow;
    if (typeof source === 'object' && source !== null) {
      said = this.said.get(source) ?? new Map();
      this.said.set(source, said);
    }
    const now = this.now();
    const key = `${what}\u0000${String(detail)}`;
    const lately = said.get(key);
    if (lately && now - lately.since < REPEAT_QUIET_MS) {
      if (lately.times >= REPEAT_LIMIT) return;
      lately.times += 1;
    } else {
      if (said.size >= 100) for (const [each, { since }] of said) if (now - since >= REPEAT_QUIET_MS) said.delete(each);
      said.set(key, { since: now, times: 1 });
    }
    this.refused(what, detail);
    if (notice && typeof source === 'object' && source !== null) this.notices.report(source, [notice()]);
  }

  /**
   * Takes one message of `source` from its budget: false when it is over (dropped). The message that
   * uses up a flooding window's patience stops the window's frame, if it is one of the pool's.
   */
  private withinBudget(source: unknown): boolean {
    if (typeof source !== 'object' || source === null) return true;
    const { verdict, budget } = admit(this.budgets.get(source) ?? freshBudget(this.now(), this.rule), this.now(), this.rule);
    this.budgets.set(source, budget);
    if (verdict === 'stop') {
      const frame = this.deps.pool.liveFrames.find((each) => each.element?.contentWindow === source);
      this.refused(`window stopped: over its message budget (${this.rule.stopAfterDrops} messages dropped)`, frame?.key);
      if (frame) {
        // Its document goes now, so it posts nothing more; its tab shows why in a task of its own (the
        // render of the notice and the frame's removal, ~6 ms, a long task on a busy machine when added
        // to this message's task while the flood still queues messages).
        this.deps.pool.stopWindow(frame.key);
        this.defer(() => this.deps.pool.frameFailed(frame.key, 'stopped'));
      }
    }
    return verdict === 'admit';
  }

  dispose(): void {
    this.routes.dispose();
    this.notices.dispose();
    for (const dispose of this.disposers) dispose();
  }
}
