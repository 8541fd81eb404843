import { describe, expect, it } from 'vitest';
import { scriptedHttp } from './testKit';
import { TableConfigStore, configRowKey } from './tableConfigStore';

const row = { uuid: 'u1', elsAccount: '307000', elsSubAccount: '1001', toElsAccount: '', configType: 'layout', configJson: '{}' };

describe('TableConfigStore', () => {
  it('lists the user’s rows (data.rows) and saves one (data.uuid)', async () => {
    const bodies: unknown[] = [];
    const store = new TableConfigStore(
      scriptedHttp({
        findPageList: (config) => (bodies.push(JSON.parse(String(config.data))), { status: 200, data: { code: '200', data: { rows: [row], total: 1, pageNo: 1, pageSize: 100 } } }),
        '/save': (config) => (bodies.push(JSON.parse(String(config.data))), { status: 200, data: { code: '200', data: { uuid: 'u1' } } }),
      }),
      () => ({ elsAccount: '307000', elsSubAccount: '1001' }),
      () => 'network',
    );
    await store.load();
    expect([store.status, store.rows.length]).toEqual(['ready', 1]);
    expect(await store.save(row, '{"a":1}')).toBe('u1');
    expect(bodies[1]).toEqual({ elsAccount: '307000', elsSubAccount: '1001', toElsAccount: '', configType: 'layout', configJson: '{"a":1}' });
    expect(store.rows[0]!.configJson).toBe('{"a":1}');
    expect(configRowKey(row)).toBe('307000_1001__layout');
  });

  it('keeps the failure for the page', async () => {
    const store = new TableConfigStore(scriptedHttp({ findPageList: () => Promise.reject(new Error('down')) }), () => ({ elsAccount: 'a', elsSubAccount: 'b' }), () => 'network');
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBeTruthy();
  });
});
