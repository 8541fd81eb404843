// Stored configuration rows, keyed by elsAccount + elsSubAccount + toElsAccount + configType and, for
// layout rows, the deployment tenant they belong to (src/contract/overlayScope.ts).
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
  /** The deployment tenant a layout row belongs to ('' for none); '' for every other config type. */
  deployTenant: string;
}

/** The deployment tenant a row of this type is stored under: layout rows are a tenant's, other types the user's everywhere. */
export function rowTenant(configType: string, deployTenant: string): string {
  return configType === LAYOUT_CONFIG_TYPE ? deployTenant : '';
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
 * One page of the rows of one account, filtered exactly by the fields given, and how many match
 * in all. `visibleTo` limits them to the tenant-wide rows and that sub-account's own (what a user
 * who is not an admin may read). Layout rows are those of deployment tenant `deployTenant` only.
 */
export function findConfigRows(
  db: Database,
  elsAccount: string,
  filter: Partial<Omit<RowKey, 'elsAccount' | 'deployTenant'>>,
  visibleTo: string | undefined,
  page: { pageNo: number; pageSize: number },
  deployTenant: string,
): { rows: LayoutConfigRow[]; total: number } {
  const where = ['els_account = ?', '(config_type <> ? OR deploy_tenant = ?)'];
  const params: string[] = [elsAccount, LAYOUT_CONFIG_TYPE, deployTenant];
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
  const condition = where.join(' AND ');
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM layout_configs WHERE ${condition}`).get(...params) as { total: number };
  const rows = db
    .prepare(`SELECT * FROM layout_configs WHERE ${condition} ORDER BY els_sub_account, to_els_account, config_type LIMIT ? OFFSET ?`)
    .all(...params, page.pageSize, (page.pageNo - 1) * page.pageSize) as DbRow[];
  return { rows: rows.map(toRow), total };
}

/** The configJson of one row, or undefined. */
export function configJsonOf(db: Database, key: RowKey): string | undefined {
  const row = db
    .prepare('SELECT config_json FROM layout_configs WHERE els_account = ? AND els_sub_account = ? AND to_els_account = ? AND config_type = ? AND deploy_tenant = ?')
    .get(key.elsAccount, key.elsSubAccount, key.toElsAccount, key.configType, rowTenant(key.configType, key.deployTenant)) as { config_json: string } | undefined;
  return row?.config_json;
}

/** What a save would change of the limits: the user's rows (with this one) and the tenant's bytes (with this one's new size). */
export function usageAfterSave(db: Database, key: RowKey, configJson: string): { exists: boolean; userRows: number; tenantBytes: number } {
  const existing = configJsonOf(db, key);
  const { rows } = db
    .prepare('SELECT COUNT(*) AS rows FROM layout_configs WHERE els_account = ? AND els_sub_account = ?')
    .get(key.elsAccount, key.elsSubAccount) as { rows: number };
  const { bytes } = db.prepare('SELECT COALESCE(SUM(LENGTH(CAST(config_json AS BLOB))), 0) AS bytes FROM layout_configs WHERE els_account = ?').get(key.elsAccount) as {
    bytes: number;
  };
  const size = (text: string | undefined) => (text === undefined ? 0 : Buffer.byteLength(text, 'utf8'));
  return {
    exists: existing !== undefined,
    userRows: existing === undefined ? rows + 1 : rows,
    tenantBytes: bytes - size(existing) + size(configJson),
  };
}

/** Deletes a row; its uuid, or null when there was none. */
export function deleteConfigRow(db: Database, key: RowKey): string | null {
  const deleted = db
    .prepare(
      `DELETE FROM layout_configs
       WHERE els_account = ? AND els_sub_account = ? AND to_els_account = ? AND config_type = ? AND deploy_tenant = ?
       RETURNING uuid`,
    )
    .get(key.elsAccount, key.elsSubAccount, key.toElsAccount, key.configType, rowTenant(key.configType, key.deployTenant)) as { uuid: string } | undefined;
  return deleted?.uuid ?? null;
}

/**
 * Saves a row under the deployment tenant it belongs to (and was checked against); an existing row
 * keeps its uuid, so the uuid names the overlay for its lifetime.
 */
export function upsertConfigRow(db: Database, key: RowKey, configJson: string): string {
  const saved = db
    .prepare(
      `INSERT INTO layout_configs (uuid, els_account, els_sub_account, to_els_account, config_type, config_json, updated_at, deploy_tenant)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (els_account, els_sub_account, to_els_account, config_type, deploy_tenant)
       DO UPDATE SET config_json = excluded.config_json, updated_at = excluded.updated_at
       RETURNING uuid`,
    )
    .get(
      crypto.randomUUID(),
      key.elsAccount,
      key.elsSubAccount,
      key.toElsAccount,
      key.configType,
      configJson,
      new Date().toISOString(),
      rowTenant(key.configType, key.deployTenant),
    ) as {
    uuid: string;
  };
  return saved.uuid;
}

/**
 * The JSON texts of the tenant-wide layout overlays saved for a deployment tenant ('' for none),
 * newest first: only these (never a personal overlay) add frame origins to that tenant's pages.
 */
export function tenantLayoutOverlays(db: Database, deployTenant: string): string[] {
  return (
    db
      .prepare(
        `SELECT config_json AS json FROM layout_configs
         WHERE config_type = ? AND els_sub_account = ? AND to_els_account = '' AND deploy_tenant = ?
         ORDER BY updated_at DESC, els_account`,
      )
      .all(LAYOUT_CONFIG_TYPE, TENANT_WIDE_SUB_ACCOUNT, deployTenant) as { json: string }[]
  ).map((row) => row.json);
}
