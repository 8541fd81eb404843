/** The minimal iframe surface the stores use (an HTMLIFrameElement in the browser). */
export interface FrameElement {
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void; readonly location?: { replace(url: string): void } } | null;
}

/** A live frame: its key, its element (once rendered) and the origin its document comes from. */
export interface LiveFrame {
  key: string;
  element: FrameElement | undefined;
  origin: string;
}

/** Key of the non-cached frame among the elements (pool keys are tab values). */
export const NON_CACHED = Symbol('non-cached');
export type ElementKey = string | typeof NON_CACHED;

/**
 * The frames' iframe elements, registered by the FramePool component: a pooled frame's under its
 * key, the non-cached frame's under NON_CACHED. The bridge posts to them.
 */
export class FrameElements {
  private readonly elements = new Map<ElementKey, FrameElement>();

  register(key: ElementKey, element: FrameElement | null): void {
    if (element) this.elements.set(key, element);
    else this.elements.delete(key);
  }

  get(key: ElementKey): FrameElement | undefined {
    return this.elements.get(key);
  }

  delete(key: ElementKey): void {
    this.elements.delete(key);
  }

  /**
   * Stops a frame's document at once: its window is sent to about:blank (allowed across origins), so
   * it posts nothing more even before the component removes its element, and the element is forgotten
   * (the bridge no longer counts it as a live frame).
   */
  stop(key: ElementKey): void {
    try {
      this.elements.get(key)?.contentWindow?.location?.replace('about:blank');
    } catch {
      // Its document went already.
    }
    this.elements.delete(key);
  }

  /** A frame took a new key (its route changed): its element stays the same. */
  move(from: string, to: string): void {
    const element = this.elements.get(from);
    if (element) this.elements.set(to, element);
    this.elements.delete(from);
  }

  /** Every live frame: the pooled ones in creation order, then the non-cached one. */
  live(pooled: ReadonlyArray<{ key: string; origin: string }>, nonCached: { key: string; origin: string } | undefined): LiveFrame[] {
    const frames = pooled.map((entry) => ({ key: entry.key, element: this.elements.get(entry.key), origin: entry.origin }));
    if (nonCached) frames.push({ key: nonCached.key, element: this.elements.get(NON_CACHED), origin: nonCached.origin });
    return frames;
  }
}
