// Settings rows of a tenant.
import type { SettingRow } from '../../../src/contract/settings.js';
import type { Database } from '../../platform/db/database.js';

export interface NewSetting {
  setGroupCode: string;
  setCode: string;
  setValue: string;
}

export function findSettings(db: Database, elsAccount: string, filter: { setGroupCode?: string; setCode?: string }): SettingRow[] {
  const where = ['els_account = ?'];
  const params: string[] = [elsAccount];
  if (filter.setGroupCode !== undefined) {
    where.push('set_group_code = ?');
    params.push(filter.setGroupCode);
  }
  if (filter.setCode !== undefined) {
    where.push('set_code = ?');
    params.push(filter.setCode);
  }
  return db
    .prepare(
      `SELECT set_group_code AS setGroupCode, set_code AS setCode, set_value AS setValue
       FROM system_settings WHERE ${where.join(' AND ')} ORDER BY set_group_code, sort_order, set_code`,
    )
    .all(...params) as SettingRow[];
}

/** Stores settings of a tenant, sorted 10, 20, 30... in the given order. */
export function insertSettings(db: Database, elsAccount: string, settings: readonly NewSetting[]): void {
  const insert = db.prepare('INSERT INTO system_settings (els_account, set_group_code, set_code, set_value, sort_order) VALUES (?, ?, ?, ?, ?)');
  settings.forEach((setting, index) => insert.run(elsAccount, setting.setGroupCode, setting.setCode, setting.setValue, (index + 1) * 10));
}

/** Copies one group of a tenant's settings to another tenant. */
export function copySettingGroup(db: Database, fromAccount: string, toAccount: string, setGroupCode: string): void {
  db.prepare(
    `INSERT INTO system_settings (els_account, set_group_code, set_code, set_value, sort_order)
     SELECT ?, set_group_code, set_code, set_value, sort_order FROM system_settings WHERE els_account = ? AND set_group_code = ?`,
  ).run(toAccount, fromAccount, setGroupCode);
}
