import { describe, expect, it } from 'vitest';
import { pageScrollLeft, revealScrollLeft, scrollerState } from './tabOverflow';

const spans = Array.from({ length: 10 }, (_, i) => ({ value: `t${i}`, left: i * 100, right: i * 100 + 100 }));

describe('the tab strip scroller', () => {
  it('does not overflow when every tab fits', () => {
    expect(scrollerState(spans.slice(0, 3), { scrollLeft: 0, clientWidth: 300, scrollWidth: 300 })).toEqual({ overflowing: false, atStart: true, atEnd: true, hidden: [] });
  });

  it('names the tabs not wholly in view, and whether it is at either end', () => {
    expect(scrollerState(spans, { scrollLeft: 0, clientWidth: 350, scrollWidth: 1000 })).toEqual({
      overflowing: true,
      atStart: true,
      atEnd: false,
      hidden: ['t3', 't4', 't5', 't6', 't7', 't8', 't9'],
    });
    expect(scrollerState(spans, { scrollLeft: 650, clientWidth: 350, scrollWidth: 1000 })).toMatchObject({ atStart: false, atEnd: true, hidden: ['t0', 't1', 't2', 't3', 't4', 't5', 't6'] });
    // Half a pixel of rounding is no overflow.
    expect(scrollerState(spans, { scrollLeft: 0.5, clientWidth: 999.6, scrollWidth: 1000 })).toMatchObject({ overflowing: false, atStart: true, atEnd: true, hidden: [] });
  });

  it('brings a tab into view with a whole tab at the left edge, never a sliver of its neighbour', () => {
    const view = { scrollLeft: 300, clientWidth: 400 };
    const starts = spans.map((span) => span.left);
    expect(revealScrollLeft({ left: 400, right: 500 }, view, starts)).toBe(300);
    expect(revealScrollLeft({ left: 100, right: 200 }, view, starts)).toBe(100);
    expect(revealScrollLeft({ left: 800, right: 900 }, view, starts)).toBe(500);
    // Tabs of uneven widths: the least move right whose edge is a tab's start.
    expect(revealScrollLeft({ left: 700, right: 780 }, { scrollLeft: 0, clientWidth: 400 }, [0, 130, 290, 420, 560, 700])).toBe(420);
    expect(revealScrollLeft({ left: 0, right: 60 }, view, starts)).toBe(0);
    // A tab wider than the view shows its start.
    expect(revealScrollLeft({ left: 800, right: 1300 }, view, starts)).toBe(800);
  });

  it('pages the strip by whole tabs', () => {
    const view = { scrollLeft: 0, clientWidth: 350, scrollWidth: 1000 };
    // t3 is cut at the right edge: it comes to the left edge.
    expect(pageScrollLeft(spans, view, 1)).toBe(300);
    expect(pageScrollLeft(spans, { ...view, scrollLeft: 600 }, 1)).toBe(650);
    // Back from t6: t3, t4, t5 fit whole before it.
    expect(pageScrollLeft(spans, { ...view, scrollLeft: 600 }, -1)).toBe(300);
    expect(pageScrollLeft(spans, { ...view, scrollLeft: 200 }, -1)).toBe(0);
  });
});
