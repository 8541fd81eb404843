// What the platform gives every module, and what a module gives the platform.
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { Account } from '../../src/contract/auth.js';
import type { AccountRepo } from './auth/accounts.js';
import type { CaptchaService } from './auth/captcha.js';
import type { LoginThrottle } from './auth/loginThrottle.js';
import type { PasswordTransport } from './auth/passwordTransport.js';
import type { SessionPolicySource } from './auth/sessionPolicy.js';
import type { TokenService } from './auth/tokens.js';
import type { RateLimits, ServerConfig } from './config.js';
import type { Db, Engine } from './db/database.js';
import type { Migration, SeedStep } from './db/steps.js';
import type { Deployment } from './deployment.js';
import type { FileStore } from './storage.js';
import type { ServerMetrics } from './observe/metrics.js';
import type { LayoutPatchValidator } from './shellRules.js';
import type { BadgeCounts, PushService } from './push/service.js';
import type { PushTopics } from './push/topics.js';
import type { BrokerKicker } from './push/kick.js';
import type { DynsecProvisioner } from './push/dynsecProvisioner.js';

export interface ServerContext {
  /** The database (SQLite or PostgreSQL) through Kysely: every repo's handle. */
  db: Db;
  engine: Engine;
  config: ServerConfig;
  /** The stored files (documents, avatars, logos): config.storageDir's folder, shared by the instances. */
  files: FileStore;
  accounts: AccountRepo;
  tokens: TokenService;
  /** One captcha store and one login throttle: the login, the lock screen, SMS and registration share them. */
  captcha: CaptchaService;
  throttle: LoginThrottle;
  passwordTransport: PasswordTransport;
  /** Checks a layout overlay as the shell will compose it (shellRules.createLayoutPatchValidator). */
  validateLayoutPatch: LayoutPatchValidator;
  /** The deployment's tenants (config/deploy.json and the tenant files). */
  deployment: Deployment;
  /**
   * The deployment tenant of a request, for every call that follows a tenant's policy: the tenant the
   * body names (`named`, trimmed and lower-cased; one that is no tenant of the deployment is refused,
   * 400 tenant.unknown), or, when it names none (absent or ''), the tenant of the address the browser
   * used (?tenant=, the path prefix, the host name: X-Forwarded-* from a trusted proxy; the default).
   * Undefined: the deployment has no tenant for it.
   */
  tenantOfRequest(request: RequestOfTenant, named?: string): string | undefined;
  /** A tenant's session and login policy (captcha, token time, session length), from the deployment's files. */
  sessionPolicy: SessionPolicySource;
  /** A layout overlay was saved or deleted: the pages' frame origins are read again. */
  layoutSaved(): void;
  /** The per-address budget of a public call, as the route's `config.rateLimit` (false: none). */
  rateLimit(name: keyof RateLimits): RouteRateLimit;
  /**
   * Push notifications: an event to a user's topic (or every user of a tenant) through the server's
   * broker or an external one. Fire and forget: it never fails a request.
   */
  push: PushService;
  /** The portal's own Prometheus counters (logins, refreshes, layout publishes); see observe/metrics.ts. */
  metrics: ServerMetrics;
  /** Which topics belong to a user (the broker's rule; the external broker's ACL hook asks it). */
  pushTopics: PushTopics;
  /** An external broker's kick (push.kick configured): the auth hook tells it which clients a session has. */
  brokerKick: Pick<BrokerKicker, 'remember'> | undefined;
  /** Per-session broker clients on Mosquitto (push.dynsec): the credentials route asks it for a session's login. */
  brokerLogins: Pick<DynsecProvisioner, 'loginOf'> | undefined;
  /**
   * Gives a new tenant what each module copies from a template tenant (its menu, its settings), on
   * the handle given (the registration's transaction).
   */
  provisionTenant(db: Db, elsAccount: string, templateAccount: string): Promise<void>;
}

/** What tenantOfRequest reads of a request: the raw message (its URL as sent, its headers, its peer). */
export interface RequestOfTenant {
  raw: IncomingMessage;
}

/** A route's @fastify/rate-limit configuration: requests per window (ms) and source address. */
export type RouteRateLimit = { max: number; timeWindow: number } | false;

export interface ModuleOptions {
  ctx: ServerContext;
}

/**
 * One service area of the server. `app.ts` lists the modules; the platform runs their migrations
 * and seed steps (parts of numbered versions, in list order) and registers their routes under
 * `{appPrefix}/apis`. A module imports the platform and the contract, never another module.
 */
export interface ServerModule {
  name: string;
  migrations: readonly Migration[];
  /** Demo data, written once per database. */
  seeds: readonly SeedStep[];
  /** Registered under the API prefix, behind the auth guard. Development-only routes check ctx.config.devEndpoints. */
  routes: FastifyPluginAsync<ModuleOptions> | undefined;
  /**
   * The user's badge counts this module keeps (its part of a push `counts` event): the message
   * centre its unread messages, approvals its open to-dos.
   */
  pushCounts?(db: Db, owner: Account): Promise<Partial<BadgeCounts>>;
  /** Copies this module's rows of a template tenant to a new tenant (`db`: the registration's transaction). */
  provisionTenant?(db: Db, elsAccount: string, templateAccount: string): Promise<void>;
}
