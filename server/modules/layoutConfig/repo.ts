// Stored configuration rows, keyed by elsAccount + elsSubAccount + toElsAccount + configType and, for
// layout rows, the deployment tenant they belong to (src/contract/overlayScope.ts).
import crypto from 'node:crypto';
import {
  DELETED_KEY_VERSIONS,
  MAX_VERSION_BYTES_PER_KEY,
  MAX_VERSIONS_PER_KEY,
  type LayoutConfigRow,
  type OverlayVersion,
  type OverlayVersionAction,
  type OverlayVersionAuthor,
  type OverlayVersionDetail,
} from '../../../src/contract/layoutConfig.js';
import { LAYOUT_CONFIG_TYPE, SUPPLIERS_AUDIENCE, TENANT_WIDE_SUB_ACCOUNT } from '../../../src/contract/overlayScope.js';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { engineOf, tablesOf, type Db } from '../../platform/db/database.js';
import type { LayoutConfigTables } from './tables.js';

type DbRow = Omit<LayoutConfigTables['layout_configs'], 'deploy_tenant'>;

const tables = (db: Db) => tablesOf<LayoutConfigTables>(db);

/** The size in bytes (UTF-8) of a text column, NULL counted 0: SQLite and PostgreSQL spell it differently. */
export function bytesOf(db: Db, column: 'config_json' | 'note'): RawBuilder<number> {
  return engineOf(db) === 'postgres' ? sql<number>`COALESCE(octet_length(${sql.ref(column)}), 0)` : sql<number>`COALESCE(LENGTH(CAST(${sql.ref(column)} AS BLOB)), 0)`;
}

