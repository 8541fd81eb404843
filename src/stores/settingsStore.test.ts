import { describe, expect, it } from 'vitest';
import { memoryStorage, TypedStorage } from '../core/storage';
import { SettingsStore } from './settingsStore';
import { scriptedHttp } from '../testing/storeKit';

describe('SettingsStore', () => {
  it('loads the system settings by code and keeps them for the next start', async () => {
    const local = memoryStorage();
    const http = scriptedHttp({ findSettings: () => ({ status: 200, data: { code: '200', data: [{ setCode: 'IndexPage_Order', setValue: '1' }] } }) });
    const settings = new SettingsStore({ http, local: new TypedStorage(local) });
    await settings.load();
    expect(settings.values).toEqual({ IndexPage_Order: '1' });
    expect(new SettingsStore({ http, local: new TypedStorage(local) }).values).toEqual({ IndexPage_Order: '1' });
    settings.clear();
    expect(settings.values).toEqual({});
    expect(new SettingsStore({ http, local: new TypedStorage(local) }).values).toEqual({});
  });

  it('asks for the login-page settings once per account and group, and again after a failure', async () => {
    const seen: string[] = [];
    let fail = true;
    const http = scriptedHttp(
      {
        findLoginSettings: () =>
          fail ? { status: 500, data: { code: '500', message: 'busy' } } : { status: 200, data: { code: '200', data: [{ setCode: 'LoginPage_Title', setValue: 'Acme' }] } },
      },
      seen,
    );
    const settings = new SettingsStore({ http, local: new TypedStorage(memoryStorage()) });
    await expect(settings.loginSettings('307000', 'LoginPage_Group')).rejects.toBeTruthy();
    fail = false;
    expect(await settings.loginSettings('307000', 'LoginPage_Group')).toEqual({ LoginPage_Title: 'Acme' });
    expect(await settings.loginSettings('307000', 'LoginPage_Group')).toEqual({ LoginPage_Title: 'Acme' });
    expect(seen.filter((url) => url.includes('findListByLoginEls'))).toHaveLength(2);
  });

  it("reads the home's five IndexPage_* flags with findListByLoginEls and keeps the array locally", async () => {
    const local = memoryStorage();
    const bodies: unknown[] = [];
    const http = scriptedHttp({
      findLoginSettings: (config) => {
        bodies.push(JSON.parse(String(config.data)));
        return {
          status: 200,
          data: {
            code: '200',
            data: [
              { setCode: 'IndexPage_Purchase', setValue: '1' },
              { setCode: 'IndexPage_Enquiry', setValue: '1' },
              { setCode: 'IndexPage_Order', setValue: '1' },
              { setCode: 'IndexPage_Logistics', setValue: '0' },
              { setCode: 'IndexPage_Head', setValue: '' },
            ],
          },
        };
      },
    });
    const settings = new SettingsStore({ http, local: new TypedStorage(local) });
    expect(settings.indexFlags).toEqual([true, true, true, true, true]);
    await settings.loadIndexFlags('300100');
    expect(bodies).toEqual([{ elsAccount: '300100', setGroupCode: 'IndexPage_Group' }]);
    expect(settings.indexFlags).toEqual([true, true, true, false, true]);
    expect(settings.indexFlagOf('IndexPage_Logistics')).toBe(false);
    expect(settings.indexFlagOf('Other_Code')).toBeUndefined();
    // Kept for the next start, gone with the session.
    expect(new SettingsStore({ http, local: new TypedStorage(local) }).indexFlags).toEqual([true, true, true, false, true]);
    settings.clear();
    expect(new SettingsStore({ http, local: new TypedStorage(local) }).indexFlags).toEqual([true, true, true, true, true]);
  });
});
