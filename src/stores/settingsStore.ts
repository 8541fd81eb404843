import { action, makeObservable, observable } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../core/api/services';
import { anyValue, isStringRecord, type TypedStorage } from '../core/storage';
import { INDEX_PAGE_SETTING_GROUP } from '../contract/settings';
import { INDEX_PAGE_SETTINGS, indexPageFlags } from '../core/home/homeRules';

/** What the settings store is made from. */
export interface SettingsStoreDeps {
  http: AxiosInstance;
  /** Where the settings and the home's block switches are kept between loads. */
  local: TypedStorage;
}

/**
 * The tenant's system settings (setCode → setValue) that visibility rules and home blocks read,
 * and the login-page settings of an account, which are read before anyone signs in.
 */
export class SettingsStore {
  readonly scope = 'user' as const;
  values: Record<string, string> = {};
  /**
   * The five IndexPage_* flags of the buyer home (purchase, enquiry, order, logistics, head), read
   * with the public findListByLoginEls as the platform does and kept locally (seed 001).
   */
  indexFlags: boolean[];
  /** Login-page settings by account and group: asked once while the shell runs. */
  private readonly loginSettingsCache = new Map<string, Promise<Record<string, string>>>();

  constructor(private readonly deps: SettingsStoreDeps) {
    const { local } = deps;
    this.values = local.get('systemSettings', isStringRecord) ?? {};
    const stored = local.get('indexPageFlags', anyValue);
    this.indexFlags = isFlagArray(stored) ? stored : indexPageFlags({});
    makeObservable(this, { values: observable.ref, indexFlags: observable.ref, setRows: action, setIndexFlags: action, clear: action });
  }

  async load(): Promise<void> {
    this.setRows(await api.findSettings(this.deps.http));
  }

  /** Reads the home's five block switches of the account and keeps the flag array locally. */
  async loadIndexFlags(elsAccount: string): Promise<void> {
    this.setIndexFlags(indexPageFlags(byCode(await api.findLoginSettings(this.deps.http, { elsAccount, setGroupCode: INDEX_PAGE_SETTING_GROUP }))));
  }

  setIndexFlags(flags: boolean[]): void {
    this.indexFlags = flags;
    this.deps.local.set('indexPageFlags', flags);
  }

  /** Whether a home block's setting is on: an IndexPage_* code by the flag array, another by the settings. */
  indexFlagOf(code: string): boolean | undefined {
    const at = (INDEX_PAGE_SETTINGS as readonly string[]).indexOf(code);
    return at < 0 ? undefined : this.indexFlags[at];
  }

  setRows(rows: api.SettingRow[]): void {
    this.values = byCode(rows);
    this.deps.local.set('systemSettings', this.values);
  }

  clear(): void {
    this.values = {};
    this.deps.local.remove('systemSettings');
    this.indexFlags = indexPageFlags({});
    this.deps.local.remove('indexPageFlags');
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
      settings = api.findLoginSettings(this.deps.http, { elsAccount, setGroupCode }).then(byCode);
      this.loginSettingsCache.set(key, settings);
      settings.catch(() => this.loginSettingsCache.delete(key));
    }
    return settings;
  }
}

function isFlagArray(value: unknown): value is boolean[] {
  return Array.isArray(value) && value.length === INDEX_PAGE_SETTINGS.length && value.every((flag) => typeof flag === 'boolean');
}

function byCode(rows: api.SettingRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.setCode, row.setValue]));
}
