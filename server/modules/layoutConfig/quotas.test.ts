// Issue 28: storage quotas that hold. Every byte a user can make the server keep counts against a
// budget, the versions of a key included (a deleted row's too); a user's own rows have budgets of
// their own, apart from the company's; old versions are pruned by the rule of quota.ts; a save that
// sends a base version is checked as a publish is. The same bounds under concurrency: races.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIG_BYTES_PER_TENANT,
  DEFAULT_CONFIG_BYTES_PER_USER,
  DELETED_KEY_VERSIONS,
  STORED_ROW_OVERHEAD_BYTES,
  type OverlayVersionDetail,
  type OverlayVersionList,
} from '../../../src/contract/layoutConfig.js';
import { REPO_ROOT } from '../../platform/paths.js';
import { API, BUYER_ADMIN, BUYER_USER, SUPPLIER_USER, body, login, startTestServer, tempDir, type Session, type TestServer } from '../../testServer.js';
import { KB, MB, keptBytes, mb, sized } from './quotaTestKit.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

const call = (s: TestServer, session: Session, name: string, payload: Record<string, unknown>) =>
  s.app.inject({ method: 'POST', url: `${API}/ElsLayoutConfigService/${name}`, headers: session.headers, payload });
const ownKey = (session: Session, toElsAccount = '') => ({ elsAccount: session.elsAccount, elsSubAccount: session.elsSubAccount, toElsAccount });
const saveOwn = (s: TestServer, session: Session, toElsAccount: string, configJson: string | null, extra: Record<string, unknown> = {}) =>
  call(s, session, 'save', { ...ownKey(session, toElsAccount), configType: 'layout', configJson, ...extra });

