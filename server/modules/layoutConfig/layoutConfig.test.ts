import { createLayoutPatchValidator } from '../../platform/shellRules.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LayoutConfigRow } from '../../../src/contract/layoutConfig.js';
import { API, BUYER_ADMIN, BUYER_USER, SUPPLIER_USER, body, login, startTestServer, type Session, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

describe('layout overlays', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await server.dispose();
  });

  const save = (session: Session, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: `${API}${endpoints.saveLayoutConfig.path}`, headers: session.headers, payload });
  const find = (session: Session, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: `${API}${endpoints.findLayoutConfigs.path}`, headers: session.headers, payload });
  const tenantOverlay = (configJson: string | null) => ({
    elsAccount: '307000',
    elsSubAccount: '',
    toElsAccount: '',
    configType: 'layout',
    configJson,
  });

  it('saves the tenant overlay as admin and reads it back', async () => {
    const admin = await login(server, BUYER_ADMIN);
    const patch = JSON.stringify({ app: { siteTitle: '演示 SRM' }, indexBlocks: { logistics: null } });
    const saved = await save(admin, tenantOverlay(patch));
    expect(saved.statusCode).toBe(200);
    const uuid = body<{ uuid: string }>(saved).data.uuid;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    // Saving again updates the same row and keeps its uuid.
    const patch2 = JSON.stringify({ app: { siteTitle: '演示 SRM 2' } });
    expect(body<{ uuid: string }>(await save(admin, tenantOverlay(patch2))).data.uuid).toBe(uuid);

    const user = await login(server, BUYER_USER);
    const found = await find(user, { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout' });
    expect(found.statusCode).toBe(200);
    const data = body<{ rows: LayoutConfigRow[]; total: number }>(found).data;
    expect(data.total).toBe(1);
    expect(data.rows[0]).toMatchObject({
      uuid,
      elsAccount: '307000',
      elsSubAccount: '',
      toElsAccount: '',
      configType: 'layout',
      configJson: patch2,
    });
    expect(Date.parse(data.rows[0]?.updatedAt ?? '')).not.toBeNaN();
  });

  // Counter-examples of saveVerdict.property.test.ts: refusals of the text as a whole named no pointer.
  it('refuses a text that is not a JSON object, too large or not JSON with the pointer of the whole (issue 28)', async () => {
    const admin = await login(server, BUYER_ADMIN);
    for (const [configJson, messageCode] of [
      ['null', 'layoutConfig.notObject'],
      ['[1]', 'layoutConfig.notObject'],
      ['{"app":', 'layoutConfig.notJson'],
      [JSON.stringify({ app: { siteTitle: 'x'.repeat(270_000) } }), 'layoutConfig.tooLarge'],
    ] as const) {
      const refused = await save(admin, tenantOverlay(configJson));
      expect(refused.statusCode).toBe(400);
      expect(body<{ pointer: string }>(refused)).toMatchObject({ messageCode, data: { pointer: '' } });
    }
  });

  it('refuses the tenant overlay for a non-admin with 403 but allows its own overlay', async () => {
    const user = await login(server, BUYER_USER);
    const refused = await save(user, tenantOverlay('{}'));
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('403');

    const other = await save(user, { ...tenantOverlay('{}'), elsSubAccount: '1001' });
    expect(other.statusCode).toBe(403);

    const own = await save(user, { ...tenantOverlay(JSON.stringify({ app: { defaultLanguage: 'en' } })), elsSubAccount: '1002' });
    expect(own.statusCode).toBe(200);
    const rows = body<{ rows: LayoutConfigRow[] }>(await find(user, { elsAccount: '307000' })).data.rows;
    expect(rows.map((row) => row.elsSubAccount)).toEqual(['1002']);
  });

  it("shows another sub-account's rows only to an admin", async () => {
    const admin = await login(server, BUYER_ADMIN);
    const user = await login(server, BUYER_USER);
    await save(admin, tenantOverlay('{}'));
    await save(admin, { ...tenantOverlay('{"app":{}}'), elsSubAccount: '1001' });
    await save(user, { ...tenantOverlay('{"app":{}}'), elsSubAccount: '1002' });

    const asAdmin = body<{ rows: LayoutConfigRow[]; total: number }>(await find(admin, { elsAccount: '307000' })).data;
    expect(asAdmin.rows.map((row) => row.elsSubAccount)).toEqual(['', '1001', '1002']);
    const asUser = body<{ rows: LayoutConfigRow[] }>(await find(user, { elsAccount: '307000' })).data;
    expect(asUser.rows.map((row) => row.elsSubAccount)).toEqual(['', '1002']);
    const explicit = await find(user, { elsAccount: '307000', elsSubAccount: '1001' });
    expect(explicit.statusCode).toBe(403);
  });

  it("never returns another account's rows but the tenant-wide layout of the tenant a supplier signs in to", async () => {
    const admin = await login(server, BUYER_ADMIN);
    await save(admin, tenantOverlay('{"app":{"siteTitle":"buyer"}}'));
    await save(admin, { ...tenantOverlay('{"app":{"siteTitle":"buyer admin own"}}'), elsSubAccount: admin.elsSubAccount });
    const supplier = await login(server, SUPPLIER_USER);

    const own = body<{ rows: LayoutConfigRow[]; total: number }>(await find(supplier, { elsAccount: '300100' })).data;
    expect(own).toEqual({ rows: [], total: 0, pageNo: 1, pageSize: 20 });
    const noFilter = body<{ rows: LayoutConfigRow[] }>(await find(supplier, {})).data;
    expect(noFilter.rows).toEqual([]);
    // The deployment (no tenant here) is the buyer's portal (app.defaultAccount 307000): its tenant-wide layout is the supplier's too.
    const tenantWide = body<{ rows: LayoutConfigRow[] }>(await find(supplier, { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout' })).data;
    expect(tenantWide.rows.map((row) => row.configJson)).toEqual(['{"app":{"siteTitle":"buyer"}}']);
    // Nothing else of the buyer's account: not a user's own overlay, not the account's rows at large.
    for (const filter of [{ elsAccount: '307000', elsSubAccount: '1001', configType: 'layout' }, { elsAccount: '307000' }, { elsAccount: '307000', elsSubAccount: '', configType: 'table' }]) {
      const cross = await find(supplier, filter);
      expect(cross.statusCode, JSON.stringify(filter)).toBe(403);
      expect(JSON.stringify(body(cross).data ?? null)).not.toContain('buyer');
    }

    const crossSave = await save(supplier, tenantOverlay('{}'));
    expect(crossSave.statusCode).toBe(403);
  });

  it('refuses invalid configJson with 400', async () => {
    const admin = await login(server, BUYER_ADMIN);
    for (const configJson of ['not json', '[1,2]', '"text"', '42', 'x'.repeat(256 * 1024 + 1)]) {
      const response = await save(admin, tenantOverlay(configJson));
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('400');
    }
    const missing = await save(admin, { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout' });
    expect(missing.statusCode).toBe(400);
    const count = await server.db.selectFrom('layout_configs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('deletes a row when configJson is null', async () => {
    const admin = await login(server, BUYER_ADMIN);
    const uuid = body<{ uuid: string }>(await save(admin, tenantOverlay('{}'))).data.uuid;
    const deleted = await save(admin, tenantOverlay(null));
    expect(deleted.statusCode).toBe(200);
    expect(body<{ uuid: string | null }>(deleted).data.uuid).toBe(uuid);
    expect(body<{ total: number }>(await find(admin, { elsAccount: '307000' })).data.total).toBe(0);
  });

  it('runs the shell\'s layout checks on layout overlays and reports pointer and rule once', async () => {
    await server.dispose();
    server = await startTestServer({ validateLayoutPatch: createLayoutPatchValidator() });
    const admin = await login(server, BUYER_ADMIN);
    const refused = await save(admin, tenantOverlay('{"unknownKey":1}'));
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toMatch(/^布局配置无效：\/unknownKey: additionalProperties: property "unknownKey" is not allowed/);
    expect(body(refused).message).not.toContain('布局覆盖层无效');
    // The pointer and rule travel as the parameter of the message code, for the shell's own language.
    expect(body(refused).messageCode).toBe('layoutConfig.invalidOverlay');
    expect(String(body(refused).messageParams?.detail)).toMatch(/^\/unknownKey: additionalProperties: /);
    // Valid as a patch, but the base merged with it lacks a required property.
    const broken = await save(admin, tenantOverlay('{"app":{"siteTitle":null}}'));
    expect(broken.statusCode).toBe(400);
    expect(body(broken).message).toMatch(/^布局配置无效：\/app\/siteTitle: required: /);
    expect((await save(admin, tenantOverlay('{"app":{}}'))).statusCode).toBe(200);
    // A config type the server has no schema for is not stored at all (issue 8, defect 5).
    const unknownType = await save(admin, { ...tenantOverlay('{"unknownKey":1}'), configType: 'grid' });
    expect(unknownType.statusCode).toBe(400);
    expect(body(unknownType).messageCode).toBe('layoutConfig.unknownType');
  });

  it('refuses an overlay whose references point nowhere, with the same messages as config:check and the editor', async () => {
    await server.dispose();
    server = await startTestServer({ validateLayoutPatch: createLayoutPatchValidator() });
    const admin = await login(server, BUYER_ADMIN);
    const refused = await save(admin, tenantOverlay('{"indexBlocks":{"order":{"block":"home.orders"}},"topBar":{"help":{"order":95,"kind":"link","to":"/portal/hepl"}}}'));
    expect(refused.statusCode).toBe(400);
    expect(body(refused).messageCode).toBe('layoutConfig.invalidOverlay');
    // Each issue travels whole in the answer, so the editor can show it beside its pointer.
    expect(body<{ issues: unknown[] }>(refused).data.issues).toEqual([
      { pointer: '/topBar/help/to', rule: 'unknownRoute', message: 'no route serves `/portal/hepl` (add a route with this path to routes, or point to one that exists)' },
      {
        pointer: '/indexBlocks/order/block',
        rule: 'unknownBlock',
        message: 'no plugin block `home.orders` exists — did you mean `home.order`? (blocks: home.head, home.purchase, home.enquiry, home.order, home.logistics, home.text, home.greeting, home.supplierConfirm, home.supplierDelivery, home.supplierEnquiries, home.supplierFinance)',
      },
    ]);
    const misspelt = await save(admin, tenantOverlay('{"indexBlocks":{"orders":{"order":45,"title":"Orders"}}}'));
    expect(body(misspelt).message).toBe('布局配置无效：/indexBlocks/orders: unknownItem: no item `orders` exists in indexBlocks — did you mean `order`? (a new item needs `block`)');
    // What was already there is not the overlay's fault: the base's own rules pass with a harmless change.
    expect((await save(admin, tenantOverlay('{"indexBlocks":{"order":{"title":"Orders"}}}'))).statusCode).toBe(200);
  });

  it("refuses an overlay, even a tenant admin's, that says where the users' tokens go", async () => {
    await server.dispose();
    server = await startTestServer({ validateLayoutPatch: createLayoutPatchValidator() });
    const admin = await login(server, BUYER_ADMIN);
    const user = await login(server, BUYER_USER);
    for (const [json, pointer] of [
      ['{"push":{"brokerUrl":"wss://collector.example/mqtt"}}', '/push/brokerUrl'],
      ['{"push":{"topicTemplate":"srm/{elsAccount}_{elsSubAccount}"}}', '/push/topicTemplate'],
      ['{"app":{"apiBasePath":"https://collector.example/apis"}}', '/app/apiBasePath'],
    ] as const) {
      for (const [session, row] of [
        [admin, tenantOverlay(json)],
        [user, { ...tenantOverlay(json), elsSubAccount: user.elsSubAccount }],
      ] as const) {
        const refused = await save(session, row);
        expect(refused.statusCode, json).toBe(400);
        expect(body(refused).message).toContain(`${pointer}: deploymentOnly: `);
      }
    }
    // The rest of the push section stays the tenant's to change.
    expect((await save(admin, tenantOverlay('{"push":{"enabled":false}}'))).statusCode).toBe(200);
  });
});
