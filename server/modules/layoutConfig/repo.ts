// Stored configuration rows, keyed by elsAccount + elsSubAccount + toElsAccount + configType and, for
// layout rows, the deployment tenant they belong to (src/contract/overlayScope.ts).
import crypto from 'node:crypto';
import {
  MAX_VERSION_BYTES_PER_KEY,
  MAX_VERSIONS_PER_KEY,
  type LayoutConfigRow,
  type OverlayVersion,
  type OverlayVersionAction,
  type OverlayVersionAuthor,
  type OverlayVersionDetail,
} from '../../../src/contract/layoutConfig.js';
import { LAYOUT_CONFIG_TYPE, SUPPLIERS_AUDIENCE, TENANT_WIDE_SUB_ACCOUNT } from '../../../src/contract/overlayScope.js';
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
  /** Leaves out the suppliers' overlay (company/''/'*'): staff who are not admins never read it. */
  withoutSupplierOverlay = false,
): { rows: LayoutConfigRow[]; total: number } {
  const where = ['els_account = ?', '(config_type <> ? OR deploy_tenant = ?)'];
  const params: string[] = [elsAccount, LAYOUT_CONFIG_TYPE, deployTenant];
  if (withoutSupplierOverlay) {
    where.push('NOT (config_type = ? AND els_sub_account = ? AND to_els_account = ?)');
    params.push(LAYOUT_CONFIG_TYPE, TENANT_WIDE_SUB_ACCOUNT, SUPPLIERS_AUDIENCE);
  }
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

/** The uuid of one row, or null. */
export function configUuidOf(db: Database, key: RowKey): string | null {
  const row = db
    .prepare('SELECT uuid FROM layout_configs WHERE els_account = ? AND els_sub_account = ? AND to_els_account = ? AND config_type = ? AND deploy_tenant = ?')
    .get(key.elsAccount, key.elsSubAccount, key.toElsAccount, key.configType, rowTenant(key.configType, key.deployTenant)) as { uuid: string } | undefined;
  return row?.uuid ?? null;
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
 * The JSON texts of the tenant-wide layout overlays (and the suppliers' overlays, written by the same
 * admins) saved for a deployment tenant ('' for none), newest first: only these (never a personal
 * overlay) add frame origins to that tenant's pages.
 */
export function tenantLayoutOverlays(db: Database, deployTenant: string): string[] {
  return (
    db
      .prepare(
        `SELECT config_json AS json FROM layout_configs
         WHERE config_type = ? AND els_sub_account = ? AND to_els_account IN ('', ?) AND deploy_tenant = ?
         ORDER BY updated_at DESC, els_account, to_els_account`,
      )
      .all(LAYOUT_CONFIG_TYPE, TENANT_WIDE_SUB_ACCOUNT, SUPPLIERS_AUDIENCE, deployTenant) as { json: string }[]
  ).map((row) => row.json);
}

// ---------------------------------------------------------------------------------------------
// Versions of layout rows (layout_versions): 1..n per key, the newest bounded in count and bytes.

interface VersionDbRow {
  version: number;
  config_json: string | null;
  action: OverlayVersionAction;
  from_version: number | null;
  note: string;
  author_els_account: string;
  author_els_sub_account: string;
  author_name: string;
  created_at: string;
  bytes: number;
}

const KEY_WHERE = 'els_account = ? AND els_sub_account = ? AND to_els_account = ? AND config_type = ? AND deploy_tenant = ?';
const keyParams = (key: RowKey): string[] => [key.elsAccount, key.elsSubAccount, key.toElsAccount, key.configType, rowTenant(key.configType, key.deployTenant)];
const VERSION_COLUMNS =
  'version, action, from_version, note, author_els_account, author_els_sub_account, author_name, created_at, COALESCE(LENGTH(CAST(config_json AS BLOB)), 0) AS bytes';

function toVersion(row: VersionDbRow): OverlayVersion {
  return {
    version: row.version,
    action: row.action,
    ...(row.from_version !== null ? { fromVersion: row.from_version } : {}),
    note: row.note,
    author: { elsAccount: row.author_els_account, elsSubAccount: row.author_els_sub_account, name: row.author_name },
    createdAt: row.created_at,
    bytes: row.bytes,
  };
}

/** The newest version of a key (the one in force), or undefined when none was ever written. */
export function currentVersion(db: Database, key: RowKey): OverlayVersion | undefined {
  const row = db.prepare(`SELECT ${VERSION_COLUMNS} FROM layout_versions WHERE ${KEY_WHERE} ORDER BY version DESC LIMIT 1`).get(...keyParams(key)) as VersionDbRow | undefined;
  return row && toVersion(row);
}

/** One page of a key's versions, newest first, and how many are kept in all. */
export function listVersions(db: Database, key: RowKey, page: { pageNo: number; pageSize: number }): { rows: OverlayVersion[]; total: number } {
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM layout_versions WHERE ${KEY_WHERE}`).get(...keyParams(key)) as { total: number };
  const rows = db
    .prepare(`SELECT ${VERSION_COLUMNS} FROM layout_versions WHERE ${KEY_WHERE} ORDER BY version DESC LIMIT ? OFFSET ?`)
    .all(...keyParams(key), page.pageSize, (page.pageNo - 1) * page.pageSize) as VersionDbRow[];
  return { rows: rows.map(toVersion), total };
}

/** One version with its text, or undefined (never written, or dropped as too old). */
export function versionOf(db: Database, key: RowKey, version: number): OverlayVersionDetail | undefined {
  const row = db.prepare(`SELECT ${VERSION_COLUMNS}, config_json FROM layout_versions WHERE ${KEY_WHERE} AND version = ?`).get(...keyParams(key), version) as
    | VersionDbRow
    | undefined;
  return row && { ...toVersion(row), configJson: row.config_json };
}

/** What a new version records. */
export interface NewVersion {
  configJson: string | null;
  action: OverlayVersionAction;
  fromVersion?: number;
  note: string;
  author: OverlayVersionAuthor;
}

/**
 * Records the next version of a key and drops the versions beyond the bounds (the newest
 * MAX_VERSIONS_PER_KEY, at most MAX_VERSION_BYTES_PER_KEY of them newest first; the new one always
 * stays). Call it inside the transaction that writes the row in force. Returns the new number.
 */
export function recordVersion(db: Database, key: RowKey, entry: NewVersion): number {
  const version = (currentVersion(db, key)?.version ?? 0) + 1;
  db.prepare(
    `INSERT INTO layout_versions
       (els_account, els_sub_account, to_els_account, config_type, deploy_tenant, version, config_json, action, from_version, note,
        author_els_account, author_els_sub_account, author_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    ...keyParams(key),
    version,
    entry.configJson,
    entry.action,
    entry.fromVersion ?? null,
    entry.note,
    entry.author.elsAccount,
    entry.author.elsSubAccount,
    entry.author.name,
    new Date().toISOString(),
  );
  pruneVersions(db, key);
  return version;
}

function pruneVersions(db: Database, key: RowKey): void {
  const sizes = db
    .prepare(`SELECT version, COALESCE(LENGTH(CAST(config_json AS BLOB)), 0) AS bytes FROM layout_versions WHERE ${KEY_WHERE} ORDER BY version DESC LIMIT ?`)
    .all(...keyParams(key), MAX_VERSIONS_PER_KEY + 1) as { version: number; bytes: number }[];
  let bytes = 0;
  let oldestKept: number | undefined;
  for (const [index, row] of sizes.entries()) {
    bytes += row.bytes;
    if (index > 0 && (index >= MAX_VERSIONS_PER_KEY || bytes > MAX_VERSION_BYTES_PER_KEY)) break;
    oldestKept = row.version;
  }
  if (oldestKept !== undefined) db.prepare(`DELETE FROM layout_versions WHERE ${KEY_WHERE} AND version < ?`).run(...keyParams(key), oldestKept);
}
