// Issue 8, defects 3, 5, 8 and 9: what a stored configuration may be. Only known config types, each
// checked by its own schema; bounded nesting (refused before any recursive walk); a row limit per
// user and a byte limit per tenant; a layout overlay checked against the document it will really
// be merged into (base → the deployment tenant's file → the tenant-wide overlay); in-portal
// addresses never protocol-relative; findPageList paged.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_BYTES_PER_USER, type LayoutConfigRow } from '../../../src/contract/layoutConfig.js';
import { REPO_ROOT } from '../../platform/paths.js';
import { API, BUYER_ADMIN, BUYER_USER, SUPPLIER_USER, body, login, startTestServer, tempDir, type Session, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { keptBytes } from './quotaTestKit.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

/** The repository's config folder (base and the acme tenant), copied. */
function repoConfig(): string {
  const dir = tempDir('srm-config-');
  fs.cpSync(path.join(REPO_ROOT, 'config'), dir, { recursive: true });
  return dir;
}

const save = (s: TestServer, session: Session, payload: Record<string, unknown>) =>
  s.app.inject({ method: 'POST', url: `${API}${endpoints.saveLayoutConfig.path}`, headers: session.headers, payload });
const find = (s: TestServer, session: Session, payload: Record<string, unknown>) =>
  s.app.inject({ method: 'POST', url: `${API}${endpoints.findLayoutConfigs.path}`, headers: session.headers, payload });
const own = (session: Session, configJson: string | null, extra: Record<string, unknown> = {}) => ({
  elsAccount: session.elsAccount,
  elsSubAccount: session.elsSubAccount,
  toElsAccount: '',
  configType: 'layout',
  configJson,
  ...extra,
});
const tenantWide = (configJson: string | null, extra: Record<string, unknown> = {}) => ({
  elsAccount: '307000',
  elsSubAccount: '',
  toElsAccount: '',
  configType: 'layout',
  configJson,
  ...extra,
});

describe('defect 3: nesting depth', () => {
  for (const levels of [5_000, 100_000]) {
    it(`refuses ${levels.toLocaleString('en')} levels with 400 and a pointer, quickly, never 500`, async () => {
      server = await startTestServer();
      const user = await login(server, BUYER_USER);
      // Arrays: two characters a level, so 100,000 levels stay under the 256 KB limit.
      const deepArrays = `{"app":${'['.repeat(levels)}${']'.repeat(levels)}}`;
      const deepObjects = `${'{"a":'.repeat(Math.min(levels, 40_000))}1${'}'.repeat(Math.min(levels, 40_000))}`;
      for (const configJson of [deepArrays, deepObjects]) {
        const started = performance.now();
        const response = await save(server, user, own(user, configJson));
        const ms = performance.now() - started;
        console.info(`[measure] ${levels} levels (${configJson.length} chars): ${response.statusCode} in ${ms.toFixed(1)} ms`);
        expect(response.statusCode).toBe(400);
        expect(body(response).messageCode).toBe('layoutConfig.tooDeep');
        const pointer = String((body(response).data as { pointer?: string } | null)?.pointer);
        expect(pointer.startsWith('/')).toBe(true);
        expect(pointer.split('/').length - 1).toBe(32);
        expect(body(response).message).toContain(pointer);
      }
    });
  }

  it('accepts the nesting a layout really has', async () => {
    server = await startTestServer();
    const admin = await login(server, BUYER_ADMIN);
    const patch = { topBar: { helpCenter: { order: 95, kind: 'link', label: { zh_cn: '帮助', en: 'Help' }, to: '/portal/info/documentCenter' } } };
    expect((await save(server, admin, tenantWide(JSON.stringify(patch)))).statusCode).toBe(200);
  });
});

describe('defect 5: what a user may store', () => {
  it('accepts only the known config types, each checked by its schema', async () => {
    server = await startTestServer();
    const user = await login(server, SUPPLIER_USER);
    for (const configType of ['grid', 'Layout', 'layout ', 'Table', '__proto__']) {
      const refused = await save(server, user, own(user, '{"unknownKey":1}', { configType }));
      expect(refused.statusCode, configType).toBe(400);
      expect(body(refused).messageCode, configType).toBe('layoutConfig.unknownType');
    }
    const invalid = await save(server, user, own(user, '{"unknownKey":1}'));
    expect(body(invalid).messageCode).toBe('layoutConfig.invalidOverlay');
    const invalidTable = await save(server, user, own(user, '{"unknownKey":1}', { configType: 'table' }));
    expect(body(invalidTable).messageCode).toBe('layoutConfig.invalidTableConfig');
    const count = await server.db.selectFrom('layout_configs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('limits the rows of one user and says so; updating or deleting a row stays possible', async () => {
    server = await startTestServer({ configLimits: { rowsPerUser: 3 } });
    const user = await login(server, SUPPLIER_USER);
    const patch = JSON.stringify({ app: { siteTitle: 'mine' } });
    for (const to of ['', 'a', 'b']) expect((await save(server, user, own(user, patch, { toElsAccount: to }))).statusCode).toBe(200);
    const fourth = await save(server, user, own(user, patch, { toElsAccount: 'c' }));
    expect(fourth.statusCode).toBe(400);
    expect(body(fourth)).toMatchObject({ messageCode: 'layoutConfig.tooManyRows', messageParams: { limit: 3 } });
    expect((await save(server, user, own(user, JSON.stringify({ app: { siteTitle: 'changed' } }), { toElsAccount: 'b' }))).statusCode).toBe(200);
    expect((await save(server, user, own(user, null, { toElsAccount: 'b' }))).statusCode).toBe(200);
    expect((await save(server, user, own(user, patch, { toElsAccount: 'c' }))).statusCode).toBe(200);
  });

  it("limits the bytes of the company's own overlays, their versions included; a user's own rows are not the company's", async () => {
    server = await startTestServer({ configLimits: { bytesPerTenant: 100 * 1024 } });
    const buyer = await login(server, BUYER_USER);
    const admin = await login(server, BUYER_ADMIN);
    const big = (kilobytes: number) => JSON.stringify({ loginPage: { defaults: { advertisement: 'x'.repeat(kilobytes * 1024) } } });
    // A user's own 60 KB count against the user's budget, not the company's.
    expect((await save(server, buyer, own(buyer, big(60)))).statusCode).toBe(200);
    // The tenant-wide overlay: its row and its version, 2 × 40 KB.
    expect((await save(server, admin, tenantWide(big(40)))).statusCode).toBe(200);
    const over = await save(server, admin, tenantWide(big(10), { toElsAccount: '*' }));
    expect(over.statusCode).toBe(400);
    expect(body(over)).toMatchObject({ messageCode: 'layoutConfig.tenantQuota', messageParams: { kilobytes: 100 } });
    // Replacing a row counts its new size; the old version makes room.
    expect((await save(server, admin, tenantWide(big(30)))).statusCode).toBe(200);
    expect((await save(server, admin, tenantWide(big(10), { toElsAccount: '*' }))).statusCode).toBe(200);
    // Another company has its own budget.
    const supplier = await login(server, SUPPLIER_USER);
    expect((await save(server, supplier, own(supplier, big(90)))).statusCode).toBe(200);
  });

  it('bounds what one self-registered supplier can store by default (the probe stored 100 rows of 255 KB)', async () => {
    server = await startTestServer();
    const user = await login(server, SUPPLIER_USER);
    const row = JSON.stringify({ loginPage: { defaults: { advertisement: 'x'.repeat(255 * 1024 - 100) } } });
    let stored = 0;
    for (let i = 0; i < 100; i += 1) {
      const response = await save(server, user, own(user, row, { toElsAccount: `t${i}` }));
      if (response.statusCode !== 200) {
        expect(['layoutConfig.tooManyRows', 'layoutConfig.userQuota']).toContain(body(response).messageCode);
        break;
      }
      stored += 1;
    }
    const rows = await server.db.selectFrom('layout_configs').select('config_json').where('els_account', '=', '300100').execute();
    const bytes = rows.reduce((sum, row: { config_json: string }) => sum + Buffer.byteLength(row.config_json, 'utf8'), 0);
    console.info(`[measure] default limits: ${stored} rows of 255 KB stored, ${(bytes / 1024 / 1024).toFixed(2)} MB`);
    expect(stored).toBeLessThan(20);
    expect(bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    // With their versions, within the user's budget.
    expect(await keptBytes(server, '300100', user.elsSubAccount)).toBeLessThanOrEqual(DEFAULT_CONFIG_BYTES_PER_USER);
  });

  it('pages findPageList, keeping the total, with bounds', async () => {
    server = await startTestServer();
    const admin = await login(server, BUYER_ADMIN);
    for (const to of ['a', 'b', 'c', 'd', 'e']) expect((await save(server, admin, own(admin, '{"app":{}}', { toElsAccount: to }))).statusCode).toBe(200);
    const first = body<{ rows: LayoutConfigRow[]; total: number; pageNo: number; pageSize: number }>(await find(server, admin, { elsAccount: '307000', pageNo: 1, pageSize: 2 })).data;
    expect(first).toMatchObject({ total: 5, pageNo: 1, pageSize: 2 });
    expect(first.rows.map((row) => row.toElsAccount)).toEqual(['a', 'b']);
    const last = body<{ rows: LayoutConfigRow[]; total: number }>(await find(server, admin, { elsAccount: '307000', pageNo: 3, pageSize: 2 })).data;
    expect(last.rows.map((row) => row.toElsAccount)).toEqual(['e']);
    expect(last.total).toBe(5);
    const byDefault = body<{ rows: LayoutConfigRow[]; pageSize: number }>(await find(server, admin, { elsAccount: '307000' })).data;
    expect(byDefault.rows).toHaveLength(5);
    expect(byDefault.pageSize).toBe(20);
    for (const paging of [{ pageSize: 101 }, { pageSize: 0 }, { pageNo: 0 }, { pageNo: 1.5 }, { pageSize: 'all' }]) {
      expect((await find(server, admin, { elsAccount: '307000', ...paging })).statusCode, JSON.stringify(paging)).toBe(400);
    }
  });
});

/** The repository's config folder with a second tenant, globex (its file as given). */
function configWithGlobex(globex: Record<string, unknown> = { app: { siteTitle: 'Globex SRM' } }): string {
  const dir = repoConfig();
  fs.mkdirSync(path.join(dir, 'tenants', 'globex'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'tenants', 'globex', 'layout.json'), JSON.stringify(globex));
  return dir;
}

/** The configJson texts of the tenant-wide layout row a session reads under a deployment tenant, as the shell asks for it. */
async function tenantWideSeen(s: TestServer, session: Session, tenant: string, company = '307000'): Promise<string[]> {
  const response = await find(s, session, { elsAccount: company, elsSubAccount: '', toElsAccount: '', configType: 'layout', pageNo: 1, pageSize: 1, tenant });
  expect(response.statusCode, `${session.elsAccount} on ${tenant || 'no tenant'}`).toBe(200);
  return body<{ rows: LayoutConfigRow[] }>(response).data.rows.map((row) => row.configJson);
}

describe('issue 14.7: a tenant-wide overlay belongs to one deployment tenant', () => {
  it("saved for globex: seen by globex's staff and the supplier signing in to globex, not on acme, not with no tenant", async () => {
    server = await startTestServer({ configDir: configWithGlobex() });
    const admin = await login(server, BUYER_ADMIN);
    const staff = await login(server, BUYER_USER);
    const supplier = await login(server, SUPPLIER_USER);
    const globexTitle = JSON.stringify({ app: { siteTitle: 'Globex portal' } });
    expect((await save(server, admin, tenantWide(globexTitle, { tenant: 'globex' }))).statusCode).toBe(200);

    for (const session of [admin, staff, supplier]) expect(await tenantWideSeen(server, session, 'globex')).toEqual([globexTitle]);
    for (const session of [admin, staff, supplier]) {
      expect(await tenantWideSeen(server, session, 'acme')).toEqual([]);
      expect(await tenantWideSeen(server, session, '')).toEqual([]);
    }
    // acme keeps its own tenant-wide overlay beside globex's: one row per deployment tenant.
    const acmeTitle = JSON.stringify({ app: { siteTitle: 'Acme portal' } });
    expect((await save(server, admin, tenantWide(acmeTitle, { tenant: 'acme' }))).statusCode).toBe(200);
    expect(await tenantWideSeen(server, supplier, 'acme')).toEqual([acmeTitle]);
    expect(await tenantWideSeen(server, staff, 'globex')).toEqual([globexTitle]);
    // Deleting globex's leaves acme's.
    expect((await save(server, admin, tenantWide(null, { tenant: 'globex' }))).statusCode).toBe(200);
    expect(await tenantWideSeen(server, staff, 'globex')).toEqual([]);
    expect(await tenantWideSeen(server, staff, 'acme')).toEqual([acmeTitle]);
  });

  it('a user who is not an admin, and a supplier, cannot save the tenant-wide overlay', async () => {
    server = await startTestServer({ configDir: configWithGlobex() });
    const staff = await login(server, BUYER_USER);
    const supplier = await login(server, SUPPLIER_USER);
    const notAdmin = await save(server, staff, tenantWide('{}', { tenant: 'globex' }));
    expect(notAdmin.statusCode).toBe(403);
    expect(body(notAdmin).messageCode).toBe('layoutConfig.tenantWideNeedsAdmin');
    const asSupplier = await save(server, supplier, tenantWide('{}', { tenant: 'globex' }));
    expect(asSupplier.statusCode).toBe(403);
    expect(body(asSupplier).messageCode).toBe('layoutConfig.otherAccountSave');
  });

  it("a tenant of another company: the buyer's admin cannot save its tenant-wide overlay, and its staff see none of the buyer's", async () => {
    server = await startTestServer({ configDir: configWithGlobex({ app: { defaultAccount: { elsAccount: '520000' } } }) });
    const admin = await login(server, BUYER_ADMIN);
    const supplier = await login(server, SUPPLIER_USER);
    const refused = await save(server, admin, tenantWide('{"app":{"siteTitle":"x"}}', { tenant: 'globex' }));
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({
      messageCode: 'layoutConfig.notTenantCompany',
      messageParams: { tenant: 'globex', company: '520000' },
      message: '租户级布局只能由租户 globex 所属企业（520000）的管理员保存',
    });
    // The buyer's own tenant-wide overlay (for acme) never reaches globex's supplier, who reads globex's company's.
    expect((await save(server, admin, tenantWide('{"app":{"siteTitle":"Acme portal"}}', { tenant: 'acme' }))).statusCode).toBe(200);
    expect(await tenantWideSeen(server, supplier, 'globex', '520000')).toEqual([]);
    const foreign = await find(server, supplier, { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout', tenant: 'globex' });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('defect 8: an overlay is checked against the document it is merged into', () => {
  it("refuses a user overlay that is valid over the base but not over the deployment tenant's file", async () => {
    server = await startTestServer({ configDir: repoConfig() });
    const user = await login(server, BUYER_USER);
    const patch = JSON.stringify({ topBar: { density: { order: 5 } } });
    const overAcme = await save(server, user, own(user, patch, { tenant: 'acme' }));
    expect(overAcme.statusCode).toBe(400);
    // acme's file removes the density item, so the overlay names an item that does not exist there.
    expect(body(overAcme).message).toContain('/topBar/density: unknownItem: no item `density` exists in topBar (a new item needs `kind`)');
    expect(body(overAcme).data).toMatchObject({ pointer: '/topBar/density' });
    // Over the base alone (no tenant) it is fine.
    expect((await save(server, user, own(user, patch))).statusCode).toBe(200);
  });

  it("checks a user overlay over the tenant-wide overlay too, and a tenant-wide one over the tenant's file", async () => {
    server = await startTestServer({ configDir: repoConfig() });
    const admin = await login(server, BUYER_ADMIN);
    const user = await login(server, BUYER_USER);
    expect((await save(server, admin, tenantWide(JSON.stringify({ topBar: { language: null } }), { tenant: 'acme' }))).statusCode).toBe(200);
    const refused = await save(server, user, own(user, JSON.stringify({ topBar: { language: { order: 1 } } }), { tenant: 'acme' }));
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toContain('/topBar/language: unknownItem: no item `language` exists in topBar (a new item needs `kind`)');
    const adminRefused = await save(server, admin, tenantWide(JSON.stringify({ topBar: { density: { order: 5 } } }), { tenant: 'acme' }));
    expect(adminRefused.statusCode).toBe(400);
  });

  it('refuses a deployment tenant that does not exist', async () => {
    server = await startTestServer({ configDir: repoConfig() });
    const user = await login(server, BUYER_USER);
    for (const tenant of ['nope', '../base', 'a'.repeat(41)]) {
      const response = await save(server, user, own(user, '{}', { tenant }));
      expect(response.statusCode, tenant).toBe(400);
      expect(body(response).messageCode, tenant).toBe('tenant.unknown');
    }
    // A name is normalised: "ACME" and " acme " are the tenant acme.
    for (const tenant of ['ACME', ' acme ']) expect((await save(server, user, own(user, '{}', { tenant }))).statusCode, tenant).toBe(200);
  });
});

describe('defect 9: in-portal addresses are never protocol-relative', () => {
  it('refuses //evil.example in app.homeTab.path, topBar.*.to and auditLinks.*.path with the pointer', async () => {
    server = await startTestServer();
    const admin = await login(server, BUYER_ADMIN);
    const cases: Array<[unknown, string]> = [
      [{ app: { homeTab: { path: '//evil.example/x' } } }, '/app/homeTab/path'],
      [{ topBar: { personalInfo: { to: '//evil.example/x' } } }, '/topBar/personalInfo/to'],
      [{ auditLinks: { rfqEdit: { path: '//evil.example/x' } } }, '/auditLinks/rfqEdit/path'],
      [{ auditLinks: { rfqEdit: { path: '/\\evil.example/x' } } }, '/auditLinks/rfqEdit/path'],
    ];
    for (const [patch, pointer] of cases) {
      const response = await save(server, admin, tenantWide(JSON.stringify(patch)));
      expect(response.statusCode, pointer).toBe(400);
      expect(body(response).message, pointer).toContain(`${pointer}: pattern`);
    }
  });
});

describe('personal table configurations (configType table)', () => {
  const table = (session: Session, columns: unknown, toElsAccount = '') =>
    own(session, JSON.stringify({ columns }), { configType: 'table', toElsAccount });
  const columns = [
    { field: 'orderNumber', label: '订单号', visible: true, width: 160, order: 0 },
    { field: 'supplier.name', visible: false, width: 200, order: 1 },
  ];

  it('stores a bounded column list: data.uuid on save, data.rows on list', async () => {
    server = await startTestServer();
    const user = await login(server, BUYER_USER);
    const saved = await save(server, user, table(user, columns, 'orders'));
    expect(saved.statusCode).toBe(200);
    const uuid = body<{ uuid: string }>(saved).data.uuid;
    expect(uuid).toMatch(/\S/);
    const listed = body<{ rows: LayoutConfigRow[]; total: number }>(await find(server, user, { elsAccount: user.elsAccount, elsSubAccount: user.elsSubAccount, configType: 'table' })).data;
    expect(listed.rows.map((row) => [row.uuid, row.toElsAccount, row.configType])).toEqual([[uuid, 'orders', 'table']]);
    expect(JSON.parse(listed.rows[0]!.configJson)).toEqual({ columns });
    // Saving the same key again keeps the row (and its uuid).
    const again = await save(server, user, table(user, [{ ...columns[0], width: 180 }], 'orders'));
    expect(body<{ uuid: string }>(again).data.uuid).toBe(uuid);
  });

  it('refuses a bad shape with a clear message naming the place', async () => {
    server = await startTestServer();
    const user = await login(server, BUYER_USER);
    const cases: Array<[unknown, string, string]> = [
      [{ columns: [{ field: 'a', visible: 'yes', width: 100, order: 0 }] }, '/columns/0/visible', 'boolean'],
      [{ columns: [{ field: 'a', visible: true, width: 5, order: 0 }] }, '/columns/0/width', '>= 20'],
      [{ columns: [{ field: 'a b', visible: true, width: 100, order: 0 }] }, '/columns/0/field', 'pattern'],
      [{ columns: [{ field: 'a', visible: true, width: 100, order: 0, script: 'x' }] }, '/columns/0', 'additional'],
      [{ columns: [] }, '/columns', 'fewer than 1'],
      [{ rows: [] }, '', 'required'],
      [{ columns: Array.from({ length: 101 }, (_, i) => ({ field: `f${i}`, visible: true, width: 100, order: i })) }, '/columns', 'more than 100'],
      [{ columns: [{ field: 'a', visible: true, width: 100, order: 0 }, { field: 'a', visible: false, width: 100, order: 1 }] }, '/columns/1/field', 'appears twice'],
      [{ columns: [{ field: 'a', label: 'x'.repeat(60), visible: true, width: 100, order: 0 }], note: 'y'.repeat(20_000) }, '', 'at most 16 KB'],
    ];
    for (const [config, pointer, words] of cases) {
      const response = await save(server, user, own(user, JSON.stringify(config), { configType: 'table' }));
      const answer = body<{ pointer: string }>(response);
      expect(response.statusCode, pointer).toBe(400);
      expect(answer.messageCode).toBe('layoutConfig.invalidTableConfig');
      expect(answer.message).toMatch(/^表格配置无效：/);
      expect(answer.message).toContain(words);
      expect(answer.data.pointer).toBe(pointer);
    }
    const listed = body<{ rows: LayoutConfigRow[] }>(await find(server, user, { elsAccount: user.elsAccount, configType: 'table' })).data;
    expect(listed.rows).toEqual([]);
  });

  it("never lists another account's or another user's table rows", async () => {
    server = await startTestServer();
    const buyer = await login(server, BUYER_USER);
    const admin = await login(server, BUYER_ADMIN);
    const supplier = await login(server, SUPPLIER_USER);
    expect((await save(server, supplier, table(supplier, columns, 'S'))).statusCode).toBe(200);
    expect((await save(server, admin, table(admin, columns, 'A'))).statusCode).toBe(200);
    expect((await save(server, buyer, table(buyer, columns, 'B'))).statusCode).toBe(200);
    const listOf = async (session: Session, payload: Record<string, unknown>) => body<{ rows: LayoutConfigRow[] }>(await find(server!, session, payload)).data.rows;
    // The buyer sees only its own row, asked broadly or by type.
    for (const payload of [{ configType: 'table' }, {}, { elsAccount: buyer.elsAccount, configType: 'table' }]) {
      expect((await listOf(buyer, payload)).filter((row) => row.configType === 'table').map((row) => row.toElsAccount)).toEqual(['B']);
    }
    expect((await listOf(supplier, { configType: 'table' })).map((row) => row.toElsAccount)).toEqual(['S']);
    // Another account's rows: refused, not filtered to nothing.
    expect((await find(server, buyer, { elsAccount: supplier.elsAccount, configType: 'table' })).statusCode).toBe(403);
    // Another sub-account of the same account: refused for a non-admin.
    expect((await find(server, buyer, { elsAccount: buyer.elsAccount, elsSubAccount: admin.elsSubAccount, configType: 'table' })).statusCode).toBe(403);
    // Nor may anyone save into another account's table rows.
    expect((await save(server, buyer, { ...table(buyer, columns, 'X'), elsAccount: supplier.elsAccount })).statusCode).toBe(403);
  });
});
