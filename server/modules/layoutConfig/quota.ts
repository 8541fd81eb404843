// The storage budgets of stored configurations. Every byte a user can make the server keep counts
// against a bound: the rows in force and the versions kept of their keys, each row counted as its
// text, its note and STORED_ROW_OVERHEAD_BYTES for its key, author and times (so a budget bounds the
// number of rows too: a deleted overlay's versions cost bytes even with no text).
//
// Three budgets (configLimits, server/platform/config.ts; defaults in src/contract/layoutConfig.ts):
//   - the company's own rows (elsSubAccount ''): the tenant-wide and suppliers' overlays of every
//     deployment tenant, with their versions: bytesPerTenant (4 MB);
//   - one user's own rows (elsAccount + elsSubAccount), with their versions: bytesPerUser (2 MB);
//   - all users' own rows of one company together, with their versions: personalBytesPerTenant (64 MB).
// A user's rows count against the last two only, so no user (nor all of them) can block the admins'
// publish; the company's rows count against the first only.
//
// The pruning rule. A key's history is kept as long as its owner's budget allows:
//   1. per key, at each of its writes (repo.ts recordVersion): its newest MAX_VERSIONS_PER_KEY (200)
//      versions, of those at most MAX_VERSION_BYTES_PER_KEY (2 MB) newest first; a deleted key (its
//      newest version a delete) only its last DELETED_KEY_VERSIONS (3): the delete and the two texts
//      before it, which the version editor can still restore. The newest version always stays.
//   2. per budget, at each write of the owner: while the budget is over, versions are dropped oldest
//      first — those of deleted keys before those of keys in force, and in the company-wide budget of
//      the users' rows the writing owner's own before other users' — never the newest version of a
//      key in force (it is the text in force and the base of the next publish). A key loses its
//      oldest versions first, so what is kept of a key is always its newest versions.
//   3. When the rows in force and those newest versions alone are over a budget, the write is
//      refused (layoutConfig.tenantQuota, userQuota, personalQuota) and its transaction rolls back:
//      nothing is stored. A write that leaves a budget no fuller than it was (a smaller text, a
//      delete) is never refused, so an owner over a budget lowered later can still tidy up.
// It runs in the write's transaction, under the account's lock (routes.ts lockStoredConfigs): the
// budgets span many keys, and pruning drops versions of other keys of the account.
import { STORED_ROW_OVERHEAD_BYTES } from '../../../src/contract/layoutConfig.js';
import type { MessageCode } from '../../../src/contract/messages.js';
import { TENANT_WIDE_SUB_ACCOUNT } from '../../../src/contract/overlayScope.js';
import { sql, type ExpressionBuilder } from 'kysely';
import type { ConfigLimits } from '../../platform/config.js';
import { tablesOf, type Db } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/envelope.js';
import { bytesOf, keyIs, type RowKey } from './repo.js';
import type { LayoutConfigTables } from './tables.js';

const tables = (db: Db) => tablesOf<LayoutConfigTables>(db);

/** Whose rows a budget counts: the company's own, one user's own, or all users' own of the company. */
type Owner = { kind: 'company' } | { kind: 'user'; elsSubAccount: string } | { kind: 'personal' };

interface Budget {
  owner: Owner;
  limit: number;
  code: MessageCode;
}

/** The budgets a key's rows count against. */
function budgetsOf(limits: ConfigLimits, key: RowKey): Budget[] {
  if (key.elsSubAccount === TENANT_WIDE_SUB_ACCOUNT) return [{ owner: { kind: 'company' }, limit: limits.bytesPerTenant, code: 'layoutConfig.tenantQuota' }];
  return [
    { owner: { kind: 'user', elsSubAccount: key.elsSubAccount }, limit: limits.bytesPerUser, code: 'layoutConfig.userQuota' },
    { owner: { kind: 'personal' }, limit: limits.personalBytesPerTenant, code: 'layoutConfig.personalQuota' },
  ];
}

/** The WHERE of an owner's rows (either table). */
function ownedBy(elsAccount: string, owner: Owner) {
  return (eb: ExpressionBuilder<LayoutConfigTables, 'layout_configs' | 'layout_versions'>) =>
    eb.and([
      eb('els_account', '=', elsAccount),
      owner.kind === 'company'
        ? eb('els_sub_account', '=', TENANT_WIDE_SUB_ACCOUNT)
        : owner.kind === 'user'
          ? eb('els_sub_account', '=', owner.elsSubAccount)
          : eb('els_sub_account', '<>', TENANT_WIDE_SUB_ACCOUNT),
    ]);
}

