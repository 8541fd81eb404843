// The server's options, their defaults and checks, and how the environment sets them (server/main.ts).
import os from 'node:os';
import path from 'node:path';
import type { SmsMessage } from '../../src/contract/account.js';
import { endpoints } from '../../src/contract/endpoints/index.js';
import { DEFAULT_CONFIG_BYTES_PER_TENANT, DEFAULT_CONFIG_BYTES_PER_USER, DEFAULT_CONFIG_ROWS_PER_USER, DEFAULT_PERSONAL_BYTES_PER_TENANT } from '../../src/contract/layoutConfig.js';
import type { ThrottleOptions } from './auth/loginThrottle.js';
import type { PasswordTransport } from './auth/passwordTransport.js';
import { SESSION_STATE_MAX_AGE_MS } from './auth/tokens.js';
import { DEFAULT_PUSH_LIMITS, type PushLimits } from './push/broker.js';
import type { ExternalBrokerOptions } from './push/external.js';
import type { BrokerKickOptions } from './push/kick.js';
import { REPO_ROOT } from './paths.js';
import { TrustedProxies } from './requestTenant.js';
import type { MetricsAccess } from './observe/metricsAccess.js';
import { defaultLoadLimits, type LoadLimits } from './observe/pressure.js';
import type { LayoutPatchValidator } from './shellRules.js';

/** 22 hours, the product's token lifetime. */
export const DEFAULT_TOKEN_TTL_SECONDS = 79200;
export const DEFAULT_REFRESH_TTL_SECONDS = 7 * 24 * 3600;
export const DEFAULT_CAPTCHA_TTL_SECONDS = 120;
/** A ticket must be traded within a minute (the shell trades it at once). */
export const DEFAULT_TICKET_TTL_SECONDS = 60;
/** An SMS code is valid 10 minutes; another may be asked for after 60 s. */
export const DEFAULT_SMS_TTL_SECONDS = 600;
export const DEFAULT_SMS_RESEND_SECONDS = 60;

/**
 * Requests per minute one source address may send to each public call that checks a secret or
 * costs work (the per-address budget beside the per-account login throttle).
 */
