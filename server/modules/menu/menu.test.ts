import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENU_MAX_AGE_MS, insertMenuTree, loadMenu, type ServedMenuItem as MenuItem } from './repo.js';
import type { MenuTables } from './tables.js';
import { tablesOf } from '../../platform/db/handle.js';
import { API, BUYER_ADMIN, BUYER_USER, SUPPLIER_USER, body, login, startTestServer, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

describe('menu and apps', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.dispose();
  });

  const getMenu = async (credentials: typeof BUYER_ADMIN): Promise<MenuItem[]> => {
    const session = await login(server, credentials);
    const response = await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: session.headers });
    expect(response.statusCode).toBe(200);
    return body<MenuItem[]>(response).data;
  };

  it('returns the buyer menu tree in sort order with every kind of entry', async () => {
    const menu = await getMenu(BUYER_ADMIN);
    expect(menu.map((item) => item.appCode)).toEqual(['workbench', 'document_center', 'purchase', 'supplier', 'audit', 'report', 'system']);
    const all = flatten(menu);
    const urls = all.map((item) => item.appUrl);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/portal/info/index',
        '/portal/info/message',
        '/portal/info/todo',
        '/portal/info/documentCenter',
        '/subapps/rfq/#/v2/list',
        '/subapps/order/#/v2/order/list',
        '/subapps/supplier/#/v2/list',
        '/subapps/report/?_t=${elsAccount}',
        '/subapps/order/#/custom/order/list',
        '/subapps/rfq/#/quality/list',
        '/subapps/report/#/finance/index',
        '/audit/todo?businessType=all',
        '/forward/detail?id=1',
      ]),
    );
    // appCode is unique; the top-level document centre has no children; groups nest.
    expect(new Set(all.map((item) => item.appCode)).size).toBe(all.length);
    expect(menu.find((item) => item.appCode === 'document_center')?.children).toEqual([]);
    const purchase = menu.find((item) => item.appCode === 'purchase');
    const order = purchase?.children.find((item) => item.appCode === 'order');
    expect(order?.appNameI18nKey).toBe('i18n_menu_order');
    expect(order?.appIcon).toBe('icon-order');
    expect(order?.children.map((item) => item.appName)).toEqual(['订单管理', '定制订单']);
    expect(menu.find((item) => item.appCode === 'report')?.roleList).toEqual(['admin']);
    for (const item of all) {
      expect(item).toEqual(expect.objectContaining({ appName: expect.any(String), appUrl: expect.any(String), appIcon: expect.any(String), children: expect.any(Array) }));
    }
  });

  it('hides roleList-restricted items from users without the role', async () => {
    const menu = await getMenu(BUYER_USER);
    const codes = flatten(menu).map((item) => item.appCode);
    expect(codes).not.toContain('report');
    expect(codes).not.toContain('report_index');
    expect(codes).not.toContain('layout_editor');
    expect(codes).toContain('rfq_v2');
  });

  it('gives the supplier a different, smaller sales-side menu', async () => {
    const buyer = flatten(await getMenu(BUYER_ADMIN));
    const supplier = flatten(await getMenu(SUPPLIER_USER));
    expect(supplier.length).toBeLessThan(buyer.length);
    const supplierCodes = supplier.map((item) => item.appCode);
    expect(supplierCodes).toContain('sale_order');
    expect(supplierCodes.some((code) => buyer.some((item) => item.appCode === code))).toBe(false);
    expect(supplier.map((item) => item.appUrl)).toContain('/subapps/order/#/v2/saleOrder/list');
  });

  it('lists apps with the report placeholder replaced by the account', async () => {
    const session = await login(server, BUYER_ADMIN);
    const response = await server.app.inject({
      method: 'GET',
      url: `${API}${endpointUrl(endpoints.getMyApp, { elsAccount: '307000', elsSubAccount: '1001' })}`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    const result = body<{ appCode: string; appName: string; children: { appName: string; appUrl: string }[] }[]>(response);
    expect(result.code).toBe('200');
    const report = result.data.find((app) => app.appCode === 'report');
    expect(report?.children).toEqual([{ appName: '报表', appUrl: '/subapps/report/?_t=307000' }]);
    const purchase = result.data.find((app) => app.appCode === 'purchase');
    expect(purchase?.children.map((child) => child.appUrl)).toContain('/subapps/order/#/custom/order/list');
    // No placeholder is left in what the user gets.
    expect(JSON.stringify(result.data)).not.toContain('${elsAccount}');
  });

  it("refuses another account's path", async () => {
    const session = await login(server, BUYER_USER);
    for (const url of [`${API}${endpointUrl(endpoints.getMyApp, { elsAccount: '307000', elsSubAccount: '1001' })}`, `${API}${endpointUrl(endpoints.getMyApp, { elsAccount: '300100', elsSubAccount: '1002' })}`]) {
      const response = await server.app.inject({ method: 'GET', url, headers: session.headers });
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe('403');
    }
  });

  it('names every demo entry by a translation key, so the shell can show it in English', async () => {
    for (const credentials of [BUYER_ADMIN, SUPPLIER_USER]) {
      const missing = flatten(await getMenu(credentials)).filter((item) => !item.appNameI18nKey?.startsWith('i18n_menu_'));
      expect(missing.map((item) => item.appName)).toEqual([]);
    }
  });

  it('seeds the demand pool entry and the custom order group path', async () => {
    const menu = await loadMenu(server.db, '307000', ['admin']);
    const purchase = menu.find((item) => item.appCode === 'purchase');
    expect(purchase?.children.map((item) => item.appCode)).toContain('demand_pool');
    const order = purchase?.children.find((item) => item.appCode === 'order');
    expect(order?.children.find((item) => item.appCode === 'order_custom')?.groupList).toEqual(['/custom/order/']);
  });
});

describe('kept menu rows', () => {
  let server: TestServer;
  afterAll(async () => {
    vi.useRealTimers();
    await server?.dispose();
  });

  it("shows this server's own menu writes at once, and another writer's once the kept rows are MENU_MAX_AGE_MS old", async () => {
    server = await startTestServer();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const session = await login(server, BUYER_ADMIN);
    const topCodes = async () => {
      const response = await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: session.headers });
      expect(response.statusCode).toBe(200);
      return body<MenuItem[]>(response).data.map((item) => item.appCode);
    };
    expect(await topCodes()).not.toContain('kept_test');
    await insertMenuTree(server.db, BUYER_ADMIN.elsAccount, [{ appCode: 'kept_test', appName: '缓存测试', appUrl: '/subapps/order/#/kept', appIcon: 'icon-order' }]);
    expect(await topCodes()).toContain('kept_test');
    // Another instance (or the SRM platform) renames it: this one keeps its rows for a while.
    await tablesOf<MenuTables>(server.db).updateTable('menus').set({ app_code: 'kept_test_renamed' }).where('app_code', '=', 'kept_test').execute();
    vi.advanceTimersByTime(MENU_MAX_AGE_MS - 1);
    expect(await topCodes()).toContain('kept_test');
    vi.advanceTimersByTime(1);
    expect(await topCodes()).toContain('kept_test_renamed');
  });
});
