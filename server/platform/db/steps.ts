// Numbered, recorded steps: schema migrations (table schema_migrations) and demo-data seed steps
// (table seed_runs). Each version runs once per database, in its own transaction with its record,
// so a restart repeats nothing and a step added later still reaches databases created before it.
//
// A version is one step of the database's history. Modules contribute its parts (each module its
// own tables or rows); the parts of a version run together, in the order of the module list. A
// version that has shipped is never changed and never gets another part (databases that have run
// it would never run the new part): add the next version instead.
//
// Several instances may start at once on one PostgreSQL database: each version's transaction first
// takes one advisory lock and reads the record again, so a version runs once however many start.
import { sql } from 'kysely';
import { engineOf, sqliteHandleOf, type Db, type Engine } from './handle.js';
import { ddlFor } from './ddl.js';
import { FolderFileStore, storageRoot, type FileStore } from '../storage.js';

/** What a migration part gets: the version's transaction and a runner of DDL scripts. */
export interface MigrationContext {
  /** The version's transaction. */
  db: Db;
  engine: Engine;
  /** Runs statements written in SQLite's spelling of the types (see ddl.ts), several at once. */
  exec(statements: string): Promise<void>;
}

export interface Migration {
  version: number;
  name: string;
  up(m: MigrationContext): Promise<void> | void;
}

/** What a seed part gets: the version's transaction. */
export interface SeedContext {
  db: Db;
  engine: Engine;
  /** The server's data dir. */
  dataDir: string;
  /** The stored files (documents, logos): where a seed writes the files its rows name. */
  files: FileStore;
}

export interface SeedStep {
  version: number;
  name: string;
  run(s: SeedContext): Promise<void> | void;
}

/** One version with its parts' names and work, as it is run and recorded. */
export interface RecordedStep<C> {
  version: number;
  name: string;
  run(context: C): Promise<void>;
}

type Part<C> = { version: number; name: string; run(context: C): Promise<void> | void };

/** Groups parts by version (parts keep their order), in ascending versions. */
export function collectSteps<C>(parts: readonly Part<C>[]): RecordedStep<C>[] {
  const byVersion = new Map<number, Part<C>[]>();
  for (const part of parts) {
    if (!Number.isInteger(part.version) || part.version <= 0) throw new Error(`step "${part.name}" has an invalid version ${part.version}`);
    byVersion.set(part.version, [...(byVersion.get(part.version) ?? []), part]);
  }
  return [...byVersion.entries()]
    .sort(([a], [b]) => a - b)
    .map(([version, group]) => ({
      version,
      name: group.map((part) => part.name).join('; '),
      run: async (context: C) => {
        for (const part of group) await part.run(context);
      },
    }));
}

// One key for every instance of the portal on a database (pg_advisory_xact_lock takes a bigint).
const STEPS_LOCK_KEY = 7_316_220_481;

async function runScript(root: Db, trx: Db, statements: string): Promise<void> {
  const engine = engineOf(trx);
  if (engine === 'postgres') {
    // No parameters: pg sends it with the simple query protocol, which runs several statements.
    await sql.raw(ddlFor(engine, statements)).execute(trx);
    return;
  }
  const handle = sqliteHandleOf(root);
  if (!handle) throw new Error('the SQLite handle of this database was not registered');
  // The same connection as the transaction (Kysely's SQLite driver has one): inside it.
  handle.exec(statements);
}

async function ensureRecordTable(db: Db, table: 'schema_migrations' | 'seed_runs'): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (engineOf(trx) === 'postgres') await sql`SELECT pg_advisory_xact_lock(${STEPS_LOCK_KEY})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS ${sql.raw(table)} (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`.execute(trx);
  });
}

/** Applies the migrations (their parts collected by version) not yet in schema_migrations; returns the versions run now. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<number[]> {
  const steps = collectSteps<Db>(
    migrations.map((migration) => ({
      version: migration.version,
      name: migration.name,
      run: (trx: Db) => migration.up({ db: trx, engine: engineOf(trx), exec: (statements) => runScript(db, trx, statements) }),
    })),
  );
  await ensureRecordTable(db, 'schema_migrations');
  const applied = await recordedVersions(db, 'schema_migrations');
  const newest = steps.at(-1)?.version ?? 0;
  const unknown = [...applied].filter((version) => version > newest);
  if (unknown.length > 0) {
    // A database written by a newer server; running old code on it could corrupt data.
    throw new Error(`database has schema versions ${unknown.join(', ')} unknown to this server (newest ${newest})`);
  }
  return applyRecorded(db, 'schema_migrations', steps);
}

/** Runs one migration part again in a transaction of its own, unrecorded (a test of a data migration). */
export async function rerunMigration(db: Db, migration: Migration): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await migration.up({ db: trx, engine: engineOf(trx), exec: (statements) => runScript(db, trx, statements) });
  });
}

/** Runs the seed steps (their parts collected by version) not yet in seed_runs; returns the versions run now (empty on a restart). */
export async function runSeeds(db: Db, seeds: readonly SeedStep[], place: { dataDir: string; files?: FileStore }): Promise<number[]> {
  const files = place.files ?? new FolderFileStore(storageRoot(place.dataDir));
  const steps = collectSteps<Db>(
    seeds.map((seed) => ({
      version: seed.version,
      name: seed.name,
      run: (trx: Db) =>
        seed.run({
          db: trx,
          engine: engineOf(trx),
          dataDir: place.dataDir,
          files,
        }),
    })),
  );
  return applyRecorded(db, 'seed_runs', steps);
}

async function recordedVersions(db: Db, table: 'schema_migrations' | 'seed_runs'): Promise<Set<number>> {
  const rows = await db.selectFrom(table).select('version').execute();
  return new Set(rows.map((row) => Number(row.version)));
}

/**
 * Runs, in order and each in its own transaction with its record, the steps not yet recorded in
 * `table` (version, name, applied_at). Returns the versions run now. On PostgreSQL each transaction
 * holds the steps' advisory lock and reads the record again: another instance may have run it meanwhile.
 */
export async function applyRecorded(db: Db, table: 'schema_migrations' | 'seed_runs', steps: readonly RecordedStep<Db>[]): Promise<number[]> {
  const done = await recordedVersions(db, table);
  const ran: number[] = [];
  for (const step of steps) {
    if (done.has(step.version)) continue;
    const didRun = await db.transaction().execute(async (trx) => {
      if (engineOf(trx) === 'postgres') {
        await sql`SELECT pg_advisory_xact_lock(${STEPS_LOCK_KEY})`.execute(trx);
        const again = await trx.selectFrom(table).select('version').where('version', '=', step.version).executeTakeFirst();
        if (again) return false;
      }
      await step.run(trx);
      await trx.insertInto(table).values({ version: step.version, name: step.name, applied_at: new Date().toISOString() }).execute();
      return true;
    });
    if (didRun) ran.push(step.version);
  }
  return ran;
}

/** The newest schema version the database has. */
export async function schemaVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('schema_migrations').select((eb) => eb.fn.max('version').as('version')).executeTakeFirst();
  return Number(row?.version ?? 0);
}
