// On SQLite (these tests are about the data dir's file; the PostgreSQL run covers its own restart).
// A database survives restarts and upgrades: data, tokens and the seed stay; a step runs once per
// database; a database written by the flat server of before (or by a newer server) is recognised.
import fs from 'node:fs';
import path from 'node:path';
// The driver itself, the one import outside server/platform/db (lint): the flat server of before is
// re-enacted writing its file as it did, before any code of this server opens it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- see above
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULES, buildServer } from './app.js';
import { sql } from 'kysely';
import { databaseFile, openDatabase, type Db } from './platform/db/database.js';
import { collectSteps, migrate, runSeeds, type Migration } from './platform/db/steps.js';
import { API, BUYER_ADMIN, BUYER_USER, body, login, tempDir } from './testServer.js';
import { endpoints } from '../src/contract/endpoints/index.js';

const migrations = SERVER_MODULES.flatMap((module) => module.migrations);
const seeds = SERVER_MODULES.flatMap((module) => module.seeds);

async function counts(db: Db): Promise<Record<string, number>> {
  const tables = ['tenants', 'accounts', 'menus', 'system_settings', 'layout_configs', 'seed_runs', 'schema_migrations'];
  const entries: [string, number][] = [];
  for (const table of tables) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    entries.push([table, Number(row.n)]);
  }
  return Object.fromEntries(entries);
}

