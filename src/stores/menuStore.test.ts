import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, TypedStorage } from '../core/storage';
import { MenuStore } from './menuStore';
import { baseLayoutStore, scriptedHttp } from '../testing/storeKit';

function setup() {
  const layout = baseLayoutStore();
  return { menu: new MenuStore({ http: scriptedHttp(), layout, local: new TypedStorage(memoryStorage()), shellOrigin: 'https://srm.example.com' }), layout };
}

const serverMenu = [
  { appCode: 'purchase', appName: '采购协同', children: [{ appCode: 'rfq', appName: '询价管理', appUrl: '/subapps/rfq/#/v2/list' }, { appCode: 'bad', appName: '坏链接', appUrl: 'javascript:alert(1)' }] },
  { appCode: 'report', appName: '报表', appUrl: '/subapps/report/', roleList: ['admin'] },
  { appCode: 'docs', appName: '文档中心', appUrl: '/portal/info/documentCenter' },
];

describe('MenuStore', () => {
  it("logs 'menu not exist' and builds nothing from a menu that is not a non-empty array", () => {
    const { menu } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    menu.setItems([]);
    menu.setItems({ appCode: 'x' });
    expect(error).toHaveBeenCalledWith('menu not exist');
    expect(error).toHaveBeenCalledTimes(2);
    expect(menu.items).toEqual([]);
    error.mockRestore();
  });

  it('shows entries without role restriction or with one of the user roles', () => {
    const { menu } = setup();
    menu.setItems(serverMenu);
    expect(menu.visibleItems(['user']).map((item) => item.appCode)).toEqual(['purchase', 'docs']);
    expect(menu.visibleItems(['admin']).map((item) => item.appCode)).toEqual(['purchase', 'report', 'docs']);
  });

  it('gives the same visible items for the same menu and roles, and new ones when either changes', () => {
    const { menu } = setup();
    menu.setItems(serverMenu);
    const first = menu.visibleItems(['user']);
    expect(menu.visibleItems(['user'])).toBe(first);
    expect(menu.visibleItems(['admin']).map((item) => item.appCode)).toEqual(['purchase', 'report', 'docs']);
    menu.setItems(serverMenu.slice(0, 1));
    expect(menu.visibleItems(['admin']).map((item) => item.appCode)).toEqual(['purchase']);
  });

  it('never gives a route for a javascript: entry', () => {
    const { menu } = setup();
    menu.setItems(serverMenu);
    const purchase = menu.items[0]!;
    expect(menu.targetOf(purchase.children![1]!)).toBeNull();
    expect(menu.targetOf(purchase.children![0]!)).toEqual({ target: 'frame', path: '/myiframe/rfq', query: { src: '/subapps/rfq/#/v2/list', name: '询价管理' } });
  });

  it('opens a foreign origin only when the layout allows it', () => {
    const { menu, layout } = setup();
    menu.setItems([{ appCode: 'p', appName: 'P', appUrl: 'https://rfq.partner.com/#/list' }]);
    const item = menu.items[0]!.children![0]!;
    expect(menu.targetOf(item)).toBeNull();
    layout.setDraft({ frames: { allowedOrigins: { partner: { order: 1, origin: 'https://rfq.partner.com' } } } });
    expect(menu.targetOf(item)?.path).toBe('/myiframe/p');
  });

  it("fills the signed-in account into an item's address, and highlights the item at its filled address", () => {
    const layout = baseLayoutStore();
    let account: { elsAccount: string; elsSubAccount: string } | undefined = { elsAccount: '307000', elsSubAccount: '1001' };
    const menu = new MenuStore({ http: scriptedHttp(), layout, local: new TypedStorage(memoryStorage()), shellOrigin: 'https://srm.example.com', account: () => account });
    menu.setItems([{ appCode: 'report', appName: '报表', appUrl: '/subapps/report/?_t=${elsAccount}' }]);
    const report = menu.items[0]!.children![0]!;
    expect(menu.targetOf(report)?.query.src).toBe('/subapps/report/?_t=307000');
    expect(menu.isActive(report, { pathname: '/myiframe/other', query: { src: '/subapps/report/?_t=307000' } }, () => undefined)).toBe(false);
    expect(menu.isActive(report, { pathname: '/myiframe/report', query: { src: '/subapps/report/?_t=307000' } }, () => undefined)).toBe(true);
    account = { elsAccount: '300100', elsSubAccount: '1002' };
    expect(menu.targetOf(report)?.query.src).toBe('/subapps/report/?_t=300100');
  });

  it("highlights by the target of the account signed in now, not the one of an earlier highlight", () => {
    const layout = baseLayoutStore();
    let account = { elsAccount: '307000', elsSubAccount: '1001' };
    const menu = new MenuStore({ http: scriptedHttp(), layout, local: new TypedStorage(memoryStorage()), shellOrigin: 'https://srm.example.com', account: () => account });
    menu.setItems([{ appCode: 'info', appName: '信息', appUrl: '/portal/#/info/index?els=${elsAccount}' }]);
    const info = menu.items[0]!.children![0]!;
    const at = (els: string) => menu.isActive(info, { pathname: '/info/index', query: { els } }, () => undefined);
    expect(at('307000')).toBe(true);
    expect(at('300100')).toBe(false);
    account = { elsAccount: '300100', elsSubAccount: '1002' };
    expect(at('300100')).toBe(true);
    expect(at('307000')).toBe(false);
  });

  it('expands the groups leading to the highlighted entry', () => {
    const { menu } = setup();
    menu.setItems(serverMenu);
    menu.reveal(menu.items, { pathname: '/myiframe/rfq', query: { src: '/subapps/rfq/#/v2/list' } }, () => undefined);
    expect([...menu.expanded]).toEqual(['purchase']);
    menu.toggle('purchase');
    expect(menu.expanded.has('purchase')).toBe(false);
  });

  it('translates labels when a key exists', () => {
    const { menu } = setup();
    expect(menu.labelOf({ appCode: 'a', appName: '询价', appNameI18nKey: 'i18n_menu_rfq' }, (key) => (key === 'i18n_menu_rfq' ? 'RFQ' : undefined))).toBe('RFQ');
  });
});
