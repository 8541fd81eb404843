import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LruMap } from '../lruMap.js';

/** Distinct query texts kept prepared: the server's queries come from a few hundred shapes. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 as Kysely's SQLite driver sees it, with its prepared statements kept by their SQL
 * text. The driver prepares every query anew, and SQLite parses and plans it each time: 10 % of the
 * server's time under the home page's load (tests/bench/scale.bench.ts, CPU profile). The least
 * recently used statement leaves beyond `max`. Safe to share because the driver runs a statement to
 * its end (`all`/`run`) before it runs another; nothing here streams (`iterate`), which would keep
 * a statement busy. SQLite prepares a kept statement again by itself after a schema change.
 */
export function withStatementCache(handle: BetterSqlite3.Database, max = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new LruMap<string, BetterSqlite3.Statement>(max);
  return {
    close: () => void handle.close(),
    prepare: (sql: string) => {
      const kept = statements.get(sql);
      if (kept) return kept;
      const statement = handle.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
  };
}
