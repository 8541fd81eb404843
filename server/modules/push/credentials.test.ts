// GET push/login without Mosquitto: the embedded default answers none, a locked session none.
// (With Mosquitto's dynamic-security plugin: tests/deploy/dynsec.deploy.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { API, BUYER_USER, login, startTestServer, type TestServer } from '../../testServer.js';

describe('GET push/login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: false });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('answers 404 when the server provisions no per-session broker logins (the embedded broker), 423 while locked, 401 without a session', async () => {
    const session = await login(server, BUYER_USER);
    const ask = (headers: Record<string, string> = session.headers) => server.app.inject({ method: 'GET', url: `${API}${endpoints.pushCredentials.path}`, headers });
    expect((await ask()).statusCode).toBe(404);
    expect((await ask({})).statusCode).toBe(401);
    await server.app.inject({ method: 'POST', url: `${API}${endpoints.lockSession.path}`, headers: session.headers });
    expect((await ask()).statusCode).toBe(423);
  });
});
