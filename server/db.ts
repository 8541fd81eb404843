// SQLite through better-sqlite3: one file per data dir, WAL mode, numbered migrations.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrations as defaultMigrations, type Migration } from './migrations.js';

export type Database = BetterSqlite3.Database;

export const DATABASE_FILE_NAME = 'srm.sqlite';

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, DATABASE_FILE_NAME);
}

export function openDatabase(dataDir: string, migrations: readonly Migration[] = defaultMigrations): Database {
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

/** Applies, in order and each in its own transaction, the migrations not yet in schema_migrations. */
export function migrate(db: Database, migrations: readonly Migration[]): number[] {
  for (let i = 1; i < migrations.length; i += 1) {
    const previous = migrations[i - 1];
    const current = migrations[i];
    if (previous && current && current.version <= previous.version) {
      throw new Error(`migrations out of order: ${current.version} after ${previous.version}`);
    }
  }
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version),
  );
  const newest = migrations.at(-1)?.version ?? 0;
  const unknown = [...applied].filter((version) => version > newest);
  if (unknown.length > 0) {
    // A database written by a newer server; running old code on it could corrupt data.
    throw new Error(`database has schema versions ${unknown.join(', ')} unknown to this server (newest ${newest})`);
  }
  return applyRecorded(db, 'schema_migrations', applied, migrations.map((m) => ({ version: m.version, name: m.name, run: m.up })));
}

/**
 * Runs, in order and each in its own transaction with its record, the steps whose version is not
 * in `done`; records them in `table` (version, name, applied_at). Returns the versions run now.
 * Shared by the migrations and the seed steps.
 */
export function applyRecorded(
  db: Database,
  table: 'schema_migrations' | 'seed_runs',
  done: ReadonlySet<number>,
  steps: readonly { version: number; name: string; run(db: Database): void }[],
): number[] {
  const record = db.prepare(`INSERT INTO ${table} (version, name, applied_at) VALUES (?, ?, ?)`);
  const ran: number[] = [];
  for (const step of steps) {
    if (done.has(step.version)) continue;
    db.transaction(() => {
      step.run(db);
      record.run(step.version, step.name, new Date().toISOString());
    })();
    ran.push(step.version);
  }
  return ran;
}

export function schemaVersion(db: Database): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null };
  return row.version ?? 0;
}
