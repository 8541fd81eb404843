/**
 * Why a frame shows an error with a retry instead of its page (docs/bridge.md, "Bad sub-apps"), as
 * pure rules; the FramePoolStore keeps one failure per frame key and the timers.
 *
 *  - `timeout`: the frame's `load` event had not fired `frames.loadTimeoutMs` after it was created;
 *    a `load` that comes later clears it.
 *  - `appFailed`: the sub-app's bridge client reported an uncaught error or unhandled rejection while
 *    its document was starting (the bridge's `appFailed`); a `load` does not clear it.
 *  - `stopped`: the frame's window kept posting over its message budget; its document was removed.
 *
 * A failure belongs to one generation of the frame (one element): a retry re-creates the element
 * (a new generation), so the old failure no longer applies.
 */
export type FrameFailureReason = 'timeout' | 'appFailed' | 'stopped';

export interface FrameFailure {
  reason: FrameFailureReason;
  /** The generation of the frame element that failed. */
  generation: number;
  /** What the sub-app said (appFailed), at most LIMITS.appFailedMessage characters. */
  detail?: string;
}

/** Which failure wins when a frame has two: a stop over a start failure over a timeout. */
const RANK: Record<FrameFailureReason, number> = { timeout: 0, appFailed: 1, stopped: 2 };

/** The failure a frame has after `next` happened: the graver one of the same generation, or `next` for a newer one. */
export function withFailure(current: FrameFailure | undefined, next: FrameFailure): FrameFailure {
  if (!current || next.generation > current.generation) return next;
  if (next.generation < current.generation) return current;
  return RANK[next.reason] > RANK[current.reason] ? next : current;
}

/** The failure left when the frame's `generation` fires `load`: a timeout of that generation is cleared. */
export function failureAfterLoad(current: FrameFailure | undefined, generation: number): FrameFailure | undefined {
  return current?.reason === 'timeout' && current.generation === generation ? undefined : current;
}

/** The failure shown for a frame whose element is of `generation` (an older one no longer applies). */
export function failureOf(current: FrameFailure | undefined, generation: number): FrameFailure | undefined {
  return current && current.generation === generation ? current : undefined;
}

/**
 * The failure a frame has when its load deadline (frames.loadTimeoutMs after its element was created)
 * passes: a timeout, unless that generation has loaded (`loadedGeneration`) or a graver failure holds.
 */
export function failureAtDeadline(current: FrameFailure | undefined, generation: number, loadedGeneration: number | undefined): FrameFailure | undefined {
  return loadedGeneration === generation ? current : withFailure(current, { reason: 'timeout', generation });
}
