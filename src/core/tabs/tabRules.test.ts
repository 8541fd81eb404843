import { describe, expect, it } from 'vitest';
import { browserTitle, openFrameTabOfHash, tabsOverLimit, closeAll, closeOthers, closeTab, neighbourAfterClose, openTab, parseStoredTabs, startPlan, tabGroupOf, tabStripKeyAction, tabValueOf, type Tab } from './tabRules';

const HOME = '/portal/wel/index';
const groups = [
  { id: 'audit', pathPrefix: '/audit' },
  { id: 'customOrder', srcContains: ['/custom/order/'] },
  { id: 'rfqV2', srcContains: ['/rfq/#/v2/'] },
];
const page = (path: string, query: Record<string, string> = {}, label = path): Omit<Tab, 'closable'> => ({
  label,
  path,
  query,
  value: tabValueOf(path, query),
  group: tabGroupOf(path, query, groups),
});
const home = openTab([], page(HOME, {}, '首页'), HOME);

describe('tab rules', () => {
  it('keeps one tab per page and updates it in place', () => {
    let tabs = openTab(home, page('/portal/info/index'), HOME);
    tabs = openTab(tabs, page('/portal/info/message'), HOME);
    tabs = openTab(tabs, { ...page('/portal/info/index'), label: 'again' }, HOME);
    expect(tabs.map((t) => t.value)).toEqual([HOME, '/portal/info/index', '/portal/info/message']);
    expect(tabs[1]!.label).toBe('again');
  });

  it('identifies frame tabs by src', () => {
    expect(tabValueOf('/myiframe/rfq', { src: '/rfq/#/v2/list', name: 'x' })).toBe('/rfq/#/v2/list');
    expect(tabValueOf('/portal/info/index', { src: 'ignored' })).toBe('/portal/info/index');
  });

  it('replaces the open audit tab with a new audit tab', () => {
    let tabs = openTab(home, page('/audit', { businessType: 'order' }), HOME);
    tabs = openTab(tabs, page('/portal/info/index'), HOME);
    tabs = openTab(tabs, { ...page('/audit', { businessType: 'rfq' }), value: '/audit?rfq' }, HOME);
    expect(tabs.filter((t) => t.group === 'audit')).toHaveLength(1);
    expect(tabs[1]).toMatchObject({ value: '/audit?rfq', query: { businessType: 'rfq' } });
  });

  it('replaces a tab of the same sub-app group in place, leaves other groups alone', () => {
    let tabs = openTab(home, page('/myiframe/co1', { src: '/subapps/order/#/custom/order/list' }), HOME);
    tabs = openTab(tabs, page('/myiframe/rfq', { src: '/rfq/#/v2/list' }), HOME);
    tabs = openTab(tabs, page('/myiframe/co2', { src: '/subapps/order/#/custom/order/detail?id=3' }), HOME);
    expect(tabs.map((t) => t.value)).toEqual([HOME, '/subapps/order/#/custom/order/detail?id=3', '/rfq/#/v2/list']);
  });

  it('never closes the home tab, and no tab is closable when only one is open', () => {
    expect(home[0]!.closable).toBe(false);
    const tabs = openTab(home, page('/portal/info/index'), HOME);
    expect(tabs.map((t) => t.closable)).toEqual([false, true]);
    expect(closeTab(tabs, HOME, HOME)).toHaveLength(2);
    expect(closeTab(tabs, '/portal/info/index', HOME).map((t) => t.value)).toEqual([HOME]);
  });

  it('closes others keeping home and the chosen one; close all keeps only home', () => {
    let tabs = home;
    for (const p of ['/a', '/b', '/c']) tabs = openTab(tabs, page(p), HOME);
    expect(closeOthers(tabs, '/b', HOME).map((t) => t.value)).toEqual([HOME, '/b']);
    expect(closeAll(tabs, HOME).map((t) => t.value)).toEqual([HOME]);
  });

  it('moves to the right neighbour after closing, else the left', () => {
    let tabs = home;
    for (const p of ['/a', '/b']) tabs = openTab(tabs, page(p), HOME);
    expect(neighbourAfterClose(tabs, '/a')?.value).toBe('/b');
    expect(neighbourAfterClose(tabs, '/b')?.value).toBe('/a');
  });

  it('restores stored tabs and drops malformed ones', () => {
    expect(parseStoredTabs('x')).toEqual([]);
    expect(parseStoredTabs([{ label: 'a', value: '/a', path: '/a', query: {}, closable: true }, { label: 1 }])).toHaveLength(1);
  });
});

