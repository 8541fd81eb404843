// The query handle every repo takes, and what the rest of the data layer reads off it.
import type BetterSqlite3 from 'better-sqlite3';
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The database, or a transaction of it (Kysely's Transaction is a Kysely). Tables are typed per
 * module: a repo narrows the handle with `tablesOf<ItsTables>(db)`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module types its own tables (tablesOf)
export type Db = Kysely<any>;

export type Engine = 'sqlite' | 'postgres';

/** The typed view of a module's tables on the shared handle. */
export function tablesOf<Tables>(db: Db): Kysely<Tables> {
  return db as unknown as Kysely<Tables>;
}

/** Which engine a handle (or a transaction of it) talks to: for the few statements spelled per engine. */
export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// The synchronous better-sqlite3 handle behind a Kysely SQLite handle: multi-statement DDL needs it
// (Kysely prepares one statement at a time). Registered by openDatabase.
const sqliteHandles = new WeakMap<Db, BetterSqlite3.Database>();

export function registerSqliteHandle(db: Db, handle: BetterSqlite3.Database): void {
  sqliteHandles.set(db, handle);
}

export function sqliteHandleOf(db: Db): BetterSqlite3.Database | undefined {
  return sqliteHandles.get(db);
}


/**
 * Serialises the transactions that read, check and then write one key (a layout key's version, a
 * company's quota, a token chain): on PostgreSQL a transaction-scoped advisory lock on the key, held
 * until commit or rollback, which also covers a key that has no row yet (where SELECT … FOR UPDATE
 * locks nothing). On SQLite nothing to do: Kysely's SQLite driver has one connection, so a
 * transaction already runs alone. Call it first in the transaction, with `trx`.
 */
export async function lockKey(trx: Db, ...parts: readonly (string | number)[]): Promise<void> {
  if (engineOf(trx) !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${parts.join('\u001f')}, 0))`.execute(trx);
}

/**
 * After rows were inserted with explicit ids into a table whose `id` is numbered by the database:
 * PostgreSQL's identity sequence does not see them, so it is moved past the largest id (SQLite's
 * rowid always numbers from the largest). Seeds that write fixed ids call it.
 */
export async function resetIdentity(db: Db, table: string, column = 'id'): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), COALESCE((SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(db);
}

/**
 * `haystack` contains `needle` (both as given: lower-case them for a case-blind match), with no
 * pattern characters: SQLite's instr() and PostgreSQL's strpos(), the same meaning on both.
 */
export function containsText(db: Db, haystack: RawBuilder<unknown> | ReturnType<typeof sql.ref>, needle: string): RawBuilder<boolean> {
  return engineOf(db) === 'postgres' ? sql<boolean>`strpos(${haystack}, ${needle}) > 0` : sql<boolean>`instr(${haystack}, ${needle}) > 0`;
}
