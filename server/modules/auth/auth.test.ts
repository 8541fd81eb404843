import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, BUYER_ADMIN, BUYER_USER, body, login, startTestServer, type TestServer } from '../../testServer.js';
import { ROTATION_GRACE_SECONDS } from '../../../src/contract/auth.js';
import { SESSION_STATE_MAX_AGE_MS } from '../../platform/auth/tokens.js';
import { optionsFromEnvironment, resolveConfig } from '../../platform/config.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('session calls', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await server.dispose();
  });

  const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.refreshToken.path}`,
      headers: { refreshToken },
      payload: { elsAccount: '307000', elsSubAccount: '1001', refreshToken, ...extra },
    });

  const refreshCount = async (): Promise<number> => {
    const response = await server.app.inject({ method: 'GET', url: `${API}${endpoints.devStats.path}` });
    return body<{ refreshCount: number }>(response).data.refreshCount;
  };

  it('logs in with the seeded password and returns the session shape', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.login.path}`,
      payload: BUYER_ADMIN,
    });
    expect(response.statusCode).toBe(200);
    const result = body<Record<string, unknown>>(response);
    expect(result.code).toBe('200');
    expect(result.data).toMatchObject({
      expiresIn: 79200,
      elsAccount: '307000',
      elsSubAccount: '1001',
      environMentConfig: 'demo',
      elsSubaccountInfoDTO: {
        name: '张采购',
        elsAccount: '307000',
        elsSubAccount: '1001',
        station: 'purchase',
        permission: 'admin',
        roles: ['admin'],
      },
    });
    expect(typeof result.data.token).toBe('string');
    expect(String(result.data.token).split('.')).toHaveLength(3);
    expect(typeof result.data.refreshToken).toBe('string');
    // Passwords are stored as salted scrypt hashes only.
    const rows = await server.db.selectFrom('accounts').select('password_hash').execute();
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain('Buyer@2026');
    }
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
  });

  it('refuses a wrong password or unknown account with 400 and issues nothing', async () => {
    for (const payload of [
      { ...BUYER_ADMIN, password: 'wrong' },
      { elsAccount: '999999', elsSubAccount: '1001', password: 'Buyer@2026' },
    ]) {
      const response = await server.app.inject({ method: 'POST', url: `${API}${endpoints.login.path}`, payload });
      expect(response.statusCode).toBe(400);
      const result = body(response);
      expect(result.code).toBe('400');
      expect(result.message).toBe('账号或密码错误');
      expect(result.messageCode).toBe('auth.wrongCredentials');
      expect(result.data).toBeNull();
    }
    expect(await server.db.selectFrom('refresh_tokens').select('token_hash').execute()).toEqual([]);
  });

  it('refuses a login body with missing fields with 400', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.login.path}`,
      payload: { elsAccount: '307000' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('400');
  });

  it('validates a token with webValidToken', async () => {
    const session = await login(server, BUYER_USER);
    const response = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.validToken, { token: session.token })}` });
    expect(response.statusCode).toBe(200);
    const data = body<Record<string, unknown>>(response).data;
    expect(data).toMatchObject({ token: session.token, elsAccount: '307000', elsSubAccount: '1002' });
    expect(data).toMatchObject({ elsSubaccountInfoDTO: { name: '李采购', permission: 'user', station: 'purchase' } });
    expect(data).not.toHaveProperty('refreshToken');
    expect(data.expiresIn).toBeGreaterThan(79000);

    const bad = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.validToken, { token: 'not-a-token' })}` });
    expect(bad.statusCode).toBe(401);
    expect(body(bad)).toMatchObject({ code: '401', data: { reason: 'invalid' } });
  });

  it('refuses a call without token with 401 and code "401"', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}` });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({ code: '401', message: '未登录或缺少令牌', messageCode: 'auth.tokenMissing', data: { reason: 'missing' } });
  });

  it('refuses a tampered token', async () => {
    const session = await login(server, BUYER_USER);
    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    claims.permission = 'admin';
    claims.elsSubAccount = '1001';
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of [forged, flipped, unsigned]) {
      const response = await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: { token } });
      expect(response.statusCode).toBe(401);
      expect(body(response)).toMatchObject({ code: '401', data: { reason: 'invalid' } });
    }
  });

  it("keeps a session's state at most SESSION_STATE_MAX_AGE_MS: another system's change to the account (disabled, demoted) applies after it, this server's logout at once", async () => {
    const buyer = await login(server, BUYER_USER);
    const admin = await login(server, BUYER_ADMIN);
    const menu = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers });
    const permission = async (token: string) =>
      body<{ elsSubaccountInfoDTO: { permission: string } }>(await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.validToken, { token })}` })).data.elsSubaccountInfoDTO.permission;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect((await menu(buyer.headers)).statusCode).toBe(200);
      // The SRM platform's own admin disables the account in the database.
      await server.db.updateTable('accounts').set({ enabled: 0 }).where('els_account', '=', '307000').where('els_sub_account', '=', '1002').execute();
      vi.advanceTimersByTime(SESSION_STATE_MAX_AGE_MS - 1);
      expect((await menu(buyer.headers)).statusCode).toBe(200);
      vi.advanceTimersByTime(1);
      const disabled = await menu(buyer.headers);
      expect(disabled.statusCode).toBe(401);
      expect(body(disabled)).toMatchObject({ code: '401', data: { reason: 'invalid' } });

      expect(await permission(admin.token)).toBe('admin');
      await server.db.updateTable('accounts').set({ permission: 'user' }).where('els_account', '=', '307000').where('els_sub_account', '=', '1001').execute();
      vi.advanceTimersByTime(SESSION_STATE_MAX_AGE_MS);
      expect(await permission(admin.token)).toBe('user');

      // This server's logout applies to the very next call, however recently the session was read.
      expect((await menu(admin.headers)).statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: `${API}${endpoints.logout.path}`, headers: admin.headers })).statusCode).toBe(200);
      const afterLogout = await menu(admin.headers);
      expect(afterLogout.statusCode).toBe(401);
      expect(body(afterLogout)).toMatchObject({ data: { reason: 'invalid' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an account header that does not match the token', async () => {
    const session = await login(server, BUYER_USER);
    const response = await server.app.inject({
      method: 'GET',
      url: `${API}${endpoints.getMenu.path}`,
      headers: { token: session.token, elsAccount: '307000_1001' },
    });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({ code: '401', data: { reason: 'account-mismatch' } });

    const matching = await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: session.headers });
    expect(matching.statusCode).toBe(200);
  });

  it('rotates the refresh token and refuses the old one on reuse', async () => {
    const session = await login(server, BUYER_ADMIN);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = body<{ token: string; refreshToken: string; expiresIn: number }>(first);
    expect(rotated.code).toBe('200');
    expect(rotated.data.refreshToken).not.toBe(session.refreshToken);
    expect(rotated.data.token).not.toBe(session.token);
    expect(rotated.data.expiresIn).toBe(79200);

    const menu = await server.app.inject({
      method: 'GET',
      url: `${API}${endpoints.getMenu.path}`,
      headers: { token: rotated.data.token, elsAccount: '307000_1001' },
    });
    expect(menu.statusCode).toBe(200);

    // Within moments of the rotation (another tab of the same browser, which has not yet seen the
    // new tokens): refused as 'rotated', nothing issued, and the session lives on.
    const late = await refresh(session.refreshToken);
    expect(late.statusCode).toBe(401);
    expect(body(late)).toMatchObject({ code: '401', data: { reason: 'rotated' } });
    expect(body(late).data).not.toHaveProperty('token');
    expect(await refreshCount()).toBe(1);

    // Later than the grace: reuse means the token leaked, and the whole chain dies, newest token included.
    await server.db.updateTable('refresh_tokens').set((eb) => ({ revoked_at: eb('revoked_at', '-', ROTATION_GRACE_SECONDS + 1) })).where('revoked_at', 'is not', null).execute();
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(body(reuse)).toMatchObject({ code: '401', data: { reason: 'invalid' } });
    const afterReuse = await refresh(rotated.data.refreshToken);
    expect(afterReuse.statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: { token: rotated.data.token, elsAccount: '307000_1001' } })).statusCode).toBe(401);
  });

  it('answers a replaced refresh token of a logged-out session as invalid, even within the grace', async () => {
    const session = await login(server, BUYER_ADMIN);
    const rotated = body<{ token: string; refreshToken: string }>(await refresh(session.refreshToken)).data;
    await server.app.inject({ method: 'GET', url: `${API}${endpoints.logout.path}`, headers: { token: rotated.token, elsAccount: '307000_1001' } });
    expect(body(await refresh(session.refreshToken))).toMatchObject({ code: '401', data: { reason: 'invalid' } });
  });

  it('refuses a refresh for another account or without a token', async () => {
    const headerOnly = await login(server, BUYER_ADMIN);
    const viaHeader = await server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.refreshToken.path}`,
      headers: { refreshToken: headerOnly.refreshToken },
    });
    expect(viaHeader.statusCode).toBe(200);

    const session = await login(server, BUYER_ADMIN);
    const mismatch = await refresh(session.refreshToken, { elsSubAccount: '1002' });
    expect(mismatch.statusCode).toBe(401);
    expect(body(mismatch)).toMatchObject({ data: { reason: 'account-mismatch' } });
    // The refused attempt did not consume the token.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);

    const missing = await server.app.inject({ method: 'POST', url: `${API}${endpoints.refreshToken.path}`, payload: {} });
    expect(missing.statusCode).toBe(401);
    expect(body(missing)).toMatchObject({ data: { reason: 'missing' } });

    const unknown = await refresh('made-up-token');
    expect(unknown.statusCode).toBe(401);
  });

  it('counts successful refreshes only', async () => {
    expect(await refreshCount()).toBe(0);
    const session = await login(server, BUYER_ADMIN);
    const first = body<{ refreshToken: string }>(await refresh(session.refreshToken)).data;
    await refresh(first.refreshToken);
    await refresh(session.refreshToken); // replaced: refused, not counted
    expect(await refreshCount()).toBe(2);
  });

  it('stores only hashes of refresh tokens', async () => {
    const session = await login(server, BUYER_ADMIN);
    const rows = await server.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toBe(session.refreshToken);
  });
});

