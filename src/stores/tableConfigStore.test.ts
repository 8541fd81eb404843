import { describe, expect, it } from 'vitest';
import { scriptedHttp } from '../testing/storeKit';
import { TableConfigStore, configRowKey } from './tableConfigStore';

const columns = [{ field: 'orderNumber', visible: true, width: 160, order: 0 }];
const row = { uuid: 'u1', elsAccount: '307000', elsSubAccount: '1001', toElsAccount: 'orders', configType: 'table', configJson: JSON.stringify({ columns }) };

describe('TableConfigStore', () => {
  it('lists the user’s table rows (data.rows) and saves one (data.uuid)', async () => {
    const bodies: unknown[] = [];
    const store = new TableConfigStore({
      http: scriptedHttp({
        findLayoutConfigs: (config) => (bodies.push(JSON.parse(String(config.data))), { status: 200, data: { code: '200', data: { rows: [row], total: 1, pageNo: 1, pageSize: 100 } } }),
        saveLayoutConfig: (config) => (bodies.push(JSON.parse(String(config.data))), { status: 200, data: { code: '200', data: { uuid: bodies.length === 2 ? 'u1' : 'u2' } } }),
      }),
      account: () => ({ elsAccount: '307000', elsSubAccount: '1001' }),
      networkText: () => 'network',
    });
    await store.load();
    expect(bodies[0]).toEqual({ elsAccount: '307000', elsSubAccount: '1001', configType: 'table', pageSize: 100 });
    expect([store.status, store.rows.length]).toEqual(['ready', 1]);
    const wider = [{ ...columns[0]!, width: 200, label: '' }];
    expect(await store.save('orders', wider)).toBe('u1');
    expect(bodies[1]).toEqual({ elsAccount: '307000', elsSubAccount: '1001', toElsAccount: 'orders', configType: 'table', configJson: '{"columns":[{"field":"orderNumber","visible":true,"width":200,"order":0}]}' });
    expect(store.rows).toHaveLength(1);
    expect(JSON.parse(store.rows[0]!.configJson).columns[0].width).toBe(200);
    // A list without a row yet gets one.
    expect(await store.save('deliveries', columns)).toBe('u2');
    expect(store.rows.map((r) => [r.toElsAccount, r.uuid])).toEqual([['orders', 'u1'], ['deliveries', 'u2']]);
    expect(configRowKey(row)).toBe('307000_1001_orders_table');
  });

  it('keeps the failure for the page', async () => {
    const store = new TableConfigStore({ http: scriptedHttp({ findLayoutConfigs: () => Promise.reject(new Error('down')) }), account: () => ({ elsAccount: 'a', elsSubAccount: 'b' }), networkText: () => 'network' });
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBeTruthy();
  });
});