/** The bytes an owner's rows in force and kept versions count (the rule above). */
async function storedBytes(db: Db, elsAccount: string, owner: Owner): Promise<number> {
  const inForce = await tables(db)
    .selectFrom('layout_configs')
    .select((eb) => [sql<number>`COALESCE(SUM(${bytesOf(db, 'config_json')}), 0)`.as('bytes'), eb.fn.countAll<number>().as('rows')])
    .where(ownedBy(elsAccount, owner))
    .executeTakeFirstOrThrow();
  const history = await tables(db)
    .selectFrom('layout_versions')
    .select((eb) => [sql<number>`COALESCE(SUM(${bytesOf(db, 'config_json')} + ${bytesOf(db, 'note')}), 0)`.as('bytes'), eb.fn.countAll<number>().as('rows')])
    .where(ownedBy(elsAccount, owner))
    .executeTakeFirstOrThrow();
  return Number(inForce.bytes) + Number(history.bytes) + (Number(inForce.rows) + Number(history.rows)) * STORED_ROW_OVERHEAD_BYTES;
}

/** One kept version as pruning sees it. */
interface KeptVersion {
  version: number;
  createdAt: string;
  bytes: number;
}

/** A key's kept versions, oldest first, and how many of them (from the oldest) pruning drops. */
interface KeyHistory {
  key: RowKey;
  versions: KeptVersion[];
  inForce: boolean;
  dropped: number;
}

/**
 * Drops an owner's oldest versions (rule 2 above) until `usage` is within `limit` or nothing more may
 * go; `preferred` is the sub-account whose versions go first. Returns the usage after.
 */
async function prune(db: Db, elsAccount: string, owner: Owner, limit: number, usage: number, preferred: string): Promise<number> {
  const keyColumns = ['els_sub_account', 'to_els_account', 'config_type', 'deploy_tenant'] as const;
  const name = (row: Record<(typeof keyColumns)[number], string>) => JSON.stringify(keyColumns.map((column) => row[column]));
  const inForce = new Set(
    (await tables(db).selectFrom('layout_configs').select(keyColumns).where(ownedBy(elsAccount, owner)).execute()).map((row) => name(row)),
  );
  const rows = await tables(db)
    .selectFrom('layout_versions')
    .select([...keyColumns, 'version', 'created_at', sql<number>`${bytesOf(db, 'config_json')} + ${bytesOf(db, 'note')}`.as('bytes')])
    .where(ownedBy(elsAccount, owner))
    .orderBy('version')
    .execute();
  const histories = new Map<string, KeyHistory>();
  for (const row of rows) {
    const keyName = name(row);
    let history = histories.get(keyName);
    if (!history) {
      const key = { elsAccount, elsSubAccount: row.els_sub_account, toElsAccount: row.to_els_account, configType: row.config_type, deployTenant: row.deploy_tenant };
      history = { key, versions: [], inForce: inForce.has(keyName), dropped: 0 };
      histories.set(keyName, history);
    }
    history.versions.push({ version: Number(row.version), createdAt: row.created_at, bytes: Number(row.bytes) });
  }
  // The order versions go in: deleted keys' before those of keys in force (the preferred owner's
  // before others' within each), oldest first; never the newest version of a key in force.
  const rank = (history: KeyHistory) => (history.key.elsSubAccount === preferred ? 0 : 2) + (history.inForce ? 1 : 0);
  const candidates = [...histories.values()]
    .flatMap((history) => (history.inForce ? history.versions.slice(0, -1) : history.versions).map((kept) => ({ history, kept })))
    .sort((a, b) => rank(a.history) - rank(b.history) || a.kept.createdAt.localeCompare(b.kept.createdAt) || a.kept.version - b.kept.version);
  let over = usage - limit;
  for (const { history, kept } of candidates) {
    if (over <= 0) break;
    // A key loses its oldest versions first: everything up to this one goes with it.
    while (history.dropped < history.versions.length && history.versions[history.dropped]!.version <= kept.version) {
      over -= history.versions[history.dropped]!.bytes + STORED_ROW_OVERHEAD_BYTES;
      history.dropped += 1;
    }
  }
  for (const history of histories.values()) {
    if (history.dropped === 0) continue;
    await tables(db)
      .deleteFrom('layout_versions')
      .where(keyIs(history.key))
      .where('version', '<=', history.versions[history.dropped - 1]!.version)
      .execute();
  }
  return limit + over;
}

/**
 * Runs a write of `key`'s row (and version) within the budgets its owner counts against: measures
 * them, writes, prunes what is over, and refuses (throws, so the transaction rolls back) a write that
 * leaves a budget over its limit and fuller than before. `refuse: false` (a delete) only prunes.
 */
export async function withinBudgets<T>(trx: Db, limits: ConfigLimits, key: RowKey, write: () => Promise<T>, refuse = true): Promise<T> {
  const budgets = budgetsOf(limits, key);
  const before: number[] = [];
  for (const budget of budgets) before.push(await storedBytes(trx, key.elsAccount, budget.owner));
  const result = await write();
  for (const [index, budget] of budgets.entries()) {
    let usage = await storedBytes(trx, key.elsAccount, budget.owner);
    if (usage > budget.limit) usage = await prune(trx, key.elsAccount, budget.owner, budget.limit, usage, key.elsSubAccount);
    if (refuse && usage > budget.limit && usage > before[index]!) throw badRequest(budget.code, { kilobytes: Math.floor(budget.limit / 1024) });
  }
  return result;
}