describe('issue 28: history within bounds', () => {
  // The probe: one ordinary user (a supplier too) grew the history from 58 MB to 258 MB in 55 s by
  // saving to a new key each time and deleting it (the rows in force stay under 20; every deleted
  // key kept up to 2 MB of versions).
  for (const who of [BUYER_USER, SUPPLIER_USER]) {
    it(`a user saving 250 KB to a new key each time and deleting it stays within the user budget, history included (${who.elsAccount}_${who.elsSubAccount})`, async () => {
      server = await startTestServer();
      const user = await login(server, who);
      const rounds = 24;
      let peak = 0;
      const started = performance.now();
      for (let i = 0; i < rounds; i += 1) {
        const saved = await saveOwn(server, user, `k${i}`, sized(250 * KB, `round ${i}`));
        expect(saved.statusCode, `round ${i}`).toBe(200);
        expect((await saveOwn(server, user, `k${i}`, null)).statusCode).toBe(200);
        peak = Math.max(peak, await keptBytes(server, user.elsAccount, user.elsSubAccount));
      }
      const ms = performance.now() - started;
      console.info(`[measure] ${rounds} × 250 KB saved to new keys and deleted by ${user.elsAccount}_${user.elsSubAccount} in ${ms.toFixed(0)} ms: ${mb(peak)} kept at most (budget ${mb(DEFAULT_CONFIG_BYTES_PER_USER)}; before: ${mb(rounds * 250 * KB)} and growing)`);
      expect(peak).toBeLessThanOrEqual(DEFAULT_CONFIG_BYTES_PER_USER);
      // What is kept of the last deleted key can still be restored: its delete and the text before it.
      const last = ownKey(user, `k${rounds - 1}`);
      const list = body<OverlayVersionList>(await call(server, user, 'versions', last)).data;
      expect(list.rows.map((row) => row.action)).toEqual(['delete', 'publish']);
      const restored = await call(server, user, 'rollback', { ...last, version: list.rows[1]!.version, baseVersion: list.current, note: 'restore' });
      expect(restored.statusCode).toBe(200);
      expect(await keptBytes(server, user.elsAccount, user.elsSubAccount)).toBeLessThanOrEqual(DEFAULT_CONFIG_BYTES_PER_USER);
    });
  }

  it("keeps the company's overlays of every deployment tenant, with their history, within the company budget", async () => {
    const config = tempDir('srm-config-');
    fs.cpSync(path.join(REPO_ROOT, 'config'), config, { recursive: true });
    fs.mkdirSync(path.join(config, 'tenants', 'globex'), { recursive: true });
    fs.writeFileSync(path.join(config, 'tenants', 'globex', 'layout.json'), JSON.stringify({ app: { siteTitle: 'Globex SRM' } }));
    const budget = 1 * MB;
    server = await startTestServer({ configDir: config, configLimits: { bytesPerTenant: budget } });
    const admin = await login(server, BUYER_ADMIN);
    // Six keys: the tenant-wide and the suppliers' overlay of no tenant, acme and globex.
    const keys = ['', 'acme', 'globex'].flatMap((tenant) => ['', '*'].map((toElsAccount) => ({ elsAccount: '307000', elsSubAccount: '', toElsAccount, tenant })));
    const current = new Map<(typeof keys)[number], number>();
    let peak = 0;
    for (let round = 0; round < 5; round += 1) {
      for (const key of keys) {
        const published = await call(server, admin, 'publish', { ...key, configJson: sized(60 * KB, `${round}`), note: `round ${round}`, baseVersion: current.get(key) ?? 0 });
        expect(published.statusCode, `${JSON.stringify(key)} round ${round}: ${published.body.slice(0, 200)}`).toBe(200);
        current.set(key, body<{ version: number }>(published).data.version);
        peak = Math.max(peak, await keptBytes(server, '307000', ''));
      }
    }
    console.info(`[measure] 30 × 60 KB published over 6 company keys: ${mb(peak)} kept at most (budget ${mb(budget)}; before: ${mb(30 * 60 * KB)}, up to 2 MB a key)`);
    expect(peak).toBeLessThanOrEqual(budget);
    // The newest versions of every key are kept, and the one before the last is still restorable.
    for (const key of keys) expect(body<OverlayVersionList>(await call(server, admin, 'versions', key)).data.current).toBe(current.get(key));
    const last = keys.at(-1)!;
    const before = await call(server, admin, 'version', { ...last, version: current.get(last)! - 1 });
    expect(body<OverlayVersionDetail>(before).data.note).toBe('round 3');
    expect((await call(server, admin, 'rollback', { ...last, version: current.get(last)! - 1, baseVersion: current.get(last), note: '' })).statusCode).toBe(200);
  });

  it('drops the oldest versions to make room, never the one in force; a deleted key keeps its last versions to restore', async () => {
    server = await startTestServer({ configLimits: { bytesPerUser: 400 * KB } });
    const user = await login(server, BUYER_USER);
    // 30 KB versions of one key: the budget holds about 12 of them with the row in force.
    for (let i = 0; i < 20; i += 1) expect((await saveOwn(server, user, '', sized(30 * KB, `v${i + 1}`))).statusCode, `v${i + 1}`).toBe(200);
    const list = body<OverlayVersionList>(await call(server, user, 'versions', { ...ownKey(user), pageSize: 100 })).data;
    expect(list.current).toBe(20);
    const kept = list.rows.map((row) => row.version);
    // The newest ones, without a gap; the oldest went.
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => 20 - i));
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.length).toBeLessThan(20);
    expect(await keptBytes(server, user.elsAccount, user.elsSubAccount)).toBeLessThanOrEqual(400 * KB);
    const inForce = await server.db.selectFrom('layout_configs').select('config_json').where('els_sub_account', '=', user.elsSubAccount).executeTakeFirstOrThrow();
    expect(inForce.config_json).toBe(sized(30 * KB, 'v20'));

    // A deleted key keeps the delete and the versions before it, up to DELETED_KEY_VERSIONS.
    expect((await saveOwn(server, user, '', null)).statusCode).toBe(200);
    const afterDelete = body<OverlayVersionList>(await call(server, user, 'versions', ownKey(user))).data;
    expect(afterDelete.rows.map((row) => row.version)).toEqual(Array.from({ length: DELETED_KEY_VERSIONS }, (_, i) => 21 - i));
    // Restoring the text the delete removed works.
    expect((await call(server, user, 'rollback', { ...ownKey(user), version: 20, baseVersion: 21, note: 'undo' })).statusCode).toBe(200);
  });

  it('refuses a save when the rows in force alone would pass the budget, and stores nothing', async () => {
    server = await startTestServer({ configLimits: { bytesPerUser: 300 * KB } });
    const user = await login(server, BUYER_USER);
    expect((await saveOwn(server, user, 'a', sized(100 * KB))).statusCode).toBe(200);
    const before = await keptBytes(server, user.elsAccount, user.elsSubAccount);
    const refused = await saveOwn(server, user, 'b', sized(100 * KB));
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ messageCode: 'layoutConfig.userQuota', messageParams: { kilobytes: 300 } });
    expect(body(refused).message).toContain('300 KB');
    expect(await keptBytes(server, user.elsAccount, user.elsSubAccount)).toBe(before);
    expect((await call(server, user, 'versions', ownKey(user, 'b'))).body).toContain('"current":0');
    // A smaller text, a delete: always possible.
    expect((await saveOwn(server, user, 'a', sized(10 * KB))).statusCode).toBe(200);
    expect((await saveOwn(server, user, 'a', null)).statusCode).toBe(200);
  });
});

