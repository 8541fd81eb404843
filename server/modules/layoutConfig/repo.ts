// Stored configuration rows, keyed by elsAccount + elsSubAccount + toElsAccount + configType.
import crypto from 'node:crypto';
import type { LayoutConfigRow } from '../../../src/contract/layoutConfig.js';
import { LAYOUT_CONFIG_TYPE, TENANT_WIDE_SUB_ACCOUNT } from '../../../src/contract/overlayScope.js';
import type { Database } from '../../platform/db/database.js';

interface DbRow {
  uuid: string;
  els_account: string;
  els_sub_account: string;
  to_els_account: string;
  config_type: string;
  config_json: string;
  updated_at: string;
}

export interface RowKey {
  elsAccount: string;
  elsSubAccount: string;
  toElsAccount: string;
  configType: string;
}

function toRow(row: DbRow): LayoutConfigRow {
  return {
    uuid: row.uuid,
    elsAccount: row.els_account,
    elsSubAccount: row.els_sub_account,
    toElsAccount: row.to_els_account,
    configType: row.config_type,
    configJson: row.config_json,
    updatedAt: row.updated_at,
  };
}

/**
 * Rows of one account, filtered exactly by the fields given. `visibleTo` limits them to the
 * tenant-wide rows and that sub-account's own (what a user who is not an admin may read).
 */
export function findConfigRows(
  db: Database,
  elsAccount: string,
  filter: Partial<Omit<RowKey, 'elsAccount'>>,
  visibleTo: string | undefined,
): LayoutConfigRow[] {
  const where = ['els_account = ?'];
  const params: string[] = [elsAccount];
  const columns: [keyof typeof filter, string][] = [
    ['elsSubAccount', 'els_sub_account'],
    ['toElsAccount', 'to_els_account'],
    ['configType', 'config_type'],
  ];
  for (const [field, column] of columns) {
    const value = filter[field];
    if (value !== undefined) {
      where.push(`${column} = ?`);
      params.push(value);
    }
  }
  if (visibleTo !== undefined) {
    where.push('els_sub_account IN (?, ?)');
    params.push(TENANT_WIDE_SUB_ACCOUNT, visibleTo);
  }
  const rows = db
    .prepare(`SELECT * FROM layout_configs WHERE ${where.join(' AND ')} ORDER BY els_sub_account, to_els_account, config_type`)
    .all(...params) as DbRow[];
  return rows.map(toRow);
}

/** Deletes a row; its uuid, or null when there was none. */
export function deleteConfigRow(db: Database, key: RowKey): string | null {
  const deleted = db
    .prepare(
      `DELETE FROM layout_configs
       WHERE els_account = ? AND els_sub_account = ? AND to_els_account = ? AND config_type = ?
       RETURNING uuid`,
    )
    .get(key.elsAccount, key.elsSubAccount, key.toElsAccount, key.configType) as { uuid: string } | undefined;
  return deleted?.uuid ?? null;
}

/** Saves a row; an existing row keeps its uuid, so the uuid names the overlay for its lifetime. */
export function upsertConfigRow(db: Database, key: RowKey, configJson: string): string {
  const saved = db
    .prepare(
      `INSERT INTO layout_configs (uuid, els_account, els_sub_account, to_els_account, config_type, config_json, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (els_account, els_sub_account, to_els_account, config_type)
       DO UPDATE SET config_json = excluded.config_json, updated_at = excluded.updated_at
       RETURNING uuid`,
    )
    .get(crypto.randomUUID(), key.elsAccount, key.elsSubAccount, key.toElsAccount, key.configType, configJson, new Date().toISOString()) as { uuid: string };
  return saved.uuid;
}

/** The JSON texts of every stored layout overlay (their frame origins join the shell's CSP). */
export function storedLayoutOverlays(db: Database): string[] {
  return (db.prepare('SELECT config_json AS json FROM layout_configs WHERE config_type = ?').all(LAYOUT_CONFIG_TYPE) as { json: string }[]).map((row) => row.json);
}
