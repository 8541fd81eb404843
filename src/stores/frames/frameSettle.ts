/** What a frame asked for is done once its reports have paused this long. */
export const SETTLE_MS = 100;
/** …but no later than this after the first report that waits (a frame reporting without pause is still heard). */
export const SETTLE_MAX_WAIT_MS = 1000;

/** What a settler is made from. */
export interface FrameSettleDeps<T> {
  schedule: (fn: () => void, ms: number) => () => void;
  /** The clock (ms). */
  now: () => number;
  /** The frame key of a window now (a frame that follows its route changes its key), if it is still one of the pool's. */
  keyOf: (source: object) => string | undefined;
  /** What waits after one more report: the last route change, the notices so far. */
  merge: (waiting: T | undefined, next: T) => T;
  /** Does it, for the frame `key` (whose window is `source`). */
  apply: (key: string, value: T, source: object) => void;
}

interface Waiting<T> {
  value: T;
  /** When the first report of this wait came. */
  since: number;
  cancel: () => void;
}

/**
 * Does what a frame's reports ask for once they settle: a report waits SETTLE_MS for the next, and
 * what they add up to (`merge`) is done once, at most SETTLE_MAX_WAIT_MS after the first, for the
 * frame the window is then; a window that is no longer one of the pool's (closed, stopped for
 * flooding) has nothing done. Keyed by the frame's window, which keeps its identity while its key
 * follows its route.
 *
 * The bridge follows route changes (a routing pass of the shell, some 5 ms) and shows the notices of
 * refused requests (a toast, some 10 ms) through it: a sub-app repeating either in a loop made the
 * shell do it for every message within its budget, each a long task on a busy machine, and a frame
 * stopped for flooding says nothing more.
 */
export class FrameSettle<T> {
  private readonly waiting = new Map<object, Waiting<T>>();

  constructor(private readonly deps: FrameSettleDeps<T>) {}

  /** One report of the frame whose window is `source`: it waits for the reports to settle. */
  report(source: object, value: T): void {
    const now = this.deps.now();
    const before = this.waiting.get(source);
    before?.cancel();
    const since = before?.since ?? now;
    const delay = Math.max(0, Math.min(SETTLE_MS, since + SETTLE_MAX_WAIT_MS - now));
    const entry: Waiting<T> = { value: this.deps.merge(before?.value, value), since, cancel: () => undefined };
    entry.cancel = this.deps.schedule(() => {
      this.waiting.delete(source);
      const key = this.deps.keyOf(source);
      if (key !== undefined) this.deps.apply(key, entry.value, source);
    }, delay);
    this.waiting.set(source, entry);
  }

  dispose(): void {
    for (const entry of this.waiting.values()) entry.cancel();
    this.waiting.clear();
  }
}
