// The server's options, their defaults and checks.
import path from 'node:path';
import type { SmsMessage } from '../../src/contract/account.js';
import type { ThrottleOptions } from './auth/loginThrottle.js';
import type { PasswordTransport } from './auth/passwordTransport.js';
import { REPO_ROOT } from './paths.js';
import type { LayoutPatchValidator } from './shellRules.js';

/** 22 hours, the product's token lifetime. */
export const DEFAULT_TOKEN_TTL_SECONDS = 79200;
export const DEFAULT_REFRESH_TTL_SECONDS = 7 * 24 * 3600;
export const DEFAULT_CAPTCHA_TTL_SECONDS = 120;
/** An SMS code is valid 10 minutes; another may be asked for after 60 s. */
export const DEFAULT_SMS_TTL_SECONDS = 600;
export const DEFAULT_SMS_RESEND_SECONDS = 60;

/** Where SMS messages go. */
export interface SmsGateway {
  deliver(message: SmsMessage): void;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug';

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
  logger?: boolean | LogLevel;
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

/** The options with their defaults applied and checked. */
export interface ServerConfig {
  dataDir: string;
  appPrefix: string;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  staticDir: string;
  configDir: string;
  devEndpoints: boolean;
  captchaTtlSeconds: number;
  sms: { ttlSeconds: number; resendSeconds: number; gateway: SmsGateway | undefined };
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

export function resolveConfig(options: ServerOptions): ServerConfig {
  return {
    dataDir: options.dataDir,
    appPrefix: normalizePrefix(options.appPrefix ?? '/portal'),
    tokenTtlSeconds: positiveInteger('tokenTtlSeconds', options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS),
    refreshTtlSeconds: positiveInteger('refreshTtlSeconds', options.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS),
    staticDir: path.resolve(options.staticDir ?? path.join(REPO_ROOT, 'dist')),
    configDir: path.resolve(options.configDir ?? path.join(REPO_ROOT, 'config')),
    devEndpoints: options.devEndpoints ?? process.env.NODE_ENV !== 'production',
    captchaTtlSeconds: positiveInteger('captchaTtlSeconds', options.captchaTtlSeconds ?? DEFAULT_CAPTCHA_TTL_SECONDS),
    sms: {
      ttlSeconds: positiveInteger('smsCodeTtlSeconds', options.smsCodeTtlSeconds ?? DEFAULT_SMS_TTL_SECONDS),
      resendSeconds: positiveInteger('smsResendSeconds', options.smsResendSeconds ?? DEFAULT_SMS_RESEND_SECONDS),
      gateway: options.smsGateway,
    },
  };
}
