// The external broker's side of the push holes (issue 26, point 4): the auth hook refuses a locked
// or ended session, and with push.kick configured the server disconnects a session's clients through
// the broker's HTTP API (EMQX: DELETE /api/v5/clients/{clientid}) when the session is locked, logged
// out or reaches its end. A loopback HTTP server stands in for EMQX's API (EMQX is not installable here).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrokerHookAnswer } from '../../../src/contract/push.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { optionsFromEnvironment, resolveConfig } from '../../platform/config.js';
import { API, BUYER_USER, enc, login, startTestServer, type Session, type TestServer } from '../../testServer.js';

const SECRET = 'hook-secret-0123456789';

interface ApiCall {
  method: string;
  url: string;
  authorization: string | undefined;
}

/** A stand-in for EMQX's management API: records each call, answers 204. */
async function fakeBrokerApi(): Promise<{ url: string; calls: ApiCall[]; next(count: number): Promise<ApiCall[]>; close(): Promise<void> }> {
  const calls: ApiCall[] = [];
  const waiters: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    calls.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization });
    response.writeHead(204).end();
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    next: (count) =>
      new Promise((resolve) => {
        const check = (): void => {
          if (calls.length >= count) resolve(calls.slice(0, count));
          else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the external broker: lock, logout and session end', () => {
  let server: TestServer;
  let api: Awaited<ReturnType<typeof fakeBrokerApi>>;

  beforeAll(async () => {
    api = await fakeBrokerApi();
    server = await startTestServer({
      rateLimit: false,
      push: {
        external: { url: 'mqtt://127.0.0.1:1', username: 'srm-server', password: 'publisher-password' },
        hookSecret: SECRET,
        kick: { apiUrl: api.url, apiKey: 'srm-key', apiSecret: 'srm-api-secret' },
      },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await api?.close();
  });

  const auth = async (session: Session, clientid: string): Promise<BrokerHookAnswer['result']> => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.brokerAuth.path}`,
      payload: { username: `${session.elsAccount}_${session.elsSubAccount}`, password: session.token, clientid },
      headers: { 'x-srm-hook-secret': SECRET },
    });
    return response.json<BrokerHookAnswer>().result;
  };
  const call = (session: Session, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
    server.app.inject({ method, url: `${API}${path}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const basic = `Basic ${Buffer.from('srm-key:srm-api-secret').toString('base64')}`;

  it('lock: the session’s clients are deleted on the broker and its token refused; unlocked, it connects again; logout deletes again', async () => {
    api.calls.length = 0;
    const session = await login(server, BUYER_USER);
    expect(await auth(session, 'browser 1/a')).toBe('allow');
    expect(await auth(session, 'browser2')).toBe('allow');

    expect((await call(session, 'POST', endpoints.lockSession.path)).statusCode).toBe(200);
    const kicked = await api.next(2);
    expect(kicked.map((entry) => `${entry.method} ${entry.url}`).sort()).toEqual(['DELETE /api/v5/clients/browser%201%2Fa', 'DELETE /api/v5/clients/browser2']);
    expect(kicked.every((entry) => entry.authorization === basic)).toBe(true);
    expect(await auth(session, 'browser2')).toBe('deny');

    expect((await call(session, 'POST', endpoints.verifyElsAccount.path, { password: enc(BUYER_USER.password) })).statusCode).toBe(200);
    expect(await auth(session, 'browser2')).toBe('allow');
    expect((await call(session, 'GET', endpoints.logout.path)).statusCode).toBe(200);
    expect((await api.next(3))[2]).toMatchObject({ method: 'DELETE', url: '/api/v5/clients/browser2' });
    expect(await auth(session, 'browser2')).toBe('deny');
  });

  it('session end: the clients are deleted at the session’s end, and its token is refused after it', async () => {
    api.calls.length = 0;
    const session = await login(server, BUYER_USER);
    const endsAt = Math.floor(Date.now() / 1000) + 2;
    await server.db.updateTable('auth_sessions').set({ ends_at: endsAt }).where('family_id', '=', decodeJwt(session.token).sid as string).execute();
    expect(await auth(session, 'ending')).toBe('allow');
    const [kick] = await api.next(1);
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt * 1000);
    expect(kick).toMatchObject({ method: 'DELETE', url: '/api/v5/clients/ending' });
    expect(await auth(session, 'ending')).toBe('deny');
  });
});

/** The push settings the server would run with in this environment. */
const loadConfig = (env: Record<string, string | undefined>) => resolveConfig({ ...optionsFromEnvironment(env), dataDir: ':memory:' });

describe('push.kick settings', () => {
  it('is off by default, read from SRM_EMQX_API_*, and refused without the hooks or with a non-HTTP address', () => {
    expect(loadConfig({}).push.kick).toBeUndefined();
    const env = { SRM_MQTT_URL: 'mqtt://broker:1883', SRM_MQTT_HOOK_SECRET: SECRET, SRM_EMQX_API_URL: 'http://emqx:18083', SRM_EMQX_API_KEY: 'k', SRM_EMQX_API_SECRET: 's' };
    expect(loadConfig(env).push.kick).toEqual({ apiUrl: 'http://emqx:18083', apiKey: 'k', apiSecret: 's' });
    expect(() => loadConfig({ ...env, SRM_MQTT_HOOK_SECRET: undefined })).toThrow(/hookSecret/);
    expect(() => loadConfig({ ...env, SRM_EMQX_API_URL: 'javascript:alert(1)' })).toThrow(/apiUrl/);
    expect(() => loadConfig({ ...env, SRM_EMQX_API_SECRET: '' })).toThrow(/apiSecret/);
  });
});
