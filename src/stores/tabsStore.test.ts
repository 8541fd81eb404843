import { describe, expect, it } from 'vitest';
import { observable, runInAction } from 'mobx';
import baseLayout from '../../config/base/layout.json';
import { memoryStorage, TypedStorage } from '../core/storage';
import { LayoutStore } from './layout/layoutStore';
import { TabsStore } from './tabsStore';

const HOME = '/portal/wel/index';

function setup(storage = memoryStorage(), plan = { clearTabs: false, openHome: true }) {
  const layout = new LayoutStore({ startupLayers: [{ kind: 'base', source: 'base', patch: baseLayout }] });
  const session = new TypedStorage(storage);
  const tabs = new TabsStore({ layout, tabStorage: session });
  tabs.start(plan);
  return { tabs, storage, session, layout };
}

const values = (tabs: TabsStore) => tabs.tabs.map((t) => t.value);

describe('TabsStore', () => {
  it('gives the Home tab a per-language label (app.homeTab.label as an object) to resolve in the language, not its Chinese', () => {
    const layout = new LayoutStore({
      startupLayers: [
        { kind: 'base', source: 'base', patch: baseLayout },
        { kind: 'tenant', source: 'tenant', patch: { app: { homeTab: { label: { zh_cn: '工作台', en: 'Workbench' } } } } },
      ],
    });
    const tabs = new TabsStore({ layout, tabStorage: new TypedStorage(memoryStorage()) });
    tabs.start({ clearTabs: false, openHome: true });
    expect(tabs.displayLabel(tabs.tabs[0]!)).toEqual({ zh_cn: '工作台', en: 'Workbench' });
    tabs.visit({ path: '/portal/info/index', query: {}, label: 'i18n_route_personalInfo' });
    expect(tabs.displayLabel(tabs.tabs[1]!)).toBe('i18n_route_personalInfo');
  });

  it("pins the station's home: after a supplier signs in, the Home tab is the supplier home", () => {
    const user = observable.box<string | undefined>(undefined);
    const layout = new LayoutStore({ startupLayers: [{ kind: 'base', source: 'base', patch: baseLayout }], station: () => user.get() });
    const tabs = new TabsStore({ layout, tabStorage: new TypedStorage(memoryStorage()) });
    tabs.start({ clearTabs: false, openHome: true });
    expect(values(tabs)).toEqual([HOME]);
    runInAction(() => user.set('sale'));
    expect(layout.guardPaths.home).toBe('/portal/supplier/index');
    expect(values(tabs)).toEqual(['/portal/supplier/index']);
    expect(tabs.tabs[0]).toMatchObject({ label: '首页', closable: false });
    // Visited, the supplier home keeps the Home tab's name (the default home route's).
    tabs.visit({ path: '/portal/supplier/index', query: {}, label: 'i18n_route_supplierHome' });
    expect(tabs.tabs[0]).toMatchObject({ value: '/portal/supplier/index', label: 'i18n_route_home' });
    tabs.visit({ path: '/portal/info/index', query: {}, label: 'i18n_route_personalInfo' });
    expect(tabs.close('/portal/supplier/index')).toBeUndefined();
    // A buyer signs in after: the buyer home takes the Home tab's place again.
    runInAction(() => user.set('purchase'));
    expect(values(tabs)).toEqual([HOME, '/portal/info/index']);
    expect(tabs.tabs.find((tab) => tab.value === '/portal/info/index')).toMatchObject({ closable: true });
  });

  it('starts with the home tab, which cannot be closed', () => {
    const { tabs } = setup();
    expect(values(tabs)).toEqual([HOME]);
    expect(tabs.tabs[0]).toMatchObject({ label: '首页', closable: false });
    tabs.visit({ path: '/portal/info/index', query: {}, label: 'i18n_route_personalInfo' });
    expect(tabs.close(HOME)).toBeUndefined();
    expect(values(tabs)).toEqual([HOME, '/portal/info/index']);
  });

  it('keeps the tabs in session storage and restores them', () => {
    const { tabs, storage } = setup();
    tabs.visit({ path: '/myiframe/rfq', query: { src: '/subapps/rfq/#/v2/list', name: '询价管理' }, label: '询价管理', frame: true });
    const restored = setup(storage).tabs;
    expect(values(restored)).toEqual([HOME, '/subapps/rfq/#/v2/list']);
    expect(restored.tabs[1]).toMatchObject({ frame: true, closable: true, label: '询价管理' });
  });

  it('replaces the audit tab and the tab of the same sub-app group', () => {
    const { tabs } = setup();
    tabs.visit({ path: '/audit', query: { businessType: 'order' }, label: 'audit' });
    tabs.visit({ path: '/myiframe/q', query: { src: '/subapps/rfq/#/quality/list' }, label: 'q', frame: true });
    tabs.visit({ path: '/audit', query: { businessType: 'rfq' }, label: 'audit 2' });
    tabs.visit({ path: '/myiframe/q2', query: { src: '/subapps/rfq/#/quality/detail?id=1' }, label: 'q2', frame: true });
    expect(values(tabs)).toEqual([HOME, '/audit', '/subapps/rfq/#/quality/detail?id=1']);
    expect(tabs.tabs[1]).toMatchObject({ group: 'audit', query: { businessType: 'rfq' }, label: 'audit 2' });
    expect(tabs.tabs[2]).toMatchObject({ group: 'quality' });
    tabs.visit({ path: '/myiframe/rfq', query: { src: '/subapps/rfq/#/v2/list' }, label: 'rfq', frame: true });
    tabs.visit({ path: '/myiframe/rfq', query: { src: '/subapps/rfq/#/v2/detail?id=2' }, label: 'rfq detail', frame: true });
    expect(values(tabs)).toEqual([HOME, '/audit', '/subapps/rfq/#/quality/detail?id=1', '/subapps/rfq/#/v2/detail?id=2']);
  });

  it('re-visiting the same page changes nothing (same array)', () => {
    const { tabs } = setup();
    tabs.visit({ path: '/portal/info/index', query: {}, label: 'info' });
    const before = tabs.tabs;
    tabs.visit({ path: '/portal/info/index', query: {}, label: 'info' });
    expect(tabs.tabs).toBe(before);
  });

  it('closes others (keeping home and the active one) and closes all (keeping home)', () => {
    const { tabs } = setup();
    for (const path of ['/a', '/b', '/c']) tabs.visit({ path, query: {}, label: path });
    tabs.activate('/b');
    expect(tabs.closeOthers()?.value).toBe('/b');
    expect(values(tabs)).toEqual([HOME, '/b']);
    expect(tabs.closeAll()?.value).toBe(HOME);
    expect(values(tabs)).toEqual([HOME]);
  });

  it('shows the right neighbour after closing the active tab', () => {
    const { tabs } = setup();
    for (const path of ['/a', '/b', '/c']) tabs.visit({ path, query: {}, label: path });
    tabs.activate('/b');
    expect(tabs.close('/b')?.value).toBe('/c');
    expect(tabs.close('/a')).toBeUndefined();
  });

  it('applies the start rules: no params clears, audit resource opens no home tab', () => {
    const { tabs, storage } = setup();
    tabs.visit({ path: '/a', query: {}, label: 'a' });
    const fresh = setup(storage).tabs;
    fresh.start({ clearTabs: true, openHome: true });
    expect(values(fresh)).toEqual([HOME]);

    const audit = setup(memoryStorage(), { clearTabs: false, openHome: false }).tabs;
    expect(values(audit)).toEqual([]);
    audit.visit({ path: '/audit', query: { resource: 'audit' }, label: 'audit' });
    expect(values(audit)).toEqual(['/audit']);
    expect(audit.tabs[0]!.closable).toBe(false);
    // Close all brings the home tab back.
    audit.closeAll();
    expect(values(audit)).toEqual([HOME]);
  });

  it('keeps the restored tabs as they are on an audit entry', () => {
    const { tabs, storage } = setup();
    tabs.visit({ path: '/a', query: {}, label: 'a' });
    const again = setup(storage, { clearTabs: false, openHome: false }).tabs;
    expect(values(again)).toEqual([HOME, '/a']);
  });

  it('keeps stored tabs on a reload of a page', () => {
    const { tabs, storage } = setup();
    tabs.visit({ path: '/a', query: {}, label: 'a' });
    const reloaded = setup(storage).tabs;
    reloaded.start({ clearTabs: false, openHome: true });
    expect(values(reloaded)).toEqual([HOME, '/a']);
  });

  it('does not open a frame’s former address as a tab of its own when the router commits it late (a sub-app moving twice in a row)', () => {
    const { tabs } = setup();
    const v0 = '/subapps/rfq/#/a';
    tabs.visit({ path: '/myiframe/rfq', query: { src: '/subapps/rfq/', name: 'RFQ' }, label: 'RFQ', frame: true });
    // The frame moves to /a (the shell follows with a navigation), then at once to /b, before the router arrives at /a.
    tabs.follow('/subapps/rfq/', v0, undefined);
    const toV0 = tabs.navigationState();
    tabs.follow(v0, '/subapps/rfq/#/b', undefined);
    const toV1 = tabs.navigationState();
    expect(tabs.visit({ path: '/myiframe/rfq', query: { src: v0, name: 'RFQ' }, label: 'RFQ', frame: true, intent: tabs.intentOf(toV0) })).toBeUndefined();
    expect(tabs.visit({ path: '/myiframe/rfq', query: { src: '/subapps/rfq/#/b', name: 'RFQ' }, label: 'RFQ', frame: true, intent: tabs.intentOf(toV1) })?.value).toBe('/subapps/rfq/#/b');
    expect(values(tabs)).toEqual([HOME, '/subapps/rfq/#/b']);
    // Back to /a later: followed and visited as usual.
    tabs.follow('/subapps/rfq/#/b', v0, undefined);
    expect(tabs.visit({ path: '/myiframe/rfq', query: { src: v0, name: 'RFQ' }, label: 'RFQ', frame: true, intent: tabs.intentOf(tabs.navigationState()) })?.value).toBe(v0);
    expect(values(tabs)).toEqual([HOME, v0]);
  });

  it('does not bring back a tab closed after the navigation to it was requested (the router commits late)', () => {
    const { tabs } = setup();
    tabs.visit({ path: '/a', query: {}, label: 'a' });
    tabs.visit({ path: '/b', query: {}, label: 'b' });
    // The user switches to /b (navigation requested), then closes it before the router arrives.
    const toB = tabs.navigationState();
    tabs.close('/b');
    expect(tabs.visit({ path: '/b', query: {}, label: 'b', intent: tabs.intentOf(toB) })).toBeUndefined();
    expect(values(tabs)).toEqual([HOME, '/a']);
    // A later request (the menu, a link) opens it again, and so does a history move (no intent).
    const again = tabs.navigationState();
    expect(tabs.visit({ path: '/b', query: {}, label: 'b', intent: tabs.intentOf(again) })?.value).toBe('/b');
    tabs.closeAll();
    expect(tabs.visit({ path: '/b', query: {}, label: 'b', intent: tabs.intentOf(undefined) })?.value).toBe('/b');
    expect(values(tabs)).toEqual([HOME, '/b']);
  });

  it('ignores the request number of a history entry made before a reload', () => {
    const { tabs, storage } = setup();
    const before = tabs.navigationState();
    const reloaded = setup(storage).tabs;
    expect(reloaded.intentOf(before)).toBeUndefined();
    expect(reloaded.intentOf(reloaded.navigationState())).toBeTypeOf('number');
  });

  it('keeps at most app.maxOpenTabs open: the least recently shown closable tab goes and is handed over for the notice', () => {
    const layout = new LayoutStore({
      startupLayers: [
        { kind: 'base', source: 'base', patch: baseLayout },
        { kind: 'tenant', source: 'tenant', patch: { app: { maxOpenTabs: 3 } } },
      ],
    });
    const tabs = new TabsStore({ layout, tabStorage: new TypedStorage(memoryStorage()) });
    tabs.start({ clearTabs: false, openHome: true });
    tabs.visit({ path: '/portal/info/index', query: {}, label: 'i18n_route_personalInfo' });
    tabs.visit({ path: '/portal/info/message', query: {}, label: 'i18n_route_messages' });
    expect(tabs.takeLimitClosed()).toEqual([]);
    // The personal info was shown again since: the messages tab is now the least recently shown.
    tabs.activate('/portal/info/index');
    tabs.visit({ path: '/portal/info/todo', query: {}, label: 'i18n_route_todo' });
    expect(values(tabs)).toEqual([HOME, '/portal/info/index', '/portal/info/todo']);
    expect(tabs.takeLimitClosed().map((tab) => tab.value)).toEqual(['/portal/info/message']);
    expect(tabs.takeLimitClosed()).toEqual([]);
    // The Home tab, shown longest ago, is never the one closed; nor is the page being opened.
    tabs.visit({ path: '/portal/info/list', query: {}, label: 'i18n_route_infoList' });
    expect(values(tabs)).toEqual([HOME, '/portal/info/todo', '/portal/info/list']);
    // A closed tab is not brought back by its late navigation.
    expect(tabs.visit({ path: '/portal/info/index', query: {}, label: 'x', intent: 0 })).toBeUndefined();
  });

  it("names a group's tab by the group's label when the group says namesTab", () => {
    const layout = new LayoutStore({
      startupLayers: [
        { kind: 'base', source: 'base', patch: baseLayout },
        { kind: 'tenant', source: 'tenant', patch: { tabGroups: { audit: { label: { zh_cn: '流程', en: 'Workflow' }, namesTab: true } } } },
      ],
    });
    const tabs = new TabsStore({ layout, tabStorage: new TypedStorage(memoryStorage()) });
    tabs.start({ clearTabs: false, openHome: true });
    const first = tabs.visit({ path: '/audit', query: { auditType: 'order', businessId: '1' }, label: 'i18n_route_audit' })!;
    expect(tabs.displayLabel(first)).toEqual({ zh_cn: '流程', en: 'Workflow' });
    expect(tabs.groupLabel(first)).toEqual({ zh_cn: '流程', en: 'Workflow' });
    // Another page of the group takes the same tab, with the same name.
    tabs.visit({ path: '/audit/other', query: {}, label: 'other' });
    expect(tabs.tabs.map((tab) => locale(tabs.displayLabel(tab)))).toEqual(['Home', 'Workflow']);
    // Without namesTab the page's own label shows.
    const plain = setup().tabs;
    const tab = plain.visit({ path: '/audit/other', query: {}, label: 'other' })!;
    expect(plain.displayLabel(tab)).toBe('other');
    expect(plain.groupLabel(tab)).toBeUndefined();
  });
});

