import { describe, expect, it } from 'vitest';
import { configure, observable, runInAction } from 'mobx';
import type { ThemeData } from '../../core/bridge/protocol';
import { LANGUAGE_RELOAD_DELAY_MS } from './frameTypes';
import { REPEAT_LIMIT, REPEAT_QUIET_MS } from './bridgeHost';
import { setupFrames, SHELL } from '../../testing/frameKit';
import { BRIDGE_BUDGET } from '../../core/bridge/budget';
import { SETTLE_MS } from './frameSettle';

configure({ enforceActions: 'observed' });

describe('BridgeHost: messages to frames', () => {
  it('tells the frames about activation and deactivation, at their own origin', () => {
    const { frames, tabs, openFrame, element } = setupFrames({ initDelayMs: 0 });
    const a = element();
    const b = element();
    openFrame('/a/');
    frames.registerElement('/a/', a.element);
    frames.frameLoaded('/a/', 0);
    expect(a.posted.map((p) => [p.message.type, p.origin])).toEqual([['activate', SHELL]]);
    openFrame('/b/');
    frames.registerElement('/b/', b.element);
    frames.frameLoaded('/b/', 0);
    expect(a.posted.map((p) => p.message.type)).toEqual(['activate', 'deactivate']);
    expect(b.posted.map((p) => p.message.type)).toEqual(['activate']);
    tabs.activate('/a/');
    expect(a.posted.map((p) => p.message.type)).toEqual(['activate', 'deactivate', 'activate']);
    expect(b.posted.map((p) => p.message.type)).toEqual(['activate', 'deactivate']);
    for (const post of [...a.posted, ...b.posted]) expect(post.origin).not.toBe('*');
  });

  it('posts to an allowed foreign frame at its origin', () => {
    const { bridge, liveFrame } = setupFrames({ initDelayMs: 0, allowedOrigins: { partner: { order: 1, origin: 'https://rfq.partner.com' } } });
    const a = liveFrame('https://rfq.partner.com/app/');
    expect(bridge.tokenRenewed('T2')).toBe(1);
    expect(a.posted).toEqual([{ message: { channel: 'srm-bridge', version: 1, type: 'tokenRenewed', data: { token: 'T2' } }, origin: 'https://rfq.partner.com' }]);
  });

  it('broadcasts the language change, then reloads every frame in place', () => {
    const { frames, locale, openFrame, element, runTimers, timers } = setupFrames({ initDelayMs: 0 });
    const a = element();
    const b = element();
    openFrame('/a/');
    frames.registerElement('/a/', a.element);
    openFrame('/b/');
    frames.registerElement('/b/', b.element);
    frames.frameLoaded('/b/', 0);
    locale.setLanguage('en');
    expect(a.posted.at(-1)?.message).toMatchObject({ type: 'languageChange', data: { language: 'en' } });
    expect(b.posted.at(-1)?.message).toMatchObject({ type: 'languageChange', data: { language: 'en' } });
    expect(frames.pool.entries.map((e) => e.generation)).toEqual([0, 0]);
    // Besides the frames' load deadlines (frames.loadTimeoutMs), only the reload is timed.
    expect(timers.filter((t) => !t.cancelled).map((t) => t.ms)).toEqual([30_000, LANGUAGE_RELOAD_DELAY_MS]);
    runTimers();
    expect(frames.pool.entries.map((e) => e.generation)).toEqual([1, 1]);
    expect(frames.isLoading('/b/')).toBe(true);
  });
});

describe('BridgeHost: the theme', () => {
  it('tells each frame the theme when it loads and when it is activated, and every live frame when it changes', () => {
    const theme = observable.box<ThemeData>({ theme: 'light' });
    const { frames, openFrame, element } = setupFrames({ initDelayMs: 0 }, { theme: () => theme.get() });
    const a = element();
    const b = element();
    openFrame('/a/');
    frames.registerElement('/a/', a.element);
    frames.frameLoaded('/a/', 0);
    expect(a.posted.map((p) => p.message)).toEqual([
      { channel: 'srm-bridge', version: 1, type: 'themeChange', data: { theme: 'light' } },
      { channel: 'srm-bridge', version: 1, type: 'activate', data: { language: 'zh_cn', theme: 'light' } },
    ]);
    openFrame('/b/');
    frames.registerElement('/b/', b.element);
    runInAction(() => theme.set({ theme: 'dark', brandColor: '#c50f1f' }));
    for (const frame of [a, b]) expect(frame.posted.at(-1)?.message).toMatchObject({ type: 'themeChange', data: { theme: 'dark', brandColor: '#c50f1f' } });
    const count = a.posted.length;
    runInAction(() => theme.set({ theme: 'dark', brandColor: '#c50f1f' }));
    expect(a.posted).toHaveLength(count);
  });
});

