// The frame stores over the base layout, with a fake clock, fake iframes and a recording navigator.
// Only the frame stores' tests import this file.
import { vi } from 'vitest';
import { memoryStorage, TypedStorage } from '../core/storage';
import { LocaleStore } from '../stores/localeStore';
import { Navigation } from '../stores/navigation';
import { withStoreMessages } from '../stores/storeMessages';
import { TabsStore } from '../stores/tabsStore';
import { baseLayoutStore } from './storeKit';
import { BridgeHost, type BridgeHostDeps } from '../stores/frames/bridgeHost';
import { FlowDialogStore } from '../stores/frames/flowDialogStore';
import type { FrameElement } from '../stores/frames/frameElements';
import { FramePoolStore } from '../stores/frames/framePoolStore';

export const SHELL = 'https://srm.example.com';

export function setupFrames(framesPatch: Record<string, unknown> = {}, hostOptions: Pick<BridgeHostDeps, 'theme' | 'budget'> = {}) {
  const layout = baseLayoutStore();
  if (Object.keys(framesPatch).length > 0) layout.setDraft({ frames: framesPatch });
  const local = new TypedStorage(memoryStorage());
  const tabs = new TabsStore({ layout, tabStorage: new TypedStorage(memoryStorage()) });
  const locale = new LocaleStore({ layout, builtIn: withStoreMessages({}), local, browserLanguage: 'zh-CN' });
  const timers: Array<{ fn: () => void; ms: number; cancelled: boolean }> = [];
  const navigate = vi.fn();
  const navigation = new Navigation();
  navigation.setNavigator(navigate);
  /** The bridge's clock (ms): the windows' message budgets refill as a test moves it. */
  const clock = { now: 0 };
  const refused: string[] = [];
  const onRefused = (what: string) => void refused.push(what);
  /** Each failure a frame got, as `reason key`. */
  const failures: string[] = [];
  const schedule = (fn: () => void, ms: number) => {
    const timer = { fn, ms, cancelled: false };
    timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const frames = new FramePoolStore({
    layout,
    tabs,
    locale,
    shellOrigin: SHELL,
    appPrefix: '/portal',
    schedule,
    onRefused,
    onFailure: (key, failure) => void failures.push(`${failure.reason} ${key}`),
  });
  const flowDialog = new FlowDialogStore({ layout, shellOrigin: SHELL, appPrefix: '/portal', onRefused });
  const notices: string[] = [];
  /** What the bridge put off to a task of its own (a stopped frame's notice), run by runDeferred. */
  const deferred: Array<() => void> = [];
  const bridge = new BridgeHost({
    layout,
    pool: frames,
    flowDialog,
    locale,
    navigation,
    shellOrigin: SHELL,
    appPrefix: '/portal',
    onRefused,
    notify: (message) => void notices.push(message),
    now: () => clock.now,
    schedule,
    defer: (fn) => void deferred.push(fn),
    ...hostOptions,
  });
  /** Runs the timers due now (all, or those of `ms` only: the others stay). */
  const runTimers = (ms?: number) => {
    const due = timers.filter((timer) => ms === undefined || timer.ms === ms);
    timers.splice(0, timers.length, ...timers.filter((timer) => !due.includes(timer)));
    for (const timer of due) if (!timer.cancelled) timer.fn();
  };
  /** Runs what the bridge put off to a task of its own, as the browser would after the present task. */
  const runDeferred = () => {
    for (const fn of deferred.splice(0)) fn();
  };
  /** A fake iframe: its window records what is posted to it and where it is sent. */
  const element = () => {
    const posted: Array<{ message: { type: string; data: unknown }; origin: string }> = [];
    const navigated: string[] = [];
    const win = { postMessage: (message: { type: string; data: unknown }, origin: string) => posted.push({ message, origin }), location: { replace: (url: string) => void navigated.push(url) } };
    return { element: { contentWindow: win } as FrameElement, win, posted, navigated };
  };
  const openFrame = (src: string, extra: Record<string, string> = {}) => tabs.visit({ path: '/myiframe/x', query: { src, name: src, ...extra }, label: src, frame: true });
  /** Opens a frame tab of `src` and registers a fake iframe for it: a live frame the bridge hears. */
  const liveFrame = (src: string) => {
    const made = element();
    openFrame(src);
    frames.registerElement(src, made.element);
    return made;
  };
  return { layout, tabs, locale, frames, flowDialog, bridge, clock, failures, timers, runTimers, deferred, runDeferred, navigate, refused, notices, element, openFrame, liveFrame };
}
