// The platform's composition: options → database (migrated, seeded) → shared services → Fastify
// with the security headers, the per-address rate limits, the error envelope, the API scope behind
// the auth guard holding every module's routes, and the static files.
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { AccountRepo } from './auth/accounts.js';
import { CaptchaService } from './auth/captcha.js';
import { authGuard } from './auth/guard.js';
import { DEFAULT_THROTTLE, LoginThrottle } from './auth/loginThrottle.js';
import { checkTransport, loadPasswordTransport } from './auth/passwordTransport.js';
import { deploymentPolicies } from './auth/sessionPolicy.js';
import { TokenService } from './auth/tokens.js';
import { resolveConfig, type RateLimits, type ServerOptions } from './config.js';
import type { RouteRateLimit, ServerContext, ServerModule } from './context.js';
import { openCluster, type Cluster } from './cluster/cluster.js';
import { INSTANCE_HEADER, shutDown } from './cluster/shutdown.js';
import { openDatabase, type Db, type Engine } from './db/database.js';
import { runSeeds } from './db/steps.js';
import { Deployment } from './deployment.js';
import { refuse } from './http/envelope.js';
import { installAnswerCheck } from './http/answerCheck.js';
import { registerErrorHandler } from './http/errorHandler.js';
import { redactUrl } from './http/request.js';
import { answerClientError } from './http/clientError.js';
import { REQUEST_ID_HEADER, requestIdOf } from './http/requestId.js';
import { registerStrictNumbers } from './http/strictNumbers.js';
import { registerMetrics, ServerMetrics } from './observe/metrics.js';
import { registerLoadShedding } from './observe/pressure.js';
import { registerProbes, type ProbeSources } from './observe/probes.js';
import { REPO_ROOT, DEMO_APPS_DIR } from './paths.js';
import { createLayoutPatchValidator } from './shellRules.js';
import { EmbeddedBroker, type PushTransport } from './push/broker.js';
import { ExternalBroker } from './push/external.js';
import { BrokerKicker } from './push/kick.js';
import { DynsecProvisioner } from './push/dynsecProvisioner.js';
import { TopicPushService } from './push/service.js';
import { PushTopics } from './push/topics.js';
import { createFrameOriginSource } from './static/frameOrigins.js';
import { registerSecurityHeaders, registerStatic, shellScriptHashes } from './static/staticFiles.js';
import { FolderFileStore } from './storage.js';

/** A route as registered: what the security test walks. */
export interface RouteInfo {
  method: string;
  url: string;
  /** Answers without a token (`config: { public: true }`). */
  public: boolean;
  /** Has a per-address budget (`config: { rateLimit }`, @fastify/rate-limit); false also when the deployment switched budgets off. */
  rateLimited: boolean;
}

export interface SrmServer {
  app: FastifyInstance;
  /** The database through Kysely (SQLite or PostgreSQL). */
  db: Db;
  engine: Engine;
  /** Where the data is (the SQLite file, or the PostgreSQL URL without its password). */
  databaseLocation: string;
  /** The services behind the routes (tests reach the captcha and the throttle here). */
  ctx: ServerContext;
  /** Every route of the server, API and static alike, in registration order. */
  routes: readonly RouteInfo[];
  /**
   * The server's own MQTT broker (undefined with an external broker or none): tests stop it and
   * start it again on the same port and path while HTTP keeps serving.
   */
  push: EmbeddedBroker | undefined;
  close(): Promise<void>;
}

export interface Composition {
  /** In order: the parts of one migration or seed version run in this order. */
  modules: readonly ServerModule[];
  /**
   * The JSON texts of the tenant-wide layout overlays saved for a deployment tenant ('' for none),
   * newest first: their frame origins join the CSP of that tenant's pages.
   */
  tenantLayoutOverlays(db: Db, deployTenant: string): Promise<readonly string[]>;
}

