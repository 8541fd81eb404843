// The pool's failed frames (docs/bridge.md, "Bad sub-apps"): a load timeout, a start failure a
// sub-app reports, a window stopped for flooding the bridge; each with its retry.
import { describe, expect, it } from 'vitest';
import { configure } from 'mobx';
import { BRIDGE_CHANNEL } from '../../core/bridge/protocol';
import { setupFrames, SHELL } from '../../testing/frameKit';
import { SETTLE_MS } from './frameSettle';
import { REPEAT_LIMIT } from './bridgeHost';

configure({ enforceActions: 'observed' });

const LOAD_TIMEOUT = 30_000; // the base layout's frames.loadTimeoutMs

describe('FramePoolStore: a frame that does not load', () => {
  it('fails with a timeout at frames.loadTimeoutMs; a late load clears it; other frames are untouched', () => {
    const { frames, openFrame, runTimers, failures } = setupFrames({ initDelayMs: 0, loadTimeoutMs: 2000 });
    openFrame('/a/');
    frames.frameLoaded('/a/', 0);
    openFrame('/b/');
    expect(frames.failure('/b/')).toBeUndefined();
    runTimers(2000);
    expect(frames.failure('/b/')).toEqual({ reason: 'timeout', generation: 0 });
    expect(frames.failure('/a/')).toBeUndefined();
    expect(failures).toEqual(['timeout /b/']);
    // The page still loading underneath arrives late: the error goes.
    frames.frameLoaded('/b/', 0);
    expect(frames.failure('/b/')).toBeUndefined();
    expect(frames.isLoading('/b/')).toBe(false);
  });

  it('retries only that frame: a new element, its own new deadline, the other frames kept as they are', () => {
    const { frames, openFrame, timers, runTimers } = setupFrames({ initDelayMs: 0 });
    openFrame('/a/');
    frames.frameLoaded('/a/', 0);
    openFrame('/b/');
    runTimers(LOAD_TIMEOUT);
    expect(frames.failure('/b/')?.reason).toBe('timeout');
    const poolBefore = frames.pool.entries;
    frames.reloadOne('/b/');
    expect(frames.pool.entries.map((entry) => [entry.key, entry.generation])).toEqual([
      ['/a/', 0],
      ['/b/', 1],
    ]);
    expect(frames.pool.entries[0]).toBe(poolBefore[0]);
    expect(frames.failure('/b/')).toBeUndefined();
    expect(frames.isLoading('/b/')).toBe(true);
    expect(frames.isLoading('/a/')).toBe(false);
    expect(timers.map((timer) => timer.ms)).toEqual([LOAD_TIMEOUT]);
    // The old element's load no longer counts; the new one's does.
    frames.frameLoaded('/b/', 0);
    expect(frames.isLoading('/b/')).toBe(true);
    frames.frameLoaded('/b/', 1);
    runTimers();
    expect(frames.failure('/b/')).toBeUndefined();
  });

  it('times out a non-cached frame too, and retries it', () => {
    const { frames, openFrame, runTimers } = setupFrames({ initDelayMs: 0 });
    const key = '/subapps/rfq/#/demandPool/list';
    openFrame(key);
    runTimers(LOAD_TIMEOUT);
    expect(frames.failure(key)).toEqual({ reason: 'timeout', generation: 1 });
    frames.reloadOne(key);
    expect(frames.nonCached).toMatchObject({ key, generation: 2 });
    expect(frames.failure(key)).toBeUndefined();
  });

  it('forgets a failure when its tab closes, and never fails a frame that is gone', () => {
    const { frames, openFrame, tabs, timers, failures } = setupFrames({ initDelayMs: 0 });
    openFrame('/a/');
    const deadline = timers.find((timer) => timer.ms === LOAD_TIMEOUT)!;
    tabs.close('/a/');
    expect(deadline.cancelled).toBe(true);
    deadline.fn();
    expect(failures).toEqual([]);
    expect(frames.failure('/a/')).toBeUndefined();
  });

  it('keeps the deadline and failure of a frame that follows its own route', () => {
    const { frames, bridge, runTimers, liveFrame } = setupFrames({ initDelayMs: 0 });
    const a = liveFrame('/subapps/rfq/#/v2/list');
    expect(bridge.receive({ source: a.win, origin: SHELL, data: { type: 'routeChange', route: '/v2/detail' } })).toBe('routeChange');
    runTimers(SETTLE_MS);
    expect(frames.entry('/subapps/rfq/#/v2/detail')).toBeDefined();
    runTimers(LOAD_TIMEOUT);
    expect(frames.failure('/subapps/rfq/#/v2/detail')?.reason).toBe('timeout');
  });
});

