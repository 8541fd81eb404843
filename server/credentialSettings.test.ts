// Issue 28: how a password travels is the deployment's decision. app.passwordTransport is the key the
// shell encrypts every password with before it sends it, and the server decrypts with the key of its
// own files; a tenant-wide overlay that set another one made the right password fail the lock screen
// (each try counted by the unlock throttle) and the password change. No stored overlay may set it now:
// the save, the publish and the rollback refuse it (rule deploymentOnly, with its pointer), and a row
// stored before this rule is left out when the shell composes the layout, so unlocking still works.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeLayout, layerKindOfScope } from '../src/core/config/layers.js';
import { encryptPassword, type PasswordTransportConfig } from '../src/core/session/passwordTransport.js';
import type { LayoutConfigRow } from '../src/contract/layoutConfig.js';
import { endpoints } from '../src/contract/endpoints/index.js';
import type { LayoutDocument } from '../src/generated/layout.js';
import { API, BUYER_ADMIN, BUYER_USER, body, login, startTestServer, type Session, type TestServer } from './testServer.js';
import { REPO_ROOT } from './platform/paths.js';

const BASE = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'config', 'base', 'layout.json'), 'utf8')) as LayoutDocument;
/** A transport of the right form that is not the deployment's. */
const FOREIGN: PasswordTransportConfig = { key: 'Another@Key-2026', iv: 'Another@IV-2026!' };
const SETS_TRANSPORT = JSON.stringify({ app: { siteTitle: 'ACME SRM', passwordTransport: FOREIGN } });
const TENANT_KEY = { elsAccount: '307000', elsSubAccount: '', toElsAccount: '' };

interface Issue {
  pointer: string;
  rule: string;
}

