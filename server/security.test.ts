// The server attacked as an outsider would (issue 8): every route of the route table with every
// kind of bad credential, another tenant's rows, the development endpoints, path traversal on the
// static and config files, oversized and deeply nested bodies, and header tricks. A refusal is
// 401/403 (404 where the contract says another tenant's row answers like a missing one), never a
// 200 and never a 500.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from './app.js';
import { API, BUYER_ADMIN, BUYER_USER, SUPPLIER_USER, body, enc, login, startTestServer, tempDir, type Session, type TestServer } from './testServer.js';
import { endpoints } from '../src/contract/endpoints/index.js';
import { endpointUrl } from '../src/testing/endpointUrl.js';

/** The calls that need no token, exactly (docs/api.md, "Public calls"); HEAD goes with each GET. */
const PUBLIC_ROUTES = [
  `POST /portal/apis${endpoints.login.path}`,
  `GET /portal/apis${endpoints.captcha.path}`,
  `GET /portal/apis${endpoints.validToken.path}`,
  `POST /portal/apis${endpoints.refreshToken.path}`,
  `POST /portal/apis${endpoints.sendNoteCode.path}`,
  `PUT /portal/apis${endpoints.validateNoteCode.path}`,
  `POST /portal/apis${endpoints.register.path}`,
  `POST /portal/apis${endpoints.findLoginSettings.path}`,
  `GET /portal/apis${endpoints.health.path}`,
  // The probes: the names of their checks only (also at the root, outside the API scope).
  `GET /portal/apis${endpoints.live.path}`,
  `GET /portal/apis${endpoints.ready.path}`,
  // The business dictionary of seed 001 per language: labels and constants, no company data.
  `GET /portal/apis${endpoints.dictionaryFile.path}`,
  // Raster images of the storage's avatars and logos folders only (the login page shows logos).
  `GET /portal/apis${endpoints.downloadFile.path}`,
];
const DEV_ROUTES = [`GET /portal/apis${endpoints.devStats.path}`, `GET /portal/apis${endpoints.devCaptcha.path}`, `GET /portal/apis${endpoints.devSms.path}`];

/** Rows of the buyer tenant (307000) that the supplier (300100) must not reach, read from the seeded database. */
interface BuyerRows {
  taskId: string;
  documentPath: string;
  deliveryNote: string;
}

async function buyerRows(server: TestServer): Promise<BuyerRows> {
  const first = async (query: string, fallback: string): Promise<string> => {
    try {
      const [row] = (await sql.raw<Record<string, string | number>>(query).execute(server.db)).rows;
      const value = row ? Object.values(row)[0] : undefined;
      return value === undefined || value === null ? fallback : String(value);
    } catch {
      return fallback; // the module (its table) is not there
    }
  };
  return {
    taskId: await first("SELECT id FROM audit_tasks WHERE els_account = '307000' ORDER BY id LIMIT 1", '1'),
    documentPath: await first("SELECT file_path FROM portal_attachments WHERE els_account = '307000' AND to_els_account <> '300100' ORDER BY id LIMIT 1", 'x.pdf'),
    deliveryNote: await first("SELECT note_number FROM biz_delivery_notes WHERE els_account = '307000' AND to_els_account <> '300100' ORDER BY id LIMIT 1", 'DN-NONE'),
  };
}

/**
 * Requests to protected routes that would pass the route's own checks for the buyer admin (so a
 * refusal is the guard's, not a bad request) and, for a tenant-scoped route, name a row of the buyer
 * tenant (307000). A route not listed gets its path parameters filled with '1' and an empty body:
 * the guard refuses before the body is read.
 */
