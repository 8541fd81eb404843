// The external broker's hooks: absent unless a secret is configured, refused without it, and the same
// rules as the embedded broker (own valid token to connect, own topic to subscribe, no publishing)
// with the server's publisher as the one superuser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import type { BrokerHookAnswer } from '../../../src/contract/push.js';
import { API, BUYER_ADMIN, BUYER_USER, login, startTestServer, type Session, type TestServer } from '../../testServer.js';
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
    expect((await hook('auth', { username: 'srm-server', password: 'publisher-password' })).answer).toMatchObject({ result: 'allow', is_superuser: true });
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
