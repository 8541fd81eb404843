// The database: one data layer (Kysely) on two engines. SQLite (better-sqlite3, one file per data dir,
// WAL) is the embedded default; PostgreSQL (pg) is chosen by one setting, SRM_DATABASE_URL=postgres://…,
// for deployments that run several server instances. Opening migrates (server/platform/db/steps.ts).
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { registerSqliteHandle, type Db, type Engine } from './handle.js';
import { withStatementCache } from './statementCache.js';
import { migrate, type Migration } from './steps.js';

export { containsText, engineOf, lockKey, resetIdentity, tablesOf, type Db, type Engine } from './handle.js';

export const DATABASE_FILE_NAME = 'srm.sqlite';

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, DATABASE_FILE_NAME);
}

export interface DataStore {
  db: Db;
  engine: Engine;
  /** Where the data is, for the start banner: the SQLite file, or the PostgreSQL URL without its password. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  /** postgres://user:password@host:port/database; absent: the data dir's SQLite file. */
  databaseUrl?: string | undefined;
  /** PostgreSQL pool size per instance (default 10). */
  poolSize?: number;
}

/** Opens (creating if needed) the database and applies the migrations it has not run yet. */
export async function openDatabase(options: DatabaseOptions, migrations: readonly Migration[]): Promise<DataStore> {
  const store = options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openSqlite(options.dataDir);
  try {
    await migrate(store.db, migrations);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

function openSqlite(dataDir: string): DataStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = databaseFile(dataDir);
  const handle = new BetterSqlite3(file);
  try {
    // WAL lets readers (e.g. a test or sqlite3 CLI) look at the file while the server writes.
    handle.pragma('journal_mode = WAL');
    // NORMAL is durable enough in WAL mode (a power cut may lose the last commits, never corrupts).
    handle.pragma('synchronous = NORMAL');
    handle.pragma('foreign_keys = ON');
    handle.pragma('busy_timeout = 5000');
  } catch (error) {
    handle.close();
    throw error;
  }
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(handle) }) });
  registerSqliteHandle(db, handle);
  return {
    db,
    engine: 'sqlite',
    location: file,
    close: async () => {
      // Kysely's SQLite driver closes the better-sqlite3 handle it was given.
      if (handle.open) await db.destroy();
    },
  };
}

// int8 (COUNT, BIGINT columns) and numeric (SUM of a bigint) arrive as strings by default: every
// figure the server keeps is far below 2^53, so they are read as numbers, as SQLite gives them.
const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string, poolSize: number): DataStore {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes, idleTimeoutMillis: 30_000 });
  // An idle client's error (the server restarted) must not crash the process: the pool drops it.
  pool.on('error', () => undefined);
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    engine: 'postgres',
    location: redactDatabaseUrl(url),
    close: async () => {
      if (closed) return;
      closed = true;
      // The pool may have been ended already (a test closes the handle under the server).
      await db.destroy().catch(() => undefined);
    },
  };
}

/** The URL without its password (for logs and the start banner). */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

/** A round trip to the database (the readiness probe). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
