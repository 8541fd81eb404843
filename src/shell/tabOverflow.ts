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
 * The scroll position that shows a tab wholly (with `margin` pixels of its neighbours when there
 * is room): unchanged when it is in view already, else the least move.
 */
export function revealScrollLeft(span: { left: number; right: number }, view: { scrollLeft: number; clientWidth: number }, margin = 24): number {
  const viewRight = view.scrollLeft + view.clientWidth;
  if (span.left >= view.scrollLeft && span.right <= viewRight) return view.scrollLeft;
  const room = Math.max(0, Math.min(margin, (view.clientWidth - (span.right - span.left)) / 2));
  if (span.left < view.scrollLeft || span.right - span.left > view.clientWidth) return Math.max(0, span.left - room);
  return span.right + room - view.clientWidth;
}
