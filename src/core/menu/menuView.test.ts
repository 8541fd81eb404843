import { describe, expect, it } from 'vitest';
import type { MenuRule } from '../../generated/layout';
import { menuItemToRoute, normaliseMenu, type MenuItem } from './menuItem';
import { activeBranch, isMenuItemActive, menuIconName, menuLabel, visibleMenu } from './menuView';

const rules: MenuRule[] = [
  { order: 10, urlContains: '/forward/detail', target: 'forward', path: '/forward/detail' },
  { order: 20, urlContains: '/audit/', target: 'audit', path: '/audit' },
  { order: 30, urlContains: '/portal/', target: 'portal', path: '{url}' },
  { order: 40, urlNotContains: '/portal/', target: 'frame', path: '/myiframe/{routerPath}' },
];
const opts = { shellOrigin: 'https://srm.example.com', allowedOrigins: [] };
const messages: Record<string, string> = { i18n_menu_rfq: 'RFQ', i18n_named: 'Named' };
const translate = (key: string) => messages[key];

const active = (item: MenuItem, pathname: string, query: Record<string, string> = {}) =>
  isMenuItemActive(item, [menuLabel(item, translate), item.appName], menuItemToRoute(item, rules, opts), { pathname, query });

describe('menu labels', () => {
  it('translates when the key exists, else shows appName', () => {
    expect(menuLabel({ appName: '询价管理', appNameI18nKey: 'i18n_menu_rfq' }, translate)).toBe('RFQ');
    expect(menuLabel({ appName: '询价管理', appNameI18nKey: 'i18n_menu_missing' }, translate)).toBe('询价管理');
    expect(menuLabel({ appName: '询价管理' }, translate)).toBe('询价管理');
    expect(menuLabel({ appName: 'i18n_named' }, translate)).toBe('Named');
    expect(menuLabel({ appName: 'i18n_unknown' }, translate)).toBe('unknown');
  });
});

describe('menu highlight', () => {
  const rfq: MenuItem = { appCode: 'rfq_v2', appName: '询价管理', appNameI18nKey: 'i18n_menu_rfq', appUrl: '/subapps/rfq/#/v2/list' };
  const info: MenuItem = { appCode: 'info', appName: '个人信息', appUrl: '/portal/info/index' };
  const custom: MenuItem = { appCode: 'order_custom', appName: '定制订单', appUrl: '/subapps/order/#/custom/order/list', groupList: ['/custom/order/'] };
  const audit: MenuItem = { appCode: 'audit_center', appName: '审批中心', appUrl: '/audit/todo?businessType=all' };

  it('by code: the frame route of the entry', () => {
    expect(active(rfq, '/myiframe/rfq_v2', { src: '/other' })).toBe(true);
    expect(active(rfq, '/myiframe/rfq_v3', { src: '/other' })).toBe(false);
  });

  it('by route: the portal page the entry opens, with its query', () => {
    expect(active(info, '/portal/info/index')).toBe(true);
    expect(active(info, '/portal/info/message')).toBe(false);
    expect(active(audit, '/audit', { businessType: 'all', name: 'x' })).toBe(true);
    expect(active(audit, '/audit', { businessType: 'order' })).toBe(false);
  });

  it('by group path: in the route path or in the frame address', () => {
    expect(active(custom, '/myiframe/order', { src: '/subapps/order/#/custom/order/detail?id=3' })).toBe(true);
    expect(active(custom, '/custom/order/x')).toBe(true);
    expect(active(custom, '/myiframe/order', { src: '/subapps/order/#/v2/order/detail' })).toBe(false);
  });

  it('by query name: the label or the appName', () => {
    expect(active(rfq, '/myiframe/rfq', { name: 'RFQ', src: '/x' })).toBe(true);
    expect(active(rfq, '/myiframe/rfq', { name: '询价管理', src: '/x' })).toBe(true);
    expect(active(rfq, '/myiframe/rfq', { name: '订单', src: '/x' })).toBe(false);
  });

  it('highlights a top-level leaf through its index child, whose frame route carries the parent code', () => {
    const [top] = normaliseMenu([{ appCode: 'report', appName: '报表', appUrl: '/subapps/report/' }])!;
    const index = top!.children![0]!;
    expect(menuItemToRoute(index, rules, opts)?.path).toBe('/myiframe/report');
    expect(active(index, '/myiframe/report', { src: '/elsewhere' })).toBe(true);
  });

  it('finds the branch of groups leading to the highlighted leaf', () => {
    const menu = normaliseMenu([
      { appCode: 'work', appName: 'W', children: [{ appCode: 'info', appName: 'I', appUrl: '/portal/info/index' }] },
      { appCode: 'purchase', appName: 'P', children: [{ appCode: 'order', appName: 'O', children: [custom] }] },
    ])!;
    const isActive = (item: MenuItem) => active(item, '/myiframe/order', { src: '/subapps/order/#/custom/order/list' });
    expect(activeBranch(menu, isActive)).toEqual(['purchase', 'order', 'order_custom']);
    expect(activeBranch(menu, () => false)).toEqual([]);
  });
});

