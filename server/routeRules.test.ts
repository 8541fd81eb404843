// Two rules the platform holds every route to (issue 28), each checked by walking the route table as
// security.test.ts walks it for credentials:
// - numbers are written as numbers (src/contract/numbers.ts): in a JSON body a JSON number, in a path or
//   query a plain decimal; `true`, "0x10", "1e3", " 1", "01" are refused with 400 request.invalid (the
//   version routes read `true` as 1 and "0x10" as 16 before). Every numeric field of every route's
//   schema is found and sent each spelling; the ids a path or body carries as text follow the same rule;
// - every route that answers without a token has a per-address budget, or a stated reason why not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteInfo } from './app.js';
import { API, BUYER_ADMIN, body, login, startTestServer, type Session, type TestServer } from './testServer.js';
import { endpoints, fillPath, type Endpoint, type EndpointName } from '../src/contract/endpoints/index.js';
import { requestSchemas } from '../src/contract/endpoints/schemas.js';
import { PLATFORM_APP_PATHS } from './platform/static/staticFiles.js';

const HOOK_SECRET = 'hook-secret-route-rules-0123';
const name = (route: RouteInfo) => `${route.method} ${route.url}`;

/** Every route of the API as `METHOD /portal/apis<prefix><path>` → its declaration. */
function declarations(): Map<string, Endpoint> {
  const byRoute = new Map<string, Endpoint>();
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    for (const prefix of ['', ...(endpoint.prefixes ?? [])]) {
      for (const method of [endpoint.method, ...(endpoint.alsoAccepts ?? [])]) byRoute.set(`${method} ${API}${prefix}${endpoint.path}`, endpoint);
    }
  }
  return byRoute;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The numeric fields of a request schema (type integer or number), as property paths; found without the server's code. */