describe('issue 28: separate budgets', () => {
  it("a user who fills their own budget to the edge cannot block the admins' tenant-wide publish", async () => {
    server = await startTestServer();
    const user = await login(server, BUYER_USER);
    const admin = await login(server, BUYER_ADMIN);
    // The probe's 16 rows of 250 KB filled the company's 4 MB: now the user's own 2 MB end first.
    let stored = 0;
    for (let i = 0; i < 16; i += 1) {
      const saved = await saveOwn(server, user, `r${i}`, sized(250 * KB, `${i}`));
      if (saved.statusCode !== 200) {
        expect(body(saved)).toMatchObject({ messageCode: 'layoutConfig.userQuota', messageParams: { kilobytes: DEFAULT_CONFIG_BYTES_PER_USER / KB } });
        break;
      }
      stored += 1;
    }
    expect(stored).toBeLessThan(16);
    // To the edge: a new key costs its text twice (the row and its version) and two overheads.
    const room = DEFAULT_CONFIG_BYTES_PER_USER - (await keptBytes(server, user.elsAccount, user.elsSubAccount));
    const edge = sized((room - 2 * STORED_ROW_OVERHEAD_BYTES) / 2);
    expect((await saveOwn(server, user, 'edge', edge)).statusCode).toBe(200);
    expect(await keptBytes(server, user.elsAccount, user.elsSubAccount)).toBe(DEFAULT_CONFIG_BYTES_PER_USER);
    expect(body(await saveOwn(server, user, 'one more', '{}')).messageCode).toBe('layoutConfig.userQuota');
    console.info(`[measure] a user's own rows: ${stored} × 250 KB and one of ${Buffer.byteLength(edge)} bytes fill ${mb(DEFAULT_CONFIG_BYTES_PER_USER)} to the byte`);

    const published = await call(server, admin, 'publish', { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configJson: sized(250 * KB), note: '', baseVersion: 0 });
    expect(published.statusCode, published.body.slice(0, 200)).toBe(200);
    expect(await keptBytes(server, '307000', '')).toBeLessThanOrEqual(DEFAULT_CONFIG_BYTES_PER_TENANT);
  });

  it("bounds all users' own rows of a company together, and they cannot block the admins either", async () => {
    server = await startTestServer({ configLimits: { bytesPerUser: 400 * KB, personalBytesPerTenant: 500 * KB, bytesPerTenant: 300 * KB } });
    const user = await login(server, BUYER_USER);
    const admin = await login(server, BUYER_ADMIN);
    // Two users' own rows (the admin's own overlay is a personal row too): 2 × 2 × 120 KB, then one more.
    expect((await saveOwn(server, user, 'a', sized(120 * KB))).statusCode).toBe(200);
    expect((await saveOwn(server, admin, 'a', sized(120 * KB))).statusCode).toBe(200);
    const over = await saveOwn(server, admin, 'b', sized(30 * KB));
    expect(over.statusCode).toBe(400);
    expect(body(over)).toMatchObject({ messageCode: 'layoutConfig.personalQuota', messageParams: { kilobytes: 500 } });
    expect(await keptBytes(server, '307000', 'personal')).toBeLessThanOrEqual(500 * KB);
    // The company's budget is its own.
    const tenantWide = { elsAccount: '307000', elsSubAccount: '', toElsAccount: '' };
    expect((await call(server, admin, 'publish', { ...tenantWide, configJson: sized(120 * KB), note: '', baseVersion: 0 })).statusCode).toBe(200);
    // And the company's rows never count against the users' budgets.
    expect((await saveOwn(server, user, 'a', sized(100 * KB))).statusCode).toBe(200);
  });
});

