// Composition of the reference server: database, auth, API routes under {appPrefix}/apis, static files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { AuthService, authGuard } from './auth.js';
import type { LayoutPatchValidator, ServerContext } from './context.js';
import { openDatabase, type Database } from './db.js';
import { ApiError, badRequest, forbidden, notFound, sendError } from './http.js';
import { CaptchaService, DEFAULT_CAPTCHA_TTL_SECONDS } from './captcha.js';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleOptions } from './login-throttle.js';
import { checkTransport, loadPasswordTransport, type PasswordTransport } from './password-transport.js';
import { DEFAULT_SMS_RESEND_SECONDS, DEFAULT_SMS_TTL_SECONDS, SmsInbox, SmsService, maskMobile, type SmsGateway } from './sms.js';
import { accountRoutes } from './routes/account.js';
import { accountDevRoutes } from './routes/account-dev.js';
import { appServiceRoutes } from './routes/app-service.js';
import { authRoutes } from './routes/auth.js';
import { devRoutes } from './routes/dev.js';
import { flowRoutes } from './routes/flow.js';
import { healthRoutes } from './routes/health.js';
import { layoutConfigRoutes } from './routes/layout-config.js';
import { systemSettingRoutes } from './routes/system-setting.js';
import { userRoutes } from './routes/user.js';
import { runSeeds } from './seed.js';
import { registerSecurityHeaders, registerStatic } from './static.js';
import { createFrameOriginSource } from './frameOrigins.js';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEMO_APPS_DIR = fileURLToPath(new URL('./demo-apps/', import.meta.url));

/** 22 hours, the product's tokenTime. */
export const DEFAULT_TOKEN_TTL_SECONDS = 79200;
export const DEFAULT_REFRESH_TTL_SECONDS = 7 * 24 * 3600;

export interface ServerOptions {
  /** Folder of the SQLite file (srm.sqlite); created if missing. */
  dataDir: string;
  /** First path segment of the shell, default '/portal'. */
  appPrefix?: string;
  tokenTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** The built shell, default <repo>/dist. */
  staticDir?: string;
  /** Layout files served read-only at {appPrefix}/config/, default <repo>/config. */
  configDir?: string;
  /** Log to stdout; a level name sets the level ('info' logs every request). */
  logger?: boolean | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /** Checks a saved layout overlay (partial layout document); returns an error message or null. */
  validateLayoutPatch?: LayoutPatchValidator;
  /** Registers {appPrefix}/apis/dev/*; default: NODE_ENV !== 'production'. */
  devEndpoints?: boolean;
  /** AES key and IV of the password transport; default: app.passwordTransport of the bundled config/base/layout.json. */
  passwordTransport?: PasswordTransport;
  /** Login throttle: free attempts (5) before the captcha, then growing lock times. */
  loginThrottle?: Partial<ThrottleOptions>;
  /** SMS code life (600 s) and resend interval (60 s). */
  smsCodeTtlSeconds?: number;
  smsResendSeconds?: number;
  captchaTtlSeconds?: number;
  /** Where SMS messages go; default: the server log (and the development inbox). */
  smsGateway?: SmsGateway;
}

export interface SrmServer {
  app: FastifyInstance;
  db: Database;
  /** The services behind the routes (tests reach the captcha, throttle and SMS services here). */
  ctx: ServerContext;
  close(): Promise<void>;
}