function numericFields(schema: unknown, at: string[] = []): string[][] {
  if (!isNode(schema)) return [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return [at];
  const found: string[][] = [];
  if (isNode(schema.properties)) for (const [key, child] of Object.entries(schema.properties)) found.push(...numericFields(child, [...at, key]));
  if (isNode(schema.items)) found.push(...numericFields(schema.items, [...at, '0']));
  return found;
}

function withValue(base: unknown, field: string[], value: unknown): unknown {
  if (field.length === 0) return value;
  const [head, ...rest] = field;
  const copy: Record<string, unknown> = Array.isArray(base) ? ([...base] as unknown as Record<string, unknown>) : { ...(base as Record<string, unknown>) };
  copy[head!] = withValue(copy[head!] ?? (rest.length && /^\d+$/.test(rest[0]!) ? [] : {}), rest, value);
  return copy;
}

/**
 * A request of each route with a numeric field (or a numeric id) that passes the route's own checks
 * as far as its schema goes, so that a 400 request.invalid after one number is changed is that
 * number's. A route with a numeric field and no request here fails the walk: add one.
 */
const VALID: Partial<Record<EndpointName, { params?: Record<string, string>; body?: Record<string, unknown>; query?: Record<string, string>; headers?: Record<string, string> }>> = {
  findLayoutConfigs: { body: { pageNo: 1, pageSize: 20 } },
  listLayoutOverlayVersions: { body: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', pageNo: 1, pageSize: 20 } },
  getLayoutOverlayVersion: { body: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', version: 1 } },
  rollbackLayoutOverlay: { body: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', version: 1, baseVersion: 0, note: '' } },
  saveLayoutConfig: { body: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout', configJson: '{"app":{"siteTitle":"Walk"}}', baseVersion: 0 } },
  publishLayoutOverlay: { body: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configJson: '{"app":{"siteTitle":"Walk"}}', note: '', baseVersion: 0 } },
  findMessages: { body: { pageNo: 1, pageSize: 20 } },
  findNotices: { body: { pageNo: 1, pageSize: 20 } },
  findTodoTasks: { body: { pageNo: 1, pageSize: 20 } },
  findDoneTasks: { body: { pageNo: 1, pageSize: 20 } },
  findPortalDocuments: { body: { businessModule: 'portal', pageNo: 1, pageSize: 20 } },
  findSaleEnquiries: { body: { pageNo: 1, pageSize: 20 } },
  findPortalFilesByKeyword: { query: { pageNo: '1', pageSize: '20' } },
  brokerAcl: { body: { username: '307000_1001', topic: 'srm/none', acc: 4 }, headers: { 'x-srm-hook-secret': HOOK_SECRET } },
  // The ids a path or a body carries as text (DECIMAL_ID): not numbers to the schema, numbers to the rule.
  markMessage: { params: { id: '1', flag: '1' } },
  findAuditTask: { params: { id: '1' } },
  auditAction: { params: { action: 'approve' }, body: { elsAccount: '307000', elsSubAccount: '1001', id: '1', remark: 'walk' } },
};

/** Path parameters and body texts that are numbers to the route (ids), by endpoint: every other path parameter is text. */
const TEXT_NUMBERS: Partial<Record<EndpointName, { params?: string[]; body?: string[] }>> = {
  markMessage: { params: ['id'] },
  findAuditTask: { params: ['id'] },
  auditAction: { body: ['id'] },
};
/** Path parameters that are not numbers, by endpoint (so that a new numeric one is classified on purpose). */
const TEXT_PARAMS: Partial<Record<EndpointName, string[]>> = {
  validToken: ['token'],
  findAccountDetail: ['id'], // elsAccount_elsSubAccount or a sub-account: text
  getMyApp: ['elsAccount', 'elsSubAccount'],
  getUnreadMessages: ['elsAccount', 'elsSubAccount'],
  markMessage: ['flag'], // '0' or '1', an enumeration of the platform
  auditAction: ['action'],
  flowDiagram: ['processInstanceId'],
  dictionaryFile: ['file'],
  devCaptcha: ['id'],
};

/** A JSON body's number written otherwise: each must be refused. */
const NOT_JSON_NUMBERS: unknown[] = [true, false, null, '0x10', '1e3', ' 1', '01', '16', [1], {}];
/** A path's or query's number written otherwise: each must be refused. */
const NOT_PLAIN_DECIMALS = ['true', '0x10', '1e3', ' 1', '1 ', '01', '+1', '1.0', '-0', ''];

describe('the route table: numbers are written as numbers (issue 28)', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    // Budgets off (the walk sends thousands of calls from one address); the broker hooks on (acc is a number).
    server = await startTestServer({ rateLimit: false, push: { hookSecret: HOOK_SECRET } });
    admin = await login(server, BUYER_ADMIN);
  });
  afterAll(async () => {
    await server.dispose();
  });

  const send = (route: RouteInfo, request: { params?: Record<string, string>; body?: unknown; query?: Record<string, string>; headers?: Record<string, string> }, endpoint: Endpoint): Promise<LightMyRequestResponse> => {
    const path = route.url.slice(API.length).replace(endpoint.path, fillPath(endpoint.path, request.params ?? {}));
    const query = request.query ? Object.entries(request.query).map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&') : '';
    return server.app.inject({
      method: route.method as 'GET',
      url: `${API}${path}${query ? `?${query}` : ''}`,
      headers: { ...admin.headers, ...request.headers },
      ...(request.body !== undefined ? { payload: request.body as Record<string, unknown> } : {}),
    });
  };
  const refusedAs = (response: LightMyRequestResponse, what: string, detail?: string) => {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
    if (detail !== undefined) {
      expect(body(response).messageCode, what).toBe('request.invalid');
      expect(String(body(response).messageParams?.detail), what).toMatch(new RegExp(`^${detail}( |$)`));
    }
  };

  it('refuses true, "0x10", "1e3", " 1", "01" and the like in every numeric field of every route, and takes the plain number', async () => {
    const byRoute = declarations();
    const routes = server.routes.filter((route) => route.url.startsWith(`${API}/`) && route.method !== 'HEAD');
    let fields = 0;
    let calls = 0;
    for (const route of routes) {
      const endpoint = byRoute.get(name(route));
      expect(endpoint, `${name(route)} is not declared in src/contract/endpoints`).toBeDefined();
      const schemas = requestSchemas[endpoint!.name as EndpointName];
      const bodyFields = numericFields(schemas?.body);
      const queryFields = numericFields(schemas?.query);
      const text = TEXT_NUMBERS[endpoint!.name as EndpointName];
      // Every path parameter is classified: a number (TEXT_NUMBERS) or text (TEXT_PARAMS).
      for (const param of [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!)) {
        const known = [...(text?.params ?? []), ...(TEXT_PARAMS[endpoint!.name as EndpointName] ?? [])];
        expect(known, `classify the path parameter :${param} of ${name(route)} in TEXT_NUMBERS or TEXT_PARAMS`).toContain(param);
      }
      if (bodyFields.length + queryFields.length === 0 && !text) continue;
      const valid = VALID[endpoint!.name as EndpointName];
      expect(valid, `give ${name(route)} a valid request in VALID`).toBeDefined();
      const passes = await send(route, valid!, endpoint!);
      expect(passes.statusCode === 400 && body(passes).messageCode === 'request.invalid', `${name(route)} refuses its valid request: ${passes.body}`).toBe(false);

      for (const field of bodyFields) {
        fields += 1;
        for (const value of NOT_JSON_NUMBERS) {
          calls += 1;
          refusedAs(await send(route, { ...valid!, body: withValue(valid!.body ?? {}, field, value) }, endpoint!), `${name(route)} body ${field.join('.')} = ${JSON.stringify(value)}`, `body/${field.join('/')}`);
        }
      }
      for (const field of queryFields) {
        fields += 1;
        for (const value of NOT_PLAIN_DECIMALS) {
          calls += 1;
          refusedAs(await send(route, { ...valid!, query: { ...valid!.query, [field[0]!]: value } }, endpoint!), `${name(route)} query ${field[0]} = ${JSON.stringify(value)}`, `querystring/${field[0]}`);
        }
        // Repeated in the query, it is not one number either.
        calls += 1;
        const path = route.url.slice(API.length);
        refusedAs(
          await server.app.inject({ method: route.method as 'GET', url: `${API}${path}?${field[0]}=1&${field[0]}=2`, headers: admin.headers }),
          `${name(route)} query ${field[0]} twice`,
          `querystring/${field[0]}`,
        );
      }
      for (const param of text?.params ?? []) {
        fields += 1;
        for (const value of NOT_PLAIN_DECIMALS.filter((spelling) => spelling !== '')) {
          calls += 1;
          refusedAs(await send(route, { ...valid!, params: { ...valid!.params, [param]: value } }, endpoint!), `${name(route)} path :${param} = ${JSON.stringify(value)}`);
        }
      }
      for (const field of text?.body ?? []) {
        fields += 1;
        for (const value of NOT_PLAIN_DECIMALS) {
          calls += 1;
          refusedAs(await send(route, { ...valid!, body: { ...valid!.body, [field]: value } }, endpoint!), `${name(route)} body ${field} = ${JSON.stringify(value)}`);
        }
      }
    }
    // What the walk found (the version routes, the paged lists, the broker's acc, the ids in paths and bodies).
    expect(fields).toBeGreaterThanOrEqual(30);
    expect(calls).toBeGreaterThan(300);
  });

  it('reads a version the way it is written: true is not version 1, "0x10" not version 16', async () => {
    // The suppliers' overlay: a key the walk above did not publish to.
    const key = { elsAccount: '307000', elsSubAccount: '', toElsAccount: '*' };
    const call = (url: string, payload: Record<string, unknown>) => server.app.inject({ method: 'POST', url: `${API}${url}`, headers: admin.headers, payload });
    const published = await call(endpoints.publishLayoutOverlay.path, { ...key, configJson: '{"app":{"siteTitle":"One"}}', note: '', baseVersion: 0 });
    expect(published.statusCode, published.body).toBe(200);
    const version = body<{ version: number }>(published).data.version;
    // The next publish names the current version as its base: as the number it takes it, spelt otherwise it is refused.
    for (const baseVersion of [true, String(version), `0x${version.toString(16)}`, `${version}e0`]) {
      const refused = await call(endpoints.publishLayoutOverlay.path, { ...key, configJson: '{"app":{"siteTitle":"Two"}}', note: '', baseVersion });
      expect(refused.statusCode, JSON.stringify(baseVersion)).toBe(400);
      expect(body(refused).messageCode).toBe('request.invalid');
    }
    for (const asked of [true, String(version), '0x1']) {
      const refused = await call(endpoints.getLayoutOverlayVersion.path, { ...key, version: asked });
      expect(refused.statusCode, JSON.stringify(asked)).toBe(400);
      expect(body(refused).messageCode).toBe('request.invalid');
    }
    expect((await call(endpoints.getLayoutOverlayVersion.path, { ...key, version })).statusCode).toBe(200);
    expect((await call(endpoints.publishLayoutOverlay.path, { ...key, configJson: '{"app":{"siteTitle":"Two"}}', note: '', baseVersion: version })).statusCode).toBe(200);
  });
});

/**
 * The routes that answer without a token and have no per-address budget, each with its reason. Any
 * other such route fails the walk until it gets a budget (`{ rateLimit: ctx.rateLimit(…) }`, a
 * RateLimits entry) or a reason here.
 */
const PROBE = 'a probe: an orchestrator polls it from one address, and a refusal would take a healthy instance out of service; it names checks only (load shedding bounds the cost)';
const DEV = 'development only: not even registered unless SRM_DEV_ENDPOINTS=1 (which npm start refuses)';
const HOOK = 'the external broker calls it from its one address for every client: a budget would refuse legitimate connects; it answers only the hook secret (403 before any work)';
const SHELL =
  "the shell's own files (its page, bundles, config folder, the demo sub-apps) and the redirects to them: no secret checked, the same bytes for everyone; one page load fetches many, and a company's users often share one address, so a budget would lock an office out; in production nginx serves the bundles (docs/deployment.md), and load shedding (503 server.busy) bounds the rest";
const UNBUDGETED: Record<string, string> = {
  'GET /': SHELL,
  'GET /portal': SHELL,
  'GET /portal/': SHELL,
  'GET /portal/config/*': SHELL,
  'GET /portal/*': SHELL,
  'GET /subapps/*': SHELL,
  ...Object.fromEntries(Object.keys(PLATFORM_APP_PATHS).map((from) => [`GET ${from}`, SHELL])),
  [`GET ${endpoints.live.path}`]: PROBE,
  [`GET ${API}${endpoints.live.path}`]: PROBE,
  [`GET ${endpoints.ready.path}`]: PROBE,
  [`GET ${API}${endpoints.ready.path}`]: PROBE,
  'GET /metrics': 'answers the loopback, SRM_METRICS_ALLOW and the bearer SRM_METRICS_TOKEN only; anyone else gets 404 before any work',
  [`GET ${API}${endpoints.devStats.path}`]: DEV,
  [`GET ${API}${endpoints.devCaptcha.path}`]: DEV,
  [`GET ${API}${endpoints.devSms.path}`]: DEV,
  [`POST ${API}${endpoints.brokerAuth.path}`]: HOOK,
  [`POST ${API}${endpoints.brokerAcl.path}`]: HOOK,
};

describe('the route table: a budget on every public route (issue 28)', () => {
  it('has a per-address budget on every route that answers without a token, or a stated reason', async () => {
    // Development endpoints and the broker hooks on, so that they are classified too.
    const server = await startTestServer({ push: { hookSecret: HOOK_SECRET } });
    try {
      const open = server.routes.filter((route) => route.method !== 'HEAD' && (route.public || !route.url.startsWith(`${API}/`)));
      const unbudgeted = open.filter((route) => !route.rateLimited && UNBUDGETED[name(route)] === undefined).map(name);
      expect(unbudgeted, 'give these routes a rateLimit, or a reason in UNBUDGETED').toEqual([]);
      const stale = Object.keys(UNBUDGETED).filter((route) => !open.some((candidate) => name(candidate) === route && !candidate.rateLimited));
      expect(stale, 'these reasons name no route without a budget').toEqual([]);
      for (const endpoint of [endpoints.dictionaryFile, endpoints.health, endpoints.downloadFile, endpoints.login]) {
        expect(server.routes.find((route) => route.method === endpoint.method && route.url === `${API}${endpoint.path}`)?.rateLimited, endpoint.path).toBe(true);
      }
    } finally {
      await server.dispose();
    }
  });

  it('answers the dictionary files and health beyond their budget with 429 request.rateLimited and Retry-After, per address', async () => {
    const server = await startTestServer({ rateLimit: { dictionary: 3, health: 3 } });
    try {
      for (const url of [fillPath(endpoints.dictionaryFile.path, { file: 'en.json' }), endpoints.health.path]) {
        const fetch = (remoteAddress: string) => server.app.inject({ method: 'GET', url: `${API}${url}`, remoteAddress });
        for (let i = 0; i < 3; i += 1) expect((await fetch('203.0.113.40')).statusCode, url).toBe(200);
        const limited = await fetch('203.0.113.40');
        expect(limited.statusCode, url).toBe(429);
        expect(body(limited)).toMatchObject({ code: '429', messageCode: 'request.rateLimited' });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect((await fetch('203.0.113.41')).statusCode, url).toBe(200);
      }
    } finally {
      await server.dispose();
    }
  });
});