const locale = (text: string | Record<string, string>): string => (typeof text === 'string' ? text : (text.en ?? ''));

describe('TabsStore.followAddress (an address naming an open frame tab is shown before the router follows)', () => {
  const frame = (src: string) => ({ path: '/myiframe/x', query: { src, name: src }, label: src, frame: true });
  const hashOf = (src: string) => `#/myiframe/x?${new URLSearchParams({ src, name: src }).toString()}`;
  function opened(maxOpenTabs?: number) {
    const layout = new LayoutStore({
      startupLayers: [
        { kind: 'base', source: 'base', patch: baseLayout },
        ...(maxOpenTabs === undefined ? [] : [{ kind: 'tenant' as const, source: 'tenant', patch: { app: { maxOpenTabs } } }]),
      ],
    });
    const tabs = new TabsStore({ layout, tabStorage: new TypedStorage(memoryStorage()) });
    tabs.start({ clearTabs: false, openHome: true });
    for (const src of ['/subapps/a/', '/subapps/b/', '/subapps/c/']) tabs.visit({ ...frame(src), intent: tabs.navigationState().tabIntent });
    return tabs;
  }

  it('makes the open frame tab active in the call, and answers false (changing nothing) for any other address', () => {
    const tabs = opened();
    expect(tabs.followAddress(hashOf('/subapps/a/'))).toBe(true);
    expect(tabs.activeValue).toBe('/subapps/a/');
    const before = tabs.tabs;
    expect(tabs.followAddress(hashOf('/subapps/d/'))).toBe(false);
    expect(tabs.followAddress('#/portal/info/index')).toBe(false);
    expect(tabs.activeValue).toBe('/subapps/a/');
    expect(tabs.tabs).toBe(before);
  });

  it("the router's visit that follows (POP) keeps the tab shown and the tabs as they were", () => {
    const tabs = opened();
    const before = tabs.tabs;
    tabs.followAddress(hashOf('/subapps/a/'));
    expect(tabs.visit(frame('/subapps/a/'))?.value).toBe('/subapps/a/');
    expect(tabs.activeValue).toBe('/subapps/a/');
    expect(tabs.tabs).toBe(before);
  });

  it("a tab shown between the address change and the router's late visit stays shown; the next address change is followed again", () => {
    const tabs = opened();
    tabs.followAddress(hashOf('/subapps/a/'));
    tabs.activate('/subapps/b/'); // a click on the strip before the router arrived at a
    expect(tabs.visit(frame('/subapps/a/'))).toBeUndefined();
    expect(tabs.activeValue).toBe('/subapps/b/');
    // Back to a again: shown, and the router's visit keeps it.
    tabs.followAddress(hashOf('/subapps/a/'));
    expect(tabs.visit(frame('/subapps/a/'))?.value).toBe('/subapps/a/');
    expect(tabs.activeValue).toBe('/subapps/a/');
    // A navigation of the shell (with its request number) to a followed tab is a visit as ever.
    tabs.followAddress(hashOf('/subapps/c/'));
    tabs.activate('/subapps/b/');
    expect(tabs.visit({ ...frame('/subapps/c/'), intent: tabs.navigationState().tabIntent })?.value).toBe('/subapps/c/');
    expect(tabs.activeValue).toBe('/subapps/c/');
  });

  it('a followed tab counts as the most recently shown for the open-tab limit, as a click does', () => {
    const tabs = opened(4);
    // a is shown through the address and the router follows: b is now the least recently shown.
    tabs.followAddress(hashOf('/subapps/a/'));
    tabs.visit(frame('/subapps/a/'));
    tabs.visit(frame('/subapps/d/'));
    expect(values(tabs)).toEqual([HOME, '/subapps/a/', '/subapps/c/', '/subapps/d/']);
    expect(tabs.takeLimitClosed().map((tab) => tab.value)).toEqual(['/subapps/b/']);
  });
});
