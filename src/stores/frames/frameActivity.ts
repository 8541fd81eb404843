/** Told when a frame becomes the one the user sees, and when it stops being it. */
export interface FrameActivityListener {
  activated(key: string): void;
  deactivated(key: string): void;
  /** A frame's document has loaded (active or not). */
  loaded?(key: string): void;
}

/**
 * Tells the listeners (the bridge) which frame the user sees: the one shown before is deactivated,
 * the one shown now activated once its document has loaded; a new frame's first activation is
 * repeated after frames.initDelayMs for a sub-app whose listener starts late.
 */
export class FrameActivity {
  private readonly listeners = new Set<FrameActivityListener>();
  /** Per frame key: the repetition of a new frame's first `activate`. */
  private readonly initTimers = new Map<string, () => void>();
  /** The frame the listeners were last told is shown. */
  shownKey: string | undefined;

  constructor(private readonly schedule: (fn: () => void, ms: number) => () => void) {}

  /** Subscribes; returns the function that unsubscribes. */
  subscribe(listener: FrameActivityListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells of the frame that was shown and the one shown now (if either changed); `loaded`: whether a key's document has loaded. */
  announce(next: string | undefined, loaded: (key: string) => boolean): void {
    const previous = this.shownKey;
    this.shownKey = next;
    if (previous === next) return;
    if (previous !== undefined) for (const listener of this.listeners) listener.deactivated(previous);
    // A frame whose document has not loaded yet hears of it once it has (documentLoaded).
    if (next !== undefined && loaded(next)) this.activated(next);
  }

  /** A frame's document has loaded; an active one is activated. */
  documentLoaded(key: string, active: boolean): void {
    for (const listener of this.listeners) listener.loaded?.(key);
    if (active) this.activated(key);
  }

  /** Repeats the first `activate` of `key` after `delay`, if `stillShown` then. */
  repeatActivation(key: string, delay: number, stillShown: () => boolean): void {
    if (delay <= 0) return;
    this.cancel(key);
    this.initTimers.set(
      key,
      this.schedule(() => {
        this.initTimers.delete(key);
        if (stillShown()) this.activated(key);
      }, delay),
    );
  }

  cancel(key: string): void {
    this.initTimers.get(key)?.();
    this.initTimers.delete(key);
  }

  dispose(): void {
    for (const cancel of this.initTimers.values()) cancel();
    this.initTimers.clear();
    this.listeners.clear();
  }

  private activated(key: string): void {
    for (const listener of this.listeners) listener.activated(key);
  }
}