describe('issue 28: save with the base check of publish', () => {
  const tenantWide = { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout' };
  const title = (text: string) => JSON.stringify({ app: { siteTitle: text } });

  it('refuses a save from a stale base like a stale publish and stores nothing; a save without a base keeps writing', async () => {
    server = await startTestServer();
    const admin = await login(server, BUYER_ADMIN);
    const versionCount = async () => (await server!.db.selectFrom('layout_versions').select('version').execute()).length;
    expect((await call(server, admin, 'save', { ...tenantWide, configJson: title('One'), baseVersion: 0 })).statusCode).toBe(200);
    expect((await call(server, admin, 'publish', { ...tenantWide, configJson: title('Two'), note: '', baseVersion: 1 })).statusCode).toBe(200);
    const stale = await call(server, admin, 'save', { ...tenantWide, configJson: title('From an old tab'), baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    const refusal = body<{ current: { version: number } }>(stale);
    expect(refusal.messageCode).toBe('layoutConfig.versionConflict');
    expect(refusal.messageParams).toMatchObject({ current: 2, base: 1, author: `${BUYER_ADMIN.name} (307000_1001)` });
    expect(refusal.data.current.version).toBe(2);
    // The stale delete likewise.
    expect((await call(server, admin, 'save', { ...tenantWide, configJson: null, baseVersion: 1 })).statusCode).toBe(409);
    expect(await versionCount()).toBe(2);
    const inForce = await server.db.selectFrom('layout_configs').select('config_json').where('els_sub_account', '=', '').executeTakeFirstOrThrow();
    expect(inForce.config_json).toBe(title('Two'));
    // From the current base it is written as version 3.
    expect((await call(server, admin, 'save', { ...tenantWide, configJson: title('Three'), baseVersion: 2 })).statusCode).toBe(200);
    // Without a base: today's behaviour, written whatever the key's version.
    expect((await call(server, admin, 'save', { ...tenantWide, configJson: title('Seeded') })).statusCode).toBe(200);
    const list = body<OverlayVersionList>(await call(server, admin, 'versions', tenantWide)).data;
    expect(list.rows.map((row) => row.version)).toEqual([4, 3, 2, 1]);
    // A base on a type without versions is refused, not ignored.
    const table = await call(server, admin, 'save', {
      ...ownKey(admin),
      configType: 'table',
      configJson: '{"columns":[{"field":"a","visible":true,"width":80,"order":0}]}',
      baseVersion: 0,
    });
    expect(table.statusCode).toBe(400);
    expect(body(table).messageCode).toBe('layoutConfig.baseVersionLayoutOnly');
  });
});
