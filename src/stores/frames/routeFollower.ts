import type { RouteChange } from '../../core/bridge/protocol';

/** A frame's route change is followed once its reports have paused this long (the last one wins). */
export const ROUTE_SETTLE_MS = 100;
/** …but no later than this after the first report that waits (a frame reporting without pause is still followed). */
export const ROUTE_MAX_WAIT_MS = 1000;

/** What the route follower is made from. */
export interface RouteFollowerDeps {
  schedule: (fn: () => void, ms: number) => () => void;
  /** The clock (ms). */
  now: () => number;
  /** The frame key of a window now (a followed frame changes its key), if it is still one of the pool's. */
  keyOf: (source: object) => string | undefined;
  /** Follows one route change of the frame `key` (its tab, the browser's address). */
  follow: (key: string, route: RouteChange) => void;
}

interface Waiting {
  route: RouteChange;
  /** When the first report of this wait came. */
  since: number;
  cancel: () => void;
}

/**
 * Follows the route changes frames report (the bridge's routeChange) once they settle: a report waits
 * ROUTE_SETTLE_MS for the next, and only the last of a burst is followed, at most ROUTE_MAX_WAIT_MS
 * after the first. Following a route moves the tab and the browser's address (a routing pass of the
 * shell, some 5 ms, several times that on a busy machine); a sub-app whose route went back and forth
 * in a loop made the shell do that for every report, hundreds a second within its message budget,
 * and the shell stopped answering. A frame whose window is gone by then (closed, stopped for
 * flooding) is not followed. Keyed by the frame's window, which keeps its identity while its key
 * follows its route.
 */
export class RouteFollower {
  private readonly waiting = new Map<object, Waiting>();

  constructor(private readonly deps: RouteFollowerDeps) {}

  /** A route change of the frame whose window is `source`: it waits for the reports to settle. */
  report(source: object, route: RouteChange): void {
    const now = this.deps.now();
    const before = this.waiting.get(source);
    before?.cancel();
    const since = before?.since ?? now;
    const delay = Math.max(0, Math.min(ROUTE_SETTLE_MS, since + ROUTE_MAX_WAIT_MS - now));
    const entry: Waiting = { route, since, cancel: () => undefined };
    entry.cancel = this.deps.schedule(() => {
      this.waiting.delete(source);
      const key = this.deps.keyOf(source);
      if (key !== undefined) this.deps.follow(key, entry.route);
    }, delay);
    this.waiting.set(source, entry);
  }

  dispose(): void {
    for (const entry of this.waiting.values()) entry.cancel();
    this.waiting.clear();
  }
}
