import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../core/api/services';
import { TABLE_CONFIG_TYPE, type LayoutConfigRow, type TableColumnConfig } from '../contract/layoutConfig';
import { tableConfigJson } from '../core/lists/tableConfig';

/** The key of a personal configuration row: its four identifiers joined (seed 000 section 3). */
export function configRowKey(row: { elsAccount: string; elsSubAccount: string; toElsAccount: string; configType: string }): string {
  return [row.elsAccount, row.elsSubAccount, row.toElsAccount, row.configType].join('_');
}

/** What the table configurations store is made from. */
export interface TableConfigStoreDeps {
  http: AxiosInstance;
  /** The signed-in account (its numbers go into the calls). */
  account: () => { elsAccount: string; elsSubAccount: string } | undefined;
  /** The network error's text in the user's language. */
  networkText: () => string;
}

/**
 * The signed-in user's personal table configurations (ElsLayoutConfigService, configType `table`):
 * the list (data.rows) and the save of one row (data.uuid), keyed by elsAccount, elsSubAccount,
 * toElsAccount (the list the configuration is for) and configType.
 */
export class TableConfigStore {
  readonly scope = 'user' as const;
  rows: LayoutConfigRow[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | undefined = undefined;

  constructor(private readonly deps: TableConfigStoreDeps) {
    makeObservable(this, { rows: observable.ref, status: observable, error: observable, clear: action });
  }

  async load(): Promise<void> {
    const account = this.deps.account();
    if (!account) return;
    runInAction(() => {
      this.status = 'loading';
      this.error = undefined;
    });
    try {
      const page = await api.findLayoutConfigs(this.deps.http, { elsAccount: account.elsAccount, elsSubAccount: account.elsSubAccount, configType: TABLE_CONFIG_TYPE, pageSize: 100 });
      runInAction(() => {
        this.rows = page.rows;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = error instanceof Error && error.name === 'ApiError' ? error.message : this.deps.networkText();
      });
    }
  }

  /**
   * Saves the columns of the list `toElsAccount` (a new row or the existing one); answers the row's
   * uuid. Rejects with the server's message (a bad shape is refused there, with the place named).
   */
  async save(toElsAccount: string, columns: readonly TableColumnConfig[]): Promise<string | null> {
    const account = this.deps.account();
    if (!account) return null;
    const configJson = tableConfigJson(columns);
    const key = { elsAccount: account.elsAccount, elsSubAccount: account.elsSubAccount, toElsAccount, configType: TABLE_CONFIG_TYPE };
    const { uuid } = await api.saveLayoutConfig(this.deps.http, { ...key, configJson });
    runInAction(() => {
      const saved: LayoutConfigRow = { ...key, configJson, uuid: uuid ?? '', updatedAt: new Date().toISOString() };
      const exists = this.rows.some((row) => configRowKey(row) === configRowKey(key));
      this.rows = exists ? this.rows.map((row) => (configRowKey(row) === configRowKey(key) ? { ...row, ...saved, uuid: uuid ?? row.uuid } : row)) : [...this.rows, saved];
    });
    return uuid;
  }

  clear(): void {
    this.rows = [];
    this.status = 'idle';
    this.error = undefined;
  }
}
