import { action, makeObservable, observable } from 'mobx';
import { failureAfterLoad, failureAtDeadline, failureOf, withFailure, type FrameFailure } from '../../core/frames/frameFailure';

/** Told of each failure a frame gets (the shell's error log). */
export type FrameFailureListener = (key: string, failure: FrameFailure) => void;

/** What the frames' load tracking is made from. */
export interface FrameLoadsDeps {
  /** setTimeout, or a test's clock. Returns a cancel function. */
  schedule: (fn: () => void, ms: number) => () => void;
  onFailure?: FrameFailureListener;
}

interface Deadline {
  cancel: () => void;
}

/**
 * How each frame's element is doing, by frame key (the non-cached frame under its tab key): which
 * generation has loaded, the load deadline of a new element (frames.loadTimeoutMs), and the failure
 * it may have (core/frames/frameFailure.ts: a load timeout, a start failure its sub-app reported, a
 * stop for flooding). The FramePoolStore tells it when an element is created, loads, fails, moves to
 * another key or goes.
 */
export class FrameLoads {
  /** Generation of the document that has loaded, per frame key. */
  private readonly loadedGenerations = observable.map<string, number>();
  private readonly failures = observable.map<string, FrameFailure>();
  private readonly deadlines = new Map<string, Deadline>();

  private readonly schedule: (fn: () => void, ms: number) => () => void;
  private readonly onFailure: FrameFailureListener;

  constructor(deps: FrameLoadsDeps) {
    this.schedule = deps.schedule;
    this.onFailure = deps.onFailure ?? (() => undefined);
    makeObservable<FrameLoads, 'setFailure'>(this, { created: action, loaded: action, fail: action, forget: action, move: action, setFailure: action });
  }

  /** Whether some document of the frame has loaded (the present element's, as the pool forgets a frame's older ones). */
  has(key: string): boolean {
    return this.loadedGenerations.has(key);
  }

  /** Whether the frame's element of `generation` still waits for its document. */
  isLoading(key: string, generation: number): boolean {
    return this.loadedGenerations.get(key) !== generation;
  }

  /** The failure of the frame `key` whose element is of `generation`, if any. */
  failureOf(key: string, generation: number): FrameFailure | undefined {
    return failureOf(this.failures.get(key), generation);
  }

  /** An element of `generation` was created for `key`: not loaded yet; unless it loads within `timeoutMs`, it fails with a timeout. */
  created(key: string, generation: number, timeoutMs: number): void {
    this.loadedGenerations.delete(key);
    this.deadlines.get(key)?.cancel();
    const deadline: Deadline = { cancel: () => undefined };
    deadline.cancel = this.schedule(() => {
      // The frame may have moved to another key (its route) since.
      const now = [...this.deadlines].find(([, each]) => each === deadline)?.[0];
      if (now === undefined) return;
      this.deadlines.delete(now);
      this.setFailure(now, failureAtDeadline(this.failures.get(now), generation, this.loadedGenerations.get(now)));
    }, timeoutMs);
    this.deadlines.set(key, deadline);
  }

  /** The element of `generation` loaded: its deadline goes, and a timeout it had is cleared. */
  loaded(key: string, generation: number): void {
    this.loadedGenerations.set(key, generation);
    this.deadlines.get(key)?.cancel();
    this.deadlines.delete(key);
    const left = failureAfterLoad(this.failures.get(key), generation);
    if (left) this.failures.set(key, left);
    else this.failures.delete(key);
  }

  /** The frame failed (its sub-app reported a start failure, or it was stopped). */
  fail(key: string, failure: FrameFailure): void {
    this.setFailure(key, withFailure(this.failures.get(key), failure));
  }

  /** The frame's element went (closed, evicted, dropped): what was known of it goes too. */
  forget(key: string): void {
    this.loadedGenerations.delete(key);
    this.deadlines.get(key)?.cancel();
    this.deadlines.delete(key);
    this.failures.delete(key);
  }

  /** The frame took another key (it followed its own route), keeping its element. */
  move(from: string, to: string): void {
    const loaded = this.loadedGenerations.get(from);
    const failure = this.failures.get(from);
    const deadline = this.deadlines.get(from);
    this.loadedGenerations.delete(from);
    this.failures.delete(from);
    this.deadlines.delete(from);
    if (loaded !== undefined) this.loadedGenerations.set(to, loaded);
    if (failure) this.failures.set(to, failure);
    if (deadline) this.deadlines.set(to, deadline);
  }

  dispose(): void {
    for (const deadline of this.deadlines.values()) deadline.cancel();
    this.deadlines.clear();
  }

  private setFailure(key: string, failure: FrameFailure | undefined): void {
    if (!failure || failure === this.failures.get(key)) return;
    this.failures.set(key, failure);
    this.onFailure(key, failure);
  }
}