export interface RateLimits {
  /** dingLoginPost */
  login: number;
  /** captcha images */
  captcha: number;
  /** sendNoteCode and validateNoteCode */
  sms: number;
  /** register */
  register: number;
  /** webValidToken (ticket trades, token checks) */
  ticket: number;
  /** refreshToken */
  refresh: number;
  /** findListByLoginEls */
  loginSettings: number;
  /** servlet/downloadServlet (logos and avatars, public because an <img> sends no token) */
  files: number;
  /** dictionary/{language}.json (the business dictionary's files: the same bytes for everyone, cached a day by browsers) */
  dictionary: number;
  /** health (a database round trip; probes use /live and /ready, which have no budget) */
  health: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { login: 30, captcha: 60, sms: 20, register: 30, ticket: 30, refresh: 60, loginSettings: 120, files: 600, dictionary: 600, health: 120 };

/**
 * What may be stored (ElsLayoutConfigService). The byte budgets count the rows in force and the
 * versions kept of their keys (text, note and STORED_ROW_OVERHEAD_BYTES a row); the rule is stated in
 * server/modules/layoutConfig/quota.ts.
 */
export interface ConfigLimits {
  /** Rows one sub-account may have (the company's own rows count as one sub-account). */
  rowsPerUser: number;
  /** Bytes of the company's own rows (elsSubAccount ''): tenant-wide and suppliers' overlays of every deployment tenant, with their versions. */
  bytesPerTenant: number;
  /** Bytes of one user's own rows with their versions. */
  bytesPerUser: number;
  /** Bytes of all users' own rows of one company (elsAccount) together, with their versions. */
  personalBytesPerTenant: number;
}

/** Push notifications (MQTT): the server's own broker, an external one, or none. */
export interface PushOptions {
  /** false: no broker at all (events are dropped; the shell still reads its lists). Default true. */
  enabled?: boolean;
  /** Path of the embedded broker's WebSocket on the server's port, default '/mqtt'. */
  path?: string;
  limits?: Partial<PushLimits>;
  /** Publish to this broker as an MQTT client instead of hosting one (SRM_MQTT_URL). */
  external?: ExternalBrokerOptions;
  /**
   * Shared secret of the HTTP auth/ACL hooks an external broker calls (SRM_MQTT_HOOK_SECRET, at
   * least 16 characters); the hooks exist only when it is set.
   */
  hookSecret?: string;
  /**
   * The external broker's management API, to disconnect a session's clients at lock, logout and
   * session end (EMQX: DELETE /api/v5/clients/{clientid}; SRM_EMQX_API_URL, SRM_EMQX_API_KEY,
   * SRM_EMQX_API_SECRET). Off by default; needs the hooks (hookSecret), which learn the client ids.
   */
  kick?: BrokerKickOptions;
  /**
   * The external broker is Mosquitto with its dynamic-security plugin (SRM_MQTT_DYNSEC=1): the
   * server, with push.external's account as the plugin's admin, gives every signed-in session a
   * broker client of its own (GET push/login) and disables or deletes it at lock, logout and
   * the session's end. Needs push.external with a user name and a password. Default false.
   */
  dynsec?: boolean;
}

export interface PushConfig {
  enabled: boolean;
  path: string;
  limits: PushLimits;
  external: ExternalBrokerOptions | undefined;
  hookSecret: string | undefined;
  kick: BrokerKickOptions | undefined;
  dynsec: boolean;
}

/** Where SMS messages go. */
export interface SmsGateway {
  deliver(message: SmsMessage): void;
}

export interface ShutdownTimes {
  delayMs: number;
  graceMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownTimes = { delayMs: 0, graceMs: 10_000 };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug';

export interface ServerOptions {
  /** Folder of the SQLite file (srm.sqlite, unless databaseUrl) and the stored files; created if missing. */
  dataDir: string;
  /**
   * Folder of the stored files (documents, avatars, logos) instead of `<dataDir>/storage`: a folder
   * every instance mounts when several run. SRM_STORAGE_DIR in the environment of server/main.ts.
   */
  storageDir?: string;
  /**
   * PostgreSQL instead of the data dir's SQLite file (postgres://user:password@host:port/database):
   * what several server instances share. SRM_DATABASE_URL in the environment of server/main.ts.
   */
  databaseUrl?: string;
  /**
   * Redis (redis://[:password@]host:port[/db], rediss:// for TLS) shared by several server instances:
   * the per-address rate-limit counters, the session cuts (a logout on one instance closes the push
   * sockets on all) and the embedded brokers' bus. Without it: one process, all of it in memory.
   * SRM_REDIS_URL.
   */
  redisUrl?: string;
  /** The prefix of this deployment's keys and channel in Redis (default 'srm:'). SRM_REDIS_PREFIX. */
  redisPrefix?: string;
  /**
   * This instance's name: in every log line (instance), as a label of /metrics, in the external
   * broker's client id. Default <hostname>-<pid>. SRM_INSTANCE.
   */
  instance?: string;
  /**
   * Answer every request with X-Srm-Instance: the instance's name (which instance answered, for
   * tests and diagnosis). Off by default: it tells the deployment's topology. SRM_INSTANCE_HEADER=1.
   */
  instanceHeader?: boolean;
  /**
   * Graceful shutdown (SIGTERM, close()): delayMs during which /ready answers 503 while the instance
   * still serves (the load balancer's probe interval, default 0; SRM_SHUTDOWN_DELAY_MS), then new
   * connections are refused and the requests in flight get graceMs to finish (10000;
   * SRM_SHUTDOWN_GRACE_MS) before their connections are cut.
   */
  shutdown?: Partial<ShutdownTimes>;
  /** First path segment of the shell, default '/portal'. */
  appPrefix?: string;
  tokenTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** Seconds within which a ticket must be traded (60). */
  ticketTtlSeconds?: number;
  /**
   * How long a request's account and session rows are kept for the session's next requests
   * (SESSION_STATE_MAX_AGE_MS, 1,000 ms; 0 keeps nothing): the bound for changes made in the
   * database by another system. This server's own changes apply at once.
   */
  sessionStateMaxAgeMs?: number;
  /** The built shell, default <repo>/dist. */
  staticDir?: string;
  /** Layout files served read-only at {appPrefix}/config/, default <repo>/config. */
  configDir?: string;
  /** Log to stdout; a level name sets the level ('info' logs every request). */
  logger?: boolean | LogLevel;
  /** Where the log lines (JSON, one per line) go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Checks a saved layout overlay; default: the shell's own checks (createLayoutPatchValidator),
   * over the repository's config/base/layout.json.
   */
  validateLayoutPatch?: LayoutPatchValidator;
  /**
   * Registers {appPrefix}/apis/dev/* (captcha answers, the SMS inbox, counters): only for tests and
   * `npm run dev`. Default false; SRM_DEV_ENDPOINTS=1 in the environment of server/main.ts.
   */
  devEndpoints?: boolean;
  /**
   * Checks every answer of a declared call against its schema before sending it, and refuses (500, an
   * error log naming the endpoint and the JSON pointer) one that does not match
   * (server/platform/http/answerCheck.ts): for tests and `npm run dev`. Default false;
   * SRM_CHECK_ANSWERS=1 in the environment of server/main.ts.
   */
  checkAnswers?: boolean;
  /** Serves the build's *.map files (default false: they answer 404). SRM_SOURCE_MAPS=1. */
  serveSourceMaps?: boolean;
  /**
   * Origins (CSP source expressions such as https://portal.example or http://127.0.0.1:*) that may
   * frame the demo sub-apps under /subapps/ besides the server's own origin. Default none.
   */
  subAppFrameAncestors?: readonly string[];
  /** Fastify's trustProxy: only behind a reverse proxy that sets X-Forwarded-For (per-address limits). */
  trustProxy?: boolean | string;
  /**
   * The reverse proxies (IP addresses or CIDR networks) whose X-Forwarded-Prefix and X-Forwarded-Host
   * name the prefix and host the browser used, and so the tenant of a request (its CSP, its login
   * policy). Default none: the headers are ignored. SRM_TRUSTED_PROXIES (a comma list).
   */
  trustedProxies?: readonly string[];
  /** AES key and IV of the password transport; default: app.passwordTransport of the bundled config/base/layout.json. */
  passwordTransport?: PasswordTransport;
  /** Login throttle: free attempts (5 per account, 20 per address) before the captcha, then growing lock times. */
  loginThrottle?: Partial<ThrottleOptions>;
  /** Requests per minute and source address of the public calls; false: none (tests only). */
  rateLimit?: false | Partial<RateLimits>;
  /** Stored configurations: rows per user (20); bytes, versions included, of the company's own rows (4 MB), of one user's (2 MB), of all users' of a company (64 MB). */
  configLimits?: Partial<ConfigLimits>;
  /** SMS code life (600 s) and resend interval (60 s). */
  smsCodeTtlSeconds?: number;
  smsResendSeconds?: number;
  captchaTtlSeconds?: number;
  /** Where SMS messages go; default: the server log (and the development inbox). */
  smsGateway?: SmsGateway;
  /** Push notifications: the embedded broker at /mqtt (default), an external broker, or none. */
  push?: PushOptions;
  /**
   * Who may read GET /metrics besides a direct caller on the loopback: addresses or CIDR networks
   * (SRM_METRICS_ALLOW) and a bearer token of at least 16 characters (SRM_METRICS_TOKEN).
   */
  metrics?: { allow?: readonly string[]; token?: string };
  /**
   * Load shedding: requests answer 503 (server.busy, Retry-After) while the mean event-loop delay or
   * the heap in use is beyond these (SRM_MAX_EVENT_LOOP_DELAY_MS, SRM_MAX_HEAP_USED_MB).
   */
  load?: Partial<LoadLimits>;
}

/** The options with their defaults applied and checked. */
export interface ServerConfig {
  dataDir: string;
  storageDir: string;
  databaseUrl: string | undefined;
  redis: { url: string; prefix: string } | undefined;
  instance: string;
  instanceHeader: boolean;
  shutdown: ShutdownTimes;
  appPrefix: string;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  ticketTtlSeconds: number;
  sessionStateMaxAgeMs: number;
  staticDir: string;
  configDir: string;
  devEndpoints: boolean;
  checkAnswers: boolean;
  serveSourceMaps: boolean;
  subAppFrameAncestors: readonly string[];
  /** Whose X-Forwarded-Prefix and X-Forwarded-Host are believed (checked, none by default). */
  trustedProxies: TrustedProxies;
  captchaTtlSeconds: number;
  rateLimits: RateLimits | false;
  configLimits: ConfigLimits;
  sms: { ttlSeconds: number; resendSeconds: number; gateway: SmsGateway | undefined };
  push: PushConfig;
  metrics: MetricsAccess;
  load: LoadLimits;
}

function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9._~-]+$/.test(trimmed)) {
    throw new Error(`appPrefix must be a single path segment like "/portal", got "${prefix}"`);
  }
  return trimmed;
}

