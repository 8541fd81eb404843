import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildServer } from './app.js';
import { databaseFile, migrate, openDatabase } from './db.js';
import { migrations } from './migrations.js';
import { seedSteps } from './seed.js';
import { API, BUYER_ADMIN, body, login, tempDir } from './test-helpers.js';

const counts = (db: import('./db.js').Database) =>
  Object.fromEntries(
    ['tenants', 'accounts', 'menus', 'system_settings', 'layout_configs', 'seed_runs', 'schema_migrations'].map((table) => [
      table,
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
    ]),
  );

describe('persistence', () => {
  it('keeps data, tokens and the seed across a restart on the same data dir', async () => {
    const dataDir = tempDir();
    try {
      const first = await buildServer({ dataDir });
      expect(fs.existsSync(databaseFile(dataDir))).toBe(true);
      expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
      const session = await login(first, BUYER_ADMIN);
      const saved = await first.app.inject({
        method: 'POST',
        url: `${API}/ElsLayoutConfigService/save`,
        headers: session.headers,
        payload: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout', configJson: '{"app":{}}' },
      });
      expect(saved.statusCode).toBe(200);
      const before = counts(first.db);
      await first.close();
      expect(first.db.open).toBe(false);

      const second = await buildServer({ dataDir });
      try {
        const after = counts(second.db);
        expect(after).toEqual(before);
        expect(after.seed_runs).toBe(seedSteps.length);
        expect(after.layout_configs).toBe(1);

        // The signing secret is stored, so tokens issued before the restart stay valid.
        const menu = await second.app.inject({ method: 'GET', url: `${API}/user/getMenu`, headers: session.headers });
        expect(menu.statusCode).toBe(200);
        const refreshed = await second.app.inject({
          method: 'POST',
          url: `${API}/ElsAuthService/refreshToken`,
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
    const b = await buildServer({ dataDir: dirB });
    try {
      const session = await login(a, BUYER_ADMIN);
      const response = await b.app.inject({ method: 'GET', url: `${API}/user/getMenu`, headers: session.headers });
      expect(response.statusCode).toBe(401);
    } finally {
      await a.close();
      await b.close();
      fs.rmSync(dirA, { recursive: true, force: true });
      fs.rmSync(dirB, { recursive: true, force: true });
    }
  });

  it('applies new migrations once and refuses a database newer than the code', () => {
    const dataDir = tempDir();
    try {
      const db = openDatabase(dataDir);
      const next = (migrations.at(-1)?.version ?? 0) + 1;
      const extra = [...migrations, { version: next, name: 'test table', up: (d: typeof db) => d.exec('CREATE TABLE t2 (x INTEGER)') }];
      expect(migrate(db, extra)).toEqual([next]);
      expect(migrate(db, extra)).toEqual([]);
      db.close();
      // The default list stops before `next`: a newer version in the file means newer code wrote it.
      expect(() => openDatabase(dataDir)).toThrow(/unknown to this server/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