describe('how passwords travel is the deployment’s (issue 28)', () => {
  let server: TestServer;
  let admin: Session;
  let user: Session;
  beforeAll(async () => {
    server = await startTestServer();
    [admin, user] = await Promise.all([login(server, BUYER_ADMIN), login(server, BUYER_USER)]);
  });
  afterAll(async () => {
    await server.dispose();
  });

  const call = (session: Session, url: string, payload: unknown) =>
    server.app.inject({ method: 'POST', url: `${API}${url}`, headers: session.headers, payload: payload as Record<string, unknown> });
  const refusedForTransport = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(body(response).messageCode).toBe('layoutConfig.invalidOverlay');
    expect(body<{ issues: Issue[] }>(response).data.issues.map(({ pointer, rule }) => `${pointer} ${rule}`)).toEqual(['/app/passwordTransport deploymentOnly']);
  };
  const inForce = async (key: typeof TENANT_KEY) =>
    (
      await server.db
        .selectFrom('layout_configs')
        .select('config_json')
        .where('els_account', '=', key.elsAccount)
        .where('els_sub_account', '=', key.elsSubAccount)
        .where('to_els_account', '=', key.toElsAccount)
        .where('config_type', '=', 'layout')
        .executeTakeFirst()
    )?.config_json;

  it('refuses a tenant-wide, suppliers’ or personal overlay that sets the password transport, on save and on publish, and stores nothing', async () => {
    const ownKey = { elsAccount: user.elsAccount, elsSubAccount: user.elsSubAccount, toElsAccount: '' };
    const suppliersKey = { ...TENANT_KEY, toElsAccount: '*' };
    for (const [session, key] of [
      [admin, TENANT_KEY],
      [admin, suppliersKey],
      [user, ownKey],
    ] as const) {
      refusedForTransport(await call(session, endpoints.saveLayoutConfig.path, { ...key, configType: 'layout', configJson: SETS_TRANSPORT }));
      refusedForTransport(await call(session, endpoints.publishLayoutOverlay.path, { ...key, configJson: SETS_TRANSPORT, note: '', baseVersion: 0 }));
      expect(await inForce(key)).toBeUndefined();
    }
    // The rest of app stays the tenant's to change.
    expect((await call(admin, endpoints.saveLayoutConfig.path, { ...TENANT_KEY, configType: 'layout', configJson: '{"app":{"siteTitle":"ACME SRM"}}' })).statusCode).toBe(200);
  });

  it('refuses to roll back to a version that set it, stored before the rule', async () => {
    const key = { ...TENANT_KEY, toElsAccount: '*' };
    const publish = async (configJson: string, baseVersion: number) =>
      body<{ version: number }>(await call(admin, endpoints.publishLayoutOverlay.path, { ...key, configJson, note: '', baseVersion })).data.version;
    const first = await publish('{"app":{"siteTitle":"One"}}', 0);
    // The first version as an older release kept it: with the transport, written straight into the table.
    await server.db
      .updateTable('layout_versions')
      .set({ config_json: SETS_TRANSPORT })
      .where('els_account', '=', key.elsAccount)
      .where('els_sub_account', '=', key.elsSubAccount)
      .where('to_els_account', '=', key.toElsAccount)
      .where('version', '=', first)
      .execute();
    const second = await publish('{"app":{"siteTitle":"Two"}}', first);
    refusedForTransport(await call(admin, endpoints.rollbackLayoutOverlay.path, { ...key, version: first, baseVersion: second, note: '' }));
    expect(await inForce(key)).toBe('{"app":{"siteTitle":"Two"}}');
  });

  it('leaves out a stored row that sets it, written before the rule, so the lock screen still opens with the right password', async () => {
    // A tenant-wide overlay as an older release stored it: saved, then given the transport straight in the table.
    expect((await call(admin, endpoints.saveLayoutConfig.path, { ...TENANT_KEY, configType: 'layout', configJson: '{"app":{"siteTitle":"ACME SRM"}}' })).statusCode).toBe(200);
    await server.db.updateTable('layout_configs').set({ config_json: SETS_TRANSPORT }).where('els_account', '=', '307000').where('els_sub_account', '=', '').where('to_els_account', '=', '').execute();

    // The user's shell reads it as the overlay store does and composes it over the deployment's base.
    const found = body<{ rows: LayoutConfigRow[] }>(await call(user, endpoints.findLayoutConfigs.path, { ...TENANT_KEY, configType: 'layout', pageNo: 1, pageSize: 1 })).data.rows;
    expect(found.map((row) => row.configJson)).toEqual([SETS_TRANSPORT]);
    const composed = composeLayout([
      { kind: 'base', source: 'config/base/layout.json', patch: BASE },
      { kind: layerKindOfScope('tenant'), source: 'tenant-wide overlay', patch: JSON.parse(found[0]!.configJson) as unknown },
    ]);
    expect(composed.applied).toEqual(['base']);
    expect(composed.failures.flatMap((failure) => failure.issues.map(({ pointer, rule }) => `${pointer} ${rule}`))).toEqual(['/app/passwordTransport deploymentOnly']);
    const transport = composed.layout.app.passwordTransport;
    expect(transport).toEqual(BASE.app.passwordTransport);

    // Locked, the user unlocks with the right password encrypted as the composed layout says: let in.
    expect((await call(user, endpoints.lockSession.path, null)).statusCode).toBe(200);
    const unlocked = await call(user, endpoints.verifyElsAccount.path, { password: encryptPassword(BUYER_USER.password, transport) });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(body<{ valid: boolean }>(unlocked).data.valid).toBe(true);
    // What the stored key would have made of it: the right password refused (and counted).
    expect((await call(user, endpoints.lockSession.path, null)).statusCode).toBe(200);
    const foreign = await call(user, endpoints.verifyElsAccount.path, { password: encryptPassword(BUYER_USER.password, FOREIGN) });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).messageCode).toBe('account.unlockPasswordError');
    expect((await call(user, endpoints.verifyElsAccount.path, { password: encryptPassword(BUYER_USER.password, transport) })).statusCode).toBe(200);
  });
});