function pushConfig(options: PushOptions | undefined): PushConfig {
  const limits = { ...DEFAULT_PUSH_LIMITS, ...options?.limits };
  for (const [name, value] of Object.entries(limits)) positiveInteger(`push.limits.${name}`, value);
  const brokerPath = options?.path ?? '/mqtt';
  if (!/^\/[A-Za-z0-9._~/-]*$/.test(brokerPath)) throw new Error(`push.path must be a URL path like "/mqtt", got "${brokerPath}"`);
  const external = options?.external;
  if (external && !/^(mqtts?|wss?):\/\/[^\s]+$/.test(external.url)) throw new Error(`push.external.url must be an mqtt://, mqtts://, ws:// or wss:// address, got "${external.url}"`);
  const hookSecret = options?.hookSecret;
  if (hookSecret !== undefined && hookSecret.length < 16) throw new Error('push.hookSecret must have at least 16 characters');
  const kick = options?.kick;
  if (kick) {
    if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(kick.apiUrl)) throw new Error(`push.kick.apiUrl must be an http:// or https:// address, got "${kick.apiUrl}"`);
    if (!kick.apiKey || !kick.apiSecret) throw new Error('push.kick needs apiKey and apiSecret');
    if (!hookSecret) throw new Error('push.kick needs push.hookSecret: the auth hook learns the client ids to disconnect');
  }
  const dynsec = options?.dynsec === true;
  if (dynsec && (!external?.username || !external.password)) throw new Error('push.dynsec needs push.external with the admin user name and password (SRM_MQTT_URL, SRM_MQTT_USERNAME, SRM_MQTT_PASSWORD)');
  if (dynsec && external && external.password!.length < 16) throw new Error('push.dynsec: the admin password (SRM_MQTT_PASSWORD) must have at least 16 characters; the session passwords derive from it');
  return { enabled: options?.enabled !== false, path: brokerPath, limits, external, hookSecret, kick, dynsec };
}

function nonNegativeInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, 0 or more, got ${value}`);
  return value;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${value}`);
  return value;
}

/** A CSP source that can only name origins: scheme, host (a leading *. allowed), optional port or *. */
const FRAME_ANCESTOR = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:(\d{1,5}|\*))?$/;

function frameAncestors(values: readonly string[] | undefined): readonly string[] {
  for (const value of values ?? []) {
    if (!FRAME_ANCESTOR.test(value)) throw new Error(`subAppFrameAncestors: "${value}" is not an origin`);
  }
  return [...(values ?? [])];
}

function metricsAccess(options: ServerOptions['metrics']): MetricsAccess {
  const token = options?.token;
  if (token !== undefined && !/^[\x21-\x7e]{16,512}$/.test(token)) throw new Error('metrics.token must have 16 to 512 visible ASCII characters');
  return { allow: new TrustedProxies(options?.allow ?? []), token };
}

function loadLimits(options: Partial<LoadLimits> | undefined): LoadLimits {
  const limits = { ...defaultLoadLimits(), ...options };
  for (const [name, value] of Object.entries(limits)) positiveInteger(`load.${name}`, value);
  return limits;
}

export function resolveConfig(options: ServerOptions): ServerConfig {
  const rateLimit = options.rateLimit;
  const rateLimits: RateLimits | false = rateLimit === false ? false : { ...DEFAULT_RATE_LIMITS, ...rateLimit };
  if (rateLimits) for (const [name, value] of Object.entries(rateLimits)) positiveInteger(`rateLimit.${name}`, value);
  const configLimits: ConfigLimits = {
    rowsPerUser: positiveInteger('configLimits.rowsPerUser', options.configLimits?.rowsPerUser ?? DEFAULT_CONFIG_ROWS_PER_USER),
    bytesPerTenant: positiveInteger('configLimits.bytesPerTenant', options.configLimits?.bytesPerTenant ?? DEFAULT_CONFIG_BYTES_PER_TENANT),
    bytesPerUser: positiveInteger('configLimits.bytesPerUser', options.configLimits?.bytesPerUser ?? DEFAULT_CONFIG_BYTES_PER_USER),
    personalBytesPerTenant: positiveInteger('configLimits.personalBytesPerTenant', options.configLimits?.personalBytesPerTenant ?? DEFAULT_PERSONAL_BYTES_PER_TENANT),
  };
  if (options.databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    throw new Error('databaseUrl (SRM_DATABASE_URL) must be a postgres:// URL');
  }
  if (options.redisUrl !== undefined && !/^rediss?:\/\/[^\s]+$/.test(options.redisUrl)) {
    throw new Error('redisUrl (SRM_REDIS_URL) must be a redis:// or rediss:// URL');
  }
  const redisPrefix = options.redisPrefix ?? 'srm:';
  if (!/^[A-Za-z0-9._:-]{1,64}$/.test(redisPrefix)) throw new Error(`redisPrefix must be 1 to 64 letters, digits or . _ : -, got "${redisPrefix}"`);
  const instance = options.instance ?? `${os.hostname()}-${process.pid}`;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(instance)) throw new Error(`instance (SRM_INSTANCE) must be 1 to 64 letters, digits or . _ -, got "${instance}"`);
  const shutdown = { ...DEFAULT_SHUTDOWN, ...options.shutdown };
  for (const [name, value] of Object.entries(shutdown)) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`shutdown.${name} must be a whole number of milliseconds, got ${value}`);
  }
  return {
    dataDir: options.dataDir,
    storageDir: path.resolve(options.storageDir ?? path.join(options.dataDir, 'storage')),
    databaseUrl: options.databaseUrl,
    redis: options.redisUrl !== undefined ? { url: options.redisUrl, prefix: redisPrefix } : undefined,
    instance,
    instanceHeader: options.instanceHeader === true,
    shutdown,
    appPrefix: normalizePrefix(options.appPrefix ?? '/portal'),
    tokenTtlSeconds: positiveInteger('tokenTtlSeconds', options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS),
    refreshTtlSeconds: positiveInteger('refreshTtlSeconds', options.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS),
    ticketTtlSeconds: positiveInteger('ticketTtlSeconds', options.ticketTtlSeconds ?? DEFAULT_TICKET_TTL_SECONDS),
    sessionStateMaxAgeMs: nonNegativeInteger('sessionStateMaxAgeMs', options.sessionStateMaxAgeMs ?? SESSION_STATE_MAX_AGE_MS),
    staticDir: path.resolve(options.staticDir ?? path.join(REPO_ROOT, 'dist')),
    configDir: path.resolve(options.configDir ?? path.join(REPO_ROOT, 'config')),
    // Off unless switched on explicitly: NODE_ENV plays no part (defect 1 of issue 8).
    devEndpoints: options.devEndpoints === true,
    checkAnswers: options.checkAnswers === true,
    serveSourceMaps: options.serveSourceMaps === true,
    subAppFrameAncestors: frameAncestors(options.subAppFrameAncestors),
    trustedProxies: new TrustedProxies(options.trustedProxies ?? []),
    captchaTtlSeconds: positiveInteger('captchaTtlSeconds', options.captchaTtlSeconds ?? DEFAULT_CAPTCHA_TTL_SECONDS),
    rateLimits,
    configLimits,
    sms: {
      ttlSeconds: positiveInteger('smsCodeTtlSeconds', options.smsCodeTtlSeconds ?? DEFAULT_SMS_TTL_SECONDS),
      resendSeconds: positiveInteger('smsResendSeconds', options.smsResendSeconds ?? DEFAULT_SMS_RESEND_SECONDS),
      gateway: options.smsGateway,
    },
    push: pushConfig(options.push),
    metrics: metricsAccess(options.metrics),
    load: loadLimits(options.load),
  };
}