function requests(rows: BuyerRows): Record<string, { url: string; payload?: Record<string, unknown> }> {
  const audit = (prefix: string) => ({
    [`GET /portal/apis${prefix}${endpoints.findAuditTask.path}`]: { url: `${prefix}${endpointUrl(endpoints.findAuditTask, { id: rows.taskId })}` },
    [`POST /portal/apis${prefix}${endpoints.auditAction.path}`]: {
      url: `${prefix}${endpointUrl(endpoints.auditAction, { action: 'approve' })}`,
      payload: { elsAccount: '307000', elsSubAccount: '1001', id: rows.taskId, remark: 'ok' },
    },
    [`PUT /portal/apis${prefix}${endpoints.auditAction.path}`]: {
      url: `${prefix}${endpointUrl(endpoints.auditAction, { action: 'approve' })}`,
      payload: { elsAccount: '307000', elsSubAccount: '1001', id: rows.taskId, remark: 'ok' },
    },
  });
  return {
    [`GET /portal/apis${endpoints.findAccountDetail.path}`]: { url: endpointUrl(endpoints.findAccountDetail, { id: '307000_1001' }) },
    [`POST /portal/apis${endpoints.updateAccount.path}`]: { url: endpoints.updateAccount.path, payload: { name: '张采购' } },
    [`PUT /portal/apis${endpoints.modifyPassword.path}`]: { url: `${endpoints.modifyPassword.path}?password=${encodeURIComponent(enc('Nope@2026'))}&newPassword=${encodeURIComponent(enc('Other@2026'))}` },
    [`POST /portal/apis${endpoints.verifyElsAccount.path}`]: { url: endpoints.verifyElsAccount.path, payload: { password: enc('Nope@2026') } },
    [`GET /portal/apis${endpoints.getMyApp.path}`]: { url: endpointUrl(endpoints.getMyApp, { elsAccount: '307000', elsSubAccount: '1001' }) },
    [`POST /portal/apis${endpoints.findLayoutConfigs.path}`]: { url: endpoints.findLayoutConfigs.path, payload: { elsAccount: '307000' } },
    [`POST /portal/apis${endpoints.saveLayoutConfig.path}`]: {
      url: endpoints.saveLayoutConfig.path,
      payload: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout', configJson: '{"app":{"siteTitle":"owned"}}' },
    },
    [`POST /portal/apis${endpoints.publishLayoutOverlay.path}`]: {
      url: endpoints.publishLayoutOverlay.path,
      payload: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configJson: '{"app":{"siteTitle":"owned"}}', note: 'security walk', baseVersion: 0 },
    },
    [`POST /portal/apis${endpoints.listLayoutOverlayVersions.path}`]: { url: endpoints.listLayoutOverlayVersions.path, payload: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '' } },
    [`POST /portal/apis${endpoints.getLayoutOverlayVersion.path}`]: { url: endpoints.getLayoutOverlayVersion.path, payload: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', version: 1 } },
    [`POST /portal/apis${endpoints.rollbackLayoutOverlay.path}`]: {
      url: endpoints.rollbackLayoutOverlay.path,
      payload: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', version: 1, baseVersion: 1, note: 'security walk' },
    },
    [`GET /portal/apis${endpoints.flowDiagram.path}`]: { url: endpointUrl(endpoints.flowDiagram, { processInstanceId: 'PI-1001' }) },
    [`GET /portal/apis${endpoints.getUnreadMessages.path}`]: { url: endpointUrl(endpoints.getUnreadMessages, { elsAccount: '307000', elsSubAccount: '1001' }) },
    // Message 1 is one of the buyer admin's demo messages.
    [`PUT /portal/apis${endpoints.markMessage.path}`]: { url: endpointUrl(endpoints.markMessage, { id: '1', flag: '1' }) },
    // An administrator's message to a user of the buyer tenant (pushed to that user's topic).
    [`POST /portal/apis${endpoints.sendMessage.path}`]: { url: endpoints.sendMessage.path, payload: { elsAccount: '307000', elsSubAccount: '1002', title: 'security walk' } },
    ...audit(''),
    ...audit('/v2'),
    [`GET /portal/apis${endpoints.downloadPortalFile.path}`]: { url: `${endpoints.downloadPortalFile.path}?filePath=${encodeURIComponent(rows.documentPath)}` },
    [`POST /portal/apis${endpoints.getWechatUrl.path}`]: { url: endpoints.getWechatUrl.path, payload: { deliveryNoteNumber: rows.deliveryNote } },
  };
}

