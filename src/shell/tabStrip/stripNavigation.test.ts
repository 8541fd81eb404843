import { describe, expect, it } from 'vitest';
import { followAddressFirst, StripNavigation } from './stripNavigation';

function setup() {
  let address = '#/myiframe/demo?src=c';
  const moves: string[] = [];
  const paints: Array<{ fn: () => void; cancelled: boolean }> = [];
  const strip = new StripNavigation({
    navigate: (path, query) => {
      moves.push(`${path}?${new URLSearchParams(query).toString()}`);
      address = `#${moves.at(-1)}`;
    },
    afterPaint: (fn) => {
      const paint = { fn, cancelled: false };
      paints.push(paint);
      return () => void (paint.cancelled = true);
    },
    address: () => address,
  });
  const paint = () => {
    for (const p of paints.splice(0)) if (!p.cancelled) p.fn();
  };
  return { strip, moves, paint, setAddress: (next: string) => void (address = next) };
}

const tab = (src: string) => ({ path: '/myiframe/demo', query: { src } });

describe('the moves of the tab strip', () => {
  it('moves the router after the paint for a frame tab, at once otherwise', () => {
    const { strip, moves, paint } = setup();
    strip.go(tab('a'), { afterPaint: true });
    expect(moves).toEqual([]);
    paint();
    expect(moves).toEqual(['/myiframe/demo?src=a']);
    strip.go({ path: '/portal/wel/index', query: {} }, { afterPaint: false });
    expect(moves).toEqual(['/myiframe/demo?src=a', '/portal/wel/index?']);
  });

  it('drops its pending move when the address changed in between (a sub-app opened a tab, a typed address)', () => {
    const { strip, moves, paint, setAddress } = setup();
    strip.go(tab('a'), { afterPaint: true });
    // The race of the flaky LRU test: the next page is asked for before the strip's move is sent.
    setAddress('#/myiframe/demo?src=d');
    paint();
    expect(moves).toEqual([]);
  });

  it('sends its pending move first when the strip asks for another one, so that the history has both', () => {
    const { strip, moves, paint } = setup();
    strip.go(tab('a'), { afterPaint: true });
    strip.go(tab('b'), { afterPaint: true });
    expect(moves).toEqual(['/myiframe/demo?src=a']);
    paint();
    expect(moves).toEqual(['/myiframe/demo?src=a', '/myiframe/demo?src=b']);
  });

  it('flushes the pending move once (before a close), and a disposed strip sends nothing', () => {
    const { strip, moves, paint } = setup();
    strip.go(tab('a'), { afterPaint: true });
    strip.flush();
    strip.flush();
    paint();
    expect(moves).toEqual(['/myiframe/demo?src=a']);
    strip.go(tab('b'), { afterPaint: true });
    strip.dispose();
    paint();
    expect(moves).toEqual(['/myiframe/demo?src=a']);
  });
});

describe('followAddressFirst (an address naming an open frame tab is shown before the router renders it)', () => {
  type Update = { action: 'POP' | 'PUSH' | 'REPLACE'; location: string };
  function setup() {
    let listener: ((update: Update) => void) | undefined;
    let current: Update = { action: 'POP', location: '/portal/wel/index' };
    let hash = '';
    const open = new Set(['/subapps/rfq/', '/subapps/order/']);
    const followed: string[] = [];
    const applied: Update[] = [];
    const paints: Array<{ fn: () => void; cancelled: boolean }> = [];
    const stop = followAddressFirst<Update>(
      {
        history: {
          listen: (fn) => {
            listener = fn;
            return () => void (listener = undefined);
          },
        },
        current: () => current,
        hash: () => hash,
        tabs: {
          followAddress: (next) => {
            const src = new URLSearchParams(next.split('?')[1] ?? '').get('src') ?? '';
            if (!open.has(src)) return false;
            followed.push(src);
            return true;
          },
        },
        afterPaint: (fn) => {
          const paint = { fn, cancelled: false };
          paints.push(paint);
          return () => void (paint.cancelled = true);
        },
      },
      (update) => applied.push(update),
    );
    /** The address changes (its `popstate`, or a push of the router's own). */
    const change = (action: Update['action'], src: string) => {
      hash = `#/myiframe/x?src=${encodeURIComponent(src)}`;
      current = { action, location: hash.slice(1) };
      listener?.(current);
    };
    const paint = () => {
      for (const each of paints.splice(0)) if (!each.cancelled) each.fn();
    };
    return { change, paint, followed, applied, stop, listening: () => listener !== undefined };
  }

  it('shows the open frame tab in the address change itself; the router gets the address after the paint', () => {
    const { change, paint, followed, applied } = setup();
    change('POP', '/subapps/order/');
    expect(followed).toEqual(['/subapps/order/']);
    expect(applied).toEqual([]);
    paint();
    expect(applied).toEqual([{ action: 'POP', location: '/myiframe/x?src=%2Fsubapps%2Forder%2F' }]);
  });

  it('gives the router every other address at once: pushes, and pages that are no open frame tab', () => {
    const { change, followed, applied } = setup();
    change('PUSH', '/subapps/rfq/');
    change('POP', '/subapps/report/');
    expect(followed).toEqual([]);
    expect(applied.map((update) => update.action)).toEqual(['PUSH', 'POP']);
  });

  it('a later address replaces the pending one, and a pending one applies the address as it is then', () => {
    const { change, paint, applied } = setup();
    change('POP', '/subapps/order/');
    change('PUSH', '/subapps/report/');
    paint();
    expect(applied).toEqual([{ action: 'PUSH', location: '/myiframe/x?src=%2Fsubapps%2Freport%2F' }]);
    change('POP', '/subapps/order/');
    change('POP', '/subapps/rfq/');
    paint();
    expect(applied.at(-1)).toEqual({ action: 'POP', location: '/myiframe/x?src=%2Fsubapps%2Frfq%2F' });
    expect(applied).toHaveLength(2);
  });

  it('stops listening and drops the pending update when told', () => {
    const { change, paint, applied, stop, listening } = setup();
    change('POP', '/subapps/order/');
    stop();
    paint();
    expect(applied).toEqual([]);
    expect(listening()).toBe(false);
  });
});
