// Shared by the server tests: a server on a fresh temporary data dir, and login shortcuts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { accountHeaderValue, type Account } from '../src/contract/auth.js';
import { BUYER_ADMIN, BUYER_USER, SUPPLIER_USER } from './fixtures/demoLogins.js';
import type { ApiEnvelope } from '../src/contract/envelope.js';
import { endpoints, fillPath } from '../src/contract/endpoints/index.js';
import { encryptPassword } from '../src/core/session/passwordTransport.js';
import { buildServer, type ServerOptions, type SrmServer } from './app.js';
import { brokerUrl, subscribedClient, type TestClient } from './platform/push/pushTestKit.js';

export { BUYER_ADMIN, BUYER_USER, SUPPLIER_USER } from './fixtures/demoLogins.js';

export const API = '/portal/apis';

/** The engine this run's test servers use: SRM_TEST_DATABASE=postgres for the PostgreSQL run (npm run test:pg). */
export const TEST_ENGINE: 'sqlite' | 'postgres' = process.env.SRM_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestServer extends SrmServer {
  dataDir: string;
  /** Closes the server and removes its data dir. */
  dispose(): Promise<void>;
}

export function tempDir(prefix = 'srm-server-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A server on a fresh temporary data dir. Tests read captcha answers and the SMS inbox, so the
 * development endpoints are on unless the options say otherwise (a real start never has them).
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  const server = await buildServer({ devEndpoints: true, checkAnswers: true, ...options, dataDir });
  return {
    ...server,
    dataDir,
    dispose: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh server for each test of the calling describe block: started before each test, disposed
 * after it. The returned handle always stands for the current test's server.
 */
export function serverForEachTest(options: Partial<ServerOptions> = {}): TestServer {
  let current: TestServer | undefined;
  beforeEach(async () => {
    current = await startTestServer(options);
  });
  afterEach(async () => {
    await current?.dispose();
    current = undefined;
  });
  return new Proxy({} as TestServer, {
    get: (_target, key) => {
      if (!current) throw new Error('the test server runs only inside a test');
      return Reflect.get(current, key);
    },
  });
}

/** One server for the calling describe block with the three demo users signed in. */
export interface DemoSessions {
  server: TestServer;
  admin: Session;
  user: Session;
  supplier: Session;
}

/**
 * Starts one server before the calling describe block's tests and signs the buyer admin, the buyer
 * user and the supplier in; disposes it after them. Read the fields inside tests (they are set in
 * the block's beforeAll).
 */
export function serverWithDemoSessions(options: Partial<ServerOptions> = {}): DemoSessions {
  const demo = {} as DemoSessions;
  beforeAll(async () => {
    demo.server = await startTestServer(options);
    [demo.admin, demo.user, demo.supplier] = await Promise.all([login(demo.server, BUYER_ADMIN), login(demo.server, BUYER_USER), login(demo.server, SUPPLIER_USER)]);
  });
  afterAll(async () => {
    await demo.server?.dispose();
  });
  return demo;
}

export interface Session extends Account {
  token: string;
  refreshToken: string;
  headers: Record<string, string>;
}

export async function login(server: SrmServer, credentials: Account & { password: string }): Promise<Session> {
  const { elsAccount, elsSubAccount, password } = credentials;
  const response = await server.app.inject({
    method: 'POST',
    url: `${API}${endpoints.login.path}`,
    payload: { elsAccount, elsSubAccount, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const data = response.json<{ data: { token: string; refreshToken: string } }>().data;
  return {
    token: data.token,
    refreshToken: data.refreshToken,
    elsAccount,
    elsSubAccount,
    headers: { token: data.token, elsAccount: accountHeaderValue(credentials) },
  };
}

/** The envelope of an answer (message code and parameters included when the server sent them). */
export function body<T = unknown>(response: LightMyRequestResponse): ApiEnvelope<T> & { message: string } {
  return response.json<ApiEnvelope<T> & { message: string }>();
}

const TRANSPORT = { key: 'SRMportal@2026!k', iv: 'SRMportal@IV2026' };

/** A password exactly as the shell sends it: the transport ciphertext under the base layout's key (crypto-js). */
export const enc = (password: string): string => encryptPassword(password, TRANSPORT);

/** Calls of the session tests: JSON posts and gets under the API prefix, a captcha with its answer, a login. */
export function sessionCalls(server: () => SrmServer) {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server().app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) => server().app.inject({ method: 'GET', url: `${API}${url}`, headers });
  /** A captcha and its answer (read from the development endpoint). */
  const captcha = async (): Promise<{ captchaId: string; answer: string; image: string }> => {
    const created = body<{ captchaId: string; image: string; expiresIn: number }>(await get(endpoints.captcha.path)).data;
    const answer = body<{ answer: string }>(await get(fillPath(endpoints.devCaptcha.path, { id: created.captchaId }))).data.answer;
    return { ...created, answer };
  };
  const loginAs = (payload: Record<string, unknown>) => post(endpoints.login.path, payload);
  return { post, get, captcha, loginAs };
}

/** MQTT clients of the three demo users, each subscribed to its own topic. */
export interface DemoPushClients {
  admin: TestClient;
  user: TestClient;
  supplier: TestClient;
}

/**
 * Connects the demo sessions' users to the broker before the calling describe block's tests (after
 * serverWithDemoSessions has signed them in) and ends the clients after them. Read the fields inside tests.
 */
export function subscribedDemoClients(demo: DemoSessions): DemoPushClients {
  const clients = {} as DemoPushClients;
  beforeAll(async () => {
    const url = await brokerUrl(demo.server);
    [clients.user, clients.admin, clients.supplier] = await Promise.all([
      subscribedClient(url, demo.user, 'u1'),
      subscribedClient(url, demo.admin, 'a1'),
      subscribedClient(url, demo.supplier, 's1'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([clients.user, clients.admin, clients.supplier].map((client) => client?.end()));
  });
  return clients;
}
