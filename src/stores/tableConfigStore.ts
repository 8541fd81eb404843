import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../core/api/services';
import type { LayoutConfigRow } from '../contract/layoutConfig';

/** The key of a personal configuration row: its four identifiers joined (seed 000 section 3). */
export function configRowKey(row: { elsAccount: string; elsSubAccount: string; toElsAccount: string; configType: string }): string {
  return [row.elsAccount, row.elsSubAccount, row.toElsAccount, row.configType].join('_');
}

/**
 * The signed-in user's personal configurations (ElsLayoutConfigService): the list (data.rows) and
 * the save of one row (data.uuid). The server stores only the config types it knows.
 */
export class TableConfigStore {
  rows: LayoutConfigRow[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | undefined = undefined;

  constructor(
    private readonly http: AxiosInstance,
    private readonly account: () => { elsAccount: string; elsSubAccount: string } | undefined,
    private readonly networkText: () => string,
  ) {
    makeObservable(this, { rows: observable.ref, status: observable, error: observable, clear: action });
  }

  async load(): Promise<void> {
    const account = this.account();
    if (!account) return;
    runInAction(() => {
      this.status = 'loading';
      this.error = undefined;
    });
    try {
      const page = await api.findLayoutConfigs(this.http, { elsAccount: account.elsAccount, elsSubAccount: account.elsSubAccount, pageSize: 100 });
      runInAction(() => {
        this.rows = page.rows;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = error instanceof Error && error.name === 'ApiError' ? error.message : this.networkText();
      });
    }
  }

  /** Saves a row's JSON (checked to be JSON first); answers the row's uuid. Rejects with the server's message. */
  async save(row: Pick<LayoutConfigRow, 'elsAccount' | 'elsSubAccount' | 'toElsAccount' | 'configType'>, configJson: string): Promise<string | null> {
    JSON.parse(configJson);
    const { uuid } = await api.saveLayoutConfig(this.http, { elsAccount: row.elsAccount, elsSubAccount: row.elsSubAccount, toElsAccount: row.toElsAccount, configType: row.configType, configJson });
    runInAction(() => {
      this.rows = this.rows.map((existing) => (configRowKey(existing) === configRowKey(row) ? { ...existing, configJson, uuid: uuid ?? existing.uuid } : existing));
    });
    return uuid;
  }

  clear(): void {
    this.rows = [];
    this.status = 'idle';
    this.error = undefined;
  }
}
