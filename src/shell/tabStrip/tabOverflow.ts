/**
 * The geometry of the tab strip's scroller, as pure functions: which tabs are out of sight and
 * where to scroll to bring one into view. Positions are in the scroller's content coordinates
 * (offsetLeft of a tab inside the positioned scroller).
 */
export interface TabSpan {
  value: string;
  left: number;
  right: number;
}

export interface ScrollerState {
  /** The tabs do not fit: the arrows and the list of hidden tabs show. */
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
  /** Values of the tabs not wholly in view, in strip order. */
  hidden: string[];
}

/** Less than a pixel is rounding, not overflow. */
const TOLERANCE = 1;

export function scrollerState(spans: readonly TabSpan[], view: { scrollLeft: number; clientWidth: number; scrollWidth: number }): ScrollerState {
  const overflowing = view.scrollWidth - view.clientWidth > TOLERANCE;
  const viewLeft = view.scrollLeft;
  const viewRight = view.scrollLeft + view.clientWidth;
  return {
    overflowing,
    atStart: viewLeft <= TOLERANCE,
    atEnd: viewRight >= view.scrollWidth - TOLERANCE,
    hidden: overflowing ? spans.filter((span) => span.left < viewLeft - TOLERANCE || span.right > viewRight + TOLERANCE).map((span) => span.value) : [],
  };
}

export function sameScrollerState(a: ScrollerState, b: ScrollerState): boolean {
  return a.overflowing === b.overflowing && a.atStart === b.atStart && a.atEnd === b.atEnd && a.hidden.length === b.hidden.length && a.hidden.every((value, i) => value === b.hidden[i]);
}

/**
 * The scroll position that shows a tab wholly, its left edge on a tab's start (`starts`: the starts
 * of all tabs), so that no tab is cut off at the left edge, beside the pinned Home tab: unchanged
 * when the tab is in view already; else the tab at the left edge (going left, or a tab wider than
 * the view), or the least move right whose left edge is a tab's start.
 */
export function revealScrollLeft(span: { left: number; right: number }, view: { scrollLeft: number; clientWidth: number }, starts: readonly number[] = []): number {
  const viewRight = view.scrollLeft + view.clientWidth;
  if (span.left >= view.scrollLeft - TOLERANCE && span.right <= viewRight + TOLERANCE) return view.scrollLeft;
  if (span.left < view.scrollLeft || span.right - span.left > view.clientWidth) return Math.max(0, span.left);
  const needed = span.right - view.clientWidth;
  const edge = Math.min(span.left, ...starts.filter((start) => start >= needed - TOLERANCE));
  return Math.max(0, edge);
}

/**
 * Where the strip's arrows scroll to, a page at a time, with the left edge on a tab's start: forward,
 * the first tab not wholly in view comes to the left edge; back, the tabs before the left edge fill
 * the view as far as they fit whole.
 */
export function pageScrollLeft(spans: ReadonlyArray<{ left: number; right: number }>, view: { scrollLeft: number; clientWidth: number; scrollWidth: number }, direction: -1 | 1): number {
  const maxLeft = Math.max(0, view.scrollWidth - view.clientWidth);
  const viewRight = view.scrollLeft + view.clientWidth;
  if (direction === 1) {
    const next = spans.find((span) => span.right > viewRight + TOLERANCE && span.left > view.scrollLeft + TOLERANCE);
    return Math.min(maxLeft, next ? next.left : viewRight);
  }
  const needed = view.scrollLeft - view.clientWidth;
  const first = spans.find((span) => span.left >= needed - TOLERANCE && span.left < view.scrollLeft - TOLERANCE);
  if (first) return Math.max(0, first.left);
  // The tab just before the edge is wider than the view: its start.
  const before = [...spans].reverse().find((span) => span.left < view.scrollLeft - TOLERANCE);
  return Math.max(0, before ? before.left : view.scrollLeft - view.clientWidth);
}
