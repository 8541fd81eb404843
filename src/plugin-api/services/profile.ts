// The personal info page (issue 9 point 2): detail, update, avatar, personal configurations.
import type { AccountDetail, LayoutConfigRow } from '../../contract';
import type { AccountUpdateBody } from '../../contract/accountBodies';
import type { TableColumnConfig } from '../../contract/layoutConfig';

export type { AccountDetail, AccountUpdateBody, LayoutConfigRow, TableColumnConfig };
export { addColumn, moveColumn, parseTableConfig, removeColumn } from '../../core/lists/tableConfig';

/** The personal info page: detail, update, avatar, personal configurations. Observable. */
export interface ProfileApi {
  readonly detail: AccountDetail | undefined;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly error: string | undefined;
  readonly avatarUrl: string | undefined;
  readonly avatarProgress: number | undefined;
  load(): Promise<void>;
  /** Rejects with the server's message in the user's language. */
  update(fields: AccountUpdateBody): Promise<void>;
  avatarProblem(file: { size: number; type: string }): 'tooLarge' | 'type' | 'empty' | undefined;
  /** Uploads the picture and saves it as the account's avatar; rejects with the server's message. */
  changeAvatar(file: Blob): Promise<void>;
  readonly configs: { readonly rows: readonly LayoutConfigRow[]; readonly status: 'idle' | 'loading' | 'ready' | 'error'; readonly error: string | undefined };
  loadConfigs(): Promise<void>;
  /** Saves the columns of the table `toElsAccount` (configType table); answers the row's uuid; rejects with the message to show. */
  saveConfig(toElsAccount: string, columns: readonly TableColumnConfig[]): Promise<string | null>;
}