describe('BridgeHost: messages from frames', () => {
  function withFrame(patch: Record<string, unknown> = {}) {
    const ctx = setupFrames({ initDelayMs: 0, ...patch });
    const own = ctx.liveFrame('/subapps/rfq/');
    return { ...ctx, own };
  }
  const tagMessage = { type: 'openNewTag', name: '订单详情', src: '/subapps/order/#/v2/order/detail', query: { id: 'PO-1' } };

  it('opens a tab for openNewTag from its own frame', () => {
    const { bridge, own, navigate } = withFrame();
    expect(bridge.receive({ source: own.win, origin: SHELL, data: tagMessage })).toBe('openNewTag');
    expect(navigate).toHaveBeenCalledWith('/myiframe/order', { id: 'PO-1', src: '/subapps/order/#/v2/order/detail', name: '订单详情' }, undefined);
  });

  it("opens an approval's document at its mapped address for openAuditDetail, and says so for an unknown type", () => {
    const { bridge, own, navigate, notices, runTimers } = withFrame();
    const message = { type: 'openAuditDetail', auditType: 'orderDetail', businessId: 'PO2026700037' };
    expect(bridge.receive({ source: own.win, origin: SHELL, data: message })).toBe('openAuditDetail');
    expect(navigate).toHaveBeenCalledWith('/myiframe/audit_orderDetail', { src: '/order/#/v2/order/detail?id=PO2026700037', name: '订单详情 PO2026700037' }, undefined);
    expect(bridge.receive({ source: own.win, origin: SHELL, data: { ...message, auditType: 'invoice' } })).toBe('refused');
    expect(navigate).toHaveBeenCalledTimes(1);
    // Told once the frame's reports settle.
    expect(notices).toEqual([]);
    runTimers(SETTLE_MS);
    expect(notices).toEqual(['审批类型“invoice”没有配置详情页，请联系管理员在审批链接表（auditLinks）中添加']);
  });

  it('does nothing for a window that is not one of its frames, or a foreign origin', () => {
    const { bridge, flowDialog, own, navigate, refused } = withFrame();
    const stranger = { postMessage: () => undefined };
    expect(bridge.receive({ source: stranger, origin: SHELL, data: tagMessage })).toBe('refused');
    expect(bridge.receive({ source: null, origin: SHELL, data: tagMessage })).toBe('refused');
    expect(bridge.receive({ source: own.win, origin: 'https://evil.example', data: tagMessage })).toBe('refused');
    expect(bridge.receive({ source: own.win, origin: 'https://evil.example', data: { type: 'openFlowDialog', flowId: 'PI-1' } })).toBe('refused');
    expect(navigate).not.toHaveBeenCalled();
    expect(flowDialog.state).toBeUndefined();
    expect(refused).toHaveLength(4);
  });

  it('says the same refusal of one window at most 3 times in 3 s (a sub-app repeating it in a loop), another window’s apart', () => {
    const { bridge, own, refused, notices, clock, liveFrame, runTimers } = withFrame();
    const other = liveFrame('/subapps/order/');
    const evil = { ...tagMessage, name: 'evilx', src: 'javascript:alert(1)' };
    for (let n = 0; n < 10; n += 1) expect(bridge.receive({ source: own.win, origin: SHELL, data: evil })).toBe('refused');
    runTimers(SETTLE_MS);
    // Warned 3 times; the notice, the same text each time, told once when the burst settles.
    expect([refused.length, notices.length]).toEqual([REPEAT_LIMIT, 1]);
    bridge.receive({ source: other.win, origin: SHELL, data: evil });
    runTimers(SETTLE_MS);
    expect([refused.length, notices.length]).toEqual([REPEAT_LIMIT + 1, 2]);
    clock.now += REPEAT_QUIET_MS;
    bridge.receive({ source: own.win, origin: SHELL, data: evil });
    runTimers(SETTLE_MS);
    expect([refused.length, notices.length]).toEqual([REPEAT_LIMIT + 2, 3]);
  });

  it('shows no refusal notice of a window flooding the bridge (a toast is a render of the shell), and shows it again once the window calms down', () => {
    const { bridge, own, refused, notices, clock, runTimers } = withFrame();
    const evil = { ...tagMessage, name: 'evilx', src: 'javascript:alert(1)' };
    // Half its burst and more at once: flooding.
    for (let n = 0; n < BRIDGE_BUDGET.burst / 2 + 1; n += 1) bridge.receive({ source: own.win, origin: SHELL, data: evil });
    runTimers(SETTLE_MS);
    expect([refused.length, notices]).toEqual([REPEAT_LIMIT, []]);
    // Two seconds of quiet refill the bucket: the next refusal is told.
    clock.now += 2 * REPEAT_QUIET_MS;
    bridge.receive({ source: own.win, origin: SHELL, data: evil });
    runTimers(SETTLE_MS);
    expect(notices).toHaveLength(1);
  });

  it('stops a flooding window at once (its document goes, nothing more is heard or followed) and shows why in a task of its own', () => {
    const { bridge, own, frames, tabs, failures, deferred, runDeferred, runTimers } = withFrame();
    const tabsBefore = tabs.tabs.map((tab) => tab.value);
    const hop = { type: 'routeChange', route: '/hop' };
    let sent = 0;
    while (own.navigated.length === 0 && sent < 10_000) {
      bridge.receive({ source: own.win, origin: SHELL, data: hop });
      sent += 1;
    }
    // Stopped at the message that used up its patience: its window is sent to about:blank right there…
    expect(sent).toBe(BRIDGE_BUDGET.burst + BRIDGE_BUDGET.stopAfterDrops);
    expect(own.navigated).toEqual(['about:blank']);
    // …while its tab shows nothing yet: the notice's render is not part of the message's task.
    expect(failures).toEqual([]);
    expect(deferred).toHaveLength(1);
    // Whatever it still had queued is dropped unread, and no second stop is put off.
    expect(bridge.receive({ source: own.win, origin: SHELL, data: hop })).toBe('dropped');
    expect(deferred).toHaveLength(1);
    // It is no longer one of the live frames: the route changes it sent within its budget are not followed.
    expect(frames.liveFrames.some((frame) => frame.element === own.element)).toBe(false);
    runTimers(SETTLE_MS);
    expect(tabs.tabs.map((tab) => tab.value)).toEqual(tabsBefore);
    // The task after: its tab shows the stop.
    runDeferred();
    expect(failures).toEqual(['stopped /subapps/rfq/']);
    expect(frames.failure('/subapps/rfq/')?.reason).toBe('stopped');
  });

  it('shows no stop of a flooding frame whose tab was closed before the task after', () => {
    const { bridge, own, tabs, failures, runDeferred } = withFrame();
    for (let n = 0; n < BRIDGE_BUDGET.burst + BRIDGE_BUDGET.stopAfterDrops; n += 1) bridge.receive({ source: own.win, origin: SHELL, data: { type: 'noSuchMessage' } });
    expect(own.navigated).toEqual(['about:blank']);
    tabs.close('/subapps/rfq/');
    runDeferred();
    expect(failures).toEqual([]);
  });

  it('refuses an unsafe address from its own frame: nothing opens, and the user is told why', () => {
    const { bridge, own, navigate, tabs, notices, runTimers } = withFrame();
    const tabsBefore = tabs.tabs;
    for (const src of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'https://evil.example/']) {
      expect(bridge.receive({ source: own.win, origin: SHELL, data: { ...tagMessage, name: 'evilx', src } })).toBe('refused');
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(tabs.tabs).toBe(tabsBefore);
    // Told once the frame's reports settle, each different text once.
    runTimers(SETTLE_MS);
    expect(notices).toEqual(['“evilx”未打开：地址不是 http(s) 或站内地址', '“evilx”未打开：地址的来源不在允许的来源之列']);
  });

  it('shows no pending notice of a frame closed before its reports settle; a frame still open is told', () => {
    const { bridge, own, frames, notices, runTimers, liveFrame } = withFrame();
    const other = liveFrame('/subapps/order/');
    const evil = { ...tagMessage, name: 'evilx', src: 'javascript:alert(1)' };
    expect(bridge.receive({ source: own.win, origin: SHELL, data: evil })).toBe('refused');
    expect(bridge.receive({ source: other.win, origin: SHELL, data: evil })).toBe('refused');
    // The user closes the first frame's tab (its element goes) within the settling pause.
    frames.registerElement('/subapps/rfq/', null);
    runTimers(SETTLE_MS);
    expect(notices).toEqual(['“evilx”未打开：地址不是 http(s) 或站内地址']);
  });

  it('opens a portal address a sub-app asks for as the portal page, never the shell in a frame', () => {
    const { bridge, own, navigate, frames } = withFrame();
    expect(bridge.receive({ source: own.win, origin: SHELL, data: { action: 'openNewTag', data: { name: 'evil4', src: '/portal/info/index' } } })).toBe('openNewTag');
    expect(navigate).toHaveBeenCalledWith('/portal/info/index', {}, undefined);
    expect(frames.pool.entries.map((entry) => entry.key)).toEqual(['/subapps/rfq/']);
  });

  it('lets an allowed origin send only the messages the layout lists for it; the shell origin all', () => {
    const { bridge, own, navigate, flowDialog, refused } = withFrame({ allowedOrigins: { partner: { order: 1, origin: 'https://rfq.partner.com', messages: ['openFlowDialog'] } } });
    expect(bridge.receive({ source: own.win, origin: 'https://rfq.partner.com', data: tagMessage })).toBe('refused');
    expect(navigate).not.toHaveBeenCalled();
    expect(refused.at(-1)).toContain('message-not-allowed');
    expect(bridge.receive({ source: own.win, origin: 'https://rfq.partner.com', data: { type: 'openFlowDialog', flowId: 'PI-1' } })).toBe('openFlowDialog');
    flowDialog.close();
    expect(bridge.receive({ source: own.win, origin: SHELL, data: tagMessage })).toBe('openNewTag');
  });

  it('accepts an allowed origin for its own frame', () => {
    const { bridge, own, navigate } = withFrame({ allowedOrigins: { partner: { order: 1, origin: 'https://rfq.partner.com' } } });
    expect(bridge.receive({ source: own.win, origin: 'https://rfq.partner.com', data: tagMessage })).toBe('openNewTag');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('opens the approval-flow dialog on the flow diagram page, and closes it', () => {
    const { bridge, flowDialog, own } = withFrame();
    expect(bridge.receive({ source: own.win, origin: SHELL, data: { type: 'openFlowDialog', flowId: 'PI 1/x' } })).toBe('ignored');
    expect(bridge.receive({ source: own.win, origin: SHELL, data: { openFlowDialog: true, flowId: 'PI-1001' } })).toBe('openFlowDialog');
    expect(flowDialog.state).toEqual({ flowId: 'PI-1001', address: '/subapps/flow/?processInstanceId=PI-1001&prefix=/portal&lang=zh_cn' });
    flowDialog.close();
    expect(flowDialog.state).toBeUndefined();
  });

  it('accepts openNewPage and does nothing; ignores other messages', () => {
    const { bridge, flowDialog, own, navigate } = withFrame();
    expect(bridge.receive({ source: own.win, origin: SHELL, data: { type: 'openNewPage', data: { x: 1 } } })).toBe('openNewPage');
    expect(bridge.receive({ source: own.win, origin: SHELL, data: { hello: 'world' } })).toBe('ignored');
    expect(navigate).not.toHaveBeenCalled();
    expect(flowDialog.state).toBeUndefined();
  });

  it('listens on a window until detached', () => {
    const { bridge, own, navigate } = withFrame();
    const target = new EventTarget();
    const detach = bridge.attach(target as unknown as Window);
    target.dispatchEvent(Object.assign(new Event('message'), { source: own.win, origin: SHELL, data: tagMessage }));
    expect(navigate).toHaveBeenCalledTimes(1);
    detach();
    target.dispatchEvent(Object.assign(new Event('message'), { source: own.win, origin: SHELL, data: tagMessage }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('BridgeHost: a frame reports its route', () => {
  it('moves its tab to the new address and label, re-keys its frame without a reload, and moves the address', () => {
    const { frames, tabs, bridge, openFrame, element, navigate, runTimers } = setupFrames({ initDelayMs: 0 });
    const a = element();
    openFrame('/subapps/rfq/#/v2/detail', { id: 'RFQ-1' });
    frames.registerElement('/subapps/rfq/#/v2/detail', a.element);
    frames.frameLoaded('/subapps/rfq/#/v2/detail', 0);
    const before = frames.pool.entries[0]!;
    a.posted.length = 0;

    expect(bridge.receive({ source: a.win, origin: SHELL, data: { channel: 'srm-bridge', version: 1, type: 'routeChange', data: { route: '#/v2/list', name: '询价管理' } } })).toBe('routeChange');
    // Followed once the frame's reports settle.
    expect(tabs.activeValue).toBe('/subapps/rfq/#/v2/detail');
    runTimers(SETTLE_MS);
    const list = '/subapps/rfq/#/v2/list';
    expect(tabs.tabs.map((tab) => [tab.value, tab.label, tab.query])).toContainEqual([list, '询价管理', { src: list, name: '询价管理' }]);
    expect(tabs.activeValue).toBe(list);
    const entry = frames.pool.entries[0]!;
    // The same element: same slot, same src, same generation, still loaded, not told anything.
    expect([entry.key, entry.slot, entry.src, entry.generation]).toEqual([list, '/subapps/rfq/#/v2/detail', before.address, 0]);
    expect(frames.isLoading(list)).toBe(false);
    expect(frames.activeKey).toBe(list);
    expect(a.posted).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith('/myiframe/x', { src: list, name: '询价管理' }, { replace: true });
  });

  it('follows a burst of route changes once, to the last, when they settle; a frame reporting without pause every second', () => {
    const { frames, tabs, bridge, navigate, timers, clock, liveFrame } = setupFrames({ initDelayMs: 0 });
    const a = liveFrame('/subapps/rfq/#/v2/list');
    navigate.mockClear();
    const pending = () => timers.filter((timer) => !timer.cancelled && timer.ms <= SETTLE_MS);
    const settle = () => {
      for (const timer of pending()) timer.fn();
    };
    // A sub-app whose route goes back and forth in a loop, then settles on /v2/done: nothing moves meanwhile.
    for (let n = 0; n < 100; n += 1) expect(bridge.receive({ source: a.win, origin: SHELL, data: { type: 'routeChange', route: `/loop/${n % 2}` } })).toBe('routeChange');
    bridge.receive({ source: a.win, origin: SHELL, data: { type: 'routeChange', route: '/v2/done' } });
    expect(tabs.activeValue).toBe('/subapps/rfq/#/v2/list');
    expect(navigate).not.toHaveBeenCalled();
    expect(pending()).toHaveLength(1);
    settle();
    expect(tabs.tabs.filter((tab) => tab.frame).map((tab) => tab.value)).toEqual(['/subapps/rfq/#/v2/done']);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenLastCalledWith('/myiframe/x', { src: '/subapps/rfq/#/v2/done', name: '/subapps/rfq/#/v2/list' }, { replace: true });
    // Reports 50 ms apart never settle: the one of the moment is followed once a second.
    for (let n = 1; n <= 20; n += 1) {
      clock.now += 50;
      bridge.receive({ source: a.win, origin: SHELL, data: { type: 'routeChange', route: `/step/${n}` } });
      if (clock.now % 1000 === 0) settle();
    }
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(tabs.activeValue).toBe('/subapps/rfq/#/step/20');
    // A frame gone by then (closed, stopped) is not followed.
    bridge.receive({ source: a.win, origin: SHELL, data: { type: 'routeChange', route: '/gone' } });
    frames.registerElement('/subapps/rfq/#/step/20', null);
    settle();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('ignores a route that is no hash route, and another frame’s window', () => {
    const { frames, tabs, bridge, openFrame, element } = setupFrames({ initDelayMs: 0 });
    const a = element();
    const stranger = element();
    openFrame('/subapps/rfq/#/v2/list');
    frames.registerElement('/subapps/rfq/#/v2/list', a.element);
    for (const route of ['javascript:alert(1)', '//evil.example/#/x', '/a b', 'x']) {
      expect(bridge.receive({ source: a.win, origin: SHELL, data: { type: 'routeChange', route } })).toBe('ignored');
    }
    expect(bridge.receive({ source: stranger.win, origin: SHELL, data: { type: 'routeChange', route: '/v2/detail' } })).toBe('refused');
    expect(tabs.tabs.map((tab) => tab.value)).toContain('/subapps/rfq/#/v2/list');
  });
});