function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9._~-]+$/.test(trimmed)) {
    throw new Error(`appPrefix must be a single path segment like "/portal", got "${prefix}"`);
  }
  return trimmed;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${value}`);
  return value;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'validation' in error || 'code' in error);
}

export async function buildServer(options: ServerOptions): Promise<SrmServer> {
  const appPrefix = normalizePrefix(options.appPrefix ?? '/portal');
  const tokenTtlSeconds = positiveInteger('tokenTtlSeconds', options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS);
  const refreshTtlSeconds = positiveInteger('refreshTtlSeconds', options.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS);
  const staticDir = path.resolve(options.staticDir ?? path.join(REPO_ROOT, 'dist'));
  const configDir = path.resolve(options.configDir ?? path.join(REPO_ROOT, 'config'));
  const devEndpoints = options.devEndpoints ?? process.env.NODE_ENV !== 'production';

  // The shell bundles config/base/layout.json at build time: its key and IV are the ones it sends with.
  const passwordTransport = checkTransport(options.passwordTransport ?? loadPasswordTransport(path.join(REPO_ROOT, 'config')));
  const smsOptions = {
    ttlSeconds: positiveInteger('smsCodeTtlSeconds', options.smsCodeTtlSeconds ?? DEFAULT_SMS_TTL_SECONDS),
    resendSeconds: positiveInteger('smsResendSeconds', options.smsResendSeconds ?? DEFAULT_SMS_RESEND_SECONDS),
  };

  const db = openDatabase(options.dataDir);
  let app: FastifyInstance | undefined;
  let ctx: ServerContext;
  try {
    runSeeds(db);
    // No SMS gateway exists here: a message goes to the server log (and, in development, to the
    // inbox that GET /dev/sms reads).
    const logGateway: SmsGateway = {
      deliver: (message) => app?.log.warn({ sms: { to: maskMobile(message.mobile), purpose: message.purpose, code: message.code } }, `SMS (no gateway): ${message.text}`),
    };
    const smsInbox = devEndpoints ? new SmsInbox(options.smsGateway ?? logGateway) : undefined;
    ctx = {
      db,
      auth: new AuthService(db, { tokenTtlSeconds, refreshTtlSeconds }),
      validateLayoutPatch: options.validateLayoutPatch,
      captcha: new CaptchaService(db, positiveInteger('captchaTtlSeconds', options.captchaTtlSeconds ?? DEFAULT_CAPTCHA_TTL_SECONDS), devEndpoints),
      throttle: new LoginThrottle(db, { ...DEFAULT_THROTTLE, ...options.loginThrottle }),
      sms: new SmsService(db, smsInbox ?? options.smsGateway ?? logGateway, smsOptions),
      smsInbox,
      passwordTransport,
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

    app.setErrorHandler((error: unknown, request, reply) => {
      if (error instanceof ApiError) return sendError(reply, error);
      if (isFastifyError(error)) {
        if (error.validation) return sendError(reply, badRequest(`请求参数无效 (invalid request): ${error.message}`));
        const status = error.statusCode ?? 500;
        if (status === 404) return sendError(reply, notFound());
        if (status === 403) return sendError(reply, forbidden());
        // The contract knows only 400 for refused requests (bad JSON, too large, wrong media type...).
        if (status >= 400 && status < 500) return sendError(reply, badRequest(`请求无效 (bad request): ${error.message}`));
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, new ApiError(500, '服务器内部错误 (internal server error)'));
    });

    await app.register(
      async (api) => {
        api.addHook('onRequest', authGuard(ctx.auth));
        // API answers depend on the caller's token; no shared cache may keep them.
        api.addHook('onSend', async (_request, reply, payload) => {
          reply.header('Cache-Control', 'no-store');
          return payload;
        });
        await api.register(authRoutes, { ctx });
        await api.register(userRoutes, { ctx });
        await api.register(accountRoutes, { ctx });
        await api.register(appServiceRoutes, { ctx });
        await api.register(layoutConfigRoutes, { ctx });
        await api.register(systemSettingRoutes, { ctx });
        await api.register(healthRoutes, { ctx });
        await api.register(flowRoutes, { ctx });
        if (devEndpoints) await api.register(devRoutes, { ctx });
        if (devEndpoints) await api.register(accountDevRoutes, { ctx });
      },
      { prefix: `${appPrefix}/apis` },
    );

    await registerStatic(app, { appPrefix, staticDir, configDir, demoAppsDir: DEMO_APPS_DIR, frameOrigins: createFrameOriginSource(configDir, db) });
  } catch (error) {
    if (db.open) db.close();
    throw error;
  }

  return {
    app,
    db,
    ctx,
    close: async () => {
      await app.close();
      if (db.open) db.close();
    },
  };
}