/** The protected routes whose request names a row of the buyer tenant: the supplier's token must not reach it. */
const TENANT_SCOPED = new Set([
  `GET /portal/apis${endpoints.findAccountDetail.path}`,
  `GET /portal/apis${endpoints.getMyApp.path}`,
  `POST /portal/apis${endpoints.findLayoutConfigs.path}`,
  `POST /portal/apis${endpoints.saveLayoutConfig.path}`,
  `POST /portal/apis${endpoints.publishLayoutOverlay.path}`,
  `POST /portal/apis${endpoints.listLayoutOverlayVersions.path}`,
  `POST /portal/apis${endpoints.getLayoutOverlayVersion.path}`,
  `POST /portal/apis${endpoints.rollbackLayoutOverlay.path}`,
  `GET /portal/apis${endpoints.flowDiagram.path}`,
  `GET /portal/apis${endpoints.getUnreadMessages.path}`,
  `PUT /portal/apis${endpoints.markMessage.path}`,
  `POST /portal/apis${endpoints.sendMessage.path}`,
  `GET /portal/apis${endpoints.findAuditTask.path}`,
  `POST /portal/apis${endpoints.auditAction.path}`,
  `PUT /portal/apis${endpoints.auditAction.path}`,
  `GET /portal/apis/v2${endpoints.findAuditTask.path}`,
  `POST /portal/apis/v2${endpoints.auditAction.path}`,
  `PUT /portal/apis/v2${endpoints.auditAction.path}`,
  `GET /portal/apis${endpoints.downloadPortalFile.path}`,
  `POST /portal/apis${endpoints.getWechatUrl.path}`,
]);
/** The others serve the caller's own data (or no tenant's data) only: no request can name another tenant's row. */
const OWN_DATA_ONLY = new Set([
  `POST /portal/apis${endpoints.issueTicket.path}`,
  `POST /portal/apis${endpoints.lockSession.path}`,
  `GET /portal/apis${endpoints.logout.path}`,
  // The broker login of the caller's own session (404 when the server provisions none).
  `GET /portal/apis${endpoints.pushCredentials.path}`,
  `POST /portal/apis${endpoints.updateAccount.path}`,
  `PUT /portal/apis${endpoints.modifyPassword.path}`,
  `POST /portal/apis${endpoints.verifyElsAccount.path}`,
  `GET /portal/apis${endpoints.getWechatQrCode.path}`,
  `GET /portal/apis${endpoints.getMenu.path}`,
  `POST /portal/apis${endpoints.findSettings.path}`,
  `POST /portal/apis${endpoints.findMessages.path}`,
  `GET /portal/apis${endpoints.markAllMessagesRead.path}`,
  `POST /portal/apis${endpoints.findNotices.path}`,
  `GET /portal/apis${endpoints.selectTodoList.path}`,
  `POST /portal/apis${endpoints.findTodoTasks.path}`,
  `POST /portal/apis${endpoints.findDoneTasks.path}`,
  `POST /portal/apis/v2${endpoints.findTodoTasks.path}`,
  `POST /portal/apis/v2${endpoints.findDoneTasks.path}`,
  `POST /portal/apis${endpoints.findPortalDocuments.path}`,
  `GET /portal/apis${endpoints.findPortalFilesByKeyword.path}`,
  `POST /portal/apis${endpoints.uploadAvatar.path}`,
  `GET /portal/apis${endpoints.getDictionary.path}`,
  `GET /portal/apis${endpoints.findConfirmCount.path}`,
  `POST /portal/apis${endpoints.findConfirmCount.path}`,
  `GET /portal/apis${endpoints.findCreateDeliveryManage.path}`,
  `POST /portal/apis${endpoints.findSaleEnquiries.path}`,
  `GET /portal/apis${endpoints.findSaleIndexStatistics.path}`,
  `GET /portal/apis${endpoints.findPurchaseHeadFigures.path}`,
  `GET /portal/apis${endpoints.findPurchaseRequestFigures.path}`,
  `GET /portal/apis${endpoints.findPurchaseEnquiryFigures.path}`,
  `GET /portal/apis${endpoints.findPurchaseOrderFigures.path}`,
  `GET /portal/apis${endpoints.findPurchaseDeliveryFigures.path}`,
  `POST /portal/apis${endpoints.queryElsNavigation.path}`,
]);

