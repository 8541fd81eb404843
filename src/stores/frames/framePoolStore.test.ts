import { describe, expect, it } from 'vitest';
import { configure } from 'mobx';
import { setupFrames, SHELL } from '../../testing/frameKit';

configure({ enforceActions: 'observed' });

describe('FramePoolStore: the pool', () => {
  it('creates a frame for a frame tab that loads at once, with a loading state until its load event', () => {
    const { frames, openFrame, timers } = setupFrames();
    openFrame('/subapps/rfq/');
    expect(frames.activeKey).toBe('/subapps/rfq/');
    expect(frames.entry('/subapps/rfq/')).toMatchObject({ generation: 0, origin: SHELL, address: '/subapps/rfq/' });
    expect(frames.isLoading('/subapps/rfq/')).toBe(true);
    // Timed: its load deadline (frames.loadTimeoutMs) and the repetition of the first activation; nothing waits for either.
    expect(timers.map((t) => t.ms)).toEqual([30_000, 2000]);
    frames.frameLoaded('/subapps/rfq/', 0);
    expect(frames.isLoading('/subapps/rfq/')).toBe(false);
  });

  it('tells a new frame "activate" when it has loaded, and once more at frames.initDelayMs for a late listener', () => {
    const { frames, openFrame, runTimers } = setupFrames();
    const activated: string[] = [];
    frames.onActivity({ activated: (key) => activated.push(key), deactivated: () => undefined });
    openFrame('/subapps/rfq/');
    expect(activated).toEqual([]);
    frames.frameLoaded('/subapps/rfq/', 0);
    expect(activated).toEqual(['/subapps/rfq/']);
    runTimers();
    expect(activated).toEqual(['/subapps/rfq/', '/subapps/rfq/']);
  });

  it('does not repeat the activation of a frame that is no longer shown or has not loaded', () => {
    const { frames, openFrame, tabs, runTimers } = setupFrames();
    const activated: string[] = [];
    frames.onActivity({ activated: (key) => activated.push(key), deactivated: () => undefined });
    openFrame('/a/');
    frames.frameLoaded('/a/', 0);
    openFrame('/b/'); // not loaded yet when its timer runs
    tabs.visit({ path: '/portal/info/index', query: {}, label: 'info' });
    runTimers();
    expect(activated).toEqual(['/a/']);
  });

  it('keeps every open frame tab alive while switching, in creation order', () => {
    const { frames, tabs, openFrame } = setupFrames({ initDelayMs: 0 });
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

  it('repeats the first activation only for the first open of a tab frame', () => {
    const { frames, openFrame, timers, layout } = setupFrames({ poolLimit: 1 });
    openFrame('/a/');
    openFrame('/b/'); // evicts /a/
    expect(frames.pool.entries.map((e) => e.key)).toEqual(['/b/']);
    timers.splice(0);
    openFrame('/a/'); // re-created after eviction: not a first open (only its load deadline is timed)
    expect(frames.entry('/a/')).toMatchObject({ generation: 0 });
    expect(timers.map((t) => t.ms)).toEqual([30_000]);
    expect(layout.document.frames.poolLimit).toBe(1);
  });

  it('evicts the least recently shown frame beyond the pool limit; its tab stays', () => {
    const { frames, tabs, openFrame } = setupFrames({ poolLimit: 3, initDelayMs: 0 });
    for (const src of ['/a/', '/b/', '/c/']) openFrame(src);
    openFrame('/a/');
    openFrame('/d/');
    expect(frames.pool.entries.map((e) => e.key)).toEqual(['/a/', '/c/', '/d/']);
    expect(tabs.tabs.map((t) => t.value)).toContain('/b/');
    openFrame('/b/');
    expect(frames.pool.entries.map((e) => e.key)).toEqual(['/a/', '/d/', '/b/']);
  });

  it('removes the frame of a closed tab, and all frames on close all', () => {
    const { frames, tabs, openFrame } = setupFrames({ initDelayMs: 0 });
    openFrame('/a/');
    openFrame('/b/');
    tabs.close('/a/');
    expect(frames.pool.entries.map((e) => e.key)).toEqual(['/b/']);
    tabs.closeAll();
    expect(frames.pool.entries).toEqual([]);
  });

  it('removes the frame of a tab the open-tab limit closed (app.maxOpenTabs), as a normal close does', () => {
    const { frames, tabs, layout, openFrame } = setupFrames();
    layout.setDraft({ frames: { initDelayMs: 0 }, app: { maxOpenTabs: 3 } });
    openFrame('/a/');
    openFrame('/b/');
    openFrame('/c/');
    expect(tabs.tabs.map((t) => t.value)).not.toContain('/a/');
    expect(frames.pool.entries.map((e) => e.key)).toEqual(['/b/', '/c/']);
  });

  it('re-creates a frame whose tab got a new address (new parameters)', () => {
    const { frames, openFrame } = setupFrames({ initDelayMs: 0 });
    openFrame('/a/', { id: '1' });
    frames.frameLoaded('/a/', 0);
    openFrame('/a/', { id: '2' });
    expect(frames.entry('/a/')).toMatchObject({ address: '/a/?id=2', generation: 1 });
    expect(frames.isLoading('/a/')).toBe(true);
  });

  it('gives non-cached apps a separate frame shown only while their tab is active', () => {
    const { frames, openFrame, tabs, timers, runTimers } = setupFrames();
    openFrame('/subapps/rfq/#/demandPool/list');
    expect(frames.activeFrame.kind).toBe('nonCached');
    expect(frames.pool.entries).toEqual([]);
    expect(frames.nonCached).toMatchObject({ key: '/subapps/rfq/#/demandPool/list', generation: 1 });
    expect(frames.isLoading('/subapps/rfq/#/demandPool/list')).toBe(true);
    runTimers();
    tabs.visit({ path: '/portal/info/index', query: {}, label: 'info' });
    expect(frames.nonCached).toBeUndefined();
    openFrame('/subapps/rfq/#/demandPool/list');
    expect(frames.nonCached).toMatchObject({ generation: 1 });
    // Not a first open: no repeated activation, only the new element's load deadline.
    expect(timers.map((t) => t.ms)).toEqual([30_000]);
  });

  it('refuses a frame tab whose address is not allowed; nothing is loaded', () => {
    const { frames, tabs, refused } = setupFrames({ initDelayMs: 0 });
    tabs.visit({ path: '/myiframe/x', query: { src: 'javascript:alert(1)' }, label: 'x', frame: true });
    expect(frames.activeFrame).toMatchObject({ kind: 'refused' });
    tabs.visit({ path: '/myiframe/y', query: { src: 'https://evil.example/' }, label: 'y', frame: true });
    expect(frames.activeFrame).toMatchObject({ kind: 'refused' });
    expect(frames.pool.entries).toEqual([]);
    expect(refused).toHaveLength(2);
  });
});

describe('FramePoolStore: behind a bare page (the lock screen)', () => {
  it('deactivates the shown frame while covered and keeps every frame, the non-cached one too', () => {
    const { frames, tabs, openFrame, element, liveFrame } = setupFrames({ initDelayMs: 0 });
    const a = liveFrame('/a/');
    frames.frameLoaded('/a/', 0);
    openFrame('/subapps/rfq/#/demandPool/list');
    const nonCached = element();
    frames.registerElement(frames.nonCached!.key, nonCached.element, true);
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

describe('FramePoolStore: activity and language', () => {
  it('tells its listeners which frame became active and which stopped being it, until they unsubscribe', () => {
    const { frames, tabs, openFrame } = setupFrames({ initDelayMs: 0 });
    const heard: string[] = [];
    const stop = frames.onActivity({ activated: (key) => heard.push(`+${key}`), deactivated: (key) => heard.push(`-${key}`) });
    openFrame('/a/');
    // Not loaded yet: the frame hears of its activation once its document has loaded.
    expect(heard).toEqual([]);
    frames.frameLoaded('/a/', 0);
    openFrame('/b/');
    tabs.activate('/a/');
    expect(heard).toEqual(['+/a/', '-/a/', '-/b/', '+/a/']);
    stop();
    tabs.activate('/b/');
    expect(heard).toHaveLength(4);
  });

  it('reloads once after quick language changes: a new change replaces the pending reload', () => {
    const { frames, locale, openFrame, timers, runTimers } = setupFrames({ initDelayMs: 0 });
    openFrame('/a/');
    locale.setLanguage('en');
    locale.setLanguage('zh_cn');
    expect(timers.filter((timer) => !timer.cancelled).map((timer) => timer.ms)).toEqual([30_000, 50]);
    runTimers();
    expect(frames.entry('/a/')?.generation).toBe(1);
  });
});