export async function createServer(options: ServerOptions, composition: Composition): Promise<SrmServer> {
  const config = resolveConfig(options);
  const { modules } = composition;
  // The shell bundles config/base/layout.json at build time: its key and IV are the ones it sends with.
  const passwordTransport = checkTransport(options.passwordTransport ?? loadPasswordTransport(path.join(REPO_ROOT, 'config')));

  const store = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, modules.flatMap((module) => module.migrations));
  const db = store.db;
  let app: FastifyInstance | undefined;
  let ctx: ServerContext;
  let transport: PushTransport | undefined;
  let embedded: EmbeddedBroker | undefined;
  let cluster: Cluster | undefined;
  /** Set when close() begins: /ready answers 503 (shutdown: failed) from then on. */
  let draining = false;
  const routes: RouteInfo[] = [];
  try {
    const files = new FolderFileStore(config.storageDir);
    await runSeeds(db, modules.flatMap((module) => module.seeds), { dataDir: config.dataDir, files });
    const accounts = new AccountRepo(db);
    const deployment = new Deployment(config.configDir, config.appPrefix, config.trustedProxies);
    const frameOrigins = createFrameOriginSource(deployment, (tenant) => composition.tenantLayoutOverlays(db, tenant));
    const rateLimits = config.rateLimits;
    const sessionPolicies = deploymentPolicies(deployment, config.tokenTtlSeconds);
    const tokens = new TokenService(db, accounts, {
      tokenTtlSeconds: config.tokenTtlSeconds,
      refreshTtlSeconds: config.refreshTtlSeconds,
      ticketTtlSeconds: config.ticketTtlSeconds,
      sessionStateMaxAgeMs: config.sessionStateMaxAgeMs,
      policies: sessionPolicies,
    });
    const pushTopics = new PushTopics(deployment);
    const pushLog = (message: string): void => app?.log.warn(message);
    // Several instances: rate limits, session cuts and the brokers' bus through the shared Redis.
    if (config.redis) cluster = await openCluster(config.redis, tokens, pushLog);
    const metrics = new ServerMetrics(config.instance);
    if (config.push.enabled && config.push.external) {
      transport = new ExternalBroker(config.push.external, pushLog, config.instance);
    } else if (config.push.enabled) {
      const broker = new EmbeddedBroker({
        tokens,
        topics: pushTopics,
        limits: config.push.limits,
        path: config.push.path,
        trustedProxies: config.trustedProxies,
        log: (message) => app?.log.info(message),
        id: `srm-${config.instance}`,
        ...(cluster ? { bus: cluster.brokerBus } : {}),
      });
      metrics.countConnections(() => broker.stats().sockets);
      embedded = broker;
      transport = broker;
    }
    const brokerKick = config.push.kick ? new BrokerKicker(config.push.kick, tokens, pushLog) : undefined;
    const admin = config.push.external;
    const brokerLogins =
      config.push.enabled && config.push.dynsec && admin?.username && admin.password
        ? new DynsecProvisioner({ url: admin.url, username: admin.username, password: admin.password }, tokens, pushLog)
        : undefined;
    ctx = {
      db,
      engine: store.engine,
      config,
      files,
      accounts,
      tokens,
      captcha: new CaptchaService(db, config.captchaTtlSeconds, config.devEndpoints),
      throttle: new LoginThrottle(db, { ...DEFAULT_THROTTLE, ...options.loginThrottle }),
      passwordTransport,
      validateLayoutPatch: options.validateLayoutPatch ?? createLayoutPatchValidator(),
      deployment,
      tenantOfRequest: (request, named) => deployment.tenantOfRequest(request.raw, named),
      sessionPolicy: sessionPolicies,
      layoutSaved: () => frameOrigins.invalidate(),
      rateLimit: (name: keyof RateLimits): RouteRateLimit => (rateLimits ? { max: rateLimits[name], timeWindow: 60_000 } : false),
      metrics,
      push: new TopicPushService(
        transport && metrics.countDeliveries(transport),
        pushTopics,
        accounts,
        async (owner) => {
          const counts = { unreadMessages: 0, todos: 0 };
          for (const module of modules) if (module.pushCounts) Object.assign(counts, await module.pushCounts(db, owner));
          return counts;
        },
        pushLog,
      ),
      pushTopics,
      brokerKick,
      brokerLogins,
      // One module after another on the handle given (the registration's transaction: one
      // connection, whose statements cannot run side by side); each copies its own tables.
      provisionTenant: async (handle, elsAccount, templateAccount) => {
        for (const module of modules) await module.provisionTenant?.(handle, elsAccount, templateAccount);
      },
    };

    app = Fastify({
      logger:
        options.logger === undefined || options.logger === false
          ? false
          : {
              ...(typeof options.logger === 'string' ? { level: options.logger } : {}),
              ...(options.logStream ? { stream: options.logStream } : {}),
              // Which instance wrote the line, beside pino's own pid and hostname.
              base: { pid: process.pid, hostname: os.hostname(), instance: config.instance },
              // Passwords travel in some queries and tickets in one path: never into the log.
              serializers: {
                req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
              },
            },
      // webValidToken carries a whole JWT as a path parameter; the default limit (100) is too short.
      routerOptions: { maxParamLength: 4096 },
      // Per-address limits read request.ip: behind a reverse proxy, trust it to name the client.
      trustProxy: options.trustProxy ?? false,
      // Every prefix of tenantByPrefix is answered by the routes of the server's own prefix
      // (/acme-portal/apis/login → /portal/apis/login); the request keeps its URL as sent
      // (originalUrl), from which its tenant is chosen.
      rewriteUrl: (request) => deployment.rootedUrl(request.url ?? '/'),
      // The request id of every log line and answer: a trusted proxy's X-Request-Id, else a new one.
      requestIdHeader: false,
      genReqId: requestIdOf(config.trustedProxies),
      // Node's 400/408/431 for what never became a request, with the security headers.
      clientErrorHandler: answerClientError,
    });
    // First of all hooks, so that every answer carries it, a shed or refused one too.
    const instanceName = config.instanceHeader ? config.instance : undefined;
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
      if (instanceName !== undefined) void reply.header(INSTANCE_HEADER, instanceName);
    });
    app.decorateRequest('user', null);
    // Before the HTTP server closes: it would wait for the broker's upgraded sockets forever.
    app.addHook('preClose', async () => {
      brokerKick?.close();
      await brokerLogins?.close();
      await transport?.close();
    });
    app.addHook('onClose', async () => {
      await ctx.push.settled();
      await cluster?.close();
      await store.close();
    });
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const rateLimited = typeof route.config?.rateLimit === 'object' && route.config.rateLimit !== null;
      for (const method of methods) routes.push({ method, url: route.url, public: route.config?.public === true, rateLimited });
    });
    // A number is written as a number on every route (true, "0x10", "01" refused before the schema coerces them).
    registerStrictNumbers(app);
    // A body-less request is not refused for the media type it names (a browser's PUT without a
    // body may still say application/x-www-form-urlencoded); a body of a type no parser reads is.
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, payload, done) => {
      if ((payload as Buffer).length === 0) return done(null, undefined);
      const error = new Error('Unsupported Media Type') as Error & { statusCode: number };
      error.statusCode = 415;
      return done(error, undefined);
    });
    // Every answer's security headers; a page's CSP is its tenant's (only documents carry it).
    await registerSecurityHeaders(app, {
      // The tenant's frame origins are read (at most every few seconds, at once after a save) before
      // a page's CSP is written: the CSP of a cached tenant waits for nothing.
      refresh: (request) => frameOrigins.refresh(deployment.tenantOfRequest(request)),
      frameOriginsOf: (request) => frameOrigins.forTenant(deployment.tenantOfRequest(request)),
      connectOriginsOf: (request) => frameOrigins.connectForTenant(deployment.tenantOfRequest(request)),
      // The host the browser used (a trusted proxy's X-Forwarded-Host): its ws: and wss: for the broker.
      hostOf: (request) => deployment.placeOf(request).host,
      // The prerendered login page's inline gate script (scripts/prerender-login.tsx), by its hash.
      scriptHashes: () => shellScriptHashes(config.staticDir),
    });
    // After the headers (a shed answer carries them), before the routes' own work.
    await registerMetrics(app, metrics, config.metrics);
    metrics.countAccepted(app.server);
    await registerLoadShedding(app, config.load);
    registerErrorHandler(app);
    const broker = embedded;
    const external = transport instanceof ExternalBroker ? transport : undefined;
    const probes: ProbeSources = {
      db,
      expectedSchemaVersion: Math.max(0, ...modules.flatMap((module) => module.migrations.map((migration) => migration.version))),
      broker: () => (broker ? (broker.running ? 'ok' : 'failed') : external ? (external.connected ? 'ok' : 'failed') : 'off'),
      redis: () => cluster?.state() ?? 'off',
      shutdown: () => (draining ? 'failed' : 'ok'),
    };
    registerProbes(app, probes);
    await app.register(fastifyRateLimit, {
      global: false,
      // Several instances count in Redis: a budget is the deployment's, not each instance's.
      ...(cluster ? { store: cluster.rateLimitStore } : {}),
      // One budget per call and source address; the per-account login throttle is beside it.
      errorResponseBuilder: (_request, context) => refuse(429, 'request.rateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });

    await app.register(
      async (api) => {
        api.addHook('onRequest', authGuard(ctx.tokens));
        if (config.checkAnswers) installAnswerCheck(api);
        // API answers depend on the caller's token; no shared cache may keep them. A route that
        // answers the same bytes to everyone (the file service's images) says so itself.
        api.addHook('onSend', async (_request, reply, payload) => {
          if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
          return payload;
        });
        registerProbes(api, probes);
        for (const module of modules) if (module.routes) await api.register(module.routes, { ctx });
      },
      { prefix: `${config.appPrefix}/apis` },
    );

    await registerStatic(app, {
      appPrefix: config.appPrefix,
      staticDir: config.staticDir,
      configDir: config.configDir,
      demoAppsDir: DEMO_APPS_DIR,
      serveSourceMaps: config.serveSourceMaps,
      subAppFrameAncestors: config.subAppFrameAncestors,
      browserPrefixOf: (request) => deployment.browserPrefixOf(request.raw),
    });
    // The broker takes the WebSocket upgrades of its path on the server's own port.
    if (embedded) {
      embedded.attach(app.server);
      await embedded.start();
    }
  } catch (error) {
    await transport?.close();
    await cluster?.close();
    await store.close();
    throw error;
  }

  const started = app;
  let closing: Promise<void> | undefined;
  return {
    app: started,
    db,
    engine: store.engine,
    databaseLocation: store.location,
    ctx,
    routes,
    push: embedded,
    close: () =>
      (closing ??= shutDown(started, config.shutdown, {
        drain: () => {
          draining = true;
        },
        closeSockets: async () => {
          await transport?.close();
        },
        closeStores: async () => {
          await ctx.push.settled();
          await cluster?.close();
          await store.close();
        },
      })),
  };
}
