// Settings rows of a tenant.
import type { SettingRow } from '../../../src/contract/settings.js';
import { tablesOf, type Db } from '../../platform/db/database.js';
import type { SettingsTables } from './tables.js';

export interface NewSetting {
  setGroupCode: string;
  setCode: string;
  setValue: string;
}

/** The most rows one INSERT carries (five parameters each: far below either engine's parameter limit). */
const INSERT_CHUNK = 500;

export async function findSettings(db: Db, elsAccount: string, filter: { setGroupCode?: string; setCode?: string }): Promise<SettingRow[]> {
  let query = tablesOf<SettingsTables>(db)
    .selectFrom('system_settings')
    .select(['set_group_code as setGroupCode', 'set_code as setCode', 'set_value as setValue'])
    .where('els_account', '=', elsAccount);
  if (filter.setGroupCode !== undefined) query = query.where('set_group_code', '=', filter.setGroupCode);
  if (filter.setCode !== undefined) query = query.where('set_code', '=', filter.setCode);
  return query.orderBy('set_group_code').orderBy('sort_order').orderBy('set_code').execute();
}

/** Stores settings of a tenant, sorted 10, 20, 30... in the given order. */
export async function insertSettings(db: Db, elsAccount: string, settings: readonly NewSetting[]): Promise<void> {
  const rows = settings.map((setting, index) => ({
    els_account: elsAccount,
    set_group_code: setting.setGroupCode,
    set_code: setting.setCode,
    set_value: setting.setValue,
    sort_order: (index + 1) * 10,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await tablesOf<SettingsTables>(db).insertInto('system_settings').values(rows.slice(start, start + INSERT_CHUNK)).execute();
}

/** Copies one group of a tenant's settings to another tenant (one statement: the rows never leave the database). */
export async function copySettingGroup(db: Db, fromAccount: string, toAccount: string, setGroupCode: string): Promise<void> {
  await tablesOf<SettingsTables>(db)
    .insertInto('system_settings')
    .columns(['els_account', 'set_group_code', 'set_code', 'set_value', 'sort_order'])
    .expression((eb) =>
      eb
        .selectFrom('system_settings')
        .select((inner) => [inner.val(toAccount).as('els_account'), 'set_group_code', 'set_code', 'set_value', 'sort_order'])
        .where('els_account', '=', fromAccount)
        .where('set_group_code', '=', setGroupCode),
    )
    .execute();
}
