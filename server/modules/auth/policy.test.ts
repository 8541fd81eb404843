import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../platform/paths.js';
import { BUYER_USER, body, enc, sessionCalls, serverForEachTest, tempDir } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

// A deployment with a strict tenant: the policy the layout states is the one the server enforces.
const configDir = tempDir('srm-policy-config-');
cpSync(path.join(REPO_ROOT, 'config'), configDir, { recursive: true });
mkdirSync(path.join(configDir, 'tenants', 'strict'), { recursive: true });
writeFileSync(
  path.join(configDir, 'tenants', 'strict', 'layout.json'),
  JSON.stringify({ app: { tokenTimeSeconds: 120 }, session: { maxSessionSeconds: 600, idleLockSeconds: 60, captcha: 'always' } }),
);

interface LoginData {
  token: string;
  refreshToken: string;
  expiresIn: number;
  sessionExpiresIn?: number;
}

describe('the session policy of the layout, enforced by the server', () => {
  const server = serverForEachTest({ configDir });
  const { post, get, captcha, loginAs } = sessionCalls(() => server);
  const password = enc(BUYER_USER.password);
  const strictLogin = async (): Promise<LoginData> => {
    const { captchaId, answer } = await captcha();
    const response = await loginAs({ ...BUYER_USER, password, tenant: 'strict', captchaId, captcha: answer });
    expect(response.statusCode).toBe(200);
    return body<LoginData>(response).data;
  };
  const refresh = (refreshToken: string) => post(endpoints.refreshToken.path, { ...BUYER_USER, refreshToken });

  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }));
  afterEach(() => vi.useRealTimers());

  it("asks a tenant whose policy says captcha 'always' for the captcha on the first attempt; others after failures", async () => {
    const first = await loginAs({ ...BUYER_USER, password, tenant: 'strict' });
    expect(first.statusCode).toBe(400);
    expect(body(first)).toMatchObject({ messageCode: 'auth.captchaRequired', data: { captchaRequired: true } });
    const wrong = await loginAs({ ...BUYER_USER, password, tenant: 'strict', captchaId: (await captcha()).captchaId, captcha: 'ZZZZ' });
    expect(body(wrong).messageCode).toBe('auth.captchaError');
    await strictLogin();
    // The deployment's default (the base layout): no captcha on a first attempt; an unknown tenant is refused.
    expect((await loginAs({ ...BUYER_USER, password })).statusCode).toBe(200);
    const unknown = await loginAs({ ...BUYER_USER, password, tenant: 'nosuch' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).messageCode).toBe('tenant.unknown');
    expect(body(unknown).message).toContain('nosuch');
  });

  it("signs tokens for the tenant's token time and tells the session's end; the server's own lifetime is the ceiling", async () => {
    const strict = await strictLogin();
    expect(strict.expiresIn).toBe(120);
    expect(strict.sessionExpiresIn).toBe(600);
    const plain = body<LoginData>(await loginAs({ ...BUYER_USER, password })).data;
    expect(plain.expiresIn).toBe(79200);
    expect(plain.sessionExpiresIn).toBeUndefined();
  });

  it('ends the session at its limit: refreshes are clipped to it, then refused, and the old tokens stop working', async () => {
    const strict = await strictLogin();
    vi.setSystemTime(Date.now() + 550_000);
    const renewed = await refresh(strict.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const data = body<LoginData>(renewed).data;
    // 50 s are left of the session: the new token lives that long, not the tenant's 120 s.
    expect(data.expiresIn).toBe(50);
    expect(data.sessionExpiresIn).toBe(50);
    vi.setSystemTime(Date.now() + 51_000);
    const refused = await refresh(data.refreshToken);
    expect(refused.statusCode).toBe(401);
    expect(body(refused)).toMatchObject({ messageCode: 'auth.sessionEnded', data: { reason: 'session-ended' } });
    const call = await get(endpoints.logout.path, { token: data.token, elsAccount: `${BUYER_USER.elsAccount}_${BUYER_USER.elsSubAccount}` });
    expect(call.statusCode).toBe(401);
    expect(body(call).data).toEqual({ reason: 'session-ended' });
  });

  it('a locked screen locks the session: every tab is refused (423) until the right password unlocks it; logout still works', async () => {
    const signedIn = body<LoginData>(await loginAs({ ...BUYER_USER, password })).data;
    const headers = { token: signedIn.token, elsAccount: `${BUYER_USER.elsAccount}_${BUYER_USER.elsSubAccount}` };
    expect((await get(endpoints.getMenu.path, headers)).statusCode).toBe(200);
    expect((await post(endpoints.lockSession.path, null, headers)).statusCode).toBe(200);
    const refused = await get(endpoints.getMenu.path, headers);
    expect(refused.statusCode).toBe(423);
    expect(body(refused)).toMatchObject({ code: '423', messageCode: 'auth.sessionLocked', data: { reason: 'locked' } });
    // A wrong password leaves it locked; the right one unlocks it for every tab.
    expect((await post(endpoints.verifyElsAccount.path, { password: enc('Wrong@2026') }, headers)).statusCode).toBe(400);
    expect((await get(endpoints.getMenu.path, headers)).statusCode).toBe(423);
    expect((await post(endpoints.verifyElsAccount.path, { password }, headers)).statusCode).toBe(200);
    expect((await get(endpoints.getMenu.path, headers)).statusCode).toBe(200);
    // Locked again, the logout still passes (and ends the session).
    await post(endpoints.lockSession.path, null, headers);
    expect((await get(endpoints.logout.path, headers)).statusCode).toBe(200);
    expect((await get(endpoints.getMenu.path, headers)).statusCode).toBe(401);
  });

  it('refuses a stored overlay that sets the session policy or the token time (only the deployment files decide)', () => {
    for (const patch of [{ session: { captcha: 'afterFailures' } }, { app: { tokenTimeSeconds: 999_999 } }]) {
      expect(server.ctx.validateLayoutPatch(patch).map((issue) => issue.rule)).toEqual(['deploymentOnly']);
    }
  });
});

describe("the default tenant's policy is the floor of every tenant", () => {
  const floorDir = tempDir('srm-policy-floor-');
  cpSync(configDir, floorDir, { recursive: true });
  writeFileSync(path.join(floorDir, 'deploy.json'), JSON.stringify({ defaultTenant: 'strict', tenantByPrefix: {} }));
  const server = serverForEachTest({ configDir: floorDir });
  const { loginAs } = sessionCalls(() => server);

  it('a login naming a laxer tenant still needs the captcha', async () => {
    for (const tenant of [undefined, 'acme']) {
      const response = await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password), ...(tenant ? { tenant } : {}) });
      expect(body(response).messageCode, String(tenant)).toBe('auth.captchaRequired');
    }
  });

  afterAll(() => rmSync(floorDir, { recursive: true, force: true }));
});

afterAll(() => rmSync(configDir, { recursive: true, force: true }));
