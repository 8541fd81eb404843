import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DataStore } from './database.js';
import { collectSteps, migrate, runSeeds, schemaVersion, type Migration, type SeedStep } from './steps.js';

const dirs: string[] = [];
const stores: DataStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
async function tempStore(migrations: readonly Migration[]): Promise<DataStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-steps-'));
  dirs.push(dir);
  const store = await openDatabase({ dataDir: dir }, migrations);
  stores.push(store);
  return store;
}

const seedRuns: Migration = { version: 1, name: 'seed record', up: (m) => m.exec('CREATE TABLE seed_runs (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)') };

const tableExists = async (store: DataStore, name: string): Promise<boolean> =>
  (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM sqlite_master WHERE name = ${name}`.execute(store.db)).rows[0]!.n === 1;

describe('recorded steps', () => {
  it('runs the parts of one version together, in the order given, and records the version once', async () => {
    const order: string[] = [];
    const parts: Migration[] = [
      seedRuns,
      { version: 2, name: 'b', up: async (m) => (order.push('b'), m.exec('CREATE TABLE b (x INTEGER)')) },
      { version: 1, name: 'a', up: async (m) => (order.push('a'), m.exec('CREATE TABLE a (x INTEGER)')) },
      { version: 2, name: 'c', up: async (m) => (order.push('c'), m.exec('CREATE TABLE c (x INTEGER)')) },
    ];
    expect(collectSteps(parts.map((part) => ({ ...part, run: () => undefined }))).map((step) => [step.version, step.name])).toEqual([
      [1, 'seed record; a'],
      [2, 'b; c'],
    ]);
    const { db } = await tempStore(parts);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(await schemaVersion(db)).toBe(2);
    expect(await db.selectFrom('schema_migrations').select(['version', 'name']).orderBy('version').execute()).toEqual([
      { version: 1, name: 'seed record; a' },
      { version: 2, name: 'b; c' },
    ]);
    expect(await migrate(db, parts)).toEqual([]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('rolls a failing version back whole, record included', async () => {
    const store = await tempStore([seedRuns]);
    const failing: Migration[] = [
      seedRuns,
      { version: 2, name: 'ok part', up: (m) => m.exec('CREATE TABLE kept (x INTEGER)') },
      {
        version: 2,
        name: 'bad part',
        up: () => {
          throw new Error('bad');
        },
      },
    ];
    await expect(migrate(store.db, failing)).rejects.toThrow('bad');
    expect(await tableExists(store, 'kept')).toBe(false);
    expect(await schemaVersion(store.db)).toBe(1);
  });

  it('runs each seed step once per database', async () => {
    const { db } = await tempStore([seedRuns, { version: 2, name: 't', up: (m) => m.exec('CREATE TABLE t (x INTEGER)') }]);
    const seeds: SeedStep[] = [
      { version: 1, name: 'one', run: ({ db: trx }) => trx.insertInto('t').values({ x: 1 }).execute().then(() => undefined) },
      { version: 1, name: 'two', run: ({ db: trx }) => trx.insertInto('t').values({ x: 2 }).execute().then(() => undefined) },
    ];
    expect(await runSeeds(db, seeds, { dataDir: '' })).toEqual([1]);
    expect(await runSeeds(db, seeds, { dataDir: '' })).toEqual([]);
    expect(await db.selectFrom('t').select('x').orderBy('x').execute()).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it('refuses a database that has a version newer than the code, and leaves it as it was', async () => {
    const store = await tempStore([seedRuns, { version: 2, name: 't', up: (m) => m.exec('CREATE TABLE t (x INTEGER)') }]);
    await expect(migrate(store.db, [seedRuns])).rejects.toThrow(/schema versions 2 unknown to this server \(newest 1\)/);
    expect(await tableExists(store, 't')).toBe(true);
  });
});