describe('persistence', () => {
  it('keeps data, tokens and the seed across a restart on the same data dir', async () => {
    const dataDir = tempDir();
    try {
      const first = await buildServer({ dataDir });
      expect(fs.existsSync(databaseFile(dataDir))).toBe(true);
      expect((await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(first.db)).rows[0]?.journal_mode).toBe('wal');
      const session = await login(first, BUYER_ADMIN);
      const saved = await first.app.inject({
        method: 'POST',
        url: `${API}${endpoints.saveLayoutConfig.path}`,
        headers: session.headers,
        payload: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout', configJson: '{"app":{}}' },
      });
      expect(saved.statusCode).toBe(200);
      const before = await counts(first.db);
      await first.close();
      await expect(sql`SELECT 1`.execute(first.db)).rejects.toThrow();

      const second = await buildServer({ dataDir });
      try {
        const after = await counts(second.db);
        expect(after).toEqual(before);
        expect(after.seed_runs).toBe(collectSteps(seeds).length);
        expect(after.layout_configs).toBe(1);

        // The signing secret is stored, so tokens issued before the restart stay valid.
        const menu = await second.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: session.headers });
        expect(menu.statusCode).toBe(200);
        const refreshed = await second.app.inject({
          method: 'POST',
          url: `${API}${endpoints.refreshToken.path}`,
          headers: { refreshToken: session.refreshToken },
        });
        expect(refreshed.statusCode).toBe(200);
        expect(body<{ token: string }>(refreshed).data.token).toBeTruthy();
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('does not accept tokens signed for another data dir', async () => {
    const dirA = tempDir();
    const dirB = tempDir();
    const a = await buildServer({ dataDir: dirA });
    let b: Awaited<ReturnType<typeof buildServer>> | undefined;
    try {
      // Signed in before b's first start: b's seeding holds the event loop for a second or more on a
      // busy machine, which a's load shedding (one process here) would answer with 503 server.busy.
      const session = await login(a, BUYER_ADMIN);
      b = await buildServer({ dataDir: dirB });
      const response = await b.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: session.headers });
      expect(response.statusCode).toBe(401);
    } finally {
      await a.close();
      await b?.close();
      fs.rmSync(dirA, { recursive: true, force: true });
      fs.rmSync(dirB, { recursive: true, force: true });
    }
  });

  it('applies new migrations once and refuses a database newer than the code', async () => {
    const dataDir = tempDir();
    try {
      const store = await openDatabase({ dataDir }, migrations);
      const next = Math.max(...migrations.map((migration) => migration.version)) + 1;
      const extra: Migration[] = [...migrations, { version: next, name: 'test table', up: (m) => m.exec('CREATE TABLE t2 (x INTEGER)') }];
      expect(await migrate(store.db, extra)).toEqual([next]);
      expect(await migrate(store.db, extra)).toEqual([]);
      await store.close();
      // The server's list stops before `next`: a newer version in the file means newer code wrote it.
      await expect(openDatabase({ dataDir }, migrations)).rejects.toThrow(/unknown to this server/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('opens a database of the flat server of before without re-running a step, with the same schema', async () => {
    const legacyDir = tempDir();
    const freshDir = tempDir();
    try {
      const legacy = new BetterSqlite3(databaseFile(legacyDir));
      legacy.pragma('foreign_keys = OFF');
      legacy.exec(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'legacyDatabase.sql'), 'utf8'));
      legacy.close();

      const store = await openDatabase({ dataDir: legacyDir }, migrations);
      const db = store.db;
      try {
        // Versions 1-3 are recorded: none runs again. Migrations of later versions ran when the
        // database was opened; demo-data steps of later versions run once, now, and never again.
        expect(await migrate(db, migrations)).toEqual([]);
        expect((await runSeeds(db, seeds, { dataDir: legacyDir })).every((version) => version > 3)).toBe(true);
        expect(await runSeeds(db, seeds, { dataDir: legacyDir })).toEqual([]);
        const freshStore = await openDatabase({ dataDir: freshDir }, migrations);
        const fresh = freshStore.db;
        try {
          await runSeeds(fresh, seeds, { dataDir: freshDir });
          expect(await schemaOf(db)).toEqual(await schemaOf(fresh));
          const recorded = async (table: string, d: Db) => (await d.selectFrom(table).select('version').orderBy('version').execute()).map((row) => Number(row.version));
          expect(await recorded('schema_migrations', db)).toEqual(await recorded('schema_migrations', fresh));
          expect(await recorded('seed_runs', db)).toEqual(await recorded('seed_runs', fresh));
          expect(await counts(db)).toEqual(await counts(fresh));
        } finally {
          await freshStore.close();
        }
      } finally {
        await store.close();
      }

      // The server runs on it: the seeded users sign in, their menu and settings are there.
      const server = await buildServer({ dataDir: legacyDir });
      try {
        const session = await login(server, BUYER_USER);
        const menu = await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: session.headers });
        expect(body<unknown[]>(menu).data.length).toBeGreaterThan(0);
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(legacyDir, { recursive: true, force: true });
      fs.rmSync(freshDir, { recursive: true, force: true });
    }
  });

  it('collects the parts of each version from the modules, in module order', () => {
    const plan = (steps: readonly { version: number; name: string }[]) =>
      collectSteps(steps.map((step) => ({ ...step, run: () => undefined }))).map((step) => [step.version, step.name]);
    // Shipped versions: never change them, never add a part (databases that ran them would not run it).
    expect(plan(migrations)).toEqual([
      [1, 'server secrets, seed record; tenants, accounts, refresh tokens; menus; system settings; layout overlays'],
      [2, 'login names and contacts, login sessions, captchas, login throttle; SMS codes, invitations, company registry'],
      [3, 'approval processes and their nodes (flow diagram)'],
      [4, 'tickets (single-use exchange codes); deployment tenant of layout overlays'],
      [10, 'messages of each user, notices and their receipts'],
      [11, 'approval tasks and business to-dos'],
      [12, 'portal documents (attachments in the storage folder)'],
      [13, 'orders, delivery notes, inquiries, requisitions, statements, navigation links'],
      [14, 'dictionaries (value lists with labels)'],
      [15, 'login sessions: the tenant whose policy they follow, their absolute end; layout overlays belong to a deployment tenant'],
      [16, 'versions of layout overlays'],
    ]);
    expect(plan(seeds)).toEqual([
      [1, 'demo tenants and accounts; demo menus; demo system settings'],
      [2, 'demo contacts and login names, invitation codes, company registry'],
      [3, 'demand pool menu entry, group path of the custom order entry; demo approvals (flow diagrams)'],
      [10, 'demo messages (the buyer admin: 12,000) and notices'],
      [11, 'demo approvals with their flows, to-dos and done items'],
      [12, 'demo documents and their files in the storage folder'],
      [13, 'demo orders, deliveries, inquiries, requisitions, statements and navigation links'],
      [14, 'dictionaries of the message centre, approvals, documents, home figures and business value lists'],
      [15, 'demo logos in the storage folder'],
      [16, 'translation keys of the menu entries that had none (custom orders, document detail, report); every value list of the business dictionary (seed 001 §3 and §9), labels refreshed'],
    ]);
    expect(() => collectSteps([{ version: 0, name: 'bad', run: () => undefined }])).toThrow(/invalid version/);
  });
});

/** Tables and indexes with their definitions (whitespace aside), in name order. */
async function schemaOf(db: Db): Promise<Array<{ type: string; name: string; sql: string }>> {
  const rows = await sql<{ type: string; name: string; sql: string | null }>`SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`.execute(db);
  return rows.rows.map((row) => ({ type: row.type, name: row.name, sql: (row.sql ?? '').replace(/\s+/g, ' ').trim() }));
}
