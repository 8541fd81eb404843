// Numbered, recorded steps: schema migrations (table schema_migrations) and demo-data seed steps
// (table seed_runs). Each version runs once per database, in its own transaction with its record,
// so a restart repeats nothing and a step added later still reaches databases created before it.
//
// A version is one step of the database's history. Modules contribute its parts (each module its
// own tables or rows); the parts of a version run together, in the order of the module list. A
// version that has shipped is never changed and never gets another part (databases that have run
// it would never run the new part): add the next version instead.
import type BetterSqlite3 from 'better-sqlite3';

type Database = BetterSqlite3.Database;

export interface Migration {
  version: number;
  name: string;
  up(db: Database): void;
}

export interface SeedStep {
  version: number;
  name: string;
  run(db: Database): void;
}

/** One version with its parts' names and work, as it is run and recorded. */
export interface RecordedStep {
  version: number;
  name: string;
  run(db: Database): void;
}

type Part = { version: number; name: string; run(db: Database): void };

/** Groups parts by version (parts keep their order), in ascending versions. */
export function collectSteps(parts: readonly Part[]): RecordedStep[] {
  const byVersion = new Map<number, Part[]>();
  for (const part of parts) {
    if (!Number.isInteger(part.version) || part.version <= 0) throw new Error(`step "${part.name}" has an invalid version ${part.version}`);
    byVersion.set(part.version, [...(byVersion.get(part.version) ?? []), part]);
  }
  return [...byVersion.entries()]
    .sort(([a], [b]) => a - b)
    .map(([version, group]) => ({
      version,
      name: group.map((part) => part.name).join('; '),
      run: (db: Database) => {
        for (const part of group) part.run(db);
      },
    }));
}

/** Applies the migrations (their parts collected by version) not yet in schema_migrations; returns the versions run now. */
export function migrate(db: Database, migrations: readonly Migration[]): number[] {
  const steps = collectSteps(migrations.map((migration) => ({ version: migration.version, name: migration.name, run: (d: Database) => migration.up(d) })));
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = recordedVersions(db, 'schema_migrations');
  const newest = steps.at(-1)?.version ?? 0;
  const unknown = [...applied].filter((version) => version > newest);
  if (unknown.length > 0) {
    // A database written by a newer server; running old code on it could corrupt data.
    throw new Error(`database has schema versions ${unknown.join(', ')} unknown to this server (newest ${newest})`);
  }
  return applyRecorded(db, 'schema_migrations', applied, steps);
}

/** Runs the seed steps (their parts collected by version) not yet in seed_runs; returns the versions run now (empty on a restart). */
export function runSeeds(db: Database, seeds: readonly SeedStep[]): number[] {
  return applyRecorded(db, 'seed_runs', recordedVersions(db, 'seed_runs'), collectSteps(seeds));
}

function recordedVersions(db: Database, table: 'schema_migrations' | 'seed_runs'): Set<number> {
  return new Set((db.prepare(`SELECT version FROM ${table}`).all() as { version: number }[]).map((row) => row.version));
}

/**
 * Runs, in order and each in its own transaction with its record, the steps whose version is not
 * in `done`; records them in `table` (version, name, applied_at). Returns the versions run now.
 */
export function applyRecorded(db: Database, table: 'schema_migrations' | 'seed_runs', done: ReadonlySet<number>, steps: readonly RecordedStep[]): number[] {
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

/** The newest schema version the database has. */
export function schemaVersion(db: Database): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null };
  return row.version ?? 0;
}
