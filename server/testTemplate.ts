// The seeded template of a test run: one data dir migrated and seeded once by the real code
// (openDatabase + runSeeds, as a server's first start does), which every test server that needs no
// other starting point copies instead of seeding again (measured: a first start 0.8–1 s on a quiet
// machine, a copy of the 10 MB file and the stored files plus the start 70–100 ms). Built by the global
// setups (tests/kit/sqliteTemplateGlobalSetup.ts, and for PostgreSQL tests/kit/postgresGlobalSetup.ts,
// which copies a database instead of the file);
// used by startTestServer (server/testServer.ts) and the end-to-end harness (tests/e2e/harness.ts).
// No vitest here: the benchmarks load the harness outside vitest.
import fs from 'node:fs';
import { sql } from 'kysely';
import { SERVER_MODULES, type ServerOptions } from './app.js';
import { DATABASE_FILE_NAME, databaseFile, openDatabase } from './platform/db/database.js';
import { runSeeds } from './platform/db/steps.js';
import { STORAGE_FOLDER, storageRoot } from './platform/storage.js';

/** Where a run's seeded template is, and how long it took to build. */
export interface SeededTemplate {
  /** A data dir holding exactly srm.sqlite (checkpointed: the one file is the whole database) and storage/. */
  dataDir: string;
  buildMs: number;
}

/**
 * Migrates and seeds a database as a first start does: the data dir's SQLite file, or the PostgreSQL
 * database at `databaseUrl`; the seeds' stored files go to `<dataDir>/storage`. Then removes what
 * must never be shared by the copies: the token-signing secret (app_secrets; the token service writes
 * it on first use, so each copy makes its own and a token of one test server fails on another).
 */
export async function seedTemplate(dataDir: string, databaseUrl?: string): Promise<void> {
  const store = await openDatabase({ dataDir, databaseUrl, poolSize: 2 }, SERVER_MODULES.flatMap((module) => module.migrations));
  try {
    await runSeeds(store.db, SERVER_MODULES.flatMap((module) => module.seeds), { dataDir });
    await store.db.deleteFrom('app_secrets').execute();
    // The WAL folded into the file, so that copying srm.sqlite alone copies the whole database.
    if (store.engine === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(store.db);
  } finally {
    await store.close();
  }
}

/** Builds the SQLite template in `dataDir` (an empty folder) and checks that it is one file and the stored files. */
export async function buildSqliteTemplate(dataDir: string): Promise<SeededTemplate> {
  const started = Date.now();
  await seedTemplate(dataDir);
  const left = fs.readdirSync(dataDir).filter((entry) => entry !== DATABASE_FILE_NAME && entry !== STORAGE_FOLDER);
  if (left.length > 0) throw new Error(`the seeded template left ${left.join(', ')} beside ${DATABASE_FILE_NAME}: a copy of the file alone would miss them`);
  return { dataDir, buildMs: Date.now() - started };
}

/**
 * Whether a server started with these options may begin from the template instead of seeding: the
 * seeds see nothing of the options but where the database and the stored files are (runSeeds'
 * SeedContext: the database, the data dir, the file store), so only a data dir of the test's own
 * (a restart, an upgrade, a seeding test) or a database of its own needs the real first start.
 * A storage folder of its own gets the template's stored files copied into it.
 */
export function startsFromTemplate(options: Partial<ServerOptions>): boolean {
  return options.dataDir === undefined && options.databaseUrl === undefined;
}

/** Copies the template's stored files into a server's storage folder (`storageDir`, else `<dataDir>/storage`). */
export function copyTemplateFiles(template: string, dataDir: string, storageDir: string | undefined): void {
  const files = storageRoot(template);
  if (fs.existsSync(files)) fs.cpSync(files, storageDir ?? storageRoot(dataDir), { recursive: true });
}

/** Copies the SQLite template into a fresh data dir: its database file and its stored files. */
export function copySqliteTemplate(template: string, dataDir: string, storageDir: string | undefined): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const target = databaseFile(dataDir);
  if (fs.existsSync(target)) throw new Error(`${target} exists: the template is copied into a fresh data dir only`);
  fs.copyFileSync(databaseFile(template), target);
  copyTemplateFiles(template, dataDir, storageDir);
}
