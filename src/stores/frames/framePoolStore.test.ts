import { describe, expect, it, vi } from 'vitest';
import { configure } from 'mobx';
import baseLayout from '../../config/base/layout.json';
import { memoryStorage, TypedStorage } from '../core/storage';
import { FrameStore, LANGUAGE_RELOAD_DELAY_MS, type FrameElement } from './FrameStore';
import { LayoutStore } from './LayoutStore';
import { LocaleStore } from './LocaleStore';
import { MenuStore } from './MenuStore';
import { TabsStore } from './TabsStore';

configure({ enforceActions: 'observed' });

const SHELL = 'https://srm.example.com';

function setup(framesPatch: Record<string, unknown> = {}) {
  const layout = new LayoutStore([{ kind: 'base', source: 'base', patch: baseLayout }]);
  if (Object.keys(framesPatch).length > 0) layout.setDraft({ frames: framesPatch });
  const local = new TypedStorage(memoryStorage());
  const tabs = new TabsStore(layout, new TypedStorage(memoryStorage()));
  const locale = new LocaleStore(layout, { zh_cn: {}, en: {} }, local, 'zh-CN');
  const menu = new MenuStore(layout, local, SHELL);
  const timers: Array<{ fn: () => void; ms: number; cancelled: boolean }> = [];
  const navigate = vi.fn();
  const refused: string[] = [];
  const frames = new FrameStore(layout, tabs, locale, menu, {
    shellOrigin: SHELL,
    appPrefix: '/portal',
    navigate,
    schedule: (fn, ms) => {
      const timer = { fn, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    onRefused: (what) => refused.push(what),
  });
  const runTimers = (ms?: number) => {
    for (const timer of timers.splice(0)) if (!timer.cancelled && (ms === undefined || timer.ms === ms)) timer.fn();
  };
  /** A fake iframe: its window records what is posted to it. */
  const element = () => {
    const posted: Array<{ message: { type: string; data: unknown }; origin: string }> = [];
    const win = { postMessage: (message: { type: string; data: unknown }, origin: string) => posted.push({ message, origin }) };
    return { element: { contentWindow: win } as FrameElement, win, posted };
  };
  const openFrame = (src: string, extra: Record<string, string> = {}) => tabs.visit({ path: '/myiframe/x', query: { src, name: src, ...extra }, label: src, frame: true });
  return { layout, tabs, locale, menu, frames, timers, runTimers, navigate, refused, element, openFrame };
}

describe('FrameStore: the pool', () => {
  it('creates a frame for a frame tab, loading it after the init delay, with a loading state until its load event', () => {
    const { frames, openFrame, timers, runTimers } = setup();
    openFrame('/subapps/rfq/');
    expect(frames.activeKey).toBe('/subapps/rfq/');
    expect(frames.entry('/subapps/rfq/')).toMatchObject({ delayed: true, generation: 0, origin: SHELL });
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    expect(frames.isLoading('/subapps/rfq/')).toBe(true);
    // A load event before the delayed load started (about:blank) does not count.
    frames.frameLoaded('/subapps/rfq/', 0);
    expect(frames.loaded.has('/subapps/rfq/')).toBe(false);
    runTimers();
    expect(frames.entry('/subapps/rfq/')?.delayed).toBe(false);
    frames.frameLoaded('/subapps/rfq/', 0);
    expect(frames.isLoading('/subapps/rfq/')).toBe(false);
  });

  it('keeps every open frame tab alive while switching, in creation order', () => {
    const { frames, tabs, openFrame } = setup({ initDelayMs: 0 });
    openFrame('/a/');
    openFrame('/b/');
    tabs.visit({ path: '/portal/info/index', query: {}, label: 'info' });
    expect(frames.activeKey).toBeUndefined();
    expect(frames.activeFrame).toEqual({ kind: 'none' });
    openFrame('/a/');
    expect(frames.pool.entries.map((e) => [e.key, e.generation])).toEqual([
      ['/a/', 0],
      ['/b/', 0],
    ]);
    expect(frames.activeKey).toBe('/a/');
  });

  it('waits for the init delay only on the first load of a tab frame', () => {
    const { frames, openFrame, timers, layout } = setup({ poolLimit: 1 });
    openFrame('/a/');
    openFrame('/b/'); // evicts /a/
    expect(frames.pool.entries.map((e) => e.key)).toEqual(['/b/']);
    timers.splice(0);
    openFrame('/a/'); // re-created after eviction: no delay
    expect(frames.entry('/a/')?.delayed).toBe(false);
    expect(timers).toHaveLength(0);
    expect(layout.document.frames.poolLimit).toBe(1);
  });

  it('evicts the least recently shown frame beyond the pool limit; its tab stays', () => {
    const { frames, tabs, openFrame } = setup({ poolLimit: 3, initDelayMs: 0 });
    for (const src of ['/a/', '/b/', '/c/']) openFrame(src);
    openFrame('/a/');
    openFrame('/d/');
    expect(frames.pool.entries.map((e) => e.key)).toEqual(['/a/', '/c/', '/d/']);
    expect(tabs.tabs.map((t) => t.value)).toContain('/b/');
    openFrame('/b/');
    expect(frames.pool.entries.map((e) => e.key)).toEqual(['/a/', '/d/', '/b/']);
  });

  it('removes the frame of a closed tab, and all frames on close all', () => {
    const { frames, tabs, openFrame } = setup({ initDelayMs: 0 });
    openFrame('/a/');
    openFrame('/b/');
    tabs.close('/a/');
    expect(frames.pool.entries.map((e) => e.key)).toEqual(['/b/']);
    tabs.closeAll();
    expect(frames.pool.entries).toEqual([]);
  });

  it('re-creates a frame whose tab got a new address (new parameters)', () => {
    const { frames, openFrame } = setup({ initDelayMs: 0 });
    openFrame('/a/', { id: '1' });
    frames.frameLoaded('/a/', 0);
    openFrame('/a/', { id: '2' });
    expect(frames.entry('/a/')).toMatchObject({ address: '/a/?id=2', generation: 1 });
    expect(frames.isLoading('/a/')).toBe(true);
  });

  it('gives non-cached apps a separate frame shown only while their tab is active', () => {
    const { frames, openFrame, tabs, timers, runTimers } = setup();
    openFrame('/subapps/rfq/#/demandPool/list');
    expect(frames.activeFrame.kind).toBe('nonCached');
    expect(frames.pool.entries).toEqual([]);
    expect(frames.nonCached).toMatchObject({ key: '/subapps/rfq/#/demandPool/list', generation: 1, delayed: true });
    runTimers();
    expect(frames.nonCached?.delayed).toBe(false);
    tabs.visit({ path: '/portal/info/index', query: {}, label: 'info' });
    expect(frames.nonCached).toBeUndefined();
    openFrame('/subapps/rfq/#/demandPool/list');
    expect(frames.nonCached).toMatchObject({ generation: 1, delayed: false });
    expect(timers).toHaveLength(0);
  });

  it('refuses a frame tab whose address is not allowed; nothing is loaded', () => {
    const { frames, tabs, refused } = setup({ initDelayMs: 0 });
    tabs.visit({ path: '/myiframe/x', query: { src: 'javascript:alert(1)' }, label: 'x', frame: true });
    expect(frames.activeFrame).toMatchObject({ kind: 'refused' });
    tabs.visit({ path: '/myiframe/y', query: { src: 'https://evil.example/' }, label: 'y', frame: true });
    expect(frames.activeFrame).toMatchObject({ kind: 'refused' });
    expect(frames.pool.entries).toEqual([]);
    expect(refused).toHaveLength(2);
  });
});

describe('FrameStore: behind a bare page (the lock screen)', () => {
  it('deactivates the shown frame while covered and keeps every frame, the non-cached one too', () => {
    const { frames, tabs, openFrame, element } = setup({ initDelayMs: 0 });
    const a = element();
    openFrame('/a/');
    frames.registerElement('/a/', a.element);
    frames.frameLoaded('/a/', 0);
    openFrame('/subapps/rfq/#/demandPool/list');
    const nonCached = element();
    frames.registerNonCachedElement(nonCached.element);
    frames.frameLoaded('/subapps/rfq/#/demandPool/list', 1);
    expect(nonCached.posted.map((p) => p.message.type)).toEqual(['activate']);
    frames.setCovered(true);
    expect(frames.showsFrame).toBe(false);
    expect(nonCached.posted.map((p) => p.message.type)).toEqual(['activate', 'deactivate']);
    expect(frames.nonCached).toMatchObject({ key: '/subapps/rfq/#/demandPool/list', generation: 1 });
    expect(frames.pool.entries.map((e) => [e.key, e.generation])).toEqual([['/a/', 0]]);
    frames.setCovered(false);
    expect(frames.activeKey).toBe('/subapps/rfq/#/demandPool/list');
    expect(nonCached.posted.map((p) => p.message.type)).toEqual(['activate', 'deactivate', 'activate']);
    tabs.activate('/a/');
    expect(a.posted.map((p) => p.message.type)).toEqual(['activate', 'deactivate', 'activate']);
  });
});

describe('FrameStore: messages to frames', () => {
  it('tells the frames about activation and deactivation, at their own origin', () => {
    const { frames, tabs, openFrame, element } = setup({ initDelayMs: 0 });
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
    const { frames, openFrame, element } = setup({ initDelayMs: 0, allowedOrigins: { partner: { order: 1, origin: 'https://rfq.partner.com' } } });
    const a = element();
    openFrame('https://rfq.partner.com/app/');
    frames.registerElement('https://rfq.partner.com/app/', a.element);
    expect(frames.tokenRenewed('T2')).toBe(1);
    expect(a.posted).toEqual([{ message: { channel: 'srm-bridge', version: 1, type: 'tokenRenewed', data: { token: 'T2' } }, origin: 'https://rfq.partner.com' }]);
  });

  it('broadcasts the language change, then reloads every frame in place', () => {
    const { frames, locale, openFrame, element, runTimers, timers } = setup({ initDelayMs: 0 });
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
    expect(timers.map((t) => t.ms)).toEqual([LANGUAGE_RELOAD_DELAY_MS]);
    runTimers();
    expect(frames.pool.entries.map((e) => e.generation)).toEqual([1, 1]);
    expect(frames.isLoading('/b/')).toBe(true);
  });
});

describe('FrameStore: messages from frames', () => {
  function withFrame(patch: Record<string, unknown> = {}) {
    const ctx = setup({ initDelayMs: 0, ...patch });
    const own = ctx.element();
    ctx.openFrame('/subapps/rfq/');
    ctx.frames.registerElement('/subapps/rfq/', own.element);
    return { ...ctx, own };
  }
  const tagMessage = { type: 'openNewTag', name: '订单详情', src: '/subapps/order/#/v2/order/detail', query: { id: 'PO-1' } };

  it('opens a tab for openNewTag from its own frame', () => {
    const { frames, own, navigate } = withFrame();
    expect(frames.receive({ source: own.win, origin: SHELL, data: tagMessage })).toBe('openNewTag');
    expect(navigate).toHaveBeenCalledWith('/myiframe/order', { id: 'PO-1', src: '/subapps/order/#/v2/order/detail', name: '订单详情' });
  });

  it('does nothing for a window that is not one of its frames, or a foreign origin', () => {
    const { frames, own, navigate, refused } = withFrame();
    const stranger = { postMessage: () => undefined };
    expect(frames.receive({ source: stranger, origin: SHELL, data: tagMessage })).toBe('refused');
    expect(frames.receive({ source: null, origin: SHELL, data: tagMessage })).toBe('refused');
    expect(frames.receive({ source: own.win, origin: 'https://evil.example', data: tagMessage })).toBe('refused');
    expect(frames.receive({ source: own.win, origin: 'https://evil.example', data: { type: 'openFlowDialog', flowId: 'PI-1' } })).toBe('refused');
    expect(navigate).not.toHaveBeenCalled();
    expect(frames.flowDialog).toBeUndefined();
    expect(refused).toHaveLength(4);
  });

  it('refuses an unsafe address from its own frame', () => {
    const { frames, own, navigate } = withFrame();
    for (const src of ['javascript:alert(1)', 'data:text/html,x', 'https://evil.example/']) {
      expect(frames.receive({ source: own.win, origin: SHELL, data: { ...tagMessage, src } })).toBe('refused');
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('accepts an allowed origin for its own frame', () => {
    const { frames, own, navigate } = withFrame({ allowedOrigins: { partner: { order: 1, origin: 'https://rfq.partner.com' } } });
    expect(frames.receive({ source: own.win, origin: 'https://rfq.partner.com', data: tagMessage })).toBe('openNewTag');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('opens the approval-flow dialog on the flow diagram page, and closes it', () => {
    const { frames, own } = withFrame();
    expect(frames.receive({ source: own.win, origin: SHELL, data: { type: 'openFlowDialog', flowId: 'PI 1/x' } })).toBe('ignored');
    expect(frames.receive({ source: own.win, origin: SHELL, data: { openFlowDialog: true, flowId: 'PI-1001' } })).toBe('openFlowDialog');
    expect(frames.flowDialog).toEqual({ flowId: 'PI-1001', address: '/subapps/flow/?processInstanceId=PI-1001&prefix=/portal' });
    frames.closeFlowDialog();
    expect(frames.flowDialog).toBeUndefined();
  });

  it('accepts openNewPage and does nothing; ignores other messages', () => {
    const { frames, own, navigate } = withFrame();
    expect(frames.receive({ source: own.win, origin: SHELL, data: { type: 'openNewPage', data: { x: 1 } } })).toBe('openNewPage');
    expect(frames.receive({ source: own.win, origin: SHELL, data: { hello: 'world' } })).toBe('ignored');
    expect(navigate).not.toHaveBeenCalled();
    expect(frames.flowDialog).toBeUndefined();
  });

  it('listens on a window until detached', () => {
    const { frames, own, navigate } = withFrame();
    const target = new EventTarget();
    const detach = frames.attach(target as unknown as Window);
    target.dispatchEvent(Object.assign(new Event('message'), { source: own.win, origin: SHELL, data: tagMessage }));
    expect(navigate).toHaveBeenCalledTimes(1);
    detach();
    target.dispatchEvent(Object.assign(new Event('message'), { source: own.win, origin: SHELL, data: tagMessage }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