describe('frame tabs, titles, start and keyboard', () => {
  it('identifies a frame page by src, else path, when the route is a frame route', () => {
    expect(tabValueOf('/findDetail', { src: '/s/#/d', name: 'x' }, true)).toBe('/s/#/d');
    expect(tabValueOf('/myiframe/x', { path: '/order/#/v2/list' })).toBe('/order/#/v2/list');
    expect(tabValueOf('/myiframe/x', {})).toBe('/myiframe/x');
    expect(tabValueOf('/findDetail', { src: '/s' })).toBe('/findDetail');
  });

  it('puts the tab label in the browser title on frame pages only', () => {
    expect(browserTitle(true, '询价管理', 'SRM')).toBe('询价管理');
    expect(browserTitle(false, '个人信息', 'SRM')).toBe('SRM');
    expect(browserTitle(true, '', 'SRM')).toBe('SRM');
  });

  it('clears the tabs on an entry without route or params, keeps them on a reload of a page', () => {
    expect(startPlan({ hash: '', search: '' })).toEqual({ clearTabs: true, openHome: true });
    expect(startPlan({ hash: '#/', search: '?tenant=acme' })).toEqual({ clearTabs: true, openHome: true });
    expect(startPlan({ hash: '#/myiframe/rfq?src=%2Frfq%2F', search: '' })).toEqual({ clearTabs: false, openHome: true });
    expect(startPlan({ hash: '#/portal/info/index', search: '' })).toEqual({ clearTabs: false, openHome: true });
    expect(startPlan({ hash: '', search: '?x=1' })).toEqual({ clearTabs: false, openHome: true });
  });

  it('does not open the home tab when the query says the resource is audit', () => {
    expect(startPlan({ hash: '#/audit?resource=audit&businessType=order', search: '' })).toEqual({ clearTabs: false, openHome: false });
    expect(startPlan({ hash: '', search: '?resource=audit' })).toEqual({ clearTabs: false, openHome: false });
    expect(startPlan({ hash: '#/audit?resource=other', search: '' }).openHome).toBe(true);
  });

  it('goes to the first and last tab with Home and End, closes the focused tab with Delete', () => {
    let tabs = home;
    for (const p of ['/a', '/b', '/c']) tabs = openTab(tabs, page(p), HOME);
    expect(tabStripKeyAction(tabs, '/b', 'Home')).toEqual({ kind: 'select', value: HOME });
    expect(tabStripKeyAction(tabs, '/b', 'End')).toEqual({ kind: 'select', value: '/c' });
    expect(tabStripKeyAction(tabs, '/b', 'Delete')).toEqual({ kind: 'close', value: '/b', next: '/c' });
    expect(tabStripKeyAction(tabs, '/c', 'Delete')).toEqual({ kind: 'close', value: '/c', next: '/b' });
    // The home tab is never closed, and other keys are left to the tab list.
    expect(tabStripKeyAction(tabs, HOME, 'Delete')).toBeUndefined();
    expect(tabStripKeyAction(tabs, '/b', 'Enter')).toBeUndefined();
    expect(tabStripKeyAction([], '/b', 'Home')).toBeUndefined();
  });

  it('moves to the previous and next tab with the arrows, wrapping around', () => {
    let tabs = home;
    for (const p of ['/a', '/b']) tabs = openTab(tabs, page(p), HOME);
    expect(tabStripKeyAction(tabs, '/a', 'ArrowRight')).toEqual({ kind: 'select', value: '/b' });
    expect(tabStripKeyAction(tabs, '/b', 'ArrowRight')).toEqual({ kind: 'select', value: HOME });
    expect(tabStripKeyAction(tabs, HOME, 'ArrowLeft')).toEqual({ kind: 'select', value: '/b' });
    expect(tabStripKeyAction(tabs, '/b', 'ArrowLeft')).toEqual({ kind: 'select', value: '/a' });
    expect(tabStripKeyAction(tabs, '/gone', 'ArrowRight')).toEqual({ kind: 'select', value: HOME });
  });

  it('keeps the frame flag and drops duplicate values when restoring', () => {
    const stored = parseStoredTabs([
      { label: 'r', value: '/rfq/', path: '/myiframe/rfq', query: { src: '/rfq/', n: 1 }, closable: true },
      { label: 'r2', value: '/rfq/', path: '/myiframe/rfq', query: {}, closable: true },
      { label: 'd', value: '/x', path: '/findDetail', query: { src: '/x' }, frame: true, closable: true },
      { label: 'q', value: '/q', path: '/q', query: [], closable: true },
    ]);
    expect(stored.map((t) => [t.value, t.frame])).toEqual([
      ['/rfq/', true],
      ['/x', true],
    ]);
    // Non-string query values are dropped rather than trusted.
    expect(stored[0]!.query).toEqual({ src: '/rfq/' });
  });

  it('replaces a group tab without losing the home tab and keeps the replaced position', () => {
    let tabs = openTab(home, page('/a'), HOME);
    tabs = openTab(tabs, page('/myiframe/q1', { src: '/sub/#/quality/list' }), HOME);
    tabs = openTab(tabs, page('/b'), HOME);
    const qualityGroups = [...groups, { id: 'quality', srcContains: ['/quality/'] }];
    const next = { ...page('/myiframe/q2', { src: '/sub/#/quality/detail?id=1' }), group: tabGroupOf('/myiframe/q2', { src: '/sub/#/quality/detail?id=1' }, qualityGroups) };
    tabs = tabs.map((t) => (t.value === '/sub/#/quality/list' ? { ...t, group: 'quality' } : t));
    tabs = openTab(tabs, next, HOME);
    expect(tabs.map((t) => t.value)).toEqual([HOME, '/a', '/sub/#/quality/detail?id=1', '/b']);
  });
});