describe('token expiry', () => {
  it('refuses an expired token with reason "expired"', async () => {
    const server = await startTestServer({ tokenTtlSeconds: 1 });
    try {
      const session = await login(server, BUYER_USER);
      const fresh = await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: session.headers });
      expect(fresh.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: session.headers });
      expect(expired.statusCode).toBe(401);
      expect(body(expired)).toMatchObject({ code: '401', data: { reason: 'expired' } });
      const valid = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.validToken, { token: session.token })}` });
      expect(body(valid)).toMatchObject({ code: '401', data: { reason: 'expired' } });

      // The refresh token outlives the access token and restores the session.
      const refreshed = await server.app.inject({
        method: 'POST',
        url: `${API}${endpoints.refreshToken.path}`,
        headers: { refreshToken: session.refreshToken },
        payload: { elsAccount: '307000', elsSubAccount: '1002', refreshToken: session.refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
      const token = body<{ token: string }>(refreshed).data.token;
      const again = await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: { token } });
      expect(again.statusCode).toBe(200);
    } finally {
      await server.dispose();
    }
  });

  it('has no dev stats endpoint when dev endpoints are off', async () => {
    const server = await startTestServer({ devEndpoints: false });
    try {
      const response = await server.app.inject({ method: 'GET', url: `${API}${endpoints.devStats.path}` });
      expect(response.statusCode).toBe(404);
      expect(body(response).code).toBe('404');
    } finally {
      await server.dispose();
    }
  });
});

describe('the kept session state (SRM_SESSION_STATE_MAX_AGE_MS)', () => {
  it('is 1 s by default and 0 keeps nothing: then another system\'s change to the account applies to the next call', async () => {
    expect(resolveConfig({ dataDir: 'data' }).sessionStateMaxAgeMs).toBe(SESSION_STATE_MAX_AGE_MS);
    expect(optionsFromEnvironment({ SRM_SESSION_STATE_MAX_AGE_MS: '0' }).sessionStateMaxAgeMs).toBe(0);
    expect(() => optionsFromEnvironment({ SRM_SESSION_STATE_MAX_AGE_MS: '1.5' })).toThrow(/SRM_SESSION_STATE_MAX_AGE_MS/);
    const server = await startTestServer({ sessionStateMaxAgeMs: 0 });
    try {
      const buyer = await login(server, BUYER_USER);
      const menu = () => server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: buyer.headers });
      expect((await menu()).statusCode).toBe(200);
      await server.db.updateTable('accounts').set({ enabled: 0 }).where('els_account', '=', '307000').where('els_sub_account', '=', '1002').execute();
      expect((await menu()).statusCode).toBe(401);
    } finally {
      await server.dispose();
    }
  });
});
