import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingRow } from '../../../src/contract/settings.js';
import { API, BUYER_USER, SUPPLIER_USER, body, login, startTestServer, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

describe('system settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.dispose();
  });

  const findList = async (credentials: typeof BUYER_USER, payload: Record<string, unknown>) => {
    const session = await login(server, credentials);
    return server.app.inject({ method: 'POST', url: `${API}${endpoints.findSettings.path}`, headers: session.headers, payload });
  };
  const values = (settings: SettingRow[]) => Object.fromEntries(settings.map((s) => [s.setCode, s.setValue]));

  it("returns the token's tenant settings, filtered", async () => {
    const buyer = body<SettingRow[]>(await findList(BUYER_USER, { setGroupCode: 'IndexPage_Group' })).data;
    expect(values(buyer)).toEqual({
      IndexPage_Purchase: '1',
      IndexPage_Enquiry: '1',
      IndexPage_Order: '1',
      IndexPage_Logistics: '1',
      IndexPage_Head: '1',
    });
    const supplier = body<SettingRow[]>(await findList(SUPPLIER_USER, {})).data;
    expect(values(supplier).IndexPage_Logistics).toBe('0');
    expect(supplier.length).toBe(11);
    const one = body<SettingRow[]>(await findList(SUPPLIER_USER, { setCode: 'IndexPage_Head' })).data;
    expect(one).toEqual([{ setGroupCode: 'IndexPage_Group', setCode: 'IndexPage_Head', setValue: '1' }]);
  });

  it('needs a token for findList', async () => {
    const response = await server.app.inject({ method: 'POST', url: `${API}${endpoints.findSettings.path}`, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('serves the login-page group publicly and nothing else', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.findLoginSettings.path}`,
      payload: { elsAccount: '307000', setGroupCode: 'LoginPage_Group' },
    });
    expect(response.statusCode).toBe(200);
    const result = body<SettingRow[]>(response);
    expect(result.code).toBe('200');
    expect(Object.keys(values(result.data)).sort()).toEqual(
      ['LoginPage_LoginAD', 'LoginPage_LoginBackgroud', 'LoginPage_LoginLogo', 'LoginPage_SystemLogo', 'LoginPage_SystemName', 'LoginPage_SystemTitle'].sort(),
    );
    expect(result.data.every((setting) => setting.setGroupCode === 'LoginPage_Group')).toBe(true);

    for (const setGroupCode of ['OtherGroup', 'constructor', '__proto__', '']) {
      const privateGroup = await server.app.inject({
        method: 'POST',
        url: `${API}${endpoints.findLoginSettings.path}`,
        payload: { elsAccount: '307000', setGroupCode },
      });
      expect(privateGroup.statusCode, setGroupCode).toBe(403);
      expect(body(privateGroup).messageCode).toBe('settings.publicGroupOnly');
    }

  });

  it("answers the home's five IndexPage_* switches publicly, in order, and never another code of that group", async () => {
    // A code stored in the group that is not one of the five display switches stays private.
    await server.db
      .insertInto('system_settings')
      .values({ els_account: '300100', set_group_code: 'IndexPage_Group', set_code: 'IndexPage_SecretKey', set_value: 'hidden' })
      .execute();
    const ask = async (elsAccount: string) =>
      body<SettingRow[]>(
        await server.app.inject({
          method: 'POST',
          url: `${API}${endpoints.findLoginSettings.path}`,
          payload: { elsAccount, setGroupCode: 'IndexPage_Group' },
        }),
      );
    const supplier = await ask('300100');
    expect(supplier.code).toBe('200');
    expect(supplier.data.map((setting) => setting.setCode)).toEqual(['IndexPage_Purchase', 'IndexPage_Enquiry', 'IndexPage_Order', 'IndexPage_Logistics', 'IndexPage_Head']);
    expect(supplier.data.map((setting) => setting.setValue)).toEqual(['1', '1', '1', '0', '1']);
    expect(JSON.stringify(supplier.data)).not.toContain('hidden');
    // An unknown account gets the same codes, all empty (the home then shows every block).
    const unknown = await ask('999999');
    expect(unknown.data.map((setting) => setting.setCode)).toEqual(supplier.data.map((setting) => setting.setCode));
    expect(unknown.data.every((setting) => setting.setValue === '')).toBe(true);
  });

  // Defect 10 of issue 8: the public call must not tell which accounts exist.
  it('answers the same set of login-page settings for an unknown account as for an existing one', async () => {
    const ask = async (elsAccount: string, setGroupCode?: string) =>
      body<SettingRow[]>(
        await server.app.inject({
          method: 'POST',
          url: `${API}${endpoints.findLoginSettings.path}`,
          payload: setGroupCode ? { elsAccount, setGroupCode } : { elsAccount },
        }),
      );
    const codes = (settings: SettingRow[]) => settings.map((setting) => `${setting.setGroupCode}/${setting.setCode}`);
    const existing = await ask('307000', 'LoginPage_Group');
    const unknown = await ask('999999', 'LoginPage_Group');
    expect(unknown.code).toBe('200');
    expect(codes(unknown.data)).toEqual(codes(existing.data));
    expect(unknown.data).toHaveLength(6);
    expect(unknown.data.every((setting) => setting.setValue === '')).toBe(true);
    expect(codes((await ask('300100')).data)).toEqual(codes(existing.data));
    expect(codes((await ask('x'.repeat(64))).data)).toEqual(codes(existing.data));
  });
});
