// The database: one SQLite file per data dir (better-sqlite3), WAL mode, migrated on open.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrate, type Migration } from './steps.js';

export type Database = BetterSqlite3.Database;

export const DATABASE_FILE_NAME = 'srm.sqlite';

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, DATABASE_FILE_NAME);
}

/** Opens (creating if needed) the data dir's database and applies the migrations it has not run yet. */
export function openDatabase(dataDir: string, migrations: readonly Migration[]): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(databaseFile(dataDir));
  try {
    // WAL lets readers (e.g. a test or sqlite3 CLI) look at the file while the server writes.
    db.pragma('journal_mode = WAL');
    // NORMAL is durable enough in WAL mode (a power cut may lose the last commits, never corrupts).
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db, migrations);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
