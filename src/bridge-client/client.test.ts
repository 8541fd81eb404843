import { describe, expect, it, vi } from 'vitest';
import { outbound } from '../core/bridge/protocol';
import { createBridge, describeFailure, detectShellOrigin, START_SETTLE_MS, watchStart, type BridgeWindow, type StartTarget } from './client';

type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

function frameWindow(options: { origin?: string; ancestor?: string; inFrame?: boolean } = {}) {
  const posted: Array<{ message: unknown; origin: string }> = [];
  const parent: BridgeWindow = {
    parent: null,
    location: { origin: 'https://srm.example.com' },
    postMessage: (message, origin) => posted.push({ message, origin }),
    addEventListener: () => undefined,
  };
  const listeners: Listener[] = [];
  const win: BridgeWindow = {
    parent: null,
    location: { origin: options.origin ?? 'https://srm.example.com', ancestorOrigins: options.ancestor ? { length: 1, 0: options.ancestor } : undefined },
    postMessage: () => undefined,
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  (win as { parent: BridgeWindow | null }).parent = options.inFrame === false ? win : parent;
  const deliver = (event: { source: unknown; origin: string; data: unknown }) => listeners.forEach((listener) => listener(event));
  return { win, parent, posted, deliver };
}

describe('bridge client', () => {
  it('posts the envelope to the shell origin, never to *', () => {
    const { win, posted } = frameWindow({ ancestor: 'https://srm.example.com' });
    const bridge = createBridge(win);
    expect(bridge.shellOrigin).toBe('https://srm.example.com');
    expect(bridge.openNewTag({ name: '订单详情', src: '/subapps/order/#/v2/order/detail', query: { id: 'PO-1', n: 2 } })).toBe(true);
    expect(bridge.openFlowDialog('PI-1001')).toBe(true);
    expect(bridge.openNewPage()).toBe(true);
    expect(posted).toEqual([
      { message: { channel: 'srm-bridge', version: 1, type: 'openNewTag', data: { name: '订单详情', src: '/subapps/order/#/v2/order/detail', query: { id: 'PO-1', n: '2' } } }, origin: 'https://srm.example.com' },
      { message: { channel: 'srm-bridge', version: 1, type: 'openFlowDialog', data: { flowId: 'PI-1001' } }, origin: 'https://srm.example.com' },
      { message: { channel: 'srm-bridge', version: 1, type: 'openNewPage', data: {} }, origin: 'https://srm.example.com' },
    ]);
  });

  it('finds the shell origin: script attribute, then ancestors, then referrer, then its own', () => {
    const { win } = frameWindow({ origin: 'https://rfq.partner.com', ancestor: 'https://srm.example.com' });
    expect(detectShellOrigin(win, { scriptAttribute: 'https://portal.example.com/portal/' })).toBe('https://portal.example.com');
    expect(detectShellOrigin(win, { referrer: 'https://other.example.com/' })).toBe('https://srm.example.com');
    const plain = frameWindow({ origin: 'https://rfq.partner.com' }).win;
    expect(detectShellOrigin(plain, { referrer: 'https://srm.example.com/portal/#/x' })).toBe('https://srm.example.com');
    expect(detectShellOrigin(plain, { referrer: '' })).toBe('https://rfq.partner.com');
  });

  it('sends nothing outside a frame', () => {
    const { win, posted } = frameWindow({ inFrame: false });
    const bridge = createBridge(win);
    expect(bridge.shellOrigin).toBeUndefined();
    expect(bridge.openFlowDialog('PI-1')).toBe(false);
    expect(posted).toEqual([]);
  });

  it('takes messages only from the parent at the shell origin, and tracks the state', () => {
    const { win, parent, deliver } = frameWindow({ ancestor: 'https://srm.example.com' });
    const bridge = createBridge(win);
    const onActivate = vi.fn();
    const stop = bridge.on('activate', onActivate);
    deliver({ source: parent, origin: 'https://evil.example', data: outbound('activate', { language: 'en' }) });
    deliver({ source: {}, origin: 'https://srm.example.com', data: outbound('activate', { language: 'en' }) });
    deliver({ source: parent, origin: 'https://srm.example.com', data: { type: 'activate', data: { language: 'en' } } });
    expect(onActivate).not.toHaveBeenCalled();
    expect(bridge.active).toBeUndefined();
    deliver({ source: parent, origin: 'https://srm.example.com', data: outbound('activate', { language: 'en' }) });
    expect(onActivate).toHaveBeenCalledWith({ language: 'en' });
    expect(bridge.active).toBe(true);
    expect(bridge.language).toBe('en');
    deliver({ source: parent, origin: 'https://srm.example.com', data: outbound('deactivate', {}) });
    deliver({ source: parent, origin: 'https://srm.example.com', data: outbound('tokenRenewed', { token: 'T2' }) });
    deliver({ source: parent, origin: 'https://srm.example.com', data: outbound('languageChange', { language: 'zh_cn' }) });
    expect([bridge.active, bridge.token, bridge.language]).toEqual([false, 'T2', 'zh_cn']);
    stop();
    deliver({ source: parent, origin: 'https://srm.example.com', data: outbound('activate', { language: 'en' }) });
    expect(onActivate).toHaveBeenCalledTimes(1);
  });

  it('keeps the theme from activate and themeChange, and refuses a brand colour that is not one', () => {
    const { win, parent, deliver } = frameWindow({ ancestor: 'https://srm.example.com' });
    const bridge = createBridge(win);
    const onTheme = vi.fn();
    bridge.on('themeChange', onTheme);
    expect(bridge.theme).toBeUndefined();
    deliver({ source: parent, origin: 'https://srm.example.com', data: outbound('activate', { language: 'en', theme: 'dark' }) });
    expect([bridge.theme, bridge.brandColor]).toEqual(['dark', undefined]);
    deliver({ source: parent, origin: 'https://srm.example.com', data: outbound('themeChange', { theme: 'light', brandColor: '#c50f1f' }) });
    expect(onTheme).toHaveBeenCalledWith({ theme: 'light', brandColor: '#c50f1f' });
    expect([bridge.theme, bridge.brandColor]).toEqual(['light', '#c50f1f']);
    deliver({ source: parent, origin: 'https://srm.example.com', data: outbound('themeChange', { theme: 'dark', brandColor: 'url(javascript:x)' }) });
    expect([bridge.theme, bridge.brandColor]).toEqual(['dark', undefined]);
  });

  it('refuses calls without the required fields', () => {
    const bridge = createBridge(frameWindow().win);
    expect(() => bridge.openNewTag({ name: 'x', src: '' })).toThrow(TypeError);
    expect(() => bridge.openFlowDialog('')).toThrow(TypeError);
    expect(() => bridge.openAuditDetail('contract', ' ')).toThrow(TypeError);
  });

  it("asks for an approval's document by type and number (the shell opens its link map address)", () => {
    const { win, posted } = frameWindow({ ancestor: 'https://srm.example.com' });
    expect(createBridge(win).openAuditDetail('contract', 'CT-2026-0001')).toBe(true);
    expect(posted).toEqual([
      { message: { channel: 'srm-bridge', version: 1, type: 'openAuditDetail', data: { auditType: 'contract', businessId: 'CT-2026-0001' } }, origin: 'https://srm.example.com' },
    ]);
  });

  it('reports its hash route and heading (the shell’s tab follows); refuses an empty route', () => {
    const { win, posted } = frameWindow({ ancestor: 'https://srm.example.com' });
    const bridge = createBridge(win);
    expect(bridge.reportRoute('#/v2/list', '询价管理')).toBe(true);
    expect(bridge.reportRoute('#/v2/detail?id=1', ' ')).toBe(true);
    expect(posted.map((post) => post.message)).toEqual([
      { channel: 'srm-bridge', version: 1, type: 'routeChange', data: { route: '#/v2/list', name: '询价管理' } },
      { channel: 'srm-bridge', version: 1, type: 'routeChange', data: { route: '#/v2/detail?id=1' } },
    ]);
    expect(() => bridge.reportRoute('#')).toThrow(TypeError);
  });

  // Counter-example of client.property.test.ts: an activate whose language was no string was taken.
  it('ignores a message of the shell whose fields have the wrong types (issue 28)', () => {
    const { win, parent, deliver } = frameWindow({ ancestor: 'https://srm.example.com' });
    const bridge = createBridge(win);
    const heard: unknown[] = [];
    bridge.on('activate', (data) => heard.push(data));
    bridge.on('tokenRenewed', (data) => heard.push(data));
    const from = (data: unknown) => deliver({ source: parent, origin: 'https://srm.example.com', data });
    from({ channel: 'srm-bridge', version: 1, type: 'activate', data: { language: new Int32Array(0) } });
    from({ channel: 'srm-bridge', version: 1, type: 'tokenRenewed', data: { token: { value: 'T' } } });
    from({ channel: 'srm-bridge', version: 1, type: 'languageChange', data: { language: 7 } });
    from({ channel: 'srm-bridge', version: 1, type: 'themeChange', data: { theme: 'blue' } });
    expect([bridge.active, bridge.language, bridge.token, bridge.theme, heard]).toEqual([undefined, undefined, undefined, undefined, []]);
    from({ channel: 'srm-bridge', version: 1, type: 'activate', data: { language: 'en', theme: 'dark' } });
    expect([bridge.active, bridge.language, bridge.theme, heard]).toEqual([true, 'en', 'dark', [{ language: 'en', theme: 'dark' }]]);
  });
});

/** A window for watchStart: its listeners, its timers, its document's state. */
function startWindow(readyState = 'loading') {
  const listeners = new Map<string, Set<(event: Record<string, unknown>) => void>>();
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const target: StartTarget = {
    addEventListener: (type, listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    document: { readyState },
  };
  const fire = (type: string, event: Record<string, unknown> = {}) => [...(listeners.get(type) ?? [])].forEach((listener) => listener(event));
  const listening = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { target, fire, timers, listening };
}

describe('bridge client: a failed start', () => {
  it('tells the shell with appFailed, its message cut to 200 characters', () => {
    const { win, posted } = frameWindow({ ancestor: 'https://srm.example.com' });
    const bridge = createBridge(win);
    expect(bridge.failed(new Error('x'.repeat(500)).message)).toBe(true);
    expect(bridge.failed()).toBe(true);
    expect(posted.map((post) => post.message)).toEqual([
      { channel: 'srm-bridge', version: 1, type: 'appFailed', data: { message: 'x'.repeat(200) } },
      { channel: 'srm-bridge', version: 1, type: 'appFailed', data: { message: '' } },
    ]);
    expect(describeFailure(new TypeError('a is undefined'))).toBe('TypeError: a is undefined');
    expect(describeFailure({ toString: () => { throw new Error('no'); } })).toBe('error');
  });

  it('reports the first uncaught error while the document starts, once, then stops watching', () => {
    const { target, fire, listening } = startWindow();
    const report = vi.fn();
    watchStart(target, report);
    fire('error', { error: new Error('boom'), message: 'Uncaught Error: boom' });
    fire('unhandledrejection', { reason: 'later' });
    expect(report.mock.calls).toEqual([['Error: boom']]);
    expect(listening()).toBe(0);
  });

  it('reports an unhandled rejection, and a muted script error by its message', () => {
    const rejection = startWindow();
    const report = vi.fn();
    watchStart(rejection.target, report);
    rejection.fire('unhandledrejection', { reason: new RangeError('bad config') });
    const muted = startWindow();
    watchStart(muted.target, report);
    muted.fire('error', { message: 'Script error.' });
    expect(report.mock.calls).toEqual([['RangeError: bad config'], ['Script error.']]);
  });

  it('stops watching a moment after the load event: a later error is the app’s own business', () => {
    const { target, fire, timers, listening } = startWindow();
    const report = vi.fn();
    watchStart(target, report);
    fire('load');
    expect(timers.map((timer) => timer.ms)).toEqual([START_SETTLE_MS]);
    fire('error', { error: new Error('during the settle') });
    expect(report).toHaveBeenCalledTimes(1);
    const late = startWindow();
    watchStart(late.target, report);
    late.fire('load');
    late.timers[0]!.fn();
    expect(late.listening()).toBe(0);
    late.fire('error', { error: new Error('after') });
    expect(report).toHaveBeenCalledTimes(1);
    // A document already loaded when the library starts settles at once.
    const loaded = startWindow('complete');
    watchStart(loaded.target, report);
    expect(loaded.timers.map((timer) => timer.ms)).toEqual([START_SETTLE_MS]);
    expect(listening()).toBe(0);
  });
});