describe('BridgeHost: a sub-app that fails to start', () => {
  it('shows the start failure on the sender’s tab only; a load does not clear it, a retry does', () => {
    const { frames, openFrame, bridge, element, failures } = setupFrames({ initDelayMs: 0 });
    const a = element();
    const b = element();
    openFrame('/a/');
    frames.registerElement('/a/', a.element);
    openFrame('/b/');
    frames.registerElement('/b/', b.element);
    expect(bridge.receive({ source: b.win, origin: SHELL, data: { channel: BRIDGE_CHANNEL, version: 1, type: 'appFailed', data: { message: 'Error: boom' } } })).toBe('appFailed');
    expect(frames.failure('/b/')).toEqual({ reason: 'appFailed', generation: 0, detail: 'Error: boom' });
    expect(frames.failure('/a/')).toBeUndefined();
    frames.frameLoaded('/b/', 0);
    expect(frames.failure('/b/')?.reason).toBe('appFailed');
    // Said twice, logged once.
    bridge.receive({ source: b.win, origin: SHELL, data: { type: 'appFailed', message: 'again' } });
    expect(failures).toEqual(['appFailed /b/']);
    frames.reloadOne('/b/');
    expect(frames.failure('/b/')).toBeUndefined();
  });

  it('takes appFailed from an allowed origin whatever messages its layout entry grants, never from a stranger', () => {
    const partner = 'https://rfq.partner.com';
    const { frames, bridge, element, liveFrame } = setupFrames({ initDelayMs: 0, allowedOrigins: { partner: { order: 1, origin: partner, messages: [] } } });
    const p = liveFrame(`${partner}/app/`);
    expect(bridge.receive({ source: element().win, origin: partner, data: { type: 'appFailed' } })).toBe('refused');
    expect(bridge.receive({ source: p.win, origin: 'https://evil.example', data: { type: 'appFailed' } })).toBe('refused');
    expect(frames.failure(`${partner}/app/`)).toBeUndefined();
    expect(bridge.receive({ source: p.win, origin: partner, data: { type: 'appFailed' } })).toBe('appFailed');
    expect(frames.failure(`${partner}/app/`)?.reason).toBe('appFailed');
  });
});

describe('BridgeHost: a window that floods the bridge', () => {
  it('drops what is over the budget unread, stops a window that keeps flooding, and a retry starts it with a fresh budget', () => {
    const { frames, openFrame, bridge, element, clock, navigate, refused, notices, failures, runTimers, runDeferred } = setupFrames({ initDelayMs: 0 });
    const a = element();
    const b = element();
    openFrame('/a/');
    frames.registerElement('/a/', a.element);
    openFrame('/subapps/rfq/#/v2/list');
    frames.registerElement('/subapps/rfq/#/v2/list', b.element);
    // 10,000 a second from b: a refused address each time (without the budget, a warning and a toast each).
    const flood = { type: 'openNewTag', name: 'x', src: 'javascript:alert(1)' };
    const answers: Record<string, number> = {};
    for (let n = 0; n < 5000; n += 1) {
      clock.now += 0.1;
      const answer = bridge.receive({ source: b.win, origin: SHELL, data: flood });
      answers[answer] = (answers[answer] ?? 0) + 1;
    }
    expect(answers.refused).toBeGreaterThanOrEqual(200);
    expect(answers.refused).toBeLessThanOrEqual(225);
    expect(answers.dropped).toBe(5000 - answers.refused!);
    // The same refusal is warned 3 times in 3 s, not once per message; its notice waited for the frame's
    // reports to settle, and a frame stopped meanwhile says nothing more.
    expect(refused.filter((line) => line.startsWith('openNewTag address refused'))).toHaveLength(REPEAT_LIMIT);
    expect(REPEAT_LIMIT).toBe(3);
    runTimers(SETTLE_MS);
    expect(notices).toEqual([]);
    expect(refused.filter((line) => line.startsWith('window stopped'))).toHaveLength(1);
    // Its tab shows the stop in the task after the message's.
    runDeferred();
    expect(frames.failure('/subapps/rfq/#/v2/list')?.reason).toBe('stopped');
    expect(failures).toEqual(['stopped /subapps/rfq/#/v2/list']);
    // Its document is sent away at once (before the component removes the element), and it is no longer a live frame.
    expect(b.navigated).toEqual(['about:blank']);
    expect(frames.frame('/subapps/rfq/#/v2/list')?.element).toBeUndefined();
    expect(a.navigated).toEqual([]);
    // The other frame is heard as before.
    expect(bridge.receive({ source: a.win, origin: SHELL, data: { type: 'openNewTag', name: 'D', src: '/subapps/order/' } })).toBe('openNewTag');
    expect(navigate).toHaveBeenCalledTimes(1);
    // Its old window stays stopped, even after a long quiet.
    clock.now += 3_600_000;
    expect(bridge.receive({ source: b.win, origin: SHELL, data: { type: 'openNewPage' } })).toBe('dropped');
    // Retry: a new element, a new window with a whole budget.
    frames.reloadOne('/subapps/rfq/#/v2/list');
    expect(frames.failure('/subapps/rfq/#/v2/list')).toBeUndefined();
    const retried = element();
    frames.registerElement('/subapps/rfq/#/v2/list', retried.element);
    for (let n = 0; n < 200; n += 1) expect(bridge.receive({ source: retried.win, origin: SHELL, data: { type: 'openNewPage' } })).toBe('openNewPage');
    expect(bridge.receive({ source: retried.win, origin: SHELL, data: { type: 'openNewPage' } })).toBe('dropped');
  });

  it('drops a flood from a window that is not one of its frames without stopping anything', () => {
    const { bridge, element, clock, failures, liveFrame } = setupFrames({ initDelayMs: 0 });
    const a = liveFrame('/a/');
    const stranger = element();
    for (let n = 0; n < 5000; n += 1) {
      clock.now += 0.1;
      bridge.receive({ source: stranger.win, origin: SHELL, data: { type: 'openNewPage' } });
    }
    expect(failures).toEqual([]);
    expect(bridge.receive({ source: a.win, origin: SHELL, data: { type: 'openNewPage' } })).toBe('openNewPage');
  });
});