describe('tab groups by path prefix for frame tabs', () => {
  const contract = [{ id: 'contract', pathPrefix: '/subapps/contract/' }];
  it('groups frame tabs whose address lies under the prefix, on this origin or another', () => {
    expect(tabGroupOf('/myiframe/contract_list', { src: '/subapps/contract/#/v2/list' }, contract)).toBe('contract');
    expect(tabGroupOf('/myiframe/contract_detail', { src: '/subapps/contract/index.html?id=7#/v2/detail' }, contract)).toBe('contract');
    expect(tabGroupOf('/myiframe/ext', { src: 'https://contracts.globex.example/subapps/contract/#/x' }, contract)).toBe('contract');
  });
  it('leaves other frame tabs and look-alike paths out', () => {
    expect(tabGroupOf('/myiframe/order', { src: '/subapps/order/#/v2/order/list' }, contract)).toBeUndefined();
    expect(tabGroupOf('/myiframe/x', { src: '/subapps/contracts-old/#/list' }, contract)).toBeUndefined();
    expect(tabGroupOf('/myiframe/x', { src: '/other/#/subapps/contract/list' }, contract)).toBeUndefined();
  });
  it('a second contract tab replaces the first', () => {
    const first = { ...page('/myiframe/c1', { src: '/subapps/contract/#/v2/list' }), group: tabGroupOf('/myiframe/c1', { src: '/subapps/contract/#/v2/list' }, contract) };
    const second = { ...page('/myiframe/c2', { src: '/subapps/contract/#/v2/detail?id=1' }), group: tabGroupOf('/myiframe/c2', { src: '/subapps/contract/#/v2/detail?id=1' }, contract) };
    const tabs = openTab(openTab(home, first, HOME), second, HOME);
    expect(tabs.map((tab) => tab.value)).toEqual([HOME, '/subapps/contract/#/v2/detail?id=1']);
  });
});