/** The WHERE of one key (either table: both carry the key's five columns). */
export function keyIs(key: RowKey) {
  return (eb: ExpressionBuilder<LayoutConfigTables, 'layout_configs' | 'layout_versions'>) =>
    eb.and([
      eb('els_account', '=', key.elsAccount),
      eb('els_sub_account', '=', key.elsSubAccount),
      eb('to_els_account', '=', key.toElsAccount),
      eb('config_type', '=', key.configType),
      eb('deploy_tenant', '=', rowTenant(key.configType, key.deployTenant)),
    ]);
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
export async function findConfigRows(
  db: Db,
  elsAccount: string,
  filter: Partial<Omit<RowKey, 'elsAccount' | 'deployTenant'>>,
  visibleTo: string | undefined,
  page: { pageNo: number; pageSize: number },
  deployTenant: string,
  /** Leaves out the suppliers' overlay (company/''/'*'): staff who are not admins never read it. */
  withoutSupplierOverlay = false,
): Promise<{ rows: LayoutConfigRow[]; total: number }> {
  const matching = tables(db)
    .selectFrom('layout_configs')
    .where((eb) => {
      const where = [eb('els_account', '=', elsAccount), eb.or([eb('config_type', '<>', LAYOUT_CONFIG_TYPE), eb('deploy_tenant', '=', deployTenant)])];
      if (withoutSupplierOverlay)
        where.push(
          eb.not(eb.and([eb('config_type', '=', LAYOUT_CONFIG_TYPE), eb('els_sub_account', '=', TENANT_WIDE_SUB_ACCOUNT), eb('to_els_account', '=', SUPPLIERS_AUDIENCE)])),
        );
      if (filter.elsSubAccount !== undefined) where.push(eb('els_sub_account', '=', filter.elsSubAccount));
      if (filter.toElsAccount !== undefined) where.push(eb('to_els_account', '=', filter.toElsAccount));
      if (filter.configType !== undefined) where.push(eb('config_type', '=', filter.configType));
      if (visibleTo !== undefined) where.push(eb('els_sub_account', 'in', [TENANT_WIDE_SUB_ACCOUNT, visibleTo]));
      return eb.and(where);
    });
  const { total } = await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await matching
    .select(['uuid', 'els_account', 'els_sub_account', 'to_els_account', 'config_type', 'config_json', 'updated_at'])
    .orderBy('els_sub_account')
    .orderBy('to_els_account')
    .orderBy('config_type')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { rows: rows.map(toRow), total: Number(total) };
}

/** The configJson of one row, or undefined. */
export async function configJsonOf(db: Db, key: RowKey): Promise<string | undefined> {
  const row = await tables(db).selectFrom('layout_configs').select('config_json').where(keyIs(key)).executeTakeFirst();
  return row?.config_json;
}

/** The uuid of one row, or null. */
export async function configUuidOf(db: Db, key: RowKey): Promise<string | null> {
  const row = await tables(db).selectFrom('layout_configs').select('uuid').where(keyIs(key)).executeTakeFirst();
  return row?.uuid ?? null;
}

/** Whether a key has a row in force, and how many rows its sub-account (the company's own: '') would have with it. */
export async function rowsAfterSave(db: Db, key: RowKey): Promise<{ exists: boolean; userRows: number }> {
  const exists = (await configUuidOf(db, key)) !== null;
  const { rows } = await tables(db)
    .selectFrom('layout_configs')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .where('els_account', '=', key.elsAccount)
    .where('els_sub_account', '=', key.elsSubAccount)
    .executeTakeFirstOrThrow();
  return { exists, userRows: exists ? Number(rows) : Number(rows) + 1 };
}

/** Deletes a row; its uuid, or null when there was none. */
export async function deleteConfigRow(db: Db, key: RowKey): Promise<string | null> {
  const deleted = await tables(db).deleteFrom('layout_configs').where(keyIs(key)).returning('uuid').executeTakeFirst();
  return deleted?.uuid ?? null;
}

/**
 * Saves a row under the deployment tenant it belongs to (and was checked against); an existing row
 * keeps its uuid, so the uuid names the overlay for its lifetime.
 */
export async function upsertConfigRow(db: Db, key: RowKey, configJson: string): Promise<string> {
  const saved = await tables(db)
    .insertInto('layout_configs')
    .values({
      uuid: crypto.randomUUID(),
      els_account: key.elsAccount,
      els_sub_account: key.elsSubAccount,
      to_els_account: key.toElsAccount,
      config_type: key.configType,
      config_json: configJson,
      updated_at: new Date().toISOString(),
      deploy_tenant: rowTenant(key.configType, key.deployTenant),
    })
    .onConflict((oc) =>
      oc.columns(['els_account', 'els_sub_account', 'to_els_account', 'config_type', 'deploy_tenant']).doUpdateSet((eb) => ({
        config_json: eb.ref('excluded.config_json'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return saved.uuid;
}

/**
 * The JSON texts of the tenant-wide layout overlays (and the suppliers' overlays, written by the same
 * admins) saved for a deployment tenant ('' for none), newest first: only these (never a personal
 * overlay) add frame origins to that tenant's pages.
 */
export async function tenantLayoutOverlays(db: Db, deployTenant: string): Promise<string[]> {
  const rows = await tables(db)
    .selectFrom('layout_configs')
    .select('config_json')
    .where('config_type', '=', LAYOUT_CONFIG_TYPE)
    .where('els_sub_account', '=', TENANT_WIDE_SUB_ACCOUNT)
    .where('to_els_account', 'in', ['', SUPPLIERS_AUDIENCE])
    .where('deploy_tenant', '=', deployTenant)
    .orderBy('updated_at', 'desc')
    .orderBy('els_account')
    .orderBy('to_els_account')
    .execute();
  return rows.map((row) => row.config_json);
}

// ---------------------------------------------------------------------------------------------
// Versions of layout rows (layout_versions): 1..n per key, the newest bounded in count and bytes.

type VersionDbRow = Pick<
  LayoutConfigTables['layout_versions'],
  'version' | 'action' | 'from_version' | 'note' | 'author_els_account' | 'author_els_sub_account' | 'author_name' | 'created_at'
> & { bytes: number };

/** The columns of a version as listed (its text aside), with its size. */
function versionColumns(db: Db) {
  return tables(db)
    .selectFrom('layout_versions')
    .select(['version', 'action', 'from_version', 'note', 'author_els_account', 'author_els_sub_account', 'author_name', 'created_at', bytesOf(db, 'config_json').as('bytes')]);
}

function toVersion(row: VersionDbRow): OverlayVersion {
  return {
    version: Number(row.version),
    action: row.action,
    ...(row.from_version !== null ? { fromVersion: Number(row.from_version) } : {}),
    note: row.note,
    author: { elsAccount: row.author_els_account, elsSubAccount: row.author_els_sub_account, name: row.author_name },
    createdAt: row.created_at,
    bytes: Number(row.bytes),
  };
}

/** The newest version of a key (the one in force), or undefined when none was ever written. */
export async function currentVersion(db: Db, key: RowKey): Promise<OverlayVersion | undefined> {
  const row = await versionColumns(db).where(keyIs(key)).orderBy('version', 'desc').limit(1).executeTakeFirst();
  return row && toVersion(row);
}

/** One page of a key's versions, newest first, and how many are kept in all. */
export async function listVersions(db: Db, key: RowKey, page: { pageNo: number; pageSize: number }): Promise<{ rows: OverlayVersion[]; total: number }> {
  const { total } = await tables(db)
    .selectFrom('layout_versions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(keyIs(key))
    .executeTakeFirstOrThrow();
  const rows = await versionColumns(db)
    .where(keyIs(key))
    .orderBy('version', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { rows: rows.map(toVersion), total: Number(total) };
}

/** One version with its text, or undefined (never written, or dropped as too old). */
export async function versionOf(db: Db, key: RowKey, version: number): Promise<OverlayVersionDetail | undefined> {
  const row = await versionColumns(db).select('config_json').where(keyIs(key)).where('version', '=', version).executeTakeFirst();
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
 * Records the next version of a key and drops the versions beyond the key's bounds (the newest
 * MAX_VERSIONS_PER_KEY, at most MAX_VERSION_BYTES_PER_KEY of them newest first, the new one always
 * stays; after a delete only the last DELETED_KEY_VERSIONS). Call it inside the transaction that
 * writes the row in force, after the account's lock (routes.ts lockStoredConfigs): the next number is
 * read, then written. The owner's budget is enforced after it (quota.ts). Returns the new number.
 */
export async function recordVersion(db: Db, key: RowKey, entry: NewVersion): Promise<number> {
  const version = ((await currentVersion(db, key))?.version ?? 0) + 1;
  await tables(db)
    .insertInto('layout_versions')
    .values({
      els_account: key.elsAccount,
      els_sub_account: key.elsSubAccount,
      to_els_account: key.toElsAccount,
      config_type: key.configType,
      deploy_tenant: rowTenant(key.configType, key.deployTenant),
      version,
      config_json: entry.configJson,
      action: entry.action,
      from_version: entry.fromVersion ?? null,
      note: entry.note,
      author_els_account: entry.author.elsAccount,
      author_els_sub_account: entry.author.elsSubAccount,
      author_name: entry.author.name,
      created_at: new Date().toISOString(),
    })
    .execute();
  await pruneVersions(db, key, entry.configJson === null);
  return version;
}

async function pruneVersions(db: Db, key: RowKey, deleted: boolean): Promise<void> {
  const sizes = await tables(db)
    .selectFrom('layout_versions')
    .select(['version', bytesOf(db, 'config_json').as('bytes')])
    .where(keyIs(key))
    .orderBy('version', 'desc')
    .limit(MAX_VERSIONS_PER_KEY + 1)
    .execute();
  const keep = deleted ? DELETED_KEY_VERSIONS : MAX_VERSIONS_PER_KEY;
  let bytes = 0;
  let oldestKept: number | undefined;
  for (const [index, row] of sizes.entries()) {
    bytes += Number(row.bytes);
    if (index > 0 && (index >= keep || bytes > MAX_VERSION_BYTES_PER_KEY)) break;
    oldestKept = Number(row.version);
  }
  if (oldestKept !== undefined) await tables(db).deleteFrom('layout_versions').where(keyIs(key)).where('version', '<', oldestKept).execute();
}