describe('menu icons', () => {
  it('maps icon-font class names the platform sends', () => {
    expect(menuIconName('icon-home')).toBe('home');
    expect(menuIconName('el-icon-s-order')).toBe('tasks');
    expect(menuIconName('el-icon-office-building')).toBe('building');
    expect(menuIconName('el-icon-data-analysis')).toBe('chart');
    expect(menuIconName('iconfont icon-rfq')).toBe('chat');
    expect(menuIconName('icon-order')).toBe('cart');
    expect(menuIconName('fa fa-truck')).toBe('truck');
  });

  it('takes Fluent icon names as they are', () => {
    expect(menuIconName('Cart20Regular')).toBe('cart');
    expect(menuIconName('PeopleRegular')).toBe('people');
    expect(menuIconName('fluent:settings')).toBe('settings');
    expect(menuIconName('ic_fluent_calendar_ltr_20_regular')).toBe('calendar');
    expect(menuIconName('Home')).toBe('home');
  });

  it('falls back to a generic icon', () => {
    expect(menuIconName(undefined)).toBe('apps');
    expect(menuIconName('')).toBe('apps');
    expect(menuIconName('xyz')).toBe('apps');
  });
});

describe('visible menu', () => {
  const page = (appCode: string, roleList?: string[]): MenuItem => ({ appCode, appName: appCode, appUrl: `/${appCode}`, children: [], ...(roleList ? { roleList } : {}) });
  const menu: MenuItem[] = [
    { appCode: 'buy', appName: 'buy', children: [page('order'), page('audit', ['admin'])] },
    { appCode: 'admin', appName: 'admin', roleList: ['admin'], children: [page('users')] },
    { appCode: 'free', appName: 'free', children: [page('docs', [])] },
  ];

  it("keeps what the user's roles allow, a hidden group with its entries", () => {
    const visible = visibleMenu(menu, ['user']);
    expect(visible.map((item) => item.appCode)).toEqual(['buy', 'free']);
    expect(visible[0]?.children?.map((item) => item.appCode)).toEqual(['order']);
    expect(visibleMenu(menu, ['admin'])[1]?.children?.map((item) => item.appCode)).toEqual(['users']);
  });

  it('gives back what nothing was taken from as it is, and never changes the menu', () => {
    const copy = JSON.parse(JSON.stringify(menu)) as MenuItem[];
    expect(visibleMenu(menu, ['admin'])).toBe(menu);
    const visible = visibleMenu(menu, ['user']);
    expect(visible[1]).toBe(menu[2]);
    expect(visible[0]).not.toBe(menu[0]);
    expect(menu).toEqual(copy);
  });
});
