import { openFrameTabOfHash, type Tab } from '../../core/tabs/tabRules';

/** Runs `fn` once after the next paint (a task after the next animation frame, or 100 ms at most). Returns the cancel function. */
export function afterPaint(fn: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, 100);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

export interface StripNavigationDeps {
  /** Moves the router (and the address bar) to a tab's page. */
  navigate(path: string, query: Record<string, string>): void;
  /** Schedules `fn` after the next paint; returns the cancel function. */
  afterPaint(fn: () => void): () => void;
  /** The address of the page now (window.location.href). */
  address(): string;
}

/**
 * The router moves the tab strip asks for. A switch to a frame tab shows the frame at once (the
 * store) and moves the router after the paint; in between, two things may happen, and each has
 * one answer:
 *  - the address changes by other means (a sub-app opens a tab, a link, Back, a typed address):
 *    that later move wins, the strip's pending one is dropped (it would take the user back);
 *  - the strip asks for another move (a second click, an arrow key, a close): the pending one is
 *    sent first, so the history holds every tab the user went to, however fast the machine.
 */
export class StripNavigation {
  private pending: { send: () => void; cancel: () => void } | undefined;

  constructor(private readonly deps: StripNavigationDeps) {}

  /** Moves the router to a tab's page, at once or (`afterPaint`) once the switch has painted. */
  go(target: { path: string; query: Record<string, string> }, options: { afterPaint: boolean }): void {
    this.flush();
    if (!options.afterPaint) {
      this.deps.navigate(target.path, target.query);
      return;
    }
    const askedAt = this.deps.address();
    const send = () => {
      this.pending = undefined;
      if (this.deps.address() === askedAt) this.deps.navigate(target.path, target.query);
    };
    this.pending = { send, cancel: this.deps.afterPaint(send) };
  }

  /** Sends the pending move now (before the strip changes the tabs again), unless the address has changed since. */
  flush(): void {
    const pending = this.pending;
    if (!pending) return;
    pending.cancel();
    pending.send();
  }

  dispose(): void {
    this.pending?.cancel();
    this.pending = undefined;
  }
}

/** What followAddress listens to and moves: the window's hash changes, the open tabs. */
export interface FollowAddressDeps {
  /** Where `hashchange` is heard (the window). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The address's hash now (window.location.hash). */
  hash(): string;
  tabs: { readonly tabs: readonly Tab[]; activate(value: string): unknown };
}

/**
 * An address that names an open frame tab (Back, Forward, a link, a typed address) shows its frame
 * at once: the store makes the tab active in the `hashchange` task, as a click on the strip does.
 * The router, whose location updates are transitions, renders the route after that (its tab visit
 * finds the tab already active); waiting for it took a switch 27 ms (median) and 55 ms (p95) with
 * 100 tabs (tests/bench/tabs.bench.ts). Other pages wait for the router: their content is the
 * routed page. Returns the function that stops listening.
 */
export function followAddress(deps: FollowAddressDeps): () => void {
  const onChange = () => {
    const value = openFrameTabOfHash(deps.hash(), deps.tabs.tabs);
    if (value !== undefined) deps.tabs.activate(value);
  };
  deps.events.addEventListener('hashchange', onChange);
  return () => deps.events.removeEventListener('hashchange', onChange);
}
