// Versions of layout overlays: publish with optimistic concurrency, history, one version, rollback;
// the suppliers' overlay (company/''/'*') and who reads it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LayoutConfigRow, OverlayVersionDetail, OverlayVersionList } from '../../../src/contract/layoutConfig.js';
import { MAX_VERSION_NOTE_LENGTH, MAX_VERSIONS_PER_KEY } from '../../../src/contract/layoutConfig.js';
import { createLayoutPatchValidator } from '../../platform/shellRules.js';
import { layoutConfigMigrations } from './migration.js';
import { sql } from 'kysely';
import { rerunMigration } from '../../platform/db/steps.js';
import { API, BUYER_ADMIN, BUYER_USER, SUPPLIER_USER, body, login, startTestServer, type Session, type TestServer } from '../../testServer.js';

const TENANT_KEY = { elsAccount: '307000', elsSubAccount: '', toElsAccount: '' };
const SUPPLIERS_KEY = { elsAccount: '307000', elsSubAccount: '', toElsAccount: '*' };

describe('layout overlay versions', () => {
  let server: TestServer;
  let admin: Session;
  beforeEach(async () => {
    server = await startTestServer({ validateLayoutPatch: createLayoutPatchValidator() });
    admin = await login(server, BUYER_ADMIN);
  });
  afterEach(async () => {
    await server.dispose();
  });

  const call = (session: Session, name: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: `${API}/ElsLayoutConfigService/${name}`, headers: session.headers, payload });
  const publish = (session: Session, configJson: string | null, baseVersion: number, key: Record<string, string> = TENANT_KEY, note = '') =>
    call(session, 'publish', { ...key, configJson, note, baseVersion });
  const history = async (session: Session, key: Record<string, string> = TENANT_KEY, page: Record<string, number> = {}) =>
    body<OverlayVersionList>(await call(session, 'versions', { ...key, ...page })).data;
  const inForce = async (key: Record<string, string> = TENANT_KEY): Promise<string | undefined> =>
    (
      await server.db
        .selectFrom('layout_configs')
        .select('config_json')
        .where('els_account', '=', key.elsAccount!)
        .where('els_sub_account', '=', key.elsSubAccount!)
        .where('to_els_account', '=', key.toElsAccount!)
        .where('config_type', '=', 'layout')
        .executeTakeFirst()
    )?.config_json;
  const versionCount = async () => Number((await server.db.selectFrom('layout_versions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  /** A version written behind the server's back (as an older release or a migration left it). */
  const storedVersion = (version: number, configJson: string, author: [string, string, string]) => ({
    els_account: '307000',
    els_sub_account: '',
    to_els_account: '',
    config_type: 'layout',
    deploy_tenant: '',
    version,
    config_json: configJson,
    action: 'publish',
    from_version: null,
    note: '',
    author_els_account: author[0],
    author_els_sub_account: author[1],
    author_name: author[2],
    created_at: '2026-01-01T00:00:00.000Z',
  });
  const title = (siteTitle: string) => JSON.stringify({ app: { siteTitle } });

  it('writes no version for a text the same as the one in force, from any call: publish and rollback refuse it (no change), the old save skips it', async () => {
    expect(body<{ version: number }>(await publish(admin, title('One'), 0)).data).toEqual({ version: 1 });
    expect(body<{ version: number }>(await publish(admin, title('Two'), 1)).data).toEqual({ version: 2 });
    const before = await versionCount();
    // The same text, and the same value written with other spacing and member order.
    for (const same of [title('Two'), JSON.stringify({ app: { siteTitle: 'Two' } }, null, 2)]) {
      const refused = await publish(admin, same, 2);
      expect(refused.statusCode).toBe(409);
      expect(body(refused).messageCode).toBe('layoutConfig.noChange');
      expect(body(refused).message).toContain('版本 2');
    }
    const twoFields = JSON.stringify({ app: { siteTitle: 'Three', density: { default: 'small', options: ['small', 'medium'] } } });
    expect(body<{ version: number }>(await publish(admin, twoFields, 2)).data).toEqual({ version: 3 });
    const reordered = JSON.stringify({ app: { density: { options: ['small', 'medium'], default: 'small' }, siteTitle: 'Three' } });
    expect(body(await publish(admin, reordered, 3)).messageCode).toBe('layoutConfig.noChange');
    // A rollback to a version whose text is the one in force.
    expect(body(await call(admin, 'rollback', { ...TENANT_KEY, version: 3, note: '', baseVersion: 3 })).messageCode).toBe('layoutConfig.noChange');
    // The old save (no base version): answered as saved, nothing written.
    const saved = await call(admin, 'save', { ...TENANT_KEY, configType: 'layout', configJson: reordered });
    expect(saved.statusCode).toBe(200);
    expect(await versionCount()).toBe(before + 1);
    expect((await history(admin)).current).toBe(3);
    expect(await inForce()).toBe(twoFields);
  });

  it('publishes version n+1 from the current base, records note and author, and puts it in force', async () => {
    const first = await publish(admin, title('One'), 0, TENANT_KEY, 'first try');
    expect(first.statusCode).toBe(200);
    expect(body<{ version: number }>(first).data).toEqual({ version: 1 });
    const second = await publish(admin, title('Two'), 1, TENANT_KEY, 'second');
    expect(body<{ version: number }>(second).data).toEqual({ version: 2 });
    expect(await inForce()).toBe(title('Two'));
    const list = await history(admin);
    expect(list.current).toBe(2);
    expect(list.total).toBe(2);
    expect(list.rows.map((row) => [row.version, row.action, row.note, row.author.name, row.author.elsSubAccount, row.bytes])).toEqual([
      [2, 'publish', 'second', BUYER_ADMIN.name, '1001', Buffer.byteLength(title('Two'))],
      [1, 'publish', 'first try', BUYER_ADMIN.name, '1001', Buffer.byteLength(title('One'))],
    ]);
    const one = body<OverlayVersionDetail>(await call(admin, 'version', { ...TENANT_KEY, version: 1 })).data;
    expect(one).toMatchObject({ version: 1, action: 'publish', configJson: title('One'), note: 'first try' });
    // Deleting is a version too: the row in force goes, the history stays.
    const deleted = await publish(admin, null, 2);
    expect(body<{ version: number }>(deleted).data).toEqual({ version: 3 });
    expect(await inForce()).toBeUndefined();
    expect((await history(admin)).rows[0]).toMatchObject({ version: 3, action: 'delete', bytes: 0 });
    expect(body<OverlayVersionDetail>(await call(admin, 'version', { ...TENANT_KEY, version: 3 })).data.configJson).toBeNull();
    // Nothing left to delete is said so.
    const again = await publish(admin, null, 3);
    expect(again.statusCode).toBe(400);
    expect(body(again).messageCode).toBe('layoutConfig.nothingToDelete');
  });

  it('refuses a publish from a stale base with 409 naming who published which version, and stores nothing', async () => {
    await publish(admin, title('One'), 0);
    await publish(admin, title('Two'), 1);
    const stale = await publish(admin, title('Mine'), 1, TENANT_KEY, 'from an old tab');
    expect(stale.statusCode).toBe(409);
    const refusal = body<{ current: { version: number } }>(stale);
    expect(refusal.code).toBe('409');
    expect(refusal.messageCode).toBe('layoutConfig.versionConflict');
    expect(refusal.messageParams).toMatchObject({ current: 2, base: 1, author: `${BUYER_ADMIN.name} (307000_1001)` });
    expect(String(refusal.messageParams?.time)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    expect(refusal.message).toMatch(/^版本 2 已由 张采购 \(307000_1001\) 于 .+ 发布，你的草稿基于版本 1：请重新加载后再发布$/);
    expect(refusal.data.current.version).toBe(2);
    expect(await inForce()).toBe(title('Two'));
    expect(await versionCount()).toBe(2);
    // A base ahead of the current one is as stale.
    expect((await publish(admin, title('Ahead'), 7)).statusCode).toBe(409);
    // The seed's save writes without a base but moves the version on: a publish from the old base is refused.
    const saved = await call(admin, 'save', { ...TENANT_KEY, configType: 'layout', configJson: title('Seeded') });
    expect(saved.statusCode).toBe(200);
    expect((await history(admin)).rows[0]).toMatchObject({ version: 3, action: 'publish', note: '' });
    expect((await publish(admin, title('Late'), 2)).statusCode).toBe(409);
    expect((await publish(admin, title('Now'), 3)).statusCode).toBe(200);
  });

  it('answers a repeated publish or rollback (its first answer lost) with the version it made, not a conflict with the user\'s own version', async () => {
    expect(body<{ version: number }>(await publish(admin, title('One'), 0, TENANT_KEY, 'first')).data).toEqual({ version: 1 });
    // The connection cut after the server stored it; the editor retries the same publish from the same base.
    const retried = await publish(admin, title('One'), 0, TENANT_KEY, 'first');
    expect([retried.statusCode, body<{ version: number }>(retried).data]).toEqual([200, { version: 1 }]);
    expect(await versionCount()).toBe(1);
    // Anything else from that base is still a conflict: another text, another note, another user.
    expect((await publish(admin, title('Other'), 0, TENANT_KEY, 'first')).statusCode).toBe(409);
    expect((await publish(admin, title('One'), 0, TENANT_KEY, 'second')).statusCode).toBe(409);
    await publish(admin, title('Two'), 1);
    const rollback = { ...TENANT_KEY, version: 1, baseVersion: 2, note: 'back' };
    expect(body<{ version: number }>(await call(admin, 'rollback', rollback)).data).toEqual({ version: 3 });
    expect(body<{ version: number }>(await call(admin, 'rollback', rollback)).data).toEqual({ version: 3 });
    expect((await call(admin, 'rollback', { ...rollback, version: 2 })).statusCode).toBe(409);
    expect(await versionCount()).toBe(3);
    expect(await inForce()).toBe(title('One'));
    // The same text and note from base 3 by someone else (version 4 written by another user) is no repeat of the admin's.
    await server.db.insertInto('layout_versions').values(storedVersion(4, title('Four'), ['307000', '1002', 'other'])).execute();
    expect((await publish(admin, title('Four'), 3)).statusCode).toBe(409);
  });

  it('answers a repeated save with a base (its first answer lost) as done, a delete too; any other save from that base is a conflict', async () => {
    const save = (configJson: string | null, baseVersion: number) => call(admin, 'save', { ...TENANT_KEY, configType: 'layout', configJson, baseVersion });
    const first = await save(title('Saved'), 0);
    expect(first.statusCode).toBe(200);
    const retried = await save(title('Saved'), 0);
    expect([retried.statusCode, body<{ uuid: string }>(retried).data.uuid]).toEqual([200, body<{ uuid: string }>(first).data.uuid]);
    expect(await versionCount()).toBe(1);
    expect((await save(title('Other'), 0)).statusCode).toBe(409);
    expect((await save(null, 1)).statusCode).toBe(200);
    expect((await save(null, 1)).statusCode).toBe(200);
    expect(await versionCount()).toBe(2);
    expect(await inForce()).toBeUndefined();
    expect((await save(title('Saved'), 1)).statusCode).toBe(409);
  });

  it('of two publishes from the same base, exactly one passes', async () => {
    const results = await Promise.all([publish(admin, title('A'), 0), publish(admin, title('B'), 0)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect(await versionCount()).toBe(1);
  });

  it('refuses an invalid overlay with 400 and its pointers, storing neither the row nor a version', async () => {
    const refused = await publish(admin, '{"unknownKey":1}', 0);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).messageCode).toBe('layoutConfig.invalidOverlay');
    expect(body<{ pointer: string; issues: { pointer: string }[] }>(refused).data.issues[0]?.pointer).toBe('/unknownKey');
    for (const configJson of ['not json', '[1]', 'x'.repeat(256 * 1024 + 1)]) expect((await publish(admin, configJson, 0)).statusCode).toBe(400);
    expect(await inForce()).toBeUndefined();
    expect(await versionCount()).toBe(0);
    expect((await history(admin)).current).toBe(0);
  });

  it('bounds the note, the version numbers, the page size and the audience', async () => {
    const long = await publish(admin, title('x'), 0, TENANT_KEY, 'n'.repeat(MAX_VERSION_NOTE_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(body(long).message).toContain('note');
    expect((await publish(admin, title('x'), 0, TENANT_KEY, 'n'.repeat(MAX_VERSION_NOTE_LENGTH))).statusCode).toBe(200);
    for (const baseVersion of [-1, 1.5, 2_000_000_000]) expect((await publish(admin, title('y'), baseVersion)).statusCode, String(baseVersion)).toBe(400);
    expect((await call(admin, 'version', { ...TENANT_KEY, version: 0 })).statusCode).toBe(400);
    const missing = await call(admin, 'version', { ...TENANT_KEY, version: 99 });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).messageCode).toBe('layoutConfig.noVersion');
    expect((await call(admin, 'versions', { ...TENANT_KEY, pageSize: 101 })).statusCode).toBe(400);
    expect((await call(admin, 'versions', { ...TENANT_KEY, pageNo: 0 })).statusCode).toBe(400);
    const audience = await publish(admin, title('z'), 0, { ...TENANT_KEY, toElsAccount: 'somebody' });
    expect(audience.statusCode).toBe(400);
    expect(body(audience).messageCode).toBe('layoutConfig.unknownAudience');
  });

  // The next number is read and then written under the key's lock (routes.ts): saves of one key that
  // arrive together still number 1..n (the races of publish and of the quotas: races.test.ts).
  it('numbers versions without a gap or a repeat when saves of one key arrive at once', async () => {
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => call(admin, 'save', { ...TENANT_KEY, configType: 'layout', configJson: title(`saved ${i}`) })));
    for (const response of racing) expect(response.statusCode).toBe(200);
    expect((await history(admin)).rows.map((row) => row.version)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('pages the history newest first and keeps only the newest versions of a key', async () => {
    for (let version = 0; version < 25; version += 1) expect((await publish(admin, title(`v${version + 1}`), version)).statusCode).toBe(200);
    const first = await history(admin, TENANT_KEY, { pageNo: 1, pageSize: 10 });
    expect(first).toMatchObject({ current: 25, total: 25, pageNo: 1, pageSize: 10 });
    expect(first.rows.map((row) => row.version)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    const last = await history(admin, TENANT_KEY, { pageNo: 3, pageSize: 10 });
    expect(last.rows.map((row) => row.version)).toEqual([5, 4, 3, 2, 1]);
    // The cap: versions beyond the newest MAX_VERSIONS_PER_KEY are dropped as new ones come.
    const bulk = Array.from({ length: MAX_VERSIONS_PER_KEY + 5 }, (_, index) => storedVersion(26 + index, '{}', ['307000', '1001', 'bulk']));
    await server.db.insertInto('layout_versions').values(bulk).execute();
    const current = MAX_VERSIONS_PER_KEY + 30;
    expect((await publish(admin, title('after the cap'), current)).statusCode).toBe(200);
    const capped = await history(admin, TENANT_KEY, { pageNo: 1, pageSize: 1 });
    expect(capped).toMatchObject({ current: current + 1, total: MAX_VERSIONS_PER_KEY });
    expect((await call(admin, 'version', { ...TENANT_KEY, version: current + 1 - MAX_VERSIONS_PER_KEY })).statusCode).toBe(404);
    expect((await call(admin, 'version', { ...TENANT_KEY, version: current + 2 - MAX_VERSIONS_PER_KEY })).statusCode).toBe(200);
  });

  it('rolls back: the old text again as a new version, in force, checked again, from the current base', async () => {
    await publish(admin, title('One'), 0);
    await publish(admin, title('Two'), 1);
    const rolled = await call(admin, 'rollback', { ...TENANT_KEY, version: 1, baseVersion: 2, note: 'Two broke the menu' });
    expect(rolled.statusCode).toBe(200);
    expect(body<{ version: number }>(rolled).data).toEqual({ version: 3 });
    expect(await inForce()).toBe(title('One'));
    expect((await history(admin)).rows[0]).toMatchObject({ version: 3, action: 'rollback', fromVersion: 1, note: 'Two broke the menu' });
    expect(body<OverlayVersionDetail>(await call(admin, 'version', { ...TENANT_KEY, version: 3 })).data.configJson).toBe(title('One'));
    // From a stale base: 409, nothing written.
    const stale = await call(admin, 'rollback', { ...TENANT_KEY, version: 2, baseVersion: 2, note: '' });
    expect(stale.statusCode).toBe(409);
    expect(await inForce()).toBe(title('One'));
    // A version that no longer passes (here: stored before the rules it breaks) is refused with its issues.
    await server.db.insertInto('layout_versions').values(storedVersion(4, '{"unknownKey":1}', ['migration', '', 'migration'])).execute();
    const invalid = await call(admin, 'rollback', { ...TENANT_KEY, version: 4, baseVersion: 4, note: '' });
    expect(invalid.statusCode).toBe(400);
    expect(body(invalid).messageCode).toBe('layoutConfig.invalidOverlay');
    expect(await versionCount()).toBe(4);
  });

  it('lets only admins of the company publish, read and roll back the tenant-wide history; a user their own', async () => {
    await publish(admin, title('Tenant'), 0);
    const user = await login(server, BUYER_USER);
    const refused = await publish(user, title('Not mine'), 1);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).messageCode).toBe('layoutConfig.tenantWideNeedsAdmin');
    expect((await call(user, 'versions', TENANT_KEY)).statusCode).toBe(403);
    expect((await call(user, 'version', { ...TENANT_KEY, version: 1 })).statusCode).toBe(403);
    expect((await call(user, 'rollback', { ...TENANT_KEY, version: 1, baseVersion: 1, note: '' })).statusCode).toBe(403);
    expect(await inForce()).toBe(title('Tenant'));
    // The user's own key: published, listed, read by the user; another sub-account's only by an admin.
    const ownKey = { elsAccount: '307000', elsSubAccount: '1002', toElsAccount: '' };
    expect((await publish(user, title('Mine'), 0, ownKey)).statusCode).toBe(200);
    expect((await history(user, ownKey)).rows.map((row) => row.author.elsSubAccount)).toEqual(['1002']);
    expect((await call(user, 'versions', { ...ownKey, elsSubAccount: '1001' })).statusCode).toBe(403);
    expect((await history(admin, ownKey)).current).toBe(1);
    // A supplier is no admin of the buyer's company.
    const supplier = await login(server, SUPPLIER_USER);
    expect((await publish(supplier, title('x'), 1)).statusCode).toBe(403);
    expect((await call(supplier, 'versions', TENANT_KEY)).statusCode).toBe(403);
  });

  it("keeps the suppliers' overlay for the suppliers: they read it, staff do not get it, another account cannot read it", async () => {
    expect((await publish(admin, title('For suppliers'), 0, SUPPLIERS_KEY, 'supplier portal title')).statusCode).toBe(200);
    expect((await publish(admin, title('For everyone'), 0, TENANT_KEY)).statusCode).toBe(200);
    // Separate keys, separate histories.
    expect((await history(admin, SUPPLIERS_KEY)).rows.map((row) => row.note)).toEqual(['supplier portal title']);
    const find = (session: Session, filter: Record<string, unknown>) => call(session, 'findPageList', { configType: 'layout', ...filter });
    const rowsOf = async (session: Session, filter: Record<string, unknown>) => body<{ rows: LayoutConfigRow[] }>(await find(session, filter)).data.rows.map((row) => row.configJson);
    const supplier = await login(server, SUPPLIER_USER);
    expect(await rowsOf(supplier, SUPPLIERS_KEY)).toEqual([title('For suppliers')]);
    expect(await rowsOf(supplier, TENANT_KEY)).toEqual([title('For everyone')]);
    // Staff who are not admins: never in their rows, refused when asked for by its key.
    const user = await login(server, BUYER_USER);
    expect(await rowsOf(user, { elsAccount: '307000' })).toEqual([title('For everyone')]);
    const asked = await find(user, SUPPLIERS_KEY);
    expect(asked.statusCode).toBe(403);
    expect(body(asked).messageCode).toBe('layoutConfig.suppliersReadNeedsAdmin');
    // The admin reads it (for the editor).
    expect(await rowsOf(admin, SUPPLIERS_KEY)).toEqual([title('For suppliers')]);
    // Staff of another buyer account read nothing of it.
    await server.ctx.accounts.insertTenant('520000', 'Other buyer', 'buyer');
    await server.ctx.accounts.insertAccount({
      elsAccount: '520000',
      elsSubAccount: '1001',
      name: 'Other buyer',
      station: 'purchase',
      permission: 'admin',
      roles: ['admin'],
      environment: 'demo',
      passwordHash: (
        await server.db.selectFrom('accounts').select('password_hash').where('els_account', '=', '307000').where('els_sub_account', '=', '1001').executeTakeFirstOrThrow()
      ).password_hash as string,
    });
    const other = await login(server, { elsAccount: '520000', elsSubAccount: '1001', password: BUYER_ADMIN.password });
    const cross = await find(other, SUPPLIERS_KEY);
    expect(cross.statusCode).toBe(403);
    expect(cross.body).not.toContain('For suppliers');
    expect((await call(other, 'versions', SUPPLIERS_KEY)).statusCode).toBe(403);
    expect((await publish(other, title('x'), 1, SUPPLIERS_KEY)).statusCode).toBe(403);
    // Only the company's admins write it.
    expect((await publish(user, title('x'), 1, SUPPLIERS_KEY)).statusCode).toBe(403);
    expect((await publish(supplier, title('x'), 1, SUPPLIERS_KEY)).statusCode).toBe(403);
  });

  it("checks a supplier's own overlay over the suppliers' overlay, as the supplier's portal composes it", async () => {
    // The suppliers' overlay removes the lock item: a supplier's own overlay can no longer change it.
    expect((await publish(admin, '{"topBar":{"lock":null}}', 0, SUPPLIERS_KEY)).statusCode).toBe(200);
    const supplier = await login(server, SUPPLIER_USER);
    const ownKey = { elsAccount: supplier.elsAccount, elsSubAccount: supplier.elsSubAccount, toElsAccount: '' };
    const refused = await publish(supplier, '{"topBar":{"lock":{"order":99}}}', 0, ownKey);
    expect(refused.statusCode).toBe(400);
    expect(body<{ issues: { pointer: string; rule: string }[] }>(refused).data.issues[0]).toMatchObject({ pointer: '/topBar/lock', rule: 'unknownItem' });
    // Staff compose without it: the same overlay is theirs to publish.
    const user = await login(server, BUYER_USER);
    expect((await publish(user, '{"topBar":{"lock":{"order":99}}}', 0, { elsAccount: '307000', elsSubAccount: '1002', toElsAccount: '' })).statusCode).toBe(200);
  });

  it('turns the rows stored before versions into version 1 of their key (migration 16)', async () => {
    // The migration runs again over a database that has a row and no versions yet.
    expect((await call(admin, 'save', { ...TENANT_KEY, configType: 'layout', configJson: title('Old') })).statusCode).toBe(200);
    expect((await call(admin, 'save', { ...TENANT_KEY, configType: 'table', configJson: '{"columns":[{"field":"a","visible":true,"width":80,"order":0}]}' })).statusCode).toBe(200);
    await sql`DROP TABLE layout_versions`.execute(server.db);
    await rerunMigration(server.db, layoutConfigMigrations.find((migration) => migration.version === 16)!);
    const list = await history(admin);
    expect(list.current).toBe(1);
    expect(list.total).toBe(1);
    expect(await versionCount()).toBe(1);
    expect(list.rows[0]).toMatchObject({ version: 1, action: 'publish', author: { elsAccount: 'migration', elsSubAccount: '', name: 'migration' } });
    expect((await publish(admin, title('New'), 1)).statusCode).toBe(200);
  });
});
