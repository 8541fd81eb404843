// Shared by the server tests: a server on a fresh temporary data dir, and login shortcuts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { accountHeaderValue, type Account } from '../src/contract/auth.js';
import { BUYER_ADMIN, BUYER_USER, SUPPLIER_USER } from './fixtures/demoLogins.js';
import type { ApiEnvelope } from '../src/contract/envelope.js';
import { endpoints, fillPath } from '../src/contract/endpoints/index.js';
import { encryptPassword } from '../src/core/session/passwordTransport.js';
import { buildServer, type ServerOptions, type SrmServer } from './app.js';
import { brokerUrl, subscribedClient, type TestClient } from './platform/push/pushTestKit.js';
import { copySqliteTemplate, copyTemplateFiles, startsFromTemplate } from './testTemplate.js';

export { BUYER_ADMIN, BUYER_USER, SUPPLIER_USER } from './fixtures/demoLogins.js';

export const API = '/portal/apis';

export interface TestServer extends SrmServer {
  dataDir: string;
  /** Closes the server and removes its data dir. */
  dispose(): Promise<void>;
}

export function tempDir(prefix = 'srm-server-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The engine the server tests run on: SQLite files, or PostgreSQL under `npm run test:pg`. */
export const TEST_ENGINE: 'sqlite' | 'postgres' = process.env.SRM_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * Marks a test that only means something on SQLite (a file on disk): on PostgreSQL (`npm run test:pg`)
 * it is skipped with the reason in its name, so the run's summary lists it.
 */
export const sqliteOnly = (reason: string): { skip: boolean; reason: string } => ({ skip: TEST_ENGINE !== 'sqlite', reason: `SQLite only: ${reason}` });

let databaseSerial = 0;

async function onMaintenance<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${baseUrl}postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Under `npm run test:pg`: a database of its own for one test server, a copy of the run's template
 * (migrated and seeded once, tests/kit/postgresGlobalSetup.ts), with the template's stored files
 * copied into the server's data dir. Answers its URL and how to drop it.
 */
async function databaseForTestServer(dataDir: string, storageDir: string | undefined): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  if (TEST_ENGINE !== 'postgres') return undefined;
  const run = inject('srmPostgres');
  if (!run) throw new Error('SRM_TEST_DATABASE=postgres needs the global setup tests/kit/postgresGlobalSetup.ts (run npm run test:pg)');
  if (run.templateError) throw new Error(`the PostgreSQL template database could not be built: ${run.templateError}`);
  const name = `t_${process.pid}_${++databaseSerial}_${Math.random().toString(36).slice(2, 8)}`;
  await onMaintenance(run.baseUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${run.template}"`));
  // The seeds' stored files go where this server keeps its files (a shared SRM_STORAGE_DIR included).
  copyTemplateFiles(run.templateDataDir, dataDir, storageDir);
  return {
    url: `${run.baseUrl}${name}`,
    drop: () => onMaintenance(run.baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * On SQLite: the run's seeded template (tests/kit/sqliteTemplateGlobalSetup.ts) copied into the fresh
 * data dir, so that the server's start finds every version migrated and seeded and runs none. Without
 * that global setup (a vitest config that does not name it, or test:pg), nothing: the server seeds for real.
 */
function copySqliteTemplateFor(dataDir: string, storageDir: string | undefined): void {
  const template = inject('srmSqliteTemplate');
  if (template) copySqliteTemplate(template.dataDir, dataDir, storageDir);
}

/**
 * A fresh temporary data dir holding a copy of the run's seeded SQLite template (empty without one),
 * for a test that builds the server itself (buildServer's own defaults, an extra module) yet does
 * not test the first start: the server finds everything seeded. The caller removes it.
 */
export function seededDataDir(): string {
  const dataDir = tempDir();
  copySqliteTemplateFor(dataDir, undefined);
  return dataDir;
}

/**
 * A server on a fresh temporary data dir, migrated and seeded as a first start would: a copy of the
 * run's seeded template (server/testTemplate.ts; under `npm run test:pg` a PostgreSQL database copied
 * from the template database). A test that passes its own `dataDir` (restarts, upgrades, the seeding
 * itself) gets the real first start there. Tests read captcha answers and the SMS inbox, so the
 * development endpoints are on unless the options say otherwise (a real start never has them).
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  if (TEST_ENGINE === 'sqlite' && startsFromTemplate(options)) copySqliteTemplateFor(dataDir, options.storageDir);
  const database = options.databaseUrl === undefined ? await databaseForTestServer(dataDir, options.storageDir) : undefined;
  let server: SrmServer;
  try {
    server = await buildServer({ devEndpoints: true, checkAnswers: true, ...options, ...(database ? { databaseUrl: database.url } : {}), dataDir });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  return {
    ...server,
    dataDir,
    dispose: async () => {
      await server.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of `first`'s deployment: the same data dir and, under `npm run test:pg`, the same
 * PostgreSQL database (dispose it before `first`, which removes what they share).
 */
export function startAnotherInstance(first: TestServer, options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const { databaseUrl } = first.ctx.config;
  return startTestServer({ ...options, dataDir: first.dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
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
