// The platform's composition: options → database (migrated, seeded) → shared services → Fastify
// with the error envelope, the API scope behind the auth guard holding every module's routes, and
// the static files.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { AccountRepo } from './auth/accounts.js';
import { CaptchaService } from './auth/captcha.js';
import { authGuard } from './auth/guard.js';
import { DEFAULT_THROTTLE, LoginThrottle } from './auth/loginThrottle.js';
import { checkTransport, loadPasswordTransport } from './auth/passwordTransport.js';
import { TokenService } from './auth/tokens.js';
import { resolveConfig, type ServerOptions } from './config.js';
import type { ServerContext, ServerModule } from './context.js';
import { openDatabase, type Database } from './db/database.js';
import { runSeeds } from './db/steps.js';
import { registerErrorHandler } from './http/errorHandler.js';
import { REPO_ROOT, DEMO_APPS_DIR } from './paths.js';
import { createFrameOriginSource } from './static/frameOrigins.js';
import { registerSecurityHeaders, registerStatic } from './static/staticFiles.js';

export interface SrmServer {
  app: FastifyInstance;
  db: Database;
  /** The services behind the routes (tests reach the captcha and the throttle here). */
  ctx: ServerContext;
  close(): Promise<void>;
}

export interface Composition {
  /** In order: the parts of one migration or seed version run in this order. */
  modules: readonly ServerModule[];
  /** The JSON texts of the layout overlays saved on the server (their frame origins join the CSP). */
  storedLayoutOverlays(db: Database): readonly string[];
}

export async function createServer(options: ServerOptions, composition: Composition): Promise<SrmServer> {
  const config = resolveConfig(options);
  const { modules } = composition;
  // The shell bundles config/base/layout.json at build time: its key and IV are the ones it sends with.
  const passwordTransport = checkTransport(options.passwordTransport ?? loadPasswordTransport(path.join(REPO_ROOT, 'config')));

  const db = openDatabase(config.dataDir, modules.flatMap((module) => module.migrations));
  let app: FastifyInstance | undefined;
  let ctx: ServerContext;
  try {
    runSeeds(db, modules.flatMap((module) => module.seeds));
    const accounts = new AccountRepo(db);
    ctx = {
      db,
      config,
      accounts,
      tokens: new TokenService(db, accounts, { tokenTtlSeconds: config.tokenTtlSeconds, refreshTtlSeconds: config.refreshTtlSeconds }),
      captcha: new CaptchaService(db, config.captchaTtlSeconds, config.devEndpoints),
      throttle: new LoginThrottle(db, { ...DEFAULT_THROTTLE, ...options.loginThrottle }),
      passwordTransport,
      validateLayoutPatch: options.validateLayoutPatch,
      provisionTenant: (elsAccount, templateAccount) => {
        for (const module of modules) module.provisionTenant?.(db, elsAccount, templateAccount);
      },
    };

    app = Fastify({
      logger: typeof options.logger === 'string' ? { level: options.logger } : (options.logger ?? false),
      // webValidToken carries a whole JWT as a path parameter; the default limit (100) is too short.
      routerOptions: { maxParamLength: 4096 },
    });
    app.decorateRequest('user', null);
    app.addHook('onClose', async () => {
      if (db.open) db.close();
    });
    registerSecurityHeaders(app);
    registerErrorHandler(app);

    await app.register(
      async (api) => {
        api.addHook('onRequest', authGuard(ctx.tokens));
        // API answers depend on the caller's token; no shared cache may keep them.
        api.addHook('onSend', async (_request, reply, payload) => {
          reply.header('Cache-Control', 'no-store');
          return payload;
        });
        for (const module of modules) if (module.routes) await api.register(module.routes, { ctx });
      },
      { prefix: `${config.appPrefix}/apis` },
    );

    await registerStatic(app, {
      appPrefix: config.appPrefix,
      staticDir: config.staticDir,
      configDir: config.configDir,
      demoAppsDir: DEMO_APPS_DIR,
      frameOrigins: createFrameOriginSource(config.configDir, () => composition.storedLayoutOverlays(db)),
    });
  } catch (error) {
    if (db.open) db.close();
    throw error;
  }

  const started = app;
  return {
    app: started,
    db,
    ctx,
    close: async () => {
      await started.close();
      if (db.open) db.close();
    },
  };
}