let REQUESTS: Record<string, { url: string; payload?: Record<string, unknown> }> = {};

/** The request of a route: the listed one, else its path with every parameter '1'. */
function requestOf(route: RouteInfo): { url: string; payload?: Record<string, unknown> } {
  return REQUESTS[`${route.method} ${route.url}`] ?? { url: route.url.slice(API.length).replace(/:[A-Za-z]+/g, '1'), ...(route.method === 'GET' ? {} : { payload: {} }) };
}

const name = (route: RouteInfo) => `${route.method} ${route.url}`;
const apiRoutes = (routes: readonly RouteInfo[]) => routes.filter((route) => route.url.startsWith(`${API}/`) && route.method !== 'HEAD');

describe('the route table', () => {
  let server: TestServer;
  let admin: Session;
  let user: Session;
  let supplier: Session;
  let loggedOut: string;
  let credentials: Array<[string, Record<string, string>]>;

  beforeAll(async () => {
    // As a real start: development endpoints off.
    server = await startTestServer({ devEndpoints: false });
    admin = await login(server, BUYER_ADMIN);
    user = await login(server, BUYER_USER);
    supplier = await login(server, SUPPLIER_USER);
    REQUESTS = requests(await buyerRows(server));
    const gone = await login(server, BUYER_ADMIN);
    await server.app.inject({ method: 'GET', url: `${API}${endpoints.logout.path}`, headers: gone.headers });
    loggedOut = gone.token;

    const claims = decodeJwt(admin.token);
    const now = Math.floor(Date.now() / 1000);
    const secret = await server.db.selectFrom('app_secrets').select('value').where('name', '=', 'jwt_hs256').executeTakeFirstOrThrow();
    const realKey = new Uint8Array(Buffer.from(secret.value, 'base64'));
    const sign = (key: Uint8Array, over: Record<string, unknown> = {}) =>
      new SignJWT({ elsAccount: '307000', elsSubAccount: '1001', permission: 'admin', sid: claims.sid, ...over })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(crypto.randomUUID())
        .setIssuedAt(now - 7200)
        .setExpirationTime(typeof over.exp === 'number' ? over.exp : now + 3600)
        .sign(key);
    const forged = await sign(crypto.randomBytes(32));
    const expired = await sign(realKey, { exp: now - 60 });
    const [, payload] = admin.token.split('.');
    const algNone = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const algNoneSigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.${admin.token.split('.')[2]}`;
    credentials = [
      ['no token', {}],
      ['an empty token', { token: '' }],
      ['a forged token (wrong key)', { token: forged, elsAccount: '307000_1001' }],
      ['alg: none', { token: algNone, elsAccount: '307000_1001' }],
      ['alg: none with the real signature', { token: algNoneSigned, elsAccount: '307000_1001' }],
      ['an expired token (right key)', { token: expired, elsAccount: '307000_1001' }],
      ["another account's header", { token: user.token, elsAccount: '307000_1001' }],
      ['a token after logout', { token: loggedOut, elsAccount: '307000_1001' }],
      ['a refresh token as the token', { token: admin.refreshToken }],
      ['the token twice', { token: [admin.token, admin.token] as unknown as string }],
    ];
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('has exactly the listed public routes; the development endpoints are not even registered', () => {
    const routes = apiRoutes(server.routes);
    expect(routes.filter((route) => route.public).map(name).sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(routes.some((route) => route.url.includes('/dev/'))).toBe(false);
    // Every protected route is classified: a new one must be added to TENANT_SCOPED (with a request
    // naming a buyer row in REQUESTS) or to OWN_DATA_ONLY, on purpose.
    const protectedRoutes = routes.filter((route) => !route.public).map(name);
    const unclassified = protectedRoutes.filter((route) => !TENANT_SCOPED.has(route) && !OWN_DATA_ONLY.has(route));
    expect(unclassified, 'classify these routes in server/security.test.ts').toEqual([]);
    for (const route of TENANT_SCOPED) expect(REQUESTS[route], route).toBeDefined();
  });

  it('refuses every protected route with every bad credential: 401, never 200 or 500', async () => {
    const routes = apiRoutes(server.routes).filter((route) => !route.public);
    let calls = 0;
    for (const route of routes) {
      const request = requestOf(route);
      for (const [what, headers] of credentials) {
        const response = await server.app.inject({ method: route.method as 'GET', url: `${API}${request.url}`, headers, ...(request.payload ? { payload: request.payload } : {}) });
        calls += 1;
        expect(response.statusCode, `${name(route)} with ${what}`).toBe(401);
        expect(body(response).code, `${name(route)} with ${what}`).toBe('401');
      }
    }
    console.info(`[measure] ${calls} bad-credential calls over ${routes.length} protected routes, all 401`);
  });

  it("refuses another tenant's token on the buyer's rows: 403 (404 for a process, like a missing one), never 200 or 500", async () => {
    const registered = new Set(apiRoutes(server.routes).map(name));
    for (const route of [...TENANT_SCOPED].filter((each) => registered.has(each))) {
      const [method] = route.split(' ');
      const request = REQUESTS[route]!;
      const response = await server.app.inject({ method: method as 'GET', url: `${API}${request.url}`, headers: supplier.headers, ...(request.payload ? { payload: request.payload } : {}) });
      expect([403, 404], route).toContain(response.statusCode);
      expect(response.body, route).not.toContain('307000_1001');
      expect(response.body, route).not.toContain('RFQ-2026');
      expect(response.body, route).not.toContain('%PDF');
    }
  });

  it('lets the right credential through every protected route (the refusals above are the guard’s)', async () => {
    // Last: the walk locks the admin's session (then only the logout passes), then logs the admin out.
    const routes = apiRoutes(server.routes).filter((route) => !route.public);
    const rank = (route: { url: string }) => (route.url.endsWith('/logout') ? 2 : route.url.endsWith('/lockSession') ? 1 : 0);
    routes.sort((a, b) => rank(a) - rank(b));
    for (const route of routes) {
      const request = requestOf(route);
      const response = await server.app.inject({ method: route.method as 'GET', url: `${API}${request.url}`, headers: admin.headers, ...(request.payload ? { payload: request.payload } : {}) });
      // The guard refuses with 401 only: anything else is the route's own answer.
      expect([401, 500], `${name(route)}: ${response.statusCode} ${response.body.slice(0, 200)}`).not.toContain(response.statusCode);
    }
  });
});

describe('the development endpoints', () => {
  it('answer 404 unless switched on; switched on they are the only other public routes', async () => {
    const off = await startTestServer({ devEndpoints: false });
    const on = await startTestServer({ devEndpoints: true });
    try {
      for (const url of [endpoints.devStats.path, endpoints.devSms.path, `${endpoints.devSms.path}?mobile=13800000001`, endpointUrl(endpoints.devCaptcha, { id: 'x' }), '/dev/']) {
        expect((await off.app.inject({ method: 'GET', url: `${API}${url}` })).statusCode, url).toBe(404);
      }
      const publicOn = apiRoutes(on.routes).filter((route) => route.public).map(name).sort();
      expect(publicOn).toEqual([...PUBLIC_ROUTES, ...DEV_ROUTES].sort());
    } finally {
      await off.dispose();
      await on.dispose();
    }
  });
});

describe('as an outsider', () => {
  let server: TestServer;
  let staticDir: string;
  let admin: Session;
  beforeAll(async () => {
    staticDir = tempDir('srm-dist-');
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>SRM</title><div id="root"></div>');
    fs.writeFileSync(path.join(staticDir, 'main.0a1b2c3d.js'), 'console.log(1)');
    fs.writeFileSync(path.join(staticDir, 'main.0a1b2c3d.js.map'), '{"sources":["secret-source.ts"]}');
    fs.writeFileSync(path.join(staticDir, '.env'), 'SECRET=1');
    server = await startTestServer({ staticDir, devEndpoints: false });
    admin = await login(server, BUYER_ADMIN);
  });
  afterAll(async () => {
    await server.dispose();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const LEAKS = ['"dependencies"', 'buildServer', 'root:x:', 'secret-source', 'SECRET=1', 'jwt_hs256', 'SQLite format'];

  it('finds no file outside the served folders by any spelling of ..', async () => {
    const traversals = [
      '/portal/config/..%2f..%2fpackage.json',
      '/portal/config/%2e%2e/%2e%2e/package.json',
      '/portal/config/%252e%252e/%252e%252e/package.json',
      '/portal/config/..%5c..%5cpackage.json',
      '/portal/config/base/..%2f..%2f..%2fserver%2fapp.ts',
      '/portal/config/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
      '/portal/config/tenants/acme/layout.json%00.txt',
      '/portal/config/.%2e/.%2e/etc/passwd',
      '/portal/..%2f..%2fpackage.json',
      '/portal/%2e%2e/%2e%2e/etc/passwd',
      '/portal/static/..%2f..%2f..%2fpackage.json',
      '/portal/.env',
      '/portal/%2eenv',
      '/portal/main.0a1b2c3d.js.map',
      '/portal/main.0a1b2c3d.js.map?x=1',
      '/portal/MAIN.0A1B2C3D.JS.MAP',
      '/subapps/..%2f..%2fpackage.json',
      '/subapps/%2e%2e/%2e%2e/server/app.ts',
      '/subapps/shared/..%2f..%2fmain.ts',
      '/portal/apis/..%2f..%2fpackage.json',
      '/data/srm.sqlite',
      '/portal/../data/srm.sqlite',
    ];
    for (const url of traversals) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(500);
      for (const leak of LEAKS) expect(response.body, `${url} leaks ${leak}`).not.toContain(leak);
      // Only the shell's own page may answer 200 (a client-side route).
      if (response.statusCode === 200) expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('refuses the same on the wire, where nothing normalises the path', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    const raw = (requestLine: string, extra = '') =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(address.port, '127.0.0.1', () => socket.end(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    for (const line of [
      'GET /portal/config/../../package.json HTTP/1.1',
      'GET /portal/config/..\\..\\package.json HTTP/1.1',
      'GET /portal/../package.json HTTP/1.1',
      'GET /subapps/../../server/main.ts HTTP/1.1',
      'GET http://evil.example/portal/config/../../package.json HTTP/1.1',
      'GET //portal/config/../../package.json HTTP/1.1',
      'GET /portal/config/./../../package.json HTTP/1.1',
    ]) {
      const answer = await raw(line);
      const status = Number(answer.split(' ')[1]);
      expect(status, line).not.toBe(500);
      for (const leak of LEAKS) expect(answer, `${line} leaks ${leak}`).not.toContain(leak);
    }
    // A header block past Node's limit is refused by the HTTP server itself.
    const huge = await raw(`GET /portal/apis${endpoints.getMenu.path} HTTP/1.1`, `token: ${'a'.repeat(20_000)}\r\n`);
    expect(huge.split(' ')[1]).toBe('431');
  });

  it('answers oversized and deeply nested bodies with 400, never 500', async () => {
    // The lock takes no body and would lock the admin's session for the calls after it: walked last below.
    const writes = apiRoutes(server.routes)
      .filter((route) => route.method === 'POST' || route.method === 'PUT')
      .sort((a, b) => Number(a.url.endsWith('/lockSession')) - Number(b.url.endsWith('/lockSession')));
    const oversized = JSON.stringify({ configJson: 'x'.repeat(1_100_000) });
    const deep = `{"elsAccount":"307000","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const deepObject = `{"elsAccount":"307000","x":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`;
    const proto = '{"__proto__":{"admin":true},"elsAccount":"307000"}';
    for (const route of writes) {
      for (const [what, payload] of [
        ['oversized', oversized],
        ['deep arrays', deep],
        ['deep objects', deepObject],
        ['__proto__', proto],
      ] as const) {
        const response = await server.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(':token', 'x'),
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${name(route)} ${what}`).not.toBe(500);
        expect(response.statusCode, `${name(route)} ${what}`).toBeLessThan(500);
      }
    }
    // The walk ended with the lock: the right password unlocks the session again.
    const unlocked = await server.app.inject({ method: 'POST', url: `${API}${endpoints.verifyElsAccount.path}`, headers: admin.headers, payload: { password: enc(BUYER_ADMIN.password) } });
    expect(unlocked.statusCode).toBe(200);
    // A deeply nested configJson in a save: refused with its pointer (defect 3).
    const save = await server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.saveLayoutConfig.path}`,
      headers: admin.headers,
      payload: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout', configJson: `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}` },
    });
    expect(save.statusCode).toBe(400);
    expect(body(save).messageCode).toBe('layoutConfig.tooDeep');
  });

  it('is not fooled by header tricks', async () => {
    const get = (headers: Record<string, string | string[]>, url = `${API}${endpoints.getMenu.path}`) => server.app.inject({ method: 'GET', url, headers });
    // The account header twice, or naming the same account in another spelling.
    expect((await get({ token: admin.token, elsAccount: ['307000_1001', '307000_1002'] })).statusCode).toBe(401);
    expect((await get({ token: admin.token, elsAccount: '307000_1001 ' })).statusCode).toBe(401);
    expect((await get({ token: admin.token, elsAccount: '307000_1001\u0000' })).statusCode).toBe(401);
    // A token with the Bearer scheme, a cookie, a query: only the token header counts.
    expect((await get({ authorization: `Bearer ${admin.token}` })).statusCode).toBe(401);
    expect((await get({ cookie: `token=${admin.token}` })).statusCode).toBe(401);
    expect((await get({}, `${API}${endpoints.getMenu.path}?token=${admin.token}`)).statusCode).toBe(401);
    // Method overrides are not honoured: a GET stays a GET.
    const override = await server.app.inject({ method: 'GET', url: `${API}${endpoints.saveLayoutConfig.path}`, headers: { ...admin.headers, 'x-http-method-override': 'POST' } });
    expect(override.statusCode).toBe(404);
    // A foreign Host does not move the redirect elsewhere.
    const redirect = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(redirect.headers.location).toBe('/portal/');
    // Every answer carries the framing and sniffing headers, errors included: the page may be framed
    // by its own origin, an answer that is no page by nobody.
    for (const response of [await get({}), await server.app.inject({ method: 'GET', url: '/portal/' }), await server.app.inject({ method: 'GET', url: '/nowhere' })]) {
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const page = String(response.headers['content-type']).startsWith('text/html');
      expect(String(response.headers['content-security-policy'])).toContain(page ? "frame-ancestors 'self'" : "frame-ancestors 'none'");
    }
  });
});