type Environment = Readonly<Record<string, string | undefined>>;

function envInteger(env: Environment, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** A whole number, 0 allowed (a delay of none). */
function envWhole(env: Environment, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function envPath(env: Environment, name: string): string | undefined {
  const raw = env[name];
  return raw ? path.resolve(raw) : undefined;
}

/** A switch is on only when it is exactly "1". */
const envSwitch = (env: Environment, name: string): boolean => env[name] === '1';

/**
 * The options server/main.ts takes from the environment (see server/README.md). The development
 * endpoints and source maps are on only with SRM_DEV_ENDPOINTS=1 and SRM_SOURCE_MAPS=1.
 */
export function optionsFromEnvironment(env: Environment): ServerOptions {
  const options: ServerOptions = {
    dataDir: envPath(env, 'SRM_DATA_DIR') ?? path.join(REPO_ROOT, 'data'),
    ...(env.SRM_DATABASE_URL ? { databaseUrl: env.SRM_DATABASE_URL } : {}),
    ...(envPath(env, 'SRM_STORAGE_DIR') ? { storageDir: envPath(env, 'SRM_STORAGE_DIR') } : {}),
    ...(env.SRM_REDIS_URL ? { redisUrl: env.SRM_REDIS_URL } : {}),
    ...(env.SRM_REDIS_PREFIX ? { redisPrefix: env.SRM_REDIS_PREFIX } : {}),
    ...(env.SRM_INSTANCE ? { instance: env.SRM_INSTANCE } : {}),
    ...(envSwitch(env, 'SRM_INSTANCE_HEADER') ? { instanceHeader: true } : {}),
    logger: (env.SRM_LOG_LEVEL || 'warn') as LogLevel,
    devEndpoints: envSwitch(env, 'SRM_DEV_ENDPOINTS'),
    checkAnswers: envSwitch(env, 'SRM_CHECK_ANSWERS'),
    serveSourceMaps: envSwitch(env, 'SRM_SOURCE_MAPS'),
  };
  const shutdownDelay = envWhole(env, 'SRM_SHUTDOWN_DELAY_MS');
  const shutdownGrace = envWhole(env, 'SRM_SHUTDOWN_GRACE_MS');
  if (shutdownDelay !== undefined || shutdownGrace !== undefined) {
    options.shutdown = { ...(shutdownDelay !== undefined ? { delayMs: shutdownDelay } : {}), ...(shutdownGrace !== undefined ? { graceMs: shutdownGrace } : {}) };
  }
  const tokenTtlSeconds = envInteger(env, 'SRM_TOKEN_TTL_SECONDS');
  if (tokenTtlSeconds !== undefined) options.tokenTtlSeconds = tokenTtlSeconds;
  const sessionStateMaxAgeMs = envWhole(env, 'SRM_SESSION_STATE_MAX_AGE_MS');
  if (sessionStateMaxAgeMs !== undefined) options.sessionStateMaxAgeMs = sessionStateMaxAgeMs;
  const configDir = envPath(env, 'SRM_CONFIG_DIR');
  if (configDir !== undefined) options.configDir = configDir;
  const staticDir = envPath(env, 'SRM_STATIC_DIR');
  if (staticDir !== undefined) options.staticDir = staticDir;
  if (envSwitch(env, 'SRM_TRUST_PROXY')) options.trustProxy = true;
  const trustedProxies = TrustedProxies.fromList(env.SRM_TRUSTED_PROXIES);
  if (trustedProxies.length > 0) options.trustedProxies = trustedProxies;
  const push: PushOptions = {};
  if (env.SRM_PUSH === '0') push.enabled = false;
  if (env.SRM_MQTT_URL) {
    push.external = { url: env.SRM_MQTT_URL };
    if (env.SRM_MQTT_USERNAME) push.external.username = env.SRM_MQTT_USERNAME;
    if (env.SRM_MQTT_PASSWORD) push.external.password = env.SRM_MQTT_PASSWORD;
    if (env.SRM_MQTT_CLIENT_ID) push.external.clientId = env.SRM_MQTT_CLIENT_ID;
  }
  if (envSwitch(env, 'SRM_MQTT_DYNSEC')) push.dynsec = true;
  if (env.SRM_MQTT_HOOK_SECRET) push.hookSecret = env.SRM_MQTT_HOOK_SECRET;
  if (env.SRM_EMQX_API_URL) push.kick = { apiUrl: env.SRM_EMQX_API_URL, apiKey: env.SRM_EMQX_API_KEY ?? '', apiSecret: env.SRM_EMQX_API_SECRET ?? '' };
  if (Object.keys(push).length > 0) options.push = push;
  const metricsAllow = TrustedProxies.fromList(env.SRM_METRICS_ALLOW);
  if (metricsAllow.length > 0 || env.SRM_METRICS_TOKEN) options.metrics = { allow: metricsAllow, ...(env.SRM_METRICS_TOKEN ? { token: env.SRM_METRICS_TOKEN } : {}) };
  const load: Partial<LoadLimits> = {};
  const maxDelay = envInteger(env, 'SRM_MAX_EVENT_LOOP_DELAY_MS');
  if (maxDelay !== undefined) load.maxEventLoopDelayMs = maxDelay;
  const maxHeapMb = envInteger(env, 'SRM_MAX_HEAP_USED_MB');
  if (maxHeapMb !== undefined) load.maxHeapUsedBytes = maxHeapMb * 1024 * 1024;
  if (Object.keys(load).length > 0) options.load = load;
  return options;
}

/** The banner server/main.ts prints (to stderr) while the development endpoints are on. */
export function devEndpointsWarning(host: string): string {
  const bar = '!'.repeat(78);
  const exposed = host === '127.0.0.1' || host === 'localhost' || host === '::1' ? '' : `\n!!  AND THE SERVER LISTENS ON ${host}: ANYONE WHO REACHES IT CAN USE THEM.`;
  return [
    bar,
    '!!  WARNING: DEVELOPMENT ENDPOINTS ARE ON (SRM_DEV_ENDPOINTS=1)',
    `!!  /apis${endpoints.devCaptcha.path.replace(':id', '{id}')} answers every captcha and /apis${endpoints.devSms.path} lists every SMS code:`,
    '!!  with them anyone can reset any password knowing a mobile number.' + exposed,
    '!!  Never use this on a network. `npm start` never switches them on.',
    bar,
  ].join('\n');
}
