import type { RouteChange } from '../../core/bridge/protocol';

/** Route changes a frame reports, followed at most once per this many ms (the last of a burst wins). */
export const ROUTE_FOLLOW_MS = 100;

/** What the route follower is made from. */
export interface RouteFollowerDeps {
  schedule: (fn: () => void, ms: number) => () => void;
  /** The frame key of a window now (a followed frame changes its key), if it is still one of the pool's. */
  keyOf: (source: object) => string | undefined;
  /** Follows one route change of the frame `key` (its tab, the browser's address); whether anything followed. */
  follow: (key: string, route: RouteChange) => boolean;
}

/**
 * Follows the route changes frames report (the bridge's routeChange), each frame's at most once per
 * ROUTE_FOLLOW_MS: the first at once, later ones within that pause wait, and only the last of them is
 * followed when it ends. Following a route moves the tab and the browser's address (a routing pass of
 * the shell, some 10 ms); a sub-app whose route goes back and forth in a loop made the shell do that
 * for every report, hundreds a second within its message budget, and the shell stopped answering.
 * Keyed by the frame's window, which keeps its identity while its key follows its route.
 */
export class RouteFollower {
  /** Per window in a pause: the last route change reported meanwhile, if any, and the end of the pause. */
  private readonly pauses = new Map<object, { waiting: RouteChange | undefined; cancel: () => void }>();

  constructor(private readonly deps: RouteFollowerDeps) {}

  /** A route change of the frame whose window is `source`: whether it is followed (now, or at the end of the pause). */
  report(source: object, route: RouteChange): boolean {
    const pause = this.pauses.get(source);
    if (pause) {
      pause.waiting = route;
      return true;
    }
    const key = this.deps.keyOf(source);
    if (key === undefined || !this.deps.follow(key, route)) return false;
    const next = { waiting: undefined as RouteChange | undefined, cancel: () => undefined as void };
    next.cancel = this.deps.schedule(() => {
      this.pauses.delete(source);
      if (next.waiting) this.report(source, next.waiting);
    }, ROUTE_FOLLOW_MS);
    this.pauses.set(source, next);
    return true;
  }

  dispose(): void {
    for (const pause of this.pauses.values()) pause.cancel();
    this.pauses.clear();
  }
}
