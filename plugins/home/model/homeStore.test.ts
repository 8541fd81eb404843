import { describe, expect, it } from 'vitest';
// The model over the shell's real calls and a scripted HTTP client: what it asks the server for.
import * as homeCalls from '../../../src/core/api/home';
import { getMyApp } from '../../../src/core/api/services';
import { bindCalls } from '../../../src/app/pluginModels';
import { scriptedHttp } from '../../../src/testing/storeKit';
import { HomeStore } from './homeStore';
import { endpoints } from '../../../src/contract/endpoints';
import { endpointUrl } from '../../../src/testing/endpointUrl';

const ok = (data: unknown) => () => ({ status: 200, data: { code: '200', data } });
const account = { elsAccount: '307000', elsSubAccount: '1001' };

function makeHome(routes: Parameters<typeof scriptedHttp>[0], signedIn = true) {
  const seen: string[] = [];
  const http = scriptedHttp(routes, seen);
  const home = new HomeStore({ ...bindCalls(homeCalls, http), ...bindCalls({ getMyApp }, http) }, { account: () => (signedIn ? account : undefined), networkText: () => 'network' });
  return { home, seen };
}

describe('HomeStore', () => {
  it('loads a figure once, shows loading then ready, and asks again on force', async () => {
    const { home, seen } = makeHome({ findConfirmCount: ok({ toConfirm: 3, changeToConfirm: 1, total: 4 }) });
    const loading = home.load('confirm');
    expect(home.figure('confirm')?.status).toBe('loading');
    await loading;
    await home.load('confirm');
    expect(home.figure('confirm')).toEqual({ status: 'ready', data: { toConfirm: 3, changeToConfirm: 1, total: 4 } });
    expect(seen).toHaveLength(1);
    await home.load('confirm', true);
    expect(seen).toHaveLength(2);
  });

  it('keeps a failing figure to itself with the server message, and retries it', async () => {
    let fail = true;
    const { home } = makeHome({
      findPurchaseHeadFigures: () => (fail ? Promise.reject(new Error('down')) : ok({ month: '2026-11', orderCountMonth: 0, orderAmountMonth: 0, activeSuppliers: 0, openEnquiries: 0, deliveriesInTransit: 0, ordersToConfirm: 0, currency: 'CNY' })()),
      findPurchaseOrderFigures: ok({ byStatus: [], byMonth: [], currency: 'CNY' }),
    });
    await Promise.all([home.load('head'), home.load('order')]);
    expect(home.figure('head')).toEqual({ status: 'error', error: 'network' });
    expect(home.figure('order')?.status).toBe('ready');
    fail = false;
    await home.load('head');
    expect(home.figure('head')?.status).toBe('ready');
  });

  it('puts the account into the report app addresses of getMyApp', async () => {
    const { home, seen } = makeHome({ getMyApp: ok([{ appCode: 'report', appName: '报表', children: [{ appName: 'r', appUrl: '/report?els=${elsAccount}' }] }]) });
    await home.load('apps');
    expect(seen).toEqual([endpointUrl(endpoints.getMyApp, { elsAccount: '307000', elsSubAccount: '1001' })]);
    expect(home.figure('apps')?.data?.[0]?.children[0]?.appUrl).toBe('/report?els=307000');
  });

  it('pages the supplier inquiries and asks nothing without a session', async () => {
    const bodies: unknown[] = [];
    const { home } = makeHome({ findSaleEnquiries: (config) => (bodies.push(JSON.parse(String(config.data))), ok({ rows: [], total: 35, pageNo: 2, pageSize: 20 })()) });
    expect(home.enquiries.pageSize).toBe(10);
    await home.enquiries.setPageSize(20);
    await home.enquiries.goTo(2);
    expect(bodies).toEqual([{ pageNo: 1, pageSize: 20 }, { pageNo: 2, pageSize: 20 }]);
    expect([home.enquiries.pageNo, home.enquiries.pageSize, home.enquiries.total, home.enquiries.lastPage]).toEqual([2, 20, 35, 2]);
    home.clear();
    expect([home.enquiries.status, home.enquiries.rows, home.figures]).toEqual(['idle', [], {}]);
    const anonymous = makeHome({}, false);
    await anonymous.home.load('head');
    expect(anonymous.seen).toEqual([]);
  });
});