describe('the open-tab limit (app.maxOpenTabs)', () => {
  const strip = ['/a', '/b', '/c', '/d'].reduce((tabs, path) => openTab(tabs, page(path), HOME), home);
  const keep = { homeValue: HOME, opening: '/d' };

  it('closes nothing without a limit or within it', () => {
    expect(tabsOverLimit(strip, undefined, keep, new Map())).toEqual([]);
    expect(tabsOverLimit(strip, 5, keep, new Map())).toEqual([]);
  });

  it('closes the least recently shown tab, never the Home tab nor the one being opened', () => {
    // Shown in the order /a, /c, /b, home, /d: /a is the oldest.
    const shown = new Map([['/a', 1], ['/c', 2], ['/b', 3], [HOME, 4], ['/d', 5]]);
    expect(tabsOverLimit(strip, 4, keep, shown)).toEqual(['/a']);
    expect(tabsOverLimit(strip, 3, keep, shown)).toEqual(['/a', '/c']);
    // Home shown first of all still stays.
    expect(tabsOverLimit(strip, 4, keep, new Map([[HOME, 0], ['/a', 5], ['/b', 6], ['/c', 7]]))).toEqual(['/a']);
    // A limit of 2 leaves the Home tab and the new one.
    expect(tabsOverLimit(strip, 2, keep, shown)).toEqual(['/a', '/c', '/b']);
  });

  it('a tab never shown in this page load (restored) goes first, from the left', () => {
    expect(tabsOverLimit(strip, 4, keep, new Map([['/a', 3]]))).toEqual(['/b']);
    expect(tabsOverLimit(strip, 4, keep, new Map())).toEqual(['/a']);
  });
});

describe('a group that names its tab', () => {
  it('the browser title is the tab label on a named tab even when it is not a frame', () => {
    expect(browserTitle(false, 'Workflow', 'ACME SRM', true)).toBe('Workflow');
    expect(browserTitle(false, 'Workflow', 'ACME SRM')).toBe('ACME SRM');
  });
});

describe('openFrameTabOfHash (an address naming an open frame tab)', () => {
  const tab = (value: string, frame: boolean): Tab => ({ label: value, value, path: frame ? '/myiframe/x' : value, query: frame ? { src: value } : {}, frame, closable: true });
  const tabs = [tab(HOME, false), tab('/subapps/rfq/?n=1#/v2/list', true), tab('/subapps/order/#/v2/list', true), tab('/portal/info/message', false)];
  const hashOf = (src: string, name = 'x') => `#/myiframe/bench?${new URLSearchParams({ src, name }).toString()}`;

  it('answers the open frame tab the address names, whatever its name parameter', () => {
    expect(openFrameTabOfHash(hashOf('/subapps/rfq/?n=1#/v2/list'), tabs)).toBe('/subapps/rfq/?n=1#/v2/list');
    expect(openFrameTabOfHash(hashOf('/subapps/order/#/v2/list', 'other name'), tabs)).toBe('/subapps/order/#/v2/list');
  });

  it('answers nothing for a frame tab that is not open, a shell page (open or not) or an address without src', () => {
    expect(openFrameTabOfHash(hashOf('/subapps/rfq/?n=2#/v2/list'), tabs)).toBeUndefined();
    expect(openFrameTabOfHash('#/portal/info/message', tabs)).toBeUndefined();
    expect(openFrameTabOfHash('#/myiframe/bench', tabs)).toBeUndefined();
    expect(openFrameTabOfHash('', tabs)).toBeUndefined();
  });
});
