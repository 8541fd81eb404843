// What route modules share: the database, the auth service and the layout overlay check.
import type { AuthService } from './auth.js';
import type { CaptchaService } from './captcha.js';
import type { LoginThrottle } from './login-throttle.js';
import type { PasswordTransport } from './password-transport.js';
import type { SmsInbox, SmsService } from './sms.js';
import type { Database } from './db.js';

export type LayoutPatchValidator = (patch: unknown) => string | null;

export interface ServerContext {
  db: Database;
  auth: AuthService;
  /** Checks a layout overlay as a partial layout document; returns an error message or null. */
  validateLayoutPatch: LayoutPatchValidator | undefined;
  /** Session work (issue 3): captcha, login throttle, SMS codes, the password transport key. */
  captcha: CaptchaService;
  throttle: LoginThrottle;
  sms: SmsService;
  /** The development SMS inbox (GET /dev/sms); undefined in production. */
  smsInbox: SmsInbox | undefined;
  passwordTransport: PasswordTransport;
}

export interface RouteOptions {
  ctx: ServerContext;
}
