import { action, comparer, computed, makeObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { frameTargetOf, type FrameVerdict } from '../../core/frames/frameAddress';
import { addressWithRoute, emptyPool, followFrame, reloadAll, reloadOne, retainFrames, showFrame, type PoolEntry, type PoolState } from '../../core/frames/framePool';
import type { FrameFailure, FrameFailureReason } from '../../core/frames/frameFailure';
import type { LayoutStore } from '../layout/layoutStore';
import type { LocaleStore } from '../localeStore';
import type { TabsStore } from '../tabsStore';
import type { Tab } from '../../core/tabs/tabRules';
import { FrameActivity, type FrameActivityListener } from './frameActivity';
import { FrameElements, NON_CACHED, type FrameElement, type LiveFrame } from './frameElements';
import { FrameLoads, type FrameFailureListener } from './frameLoads';
import { activeFrameOf, framesConfig, LANGUAGE_RELOAD_DELAY_MS, scheduleTimeout, warnRefused, type ActiveFrame, type FramesConfig, type NonCachedFrame, type RefusalReporter } from './frameTypes';


/** What the frame pool is made from. */
export interface FramePoolStoreDeps {
  layout: LayoutStore;
  /** The open tabs: a frame lives while its tab is open. */
  tabs: TabsStore;
  /** A language change reloads the frames. */
  locale: LocaleStore;
  shellOrigin: string;
  /** The application prefix ('/portal'): addresses under it are the shell itself, never framed. */
  appPrefix?: string;
  /** Replaces setTimeout (tests). Returns a cancel function. */
  schedule?: (fn: () => void, ms: number) => () => void;
  onRefused?: RefusalReporter;
  /** Told of each frame that fails (load timeout, start failure, stop): the shell's error log. */
  onFailure?: FrameFailureListener;
}

/**
 * The embedded-page host: a pool that keeps one iframe per open frame tab alive (never moved in
 * the DOM, so switching tabs never reloads a frame), least-recently-used eviction beyond
 * frames.poolLimit, a separate non-cached frame for the configured apps, the repeated first
 * activation of a new frame (frames.initDelayMs), which frame is active (none while a bare page covers the shell),
 * reloading every frame on a language change, and the frames that failed (frameFailures.ts) with their retry.
 */
export class FramePoolStore {
  readonly scope = 'portal' as const; // its frames follow the tabs
  /**
   * The pool as the components see it: re-published only when its frames change (created,
   * dropped, reloaded, load started), not when one is merely shown, so that a switch re-renders
   * only the two slots whose visibility changes.
   */
  pool: PoolState = emptyPool;
  /** The whole pool state, including the least-recently-used order. */
  private poolState: PoolState = emptyPool;
  nonCached: NonCachedFrame | undefined = undefined;
  /**
   * Whether a bare page (the lock screen, an error page) covers the shell: no frame counts as
   * shown, so the frames are told they are deactivated, yet all of them, the non-cached one
   * too, stay alive. Set by the shell layout, the one place that knows it is hidden.
   */
  covered = false;

  private readonly elements = new FrameElements();
  private readonly activity: FrameActivity;
  /** Which element of each frame has loaded, its load deadline, its failure. */
  private readonly loads: FrameLoads;
  /** The reload that follows a language change. */
  private languageReload: (() => void) | undefined;
  /** Tabs that already had a frame: their next frame is not a first open (no repeated activation). */
  private readonly everShown = new Set<string>();
  private readonly disposers: IReactionDisposer[] = [];
  private readonly schedule: (fn: () => void, ms: number) => () => void;
  private readonly refused: RefusalReporter;

  constructor(private readonly deps: FramePoolStoreDeps) {
    const { locale } = deps;
    this.schedule = deps.schedule ?? scheduleTimeout;
    this.refused = deps.onRefused ?? warnRefused;
    this.activity = new FrameActivity(this.schedule);
    this.loads = new FrameLoads({ schedule: this.schedule, onFailure: deps.onFailure });
    makeObservable<FramePoolStore, 'show' | 'retain' | 'reloadFrames' | 'setPool'>(this, {
      pool: observable.ref,
      nonCached: observable.ref,
      activeFrame: computed({ equals: comparer.structural }),
      activeKey: computed,
      showsFrame: computed,
      covered: observable,
      setCovered: action,
      config: computed,
      show: action,
      retain: action,
      reloadFrames: action,
      setPool: action,
      frameLoaded: action,
      reloadOne: action,
    });
    this.disposers.push(
      reaction(() => this.activeFrame, (frame) => this.show(frame), { fireImmediately: true, equals: comparer.structural }),
      reaction(
        () => this.covered,
        () => this.announceShown(),
      ),
      reaction(
        () => this.deps.tabs.tabs.filter((tab) => tab.frame).map((tab) => tab.value),
        (keys) => this.retain(new Set(keys)),
        { fireImmediately: true, equals: comparer.structural },
      ),
      reaction(
        () => locale.language,
        () => {
          this.languageReload?.();
          this.languageReload = this.schedule(() => this.reloadFrames(), LANGUAGE_RELOAD_DELAY_MS);
        },
      ),
    );
  }

  /** The frames part of the layout document in force. */
  get config(): FramesConfig {
    return framesConfig(this.deps.layout);
  }

  get activeFrame(): ActiveFrame {
    const tab = this.deps.tabs.activeTab;
    return tab?.frame ? activeFrameOf(tab.value, this.targetOf(tab.query), this.config.nonCached) : { kind: 'none' };
  }

  /** The frame a frame page's query asks for, or why there is none (the shell's own pages are never framed). */
  targetOf(query: Readonly<Record<string, string>>): FrameVerdict {
    return frameTargetOf(query, this.deps.shellOrigin, this.deps.layout.allowedOrigins, this.deps.appPrefix);
  }

  /** The key of the frame shown now (pool or non-cached), if any. */
  get activeKey(): string | undefined {
    if (this.covered) return undefined;
    const frame = this.activeFrame;
    return frame.kind === 'pool' || frame.kind === 'nonCached' ? frame.key : undefined;
  }

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

  /** Whether a frame still waits for its document. */
  isLoading(key: string): boolean {
    const generation = this.generationOf(key);
    return generation !== undefined && this.loads.isLoading(key, generation);
  }

  /** Subscribes to activations (the bridge tells the frames); returns the function that unsubscribes. */
  onActivity(listener: FrameActivityListener): () => void {
    return this.activity.subscribe(listener);
  }

  private show(frame: ActiveFrame): void {
    if (frame.kind !== 'nonCached' && this.nonCached) {
      // A non-cached frame lives only while its tab is shown.
      this.dropNonCached();
    }
    if (frame.kind === 'refused') this.refused('frame address refused (not http(s)/relative, or origin not allowed)', frame.address);
    if (frame.kind === 'pool') {
      const firstOpen = !this.everShown.has(frame.key);
      const result = showFrame(this.poolState, frame, { limit: this.config.poolLimit });
      this.setPool(result.state);
      for (const key of result.evicted) this.forget(key, { keepHistory: true });
      if (result.created || result.reloaded) this.loads.created(frame.key, result.state.entries.find((entry) => entry.key === frame.key)!.generation, this.config.loadTimeoutMs);
      this.everShown.add(frame.key);
      if (result.created && firstOpen) this.repeatActivation(frame.key);
    } else if (frame.kind === 'nonCached') {
      if (this.entry(frame.key)) {
        // The tab's address became a non-cached one: its kept frame goes.
        this.setPool(retainFrames(this.poolState, new Set(this.poolState.entries.map((entry) => entry.key).filter((key) => key !== frame.key))).state);
        this.forget(frame.key, { keepHistory: true });
      }
      const current = this.nonCached;
      if (!current || current.key !== frame.key || current.address !== frame.address) {
        const firstOpen = !this.everShown.has(frame.key);
        this.nonCached = { key: frame.key, address: frame.address, origin: frame.origin, generation: (current?.generation ?? 0) + 1 };
        this.loads.created(frame.key, this.nonCached.generation, this.config.loadTimeoutMs);
        this.everShown.add(frame.key);
        if (firstOpen) this.repeatActivation(frame.key);
      }
    }
    this.announceShown();
  }

  /** Tells the listeners of the frame that was shown and the one shown now (if either changed). */
  private announceShown(): void {
    this.activity.announce(this.activeKey, (key) => this.loads.has(key));
  }

  private setPool(next: PoolState): void {
    this.poolState = next;
    const shown = this.pool.entries;
    const changed =
      shown.length !== next.entries.length ||
      next.entries.some((entry, index) => {
        const before = shown[index];
        return !before || before.key !== entry.key || before.address !== entry.address || before.origin !== entry.origin || before.generation !== entry.generation;
      });
    if (changed) this.pool = next;
  }

  /** A new frame's first `activate` is repeated after frames.initDelayMs (FrameActivity.repeatActivation). */
  private repeatActivation(key: string): void {
    this.activity.repeatActivation(key, this.config.initDelayMs, () => key === this.activeKey && this.loads.has(key));
  }

  private dropNonCached(): void {
    const key = this.nonCached?.key;
    this.nonCached = undefined;
    this.elements.delete(NON_CACHED);
    if (key !== undefined) {
      this.loads.forget(key);
      this.activity.cancel(key);
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
    this.loads.forget(key);
    this.activity.cancel(key);
    if (!options.keepHistory) this.everShown.delete(key);
  }

  /** A language change reloads the frames: each is re-created in its place. */
  private reloadFrames(): void {
    this.languageReload = undefined;
    this.setPool(reloadAll(this.poolState));
    if (this.nonCached) this.nonCached = { ...this.nonCached, generation: this.nonCached.generation + 1 };
    for (const entry of [...this.poolState.entries, ...(this.nonCached ? [this.nonCached] : [])]) this.loads.created(entry.key, entry.generation, this.config.loadTimeoutMs);
  }

  /** Retry: re-creates one frame's element in its place (a new document, a new load deadline); the other frames are untouched. */
  reloadOne(key: string): void {
    if (this.nonCached?.key === key) this.nonCached = { ...this.nonCached, generation: this.nonCached.generation + 1 };
    else if (this.entry(key)) this.setPool(reloadOne(this.poolState, key));
    else return;
    this.loads.created(key, this.generationOf(key)!, this.config.loadTimeoutMs);
  }

  /** The generation of a live frame's element (pool or non-cached). */
  private generationOf(key: string): number | undefined {
    return (this.nonCached?.key === key ? this.nonCached : this.entry(key))?.generation;
  }

  /** Why the frame `key` shows an error instead of its page (its present element only), if it does. */
  failure(key: string): FrameFailure | undefined {
    const generation = this.generationOf(key);
    return generation === undefined ? undefined : this.loads.failureOf(key, generation);
  }

  /** The frame's present element failed: its sub-app reported a start failure, or its window was stopped (no longer one of the live frames). */
  frameFailed(key: string, reason: Exclude<FrameFailureReason, 'timeout'>, detail?: string): void {
    const generation = this.generationOf(key);
    if (generation !== undefined) this.loads.fail(key, { reason, generation, ...(detail === undefined ? {} : { detail }) });
    if (reason === 'stopped') this.stopWindow(key);
  }

  /** Stops the frame's window now (about:blank: it posts nothing more; no longer a live frame); frameFailed shows why. */
  stopWindow(key: string): void {
    this.elements.stop(this.nonCached?.key === key ? NON_CACHED : key);
  }

  /** A frame's element (the non-cached frame's with `nonCached`), registered by the FramePool component. */
  registerElement(key: string, element: FrameElement | null, nonCached = false): void {
    this.elements.register(nonCached ? NON_CACHED : key, element);
  }

  /** The load event of a frame's document: the loading indicator goes, an active frame is activated. */
  frameLoaded(key: string, generation: number): void {
    if (this.generationOf(key) !== generation) return;
    this.loads.loaded(key, generation);
    this.activity.documentLoaded(key, key === this.activeKey);
  }

  /**
   * A frame's hash route changed (the bridge's routeChange): its tab takes the address with that
   * route (and the label, when the sub-app sent one) and its frame the new key, keeping its element,
   * so that nothing reloads. Only the hash of the frame's own address changes, and the result is
   * checked like any frame address. Answers the tab, or undefined when nothing followed (no such
   * pooled frame, nothing changed, the address refused, or another tab already shows it).
   */
  followRoute(key: string, route: string, label: string | undefined): Tab | undefined {
    const tab = this.deps.tabs.tabs.find((each) => each.value === key);
    const entry = this.poolState.entries.find((each) => each.key === key);
    if (!tab?.frame || !entry) return undefined;
    const src = addressWithRoute(tab.value, route);
    if (src === tab.value && (label === undefined || label === tab.label)) return undefined;
    const verdict = this.targetOf({ src });
    if (!verdict.ok || verdict.target.origin !== entry.origin) return undefined;
    if (src !== key && this.deps.tabs.tabs.some((each) => each.value === src)) return undefined;
    return runInAction(() => {
      if (src !== key) {
        this.setPool(followFrame(this.poolState, key, src, verdict.target.address));
        this.elements.move(key, src);
        this.loads.move(key, src);
        if (this.everShown.delete(key)) this.everShown.add(src);
        // The same frame stays shown: it is not told it was deactivated and activated again.
        if (this.activity.shownKey === key) this.activity.shownKey = src;
      }
      return this.deps.tabs.follow(key, src, label);
    });
  }

  /** One live frame by key (pool or non-cached). */
  frame(key: string): LiveFrame | undefined {
    // The non-cached frame (last) first, as the pool never holds its key for long.
    return this.liveFrames.findLast((frame) => frame.key === key);
  }

  /** Every live frame: the pool's in creation order, then the non-cached one. */
  get liveFrames(): LiveFrame[] {
    return this.elements.live(this.pool.entries, this.nonCached);
  }

  dispose(): void {
    for (const dispose of this.disposers) dispose();
    this.activity.dispose();
    this.loads.dispose();
    this.languageReload?.();
    this.languageReload = undefined;
  }
}
