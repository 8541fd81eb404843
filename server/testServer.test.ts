// The harness of the server tests on both engines: the migrations every module declares run on the
// engine of this run (SQLite by default, PostgreSQL under `npm run test:pg`) through the real
// openDatabase, and a test server on PostgreSQL gets a database of its own.
import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { SERVER_MODULES } from './app.js';
import { openDatabase, type DataStore } from './platform/db/database.js';
import { TEST_ENGINE, tempDir } from './testServer.js';

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
