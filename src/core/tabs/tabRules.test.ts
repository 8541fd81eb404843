import { describe, expect, it } from 'vitest';
import { closeAll, closeOthers, closeTab, neighbourAfterClose, openTab, parseStoredTabs, tabGroupOf, tabValueOf, type Tab } from './tabRules';

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
