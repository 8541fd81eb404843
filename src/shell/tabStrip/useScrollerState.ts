// The tab strip's scroller measured in the DOM: whether the tabs overflow, whether it is at either
// end and which tabs are out of sight (rules: tabOverflow.ts), and the scroll that brings one tab
// wholly into view.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Tab } from '../../core/tabs/tabRules';
import { revealScrollLeft, sameScrollerState, scrollerState, type ScrollerState } from './tabOverflow';

/**
 * Whether the tabs overflow the scroller, whether it is at either end, and which tabs are out of
 * sight; measured after each change of the tabs, each scroll and each resize.
 */
export function useScrollerState(scrollerRef: RefObject<HTMLDivElement | null>, tabs: readonly Tab[]): ScrollerState {
  const [state, setState] = useState<ScrollerState>({ overflowing: false, atStart: true, atEnd: true, hidden: [] });
  const frame = useRef<number | undefined>(undefined);
  const measure = useCallback(() => {
    frame.current = undefined;
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = scrollerState(tabSpans(scroller), scroller);
    setState((previous) => (sameScrollerState(previous, next) ? previous : next));
  }, [scrollerRef]);
  const schedule = useCallback(() => {
    if (frame.current === undefined) frame.current = requestAnimationFrame(measure);
  }, [measure]);
  useLayoutEffect(() => {
    measure();
  }, [measure, tabs]);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.addEventListener('scroll', schedule, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    resize?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', schedule);
      resize?.disconnect();
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
      frame.current = undefined;
    };
  }, [scrollerRef, schedule]);
  return state;
}

/** The tabs of the scroller with their places in its content. */
export function tabSpans(scroller: HTMLElement) {
  return [...scroller.querySelectorAll<HTMLElement>('[data-testid="tab"]')].map((element) => ({
    value: element.dataset.value ?? '',
    left: element.offsetLeft,
    right: element.offsetLeft + element.offsetWidth,
  }));
}

/** Scrolls the strip so that a tab is wholly in view, a whole tab at its left edge (only the strip: the page does not move). */
export function revealTab(element: HTMLElement | null): void {
  const scroller = element?.parentElement;
  if (!element || !scroller || scroller.dataset.testid !== 'tab-scroller') return;
  const starts = tabSpans(scroller).map((span) => span.left);
  const next = revealScrollLeft({ left: element.offsetLeft, right: element.offsetLeft + element.offsetWidth }, scroller, starts);
  if (next !== scroller.scrollLeft) scroller.scrollLeft = next;
}
