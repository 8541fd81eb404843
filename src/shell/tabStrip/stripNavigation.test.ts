import { describe, expect, it } from 'vitest';
import { followAddress, StripNavigation } from './stripNavigation';
import type { Tab } from '../../core/tabs/tabRules';

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

describe('followAddress (an address naming an open frame tab shows it at once)', () => {
  const frameTab = (src: string): Tab => ({ label: src, value: src, path: '/myiframe/x', query: { src }, frame: true, closable: true });
  function setup() {
    const events = new EventTarget();
    let hash = '';
    const activated: string[] = [];
    const tabs = { tabs: [frameTab('/subapps/rfq/#/v2/list'), frameTab('/subapps/order/#/v2/list')], activate: (value: string) => activated.push(value) };
    const stop = followAddress({ events, hash: () => hash, tabs });
    const go = (next: string) => {
      hash = next;
      events.dispatchEvent(new Event('hashchange'));
    };
    return { go, activated, stop };
  }

  it('makes the open frame tab active in the hashchange itself, before the router renders', () => {
    const { go, activated } = setup();
    go(`#/myiframe/x?${new URLSearchParams({ src: '/subapps/order/#/v2/list' }).toString()}`);
    expect(activated).toEqual(['/subapps/order/#/v2/list']);
  });

  it('leaves other pages and frame tabs not open to the router, and stops listening when told', () => {
    const { go, activated, stop } = setup();
    go('#/portal/info/message');
    go(`#/myiframe/x?${new URLSearchParams({ src: '/subapps/report/#/v2/list' }).toString()}`);
    expect(activated).toEqual([]);
    stop();
    go(`#/myiframe/x?${new URLSearchParams({ src: '/subapps/rfq/#/v2/list' }).toString()}`);
    expect(activated).toEqual([]);
  });
});
