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

/** What followAddressFirst listens to and moves; `U`: a router update (react-router's `{ action, location }`). */
export interface FollowAddressDeps<U extends { action: string }> {
  /** The router's history: one listener, told of every change of the address (a POP in the `popstate` event itself). */
  history: { listen(listener: (update: U) => void): () => void };
  /** The router's update for the address as it is now. */
  current(): U;
  /** The address's hash now (window.location.hash). */
  hash(): string;
  /** Shows the open frame tab the address names, if it names one (TabsStore.followAddress). */
  tabs: { followAddress(hash: string): boolean };
  /** Schedules `fn` after the next paint; returns the cancel function. */
  afterPaint(fn: () => void): () => void;
}

/**
 * The router's updates, with an address that names an open frame tab (Back, Forward, a link, a
 * typed address) shown first: the store makes the tab active in the `popstate` event itself and the
 * router renders the route after the paint, as after a click on the strip. The router renders in
 * the microtask that follows `popstate` (its updates are not transitions), before `hashchange`;
 * its render (the route, the side menu, the layout) took a router switch with 100 tabs to p95
 * 23–26 ms where a click took 12–14 (tests/bench/tabs.bench.ts). A later update replaces a pending
 * one, and the pending one applies the address as it is then, so the router never lags behind
 * the last address. Every other update reaches the router at once. Returns the function that stops listening.
 */
export function followAddressFirst<U extends { action: string }>(deps: FollowAddressDeps<U>, apply: (update: U) => void): () => void {
  let pending: (() => void) | undefined;
  const cancelPending = () => {
    pending?.();
    pending = undefined;
  };
  const stop = deps.history.listen((update) => {
    cancelPending();
    if (String(update.action) === 'POP' && deps.tabs.followAddress(deps.hash())) {
      pending = deps.afterPaint(() => {
        pending = undefined;
        apply(deps.current());
      });
      return;
    }
    apply(update);
  });
  return () => {
    cancelPending();
    stop();
  };
}
