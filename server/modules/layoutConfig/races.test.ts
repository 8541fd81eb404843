// Read–check–write under concurrency: the version check of a publish and the quotas of a save run
// in one transaction behind the lock of their account (lockKey: PostgreSQL's advisory lock; SQLite's
// one writer). Requests are sent at once through app.inject, so their transactions interleave wherever
// the engine lets them.
import { afterEach, describe, expect, it } from 'vitest';
import { API, BUYER_ADMIN, BUYER_USER, body, login, startTestServer, type Session, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { KB, keptBytes, mb, sized } from './quotaTestKit.js';

const TENANT_KEY = { elsAccount: '307000', elsSubAccount: '', toElsAccount: '' };
// Load shedding is not what these tests look at: a busy test machine (event-loop lag over 1 s) would
// (or a heap near its limit) would answer 503 before any transaction runs.
const NO_SHEDDING = { load: { maxEventLoopDelayMs: 60_000, maxHeapUsedBytes: Number.MAX_SAFE_INTEGER } };
const title = (text: string) => JSON.stringify({ app: { siteTitle: text } });

let server: TestServer;
afterEach(async () => {
  await server.dispose();
});

describe('layout overlays written at once', () => {
  it('10 publishes on one base version: exactly one becomes version 1, the nine others get the version conflict', async () => {
    server = await startTestServer(NO_SHEDDING);
    const admin = await login(server, BUYER_ADMIN);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: `${API}${endpoints.publishLayoutOverlay.path}`,
          headers: admin.headers,
          payload: { ...TENANT_KEY, configJson: title(`Try ${i}`), note: '', baseVersion: 0 },
        }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(body(won[0]!).data).toEqual({ version: 1 });
    for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(body(lost).messageCode).toBe('layoutConfig.versionConflict');
    }
    const versions = await server.db.selectFrom('layout_versions').select(['version', 'config_json']).execute();
    expect(versions.map((row) => Number(row.version))).toEqual([1]);
    const inForce = await server.db.selectFrom('layout_configs').select('config_json').where('els_sub_account', '=', '').where('config_type', '=', 'layout').execute();
    expect(inForce.map((row) => row.config_json)).toEqual([versions[0]!.config_json]);
  });

  it('saves at the edge of the quotas: 10 new rows for a user with room for 3 store exactly 3; 30 KB saves at once never pass a byte budget, history included', async () => {
    const limits = { rowsPerUser: 3, bytesPerUser: 100 * KB, personalBytesPerTenant: 150 * KB, bytesPerTenant: 100 * KB };
    server = await startTestServer({ ...NO_SHEDDING, configLimits: limits });
    const user = await login(server, BUYER_USER);
    const admin = await login(server, BUYER_ADMIN);
    const save = (session: Session, elsSubAccount: string, toElsAccount: string, configJson: string) =>
      server.app.inject({
        method: 'POST',
        url: `${API}${endpoints.saveLayoutConfig.path}`,
        headers: session.headers,
        payload: { elsAccount: '307000', elsSubAccount, toElsAccount, configType: 'layout', configJson },
      });
    const rows = await Promise.all(Array.from({ length: 10 }, (_, i) => save(user, user.elsSubAccount, `r${i}`, title(`row ${i}`))));
    expect(rows.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const refused of rows.filter((answer) => answer.statusCode !== 200)) expect(body(refused).messageCode).toBe('layoutConfig.tooManyRows');
    const userRows = await server.db.selectFrom('layout_configs').select('uuid').where('els_account', '=', '307000').where('els_sub_account', '=', user.elsSubAccount).execute();
    expect(userRows).toHaveLength(3);

    // At once: the user rewrites one row (its history grows), the admin writes its own rows and the
    // tenant-wide overlay (no base: the seed's save), 30 KB each.
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        i % 3 === 0 ? save(user, user.elsSubAccount, 'r0', sized(30 * KB, `u${i}`)) : i % 3 === 1 ? save(admin, admin.elsSubAccount, `b${i}`, sized(30 * KB, `a${i}`)) : save(admin, '', '', sized(30 * KB, `t${i}`)),
      ),
    );
    const quotaCodes = ['layoutConfig.userQuota', 'layoutConfig.personalQuota', 'layoutConfig.tenantQuota', 'layoutConfig.tooManyRows'];
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) expect(quotaCodes).toContain(body(refused).messageCode);
    expect(await keptBytes(server, '307000', user.elsSubAccount)).toBeLessThanOrEqual(limits.bytesPerUser);
    expect(await keptBytes(server, '307000', admin.elsSubAccount)).toBeLessThanOrEqual(limits.bytesPerUser);
    expect(await keptBytes(server, '307000', 'personal')).toBeLessThanOrEqual(limits.personalBytesPerTenant);
    expect(await keptBytes(server, '307000', '')).toBeLessThanOrEqual(limits.bytesPerTenant);
    // Some did pass: the budgets refuse only what would go over them (history makes room).
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(5);
  });

  it('the history bound holds when one user saves to new keys and deletes them, ten at once', async () => {
    const budget = 200 * KB;
    server = await startTestServer({ ...NO_SHEDDING, configLimits: { bytesPerUser: budget } });
    const user = await login(server, BUYER_USER);
    const send = (toElsAccount: string, configJson: string | null) =>
      server.app.inject({
        method: 'POST',
        url: `${API}${endpoints.saveLayoutConfig.path}`,
        headers: user.headers,
        payload: { elsAccount: '307000', elsSubAccount: user.elsSubAccount, toElsAccount, configType: 'layout', configJson },
      });
    let peak = 0;
    for (let wave = 0; wave < 4; wave += 1) {
      const keys = Array.from({ length: 10 }, (_, i) => `w${wave}k${i}`);
      const saved = await Promise.all(keys.map((key) => send(key, sized(30 * KB, key))));
      for (const refused of saved.filter((answer) => answer.statusCode !== 200)) expect(body(refused).messageCode).toBe('layoutConfig.userQuota');
      expect(saved.some((answer) => answer.statusCode === 200)).toBe(true);
      peak = Math.max(peak, await keptBytes(server, '307000', user.elsSubAccount));
      const deleted = await Promise.all(keys.map((key) => send(key, null)));
      for (const answer of deleted) expect(answer.statusCode).toBe(200);
      peak = Math.max(peak, await keptBytes(server, '307000', user.elsSubAccount));
    }
    console.info(`[measure] 4 waves of 10 × 30 KB to new keys at once, deleted at once: ${mb(peak)} kept at most (budget ${mb(budget)})`);
    expect(peak).toBeLessThanOrEqual(budget);
  });
});
