import { action, makeObservable, observable } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../core/api/services';
import type { TypedStorage } from '../core/storage';

/**
 * The tenant's system settings (setCode → setValue) that visibility rules and home blocks read,
 * and the login-page settings of an account, which are read before anyone signs in.
 */
export class SettingsStore {
  values: Record<string, string> = {};
  /** Login-page settings by account and group: asked once while the shell runs. */
  private readonly loginSettingsCache = new Map<string, Promise<Record<string, string>>>();

  constructor(
    private readonly http: AxiosInstance,
    private readonly local: TypedStorage,
  ) {
    this.values = local.get<Record<string, string>>('systemSettings') ?? {};
    makeObservable(this, { values: observable.ref, setRows: action, clear: action });
  }

  async load(): Promise<void> {
    this.setRows(await api.findSettings(this.http));
  }

  setRows(rows: api.SettingRow[]): void {
    this.values = byCode(rows);
    this.local.set('systemSettings', this.values);
  }

  clear(): void {
    this.values = {};
    this.local.remove('systemSettings');
  }

  /**
   * The settings of a group of an account, before sign-in (the login page's branding). Login,
   * forgot password and registration each show the branding, and moving between them must not
   * fetch it again; a failed call is asked again next time.
   */
  loginSettings(elsAccount: string, setGroupCode: string): Promise<Record<string, string>> {
    const key = `${elsAccount}|${setGroupCode}`;
    let settings = this.loginSettingsCache.get(key);
    if (!settings) {
      settings = api.findLoginSettings(this.http, { elsAccount, setGroupCode }).then(byCode);
      this.loginSettingsCache.set(key, settings);
      settings.catch(() => this.loginSettingsCache.delete(key));
    }
    return settings;
  }
}

function byCode(rows: api.SettingRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.setCode, row.setValue]));
}
