import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';
import { collectSteps, migrate, runSeeds, schemaVersion, type Migration, type SeedStep } from './steps.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDb(migrations: readonly Migration[]): Database {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-steps-'));
  dirs.push(dir);
  return openDatabase(dir, migrations);
}

const seedRuns: Migration = { version: 1, name: 'seed record', up: (db) => db.exec('CREATE TABLE seed_runs (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)') };

describe('recorded steps', () => {
  it('runs the parts of one version together, in the order given, and records the version once', () => {
    const order: string[] = [];
    const parts: Migration[] = [
      seedRuns,
      { version: 2, name: 'b', up: (db) => (order.push('b'), db.exec('CREATE TABLE b (x)')) },
      { version: 1, name: 'a', up: (db) => (order.push('a'), db.exec('CREATE TABLE a (x)')) },
      { version: 2, name: 'c', up: (db) => (order.push('c'), db.exec('CREATE TABLE c (x)')) },
    ];
    expect(collectSteps(parts.map((part) => ({ ...part, run: part.up }))).map((step) => [step.version, step.name])).toEqual([
      [1, 'seed record; a'],
      [2, 'b; c'],
    ]);
    const db = tempDb(parts);
    try {
      expect(order).toEqual(['a', 'b', 'c']);
      expect(schemaVersion(db)).toBe(2);
      expect(db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual([
        { version: 1, name: 'seed record; a' },
        { version: 2, name: 'b; c' },
      ]);
      expect(migrate(db, parts)).toEqual([]);
      expect(order).toEqual(['a', 'b', 'c']);
    } finally {
      db.close();
    }
  });

  it('rolls a failing version back whole, record included', () => {
    const db = tempDb([seedRuns]);
    try {
      const failing: Migration[] = [
        seedRuns,
        { version: 2, name: 'ok part', up: (d) => d.exec('CREATE TABLE kept (x)') },
        { version: 2, name: 'bad part', up: () => { throw new Error('bad'); } },
      ];
      expect(() => migrate(db, failing)).toThrow('bad');
      expect(db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'kept'").get()).toEqual({ n: 0 });
      expect(schemaVersion(db)).toBe(1);
    } finally {
      db.close();
    }
  });

  it('runs each seed step once per database', () => {
    const db = tempDb([seedRuns, { version: 2, name: 't', up: (d) => d.exec('CREATE TABLE t (x)') }]);
    try {
      const seeds: SeedStep[] = [
        { version: 1, name: 'one', run: (d) => d.prepare('INSERT INTO t VALUES (1)').run() },
        { version: 1, name: 'two', run: (d) => d.prepare('INSERT INTO t VALUES (2)').run() },
      ];
      expect(runSeeds(db, seeds)).toEqual([1]);
      expect(runSeeds(db, seeds)).toEqual([]);
      expect(db.prepare('SELECT x FROM t ORDER BY x').all()).toEqual([{ x: 1 }, { x: 2 }]);
    } finally {
      db.close();
    }
  });
});
