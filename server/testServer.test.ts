// The harness of the server tests on both engines: the migrations every module declares run on the
// engine of this run (SQLite by default, PostgreSQL under `npm run test:pg`) through the real
// openDatabase, and a test server on PostgreSQL gets a database of its own.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { SERVER_MODULES } from './app.js';
import { openDatabase, type DataStore } from './platform/db/database.js';
import { endpoints } from '../src/contract/endpoints/index.js';
import { API, BUYER_ADMIN, TEST_ENGINE, login, startTestServer, tempDir, type TestServer } from './testServer.js';

/** One table of each module that has migrations (a module's first table in its DDL). */
const TABLE_PER_MODULE = {
  platform: ['accounts', 'app_secrets', 'seed_runs', 'refresh_tokens'],
  account: ['invitation_codes'],
  approvals: ['approval_processes'],
  dictionary: ['dictionary_items'],
  documents: ['portal_attachments'],
  homeFigures: ['biz_orders'],
  layoutConfig: ['layout_configs'],
  menu: ['menus'],
  messages: ['sys_messages'],
  settings: ['system_settings'],
};

async function openOnThisEngine(): Promise<{ store: DataStore; cleanUp: () => Promise<void> }> {
  const dataDir = tempDir('srm-migrate-');
  const migrations = SERVER_MODULES.flatMap((module) => module.migrations);
  if (TEST_ENGINE === 'sqlite') {
    const store = await openDatabase({ dataDir }, migrations);
    return { store, cleanUp: async () => (await store.close(), fs.rmSync(dataDir, { recursive: true, force: true })) };
  }
  const run = inject('srmPostgres');
  if (!run) throw new Error('run through npm run test:pg (its global setup starts the cluster)');
  const name = `migrate_${process.pid}_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: `${run.baseUrl}postgres` });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const store = await openDatabase({ dataDir, databaseUrl: `${run.baseUrl}${name}`, poolSize: 2 }, migrations);
  return {
    store,
    cleanUp: async () => {
      await store.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function tableNames(store: DataStore): Promise<string[]> {
  const rows =
    store.engine === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(store.db)
      : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`.execute(store.db);
  return rows.rows.map((row) => row.name);
}

describe(`the database on ${TEST_ENGINE}`, () => {
  it('runs every module’s migrations once through openDatabase: every version recorded, each module’s tables there', async () => {
    const { store, cleanUp } = await openOnThisEngine();
    try {
      expect(store.engine).toBe(TEST_ENGINE);
      const versions = [...new Set(SERVER_MODULES.flatMap((module) => module.migrations.map((migration) => migration.version)))].sort((a, b) => a - b);
      const recorded = await store.db.selectFrom('schema_migrations').select('version').orderBy('version').execute();
      expect(recorded.map((row: { version: number }) => Number(row.version))).toEqual(versions);
      const tables = await tableNames(store);
      for (const [module, expected] of Object.entries(TABLE_PER_MODULE)) {
        expect({ module, tables: expected.filter((table) => tables.includes(table)) }).toEqual({ module, tables: expected });
      }
    } finally {
      await cleanUp();
    }
  });
});

/** Rows per table (every table of the database) and the stored files with their sizes. */
async function contents(server: TestServer): Promise<{ rows: Record<string, number>; files: Record<string, number> }> {
  const tables = await tableNames({ db: server.db, engine: server.engine } as DataStore);
  const rows: Record<string, number> = {};
  for (const table of tables.sort()) {
    const row = await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    rows[table] = Number(row.n);
  }
  const root = server.ctx.config.storageDir;
  const files: Record<string, number> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[path.relative(root, path.join(entry.parentPath, entry.name))] = fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { rows, files };
}

const seedsRecordedAt = async (server: TestServer): Promise<number[]> =>
  (await server.db.selectFrom('seed_runs').select('applied_at').execute()).map((row: { applied_at: string }) => Date.parse(row.applied_at));

describe.skipIf(TEST_ENGINE !== 'sqlite')('test servers on SQLite start from the run’s seeded template', () => {
  it('holds what a real first start seeds, every table’s rows and the stored files, without seeding again', async () => {
    const template = inject('srmSqliteTemplate');
    expect(template?.dataDir).toBeTruthy();
    const testStarted = Date.now();
    // The real first start before the copy: its seeding holds the event loop for a second, which the
    // copy's load shedding would otherwise answer with 503 to the login below.
    const real = await startTestServer({ dataDir: tempDir() });
    const copy = await startTestServer();
    try {
      expect(await contents(copy)).toEqual(await contents(real));
      // The copy's seeds were run before this test, when the run's template was built; its own start ran none.
      expect(Math.max(...(await seedsRecordedAt(copy)))).toBeLessThan(testStarted);
      await expect(login(copy, BUYER_ADMIN)).resolves.toMatchObject({ elsAccount: BUYER_ADMIN.elsAccount });
    } finally {
      await copy.dispose();
      await real.dispose();
    }
  });

  it('seeds for real in a data dir the test brings (restarts, upgrades and seeding tests see the real first start)', async () => {
    const testStarted = Date.now();
    const server = await startTestServer({ dataDir: tempDir() });
    try {
      const recorded = await seedsRecordedAt(server);
      expect(recorded.length).toBeGreaterThan(0);
      expect(Math.min(...recorded)).toBeGreaterThanOrEqual(testStarted);
    } finally {
      await server.dispose();
    }
  });
});

describe(`test servers copied from the one template (${TEST_ENGINE})`, () => {
  it('sign with secrets of their own: a token of one server is refused by another', async () => {
    const [a, b] = await Promise.all([startTestServer(), startTestServer()]);
    try {
      const session = await login(a, BUYER_ADMIN);
      const menu = (server: TestServer) => server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: session.headers });
      expect((await menu(a)).statusCode).toBe(200);
      expect((await menu(b)).statusCode).toBe(401);
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });
});
