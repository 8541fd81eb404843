// The external broker's hooks: absent unless a secret is configured, refused without it, and the same
// rules as the embedded broker (own valid token to connect, own topic to subscribe, no publishing)
// with the server's publisher as the one superuser.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import type { BrokerHookAnswer } from '../../../src/contract/push.js';
import { API, BUYER_ADMIN, BUYER_USER, body, login, startTestServer, type Session, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

const SECRET = 'hook-secret-0123456789';

describe('the broker hooks', () => {
  let server: TestServer;
  let user: Session;
  let admin: Session;

  beforeAll(async () => {
    server = await startTestServer({
      rateLimit: false,
      push: { external: { url: 'mqtt://127.0.0.1:1', username: 'srm-server', password: 'publisher-password' }, hookSecret: SECRET },
    });
    [user, admin] = await Promise.all([login(server, BUYER_USER), login(server, BUYER_ADMIN)]);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const hook = async (name: 'auth' | 'acl', payload: Record<string, unknown>, secret: string | null = SECRET) => {
    const response = await server.app.inject({ method: 'POST', url: `${API}/push/broker/${name}`, payload, headers: secret === null ? {} : { 'x-srm-hook-secret': secret } });
    return { status: response.statusCode, answer: response.json<BrokerHookAnswer>() };
  };

  it('refuses a caller without the secret (403), whatever it asks', async () => {
    expect((await hook('auth', { username: '307000_1002', password: user.token }, null)).status).toBe(403);
    expect((await hook('auth', { username: '307000_1002', password: user.token }, 'wrong-secret-0123456789')).status).toBe(403);
    expect((await hook('acl', { username: '307000_1002', topic: 'srm/demo/307000_1002', action: 'subscribe' }, '')).status).toBe(403);
  });

  it('auth: the user with their own valid token; not another user name, a forged, expired or logged-out token', async () => {
    expect((await hook('auth', { username: '307000_1002', password: user.token, clientid: '123' })).answer).toMatchObject({ result: 'allow', ok: true, is_superuser: false });
    expect((await hook('auth', { username: '307000_1001', password: user.token })).answer).toMatchObject({ result: 'deny', ok: false });
    expect((await hook('auth', { username: '307000_1002', password: '' })).answer.result).toBe('deny');
    const forged = await new SignJWT(decodeJwt(user.token)).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await hook('auth', { username: '307000_1002', password: forged })).answer.result).toBe('deny');
    const gone = await login(server, BUYER_USER);
    await server.app.inject({ method: 'GET', url: `${API}${endpoints.logout.path}`, headers: gone.headers });
    expect((await hook('auth', { username: '307000_1002', password: gone.token })).answer.result).toBe('deny');
    // The server's publisher, and only with its password.
    expect((await hook('auth', { username: 'srm-server', password: 'publisher-password' })).answer.result).toBe('allow');
    expect((await hook('auth', { username: 'srm-server', password: 'guess' })).answer.result).toBe('deny');
    expect(admin.token).toBeTruthy();
  });

  it('acl: a user subscribes (or reads) their own topic only and never publishes; the publisher publishes', async () => {
    const acl = async (payload: Record<string, unknown>) => (await hook('acl', payload)).answer.result;
    expect(await acl({ username: '307000_1002', topic: 'srm/demo/307000_1002', action: 'subscribe' })).toBe('allow');
    expect(await acl({ username: '307000_1002', topic: 'srm/demo/307000_1002', acc: 4 })).toBe('allow');
    expect(await acl({ username: '307000_1002', topic: 'srm/demo/307000_1002', acc: 1 })).toBe('allow');
    expect(await acl({ username: '307000_1002', topic: 'srm/demo/307000_1001', action: 'subscribe' })).toBe('deny');
    expect(await acl({ username: '307000_1002', topic: 'srm/#', action: 'subscribe' })).toBe('deny');
    expect(await acl({ username: '307000_1002', topic: 'srm/demo/+', acc: 4 })).toBe('deny');
    expect(await acl({ username: '307000_1002', topic: 'srm/demo/307000_1002', action: 'publish' })).toBe('deny');
    expect(await acl({ username: '307000_1002', topic: 'srm/demo/307000_1002', acc: 2 })).toBe('deny');
    expect(await acl({ username: '999999_1', topic: 'srm/demo/999999_1', action: 'subscribe' })).toBe('deny');
    expect(await acl({ username: 'srm-server', topic: 'srm/demo/307000_1002', action: 'publish' })).toBe('allow');
    expect(await acl({ username: 'srm-server', topic: 'srm/demo/307000_1002', acc: 2 })).toBe('allow');
    // The publisher reads nothing: a leaked publisher password reads no one's pushes.
    expect(await acl({ username: 'srm-server', topic: 'srm/demo/307000_1002', action: 'subscribe' })).toBe('deny');
    expect(await acl({ username: 'srm-server', topic: '#', acc: 4 })).toBe('deny');
  });

  it('auth for EMQX: an allowed user carries expire_at, the expiry of the token, and an ACL of exactly their own topic', async () => {
    const { answer } = await hook('auth', { username: '307000_1002', password: user.token, clientid: 'tab-1' });
    expect(answer.expire_at).toBe(decodeJwt(user.token).exp);
    expect(answer.acl).toEqual([
      { permission: 'allow', action: 'subscribe', topic: 'eq srm/demo/307000_1002' },
      { permission: 'deny', action: 'publish', topic: '#' },
      { permission: 'deny', action: 'all', topic: '#' },
    ]);
    expect(answer.is_superuser).toBe(false);
    // Another user's answer names their own topic, not this one.
    const other = (await hook('auth', { username: '307000_1001', password: admin.token })).answer;
    expect(other.acl?.filter((rule) => rule.permission === 'allow')).toEqual([{ permission: 'allow', action: 'subscribe', topic: 'eq srm/demo/307000_1001' }]);
    // A refused client gets neither.
    const refused = (await hook('auth', { username: '307000_1001', password: user.token })).answer;
    expect(refused).toEqual({ result: 'deny', is_superuser: false, ok: false, error: 'not authorized' });
  });

  it('auth for EMQX: the publisher is no superuser; it may publish anywhere and subscribe to nothing, without an end', async () => {
    const { answer } = await hook('auth', { username: 'srm-server', password: 'publisher-password' });
    expect(answer).toEqual({
      result: 'allow',
      is_superuser: false,
      ok: true,
      acl: [
        { permission: 'allow', action: 'publish', topic: '#' },
        { permission: 'deny', action: 'all', topic: '#' },
      ],
    });
  });

  it('auth for EMQX: a session with an absolute end gets expire_at no later than that end', async () => {
    const session = await login(server, BUYER_USER);
    const endsAt = Math.floor(Date.now() / 1000) + 600;
    await server.db.updateTable('auth_sessions').set({ ends_at: endsAt }).where('family_id', '=', decodeJwt(session.token).sid as string).execute();
    const renewed = await refresh(session.refreshToken);
    const { answer } = await hook('auth', { username: '307000_1002', password: renewed.token });
    expect(answer.result).toBe('allow');
    expect(answer.expire_at).toBe(endsAt);
  });

  /** The shell's refresh call: the renewed access and refresh tokens. */
  const refresh = async (refreshToken: string): Promise<{ token: string; refreshToken: string }> => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.refreshToken.path}`,
      headers: { refreshToken },
      payload: { elsAccount: '307000', elsSubAccount: '1002', refreshToken },
    });
    return body<{ token: string; refreshToken: string }>(response).data;
  };
});

describe('the broker hooks at the token’s expiry (EMQX ends the connection at expire_at)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: false, tokenTtlSeconds: 60, push: { hookSecret: SECRET } });
  });
  afterAll(async () => {
    await server?.dispose();
  });
  afterEach(() => vi.useRealTimers());

  const auth = async (password: string) => {
    const response = await server.app.inject({ method: 'POST', url: `${API}${endpoints.brokerAuth.path}`, payload: { username: '307000_1002', password, clientid: 'tab' }, headers: { 'x-srm-hook-secret': SECRET } });
    return response.json<BrokerHookAnswer>();
  };

  it('refuses the expired token the reconnect presents, and lets the renewed token in with a later expire_at', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const session = await login(server, BUYER_USER);
    const first = await auth(session.token);
    expect(first.result).toBe('allow');
    expect(first.expire_at).toBe(decodeJwt(session.token).exp);
    expect(first.expire_at! - Date.now() / 1000).toBeLessThanOrEqual(60);

    // EMQX closes the connection at expire_at; the shell reconnects with the token it had: refused.
    vi.setSystemTime((first.expire_at! + 1) * 1000);
    expect((await auth(session.token)).result).toBe('deny');
    // The refusal makes the shell renew its token (PushStore onAuthRefused); the renewed one connects.
    const response = await server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.refreshToken.path}`,
      headers: { refreshToken: session.refreshToken },
      payload: { elsAccount: '307000', elsSubAccount: '1002', refreshToken: session.refreshToken },
    });
    const renewed = body<{ token: string }>(response).data.token;
    const second = await auth(renewed);
    expect(second.result).toBe('allow');
    expect(second.expire_at).toBe(decodeJwt(renewed).exp);
    expect(second.expire_at!).toBeGreaterThan(first.expire_at!);
  });
});

describe('without a hook secret', () => {
  it('the hooks do not exist', async () => {
    const server = await startTestServer({ rateLimit: false });
    try {
      expect(server.routes.some((route) => route.url.includes('/push/broker/'))).toBe(false);
      const response = await server.app.inject({ method: 'POST', url: `${API}${endpoints.brokerAuth.path}`, payload: { username: 'a_b', password: 'x' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await server.dispose();
    }
  });
});
