import { describe, expect, it, vi } from 'vitest';
import baseLayout from '../../../config/base/layout.json';
import { memoryStorage, TypedStorage } from '../../core/storage';
import { LayoutStore } from '../../stores/layout/layoutStore';
import { TabsStore } from '../../stores/tabsStore';
import { stripActions } from './stripActions';

const HOME = '/portal/wel/index';
const FRAME = 'https://apps.example/orders';

/** A strip over the base layout's tabs: Home, a page and a frame tab, the frame active. */
function setup() {
  const tabs = new TabsStore({ layout: new LayoutStore({ startupLayers: [{ kind: 'base', source: 'base', patch: baseLayout }] }), tabStorage: new TypedStorage(memoryStorage()) });
  tabs.start({ clearTabs: false, openHome: true });
  tabs.visit({ path: '/portal/info/index', query: {}, label: 'i18n_route_personalInfo' });
  tabs.visit({ path: '/portal/frame', query: { src: FRAME }, label: 'Orders', frame: true });
  const order: string[] = [];
  const moves = { go: vi.fn((tab: { path: string }) => void order.push(`go ${tab.path}`)), flush: vi.fn(() => void order.push('flush')) };
  const focused: string[] = [];
  const actions = stripActions(tabs, moves, (value) => focused.push(value));
  const key = (value: string, keyName: string) => {
    const event = { key: keyName, target: new EventTarget(), currentTarget: new EventTarget() as HTMLElement & EventTarget, preventDefault: vi.fn() };
    actions.keyDown(tabs.tabs.find((tab) => tab.value === value)!, event);
    return event;
  };
  return { tabs, moves, order, focused, actions, key };
}

describe('stripActions', () => {
  it('opens a page tab with the router at once and a frame tab after the paint', () => {
    const { tabs, moves, actions } = setup();
    const frame = tabs.tabs.find((tab) => tab.frame)!;
    actions.open(tabs.tabs[0]!);
    expect(tabs.activeValue).toBe(HOME);
    expect(moves.go).toHaveBeenLastCalledWith(tabs.tabs[0], { afterPaint: false });
    actions.open(frame);
    expect(tabs.activeValue).toBe(frame.value);
    expect(moves.go).toHaveBeenLastCalledWith(frame, { afterPaint: true });
  });

  it('sends a pending move before closing the active tab, then opens its neighbour', () => {
    const { tabs, order, actions } = setup();
    const active = tabs.activeTab!;
    actions.close(active);
    expect(tabs.tabs.map((tab) => tab.value)).not.toContain(active.value);
    expect(order).toEqual(['flush', `go ${tabs.activeTab!.path}`]);
  });

  it('closes the others and all, keeping Home', () => {
    const { tabs, actions } = setup();
    actions.closeOthers();
    expect(tabs.tabs).toHaveLength(2);
    actions.closeAll();
    expect(tabs.tabs.map((tab) => tab.value)).toEqual([HOME]);
    expect(tabs.activeValue).toBe(HOME);
  });

  it('moves with the arrow keys and Home/End, opening and focusing the tab reached', () => {
    const { tabs, focused, key } = setup();
    const values = tabs.tabs.map((tab) => tab.value);
    expect(key(values[2]!, 'ArrowRight').preventDefault).toHaveBeenCalled();
    expect(tabs.activeValue).toBe(HOME);
    key(HOME, 'End');
    expect(tabs.activeValue).toBe(values[2]);
    expect(focused).toEqual([HOME, values[2]]);
    expect(key(HOME, 'x').preventDefault).not.toHaveBeenCalled();
  });

  it('closes the focused tab with Delete: the active one gives way to its neighbour, Home cannot be closed', () => {
    const { tabs, focused, key } = setup();
    const [, page, frame] = tabs.tabs.map((tab) => tab.value);
    key(frame!, 'Delete');
    expect(tabs.tabs.map((tab) => tab.value)).toEqual([HOME, page]);
    expect(tabs.activeValue).toBe(page);
    expect(focused).toEqual([page]);
    expect(key(HOME, 'Delete').preventDefault).not.toHaveBeenCalled();
    expect(tabs.tabs).toHaveLength(2);
  });
});
