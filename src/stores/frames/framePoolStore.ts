import { action, comparer, computed, makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import { frameTargetOf, isNonCachedAddress } from '../core/frames/frameAddress';
import { emptyPool, reloadAll, retainFrames, showFrame, startDelayed, type PoolEntry, type PoolState } from '../core/frames/framePool';
import { judgeInbound, tagRoute } from '../core/bridge/policy';
import { outbound, parseInbound, type InboundMessage, type OutboundData, type OutboundType } from '../core/bridge/protocol';
import { isOpenableUrl } from '../core/menu/menuItem';
import type { LayoutStore } from './LayoutStore';
import type { LocaleStore } from './LocaleStore';
import type { MenuStore } from './MenuStore';
import type { TabsStore } from './TabsStore';

/** What the active tab shows in the frame area. */
export type ActiveFrame =
  | { kind: 'none' }
  | { kind: 'missing'; key: string }
  | { kind: 'refused'; key: string; address: string }
  | { kind: 'pool' | 'nonCached'; key: string; address: string; origin: string };

/** The separate frame of a non-cached app: exists only while its tab is active. */
export interface NonCachedFrame {
  key: string;
  address: string;
  origin: string;
  generation: number;
  delayed: boolean;
}

export interface FlowDialogState {
  flowId: string;
  address: string;
}

/** The minimal iframe surface the store uses (an HTMLIFrameElement in the browser). */
export interface FrameElement {
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

export interface MessageEventLike {
  source: unknown;
  origin: string;
  data: unknown;
}

export interface FrameStoreOptions {
  shellOrigin: string;
  appPrefix: string;
  navigate: (path: string, query: Record<string, string>) => void;
  /** Replaces setTimeout (tests). Returns a cancel function. */
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Told about refused messages and addresses (warnings in the console by default). */
  onRefused?: (what: string, detail: unknown) => void;
}

/** Delay between posting languageChange and reloading the frames, so that a sub-app can see it. */
export const LANGUAGE_RELOAD_DELAY_MS = 50;

/** Key of the non-cached frame among the shell's own frames (pool keys are tab values). */
const NON_CACHED = Symbol('non-cached');

/**
 * The embedded-page host (seed 001 §2) and the bridge (docs/bridge.md): a pool that keeps one
 * iframe per open frame tab alive (never moved in the DOM, so switching tabs never reloads a
 * frame), least-recently-used eviction beyond frames.poolLimit, a separate non-cached frame for
 * the configured apps, the 2-second init delay of a tab frame's first load, reloading on a
 * language change, the approval-flow dialog, and the postMessage bridge in both directions.
 */
export class FrameStore {
  /**
   * The pool as the components see it: re-published only when its frames change (created,
   * dropped, reloaded, load started), not when one is merely shown, so that a switch re-renders
   * only the two slots whose visibility changes.
   */
  pool: PoolState = emptyPool;
  /** The whole pool state, including the least-recently-used order. */
  private poolState: PoolState = emptyPool;
  nonCached: NonCachedFrame | undefined = undefined;
  flowDialog: FlowDialogState | undefined = undefined;
  /** Generation of the document that has loaded, per frame key (the non-cached frame under its tab key). */
  readonly loaded = observable.map<string, number>();

  private readonly elements = new Map<string | typeof NON_CACHED, FrameElement>();
  private readonly timers = new Map<string, () => void>();
  /** Tabs that already had a frame: their next frame loads without the init delay. */
  private readonly everShown = new Set<string>();
  private readonly disposers: IReactionDisposer[] = [];
  private readonly schedule: (fn: () => void, ms: number) => () => void;
  private shownKey: string | undefined;

  constructor(
    private readonly layout: LayoutStore,
    private readonly tabs: TabsStore,
    private readonly locale: LocaleStore,
    private readonly menu: MenuStore,
    private readonly options: FrameStoreOptions,
  ) {
    this.schedule =
      options.schedule ??
      ((fn, ms) => {
        const id = setTimeout(fn, ms);
        return () => clearTimeout(id);
      });
    makeObservable<FrameStore, 'show' | 'retain' | 'reloadFrames' | 'startLoad' | 'setPool'>(this, {
      pool: observable.ref,
      nonCached: observable.ref,
      flowDialog: observable.ref,
      activeFrame: computed({ equals: comparer.structural }),
      activeKey: computed,
      showsFrame: computed,
      covered: observable,
      setCovered: action,
      config: computed,
      show: action,
      retain: action,
      reloadFrames: action,
      startLoad: action,
      setPool: action,
      frameLoaded: action,
      openFlowDialog: action,
      closeFlowDialog: action,
    });
    this.disposers.push(
      reaction(() => this.activeFrame, (frame) => this.show(frame), { fireImmediately: true, equals: comparer.structural }),
      reaction(
        () => this.covered,
        () => this.announceShown(this.shownKey),
      ),
      reaction(
        () => this.tabs.tabs.filter((tab) => tab.frame).map((tab) => tab.value),
        (keys) => this.retain(new Set(keys)),
        { fireImmediately: true, equals: comparer.structural },
      ),
      reaction(
        () => this.locale.language,
        (language) => {
          this.broadcast('languageChange', { language });
          const cancel = this.schedule(() => this.reloadFrames(), LANGUAGE_RELOAD_DELAY_MS);
          this.timers.set('\u0000language', cancel);
        },
      ),
    );
  }

  /** The frames part of the layout document in force. */
  get config() {
    const frames = this.layout.document.frames;
    return {
      poolLimit: frames.poolLimit,
      initDelayMs: frames.initDelayMs,
      heightOffsets: frames.heightOffsets,
      nonCached: this.layout.sorted(frames.nonCachedApps).map(([, app]) => app.srcContains),
      flowDiagramUrl: frames.flowDiagramUrl,
    };
  }

  get activeFrame(): ActiveFrame {
    const tab = this.tabs.activeTab;
    if (!tab?.frame) return { kind: 'none' };
    const result = frameTargetOf(tab.query, this.options.shellOrigin, this.menu.allowedOrigins);
    if (!result.ok) return result.reason === 'missing' ? { kind: 'missing', key: tab.value } : { kind: 'refused', key: tab.value, address: result.address ?? '' };
    const { address, origin } = result.target;
    return { kind: isNonCachedAddress(address, this.config.nonCached) ? 'nonCached' : 'pool', key: tab.value, address, origin };
  }

  /** The key of the frame shown now (pool or non-cached), if any. */
  get activeKey(): string | undefined {
    if (this.covered) return undefined;
    const frame = this.activeFrame;
    return frame.kind === 'pool' || frame.kind === 'nonCached' ? frame.key : undefined;
  }

  /**
   * Whether a bare page (the lock screen, an error page) covers the shell: no frame counts as
   * shown, so the frames are told they are deactivated, yet all of them, the non-cached one
   * too, stay alive. Set by the shell layout, the one place that knows it is hidden.
   */
  covered = false;

  setCovered(covered: boolean): void {
    this.covered = covered;
  }

  /** Whether a frame (pool or non-cached) is shown now. */
  get showsFrame(): boolean {
    return this.activeKey !== undefined;
  }

  entry(key: string): PoolEntry | undefined {
    return this.pool.entries.find((entry) => entry.key === key);
  }

  /** Whether a frame still waits for its document (delayed first load or not loaded yet). */
  isLoading(key: string): boolean {
    const entry = this.nonCached?.key === key ? this.nonCached : this.entry(key);
    if (!entry) return false;
    return entry.delayed || this.loaded.get(key) !== entry.generation;
  }

  private show(frame: ActiveFrame): void {
    const previous = this.shownKey;
    if (frame.kind !== 'nonCached' && this.nonCached) {
      // A non-cached frame lives only while its tab is shown.
      this.dropNonCached();
    }
    if (frame.kind === 'refused') this.refused('frame address refused (not http(s)/relative, or origin not allowed)', frame.address);
    if (frame.kind === 'pool') {
      const firstLoad = !this.everShown.has(frame.key);
      const result = showFrame(this.poolState, frame, { limit: this.config.poolLimit, firstLoad: firstLoad && this.config.initDelayMs > 0 });
      this.setPool(result.state);
      for (const key of result.evicted) this.forget(key, { keepHistory: true });
      if (result.created || result.reloaded) this.loaded.delete(frame.key);
      this.everShown.add(frame.key);
      if (result.created && this.entry(frame.key)?.delayed) this.delayLoad(frame.key);
    } else if (frame.kind === 'nonCached') {
      if (this.entry(frame.key)) {
        // The tab's address became a non-cached one: its kept frame goes.
        this.setPool(retainFrames(this.poolState, new Set(this.poolState.entries.map((entry) => entry.key).filter((key) => key !== frame.key))).state);
        this.forget(frame.key, { keepHistory: true });
      }
      const current = this.nonCached;
      if (!current || current.key !== frame.key || current.address !== frame.address) {
        const firstLoad = !this.everShown.has(frame.key) && this.config.initDelayMs > 0;
        this.loaded.delete(frame.key);
        this.nonCached = { key: frame.key, address: frame.address, origin: frame.origin, generation: (current?.generation ?? 0) + 1, delayed: firstLoad };
        this.everShown.add(frame.key);
        if (firstLoad) this.delayLoad(frame.key);
      }
    }
    this.announceShown(previous);
  }

  /** Tells the frame that was shown and the one shown now (if either changed) of the change. */
  private announceShown(previous: string | undefined): void {
    const next = this.activeKey;
    this.shownKey = next;
    if (previous !== next) {
      if (previous !== undefined) this.post(previous, outbound('deactivate', {}));
      if (next !== undefined && this.loaded.has(next)) this.post(next, outbound('activate', { language: this.locale.language }));
    }
  }

  private setPool(next: PoolState): void {
    this.poolState = next;
    const shown = this.pool.entries;
    const changed =
      shown.length !== next.entries.length ||
      next.entries.some((entry, index) => {
        const before = shown[index];
        return !before || before.key !== entry.key || before.address !== entry.address || before.origin !== entry.origin || before.generation !== entry.generation || before.delayed !== entry.delayed;
      });
    if (changed) this.pool = next;
  }

  private delayLoad(key: string): void {
    this.timers.get(key)?.();
    this.timers.set(
      key,
      this.schedule(() => {
        this.timers.delete(key);
        this.startLoad(key);
      }, this.config.initDelayMs),
    );
  }

  private startLoad(key: string): void {
    this.setPool(startDelayed(this.poolState, key));
    if (this.nonCached?.key === key) this.nonCached = { ...this.nonCached, delayed: false };
  }

  private dropNonCached(): void {
    const key = this.nonCached?.key;
    this.nonCached = undefined;
    this.elements.delete(NON_CACHED);
    if (key !== undefined) {
      this.loaded.delete(key);
      this.timers.get(key)?.();
      this.timers.delete(key);
    }
  }

  /** Closing a tab removes its frame (and its first-load history). */
  private retain(openKeys: Set<string>): void {
    const { state, removed } = retainFrames(this.poolState, openKeys);
    this.setPool(state);
    for (const key of removed) this.forget(key, { keepHistory: false });
    for (const key of [...this.everShown]) if (!openKeys.has(key)) this.everShown.delete(key);
    if (this.nonCached && !openKeys.has(this.nonCached.key)) this.dropNonCached();
  }

  private forget(key: string, options: { keepHistory: boolean }): void {
    this.elements.delete(key);
    this.loaded.delete(key);
    this.timers.get(key)?.();
    this.timers.delete(key);
    if (!options.keepHistory) this.everShown.delete(key);
  }

  /** A language change reloads the frames: each is re-created in its place. */
  private reloadFrames(): void {
    this.timers.delete('\u0000language');
    this.setPool(reloadAll(this.poolState));
    this.loaded.clear();
    if (this.nonCached) this.nonCached = { ...this.nonCached, generation: this.nonCached.generation + 1, delayed: false };
  }

  // ------------------------------------------------------------------------------------------
  // The frames' elements, registered by the FramePool component.

  registerElement(key: string, element: FrameElement | null): void {
    if (element) this.elements.set(key, element);
    else this.elements.delete(key);
  }

  registerNonCachedElement(element: FrameElement | null): void {
    if (element) this.elements.set(NON_CACHED, element);
    else this.elements.delete(NON_CACHED);
  }

  /** The load event of a frame's document: the loading indicator goes, an active frame is told so. */
  frameLoaded(key: string, generation: number): void {
    const entry = this.nonCached?.key === key ? this.nonCached : this.entry(key);
    if (!entry || entry.generation !== generation || entry.delayed) return;
    this.loaded.set(key, generation);
    if (key === this.activeKey) this.post(key, outbound('activate', { language: this.locale.language }));
  }

  private elementOf(key: string): FrameElement | undefined {
    return this.nonCached?.key === key ? this.elements.get(NON_CACHED) : this.elements.get(key);
  }

  private originOf(key: string): string | undefined {
    return this.nonCached?.key === key ? this.nonCached.origin : this.entry(key)?.origin;
  }

  /** Posts to one frame, to its own origin (never '*'). */
  private post(key: string, message: unknown): boolean {
    const element = this.elementOf(key);
    const origin = this.originOf(key);
    if (!element?.contentWindow || !origin) return false;
    try {
      element.contentWindow.postMessage(message, origin);
      return true;
    } catch (error) {
      console.warn('[bridge] could not post to frame', key, error);
      return false;
    }
  }

  /**
   * Posts a message to every live frame, each at its own origin. The session calls
   * `broadcast('tokenRenewed', { token })` after a refresh. Returns how many frames it reached.
   */
  broadcast<T extends OutboundType>(type: T, data: OutboundData[T]): number {
    const message = outbound(type, data);
    let reached = 0;
    for (const entry of this.pool.entries) if (this.post(entry.key, message)) reached += 1;
    if (this.nonCached && this.post(this.nonCached.key, message)) reached += 1;
    return reached;
  }

  /** Tells every frame the access token was renewed. */
  tokenRenewed(token: string): number {
    return this.broadcast('tokenRenewed', { token });
  }

  // ------------------------------------------------------------------------------------------
  // Messages from frames.

  /** Listens to the window's messages; returns the function that stops listening. */
  attach(target: { addEventListener(type: 'message', fn: (event: MessageEvent) => void): void; removeEventListener(type: 'message', fn: (event: MessageEvent) => void): void }): () => void {
    const listener = (event: MessageEvent) => this.receive(event);
    target.addEventListener('message', listener);
    return () => target.removeEventListener('message', listener);
  }

  /**
   * Handles a message event: accepted only from one of the shell's own frames (by window) with an
   * allowed origin; then read by the tolerant parser. Returns what was done, for tests and logs.
   */
  receive(event: MessageEventLike): InboundMessage['type'] | 'refused' | 'ignored' {
    const frames: Array<{ key: string; window: unknown }> = [];
    for (const entry of this.pool.entries) frames.push({ key: entry.key, window: this.elements.get(entry.key)?.contentWindow });
    if (this.nonCached) frames.push({ key: this.nonCached.key, window: this.elements.get(NON_CACHED)?.contentWindow });
    const verdict = judgeInbound(event, frames, this.options.shellOrigin, this.menu.allowedOrigins);
    const message = parseInbound(event.data);
    if (!verdict.accepted) {
      // Only bridge messages are worth a warning; other windows talk to each other all the time.
      if (message) this.refused(`message ${message.type} refused (${verdict.reason})`, event.origin);
      return 'refused';
    }
    if (!message) return 'ignored';
    switch (message.type) {
      case 'openNewTag': {
        const framePath = this.layout.sorted(this.layout.document.menuRules).find(([, rule]) => rule.target === 'frame')?.[1].path;
        const route = tagRoute(message, { shellOrigin: this.options.shellOrigin, allowedOrigins: this.menu.allowedOrigins, framePath });
        if (!route) {
          this.refused('openNewTag address refused', message.src);
          return 'refused';
        }
        this.options.navigate(route.path, route.query);
        return 'openNewTag';
      }
      case 'openFlowDialog':
        return this.openFlowDialog(message.flowId) ? 'openFlowDialog' : 'refused';
      case 'openNewPage':
        // Seed 001 §2: received and does nothing.
        return 'openNewPage';
    }
  }

  private refused(what: string, detail: unknown): void {
    if (this.options.onRefused) this.options.onRefused(what, detail);
    else console.warn(`[bridge] ${what}`, detail);
  }

  // ------------------------------------------------------------------------------------------
  // The approval-flow dialog.

  /** Opens the approval-flow dialog on the flow diagram page of a process instance. */
  openFlowDialog(flowId: string): boolean {
    const address = this.config.flowDiagramUrl
      .split('{processInstanceId}')
      .join(encodeURIComponent(flowId))
      .split('{prefix}')
      .join(this.options.appPrefix);
    if (!isOpenableUrl(address, this.options.shellOrigin, this.menu.allowedOrigins)) {
      this.refused('flow diagram address refused', address);
      return false;
    }
    this.flowDialog = { flowId, address };
    return true;
  }

  closeFlowDialog(): void {
    this.flowDialog = undefined;
  }

  dispose(): void {
    for (const dispose of this.disposers) dispose();
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }
}
