import { action, makeObservable, observable } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../core/api/services';
import type { TypedStorage } from '../core/storage';

/** The tenant's system settings (setCode → setValue) used by visibility rules and home blocks. */
export class SettingsStore {
  values: Record<string, string> = {};

  constructor(private readonly local: TypedStorage) {
    this.values = local.get<Record<string, string>>('systemSettings') ?? {};
    makeObservable(this, { values: observable.ref, setRows: action, clear: action });
  }

  async load(http: AxiosInstance): Promise<void> {
    this.setRows(await api.findSettings(http));
  }

  setRows(rows: api.SettingRow[]): void {
    this.values = Object.fromEntries(rows.map((row) => [row.setCode, row.setValue]));
    this.local.set('systemSettings', this.values);
  }

  clear(): void {
    this.values = {};
    this.local.remove('systemSettings');
  }
}
