import { describe, expect, it } from 'vitest';
import { revealScrollLeft, scrollerState } from './tabOverflow';

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

  it('scrolls the least to bring a tab into view, with a little of its neighbours', () => {
    const view = { scrollLeft: 300, clientWidth: 400 };
    expect(revealScrollLeft({ left: 400, right: 500 }, view)).toBe(300);
    expect(revealScrollLeft({ left: 100, right: 200 }, view)).toBe(76);
    expect(revealScrollLeft({ left: 800, right: 900 }, view)).toBe(524);
    expect(revealScrollLeft({ left: 10, right: 60 }, view)).toBe(0);
    // A tab wider than the view shows its start.
    expect(revealScrollLeft({ left: 800, right: 1300 }, view)).toBe(800);
  });
});
