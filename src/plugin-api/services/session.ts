// The session pages' service (login, registration, forgot password, lock, change password).
import type { CaptchaImage } from '../../contract/auth';
import type { LoginIdentity, LoginOptions } from '../../core/session/identity';
import type { RegistrationField, RegistrationForm } from '../../core/session/passwordRules';

export type { CaptchaImage, LoginIdentity, LoginOptions, RegistrationField, RegistrationForm };
/** What a failed session call (login, unlock, SMS code, registration...) rejects with. */
export { SessionError } from '../../core/session/errors';
export { CAPTCHA_LENGTH } from '../../core/session/passwordRules';
export { safeRedirect } from '../../core/session/guard';
/** The login page prerendered into index.html: what was typed before the scripts ran (issue 13). */
export { restoreFocus, takePrerenderedLogin, type TypedLogin } from '../../core/session/prerenderedLogin';

/**
 * The session pages' view of the session (login, registration, forgot password, lock, change
 * password). Failures reject with SessionError (the server's message, or the network message).
 */
export interface SessionApi {
  readonly locked: boolean;
  readonly keepLogin: boolean;
  readonly rememberedAccount: LoginIdentity | undefined;
  /** Why a login by query parameters failed (shown once by the login page). */
  readonly entryError: string | undefined;
  clearEntryError(): void;
  login(identity: LoginIdentity, password: string, options?: LoginOptions): Promise<void>;
  /** Keeps (or forgets, with undefined) the account for the next visit. */
  remember(identity: LoginIdentity | undefined): void;
  captcha(): Promise<CaptchaImage>;
  sendSmsCode(input: { mobile: string; captchaId: string; captcha: string }): Promise<{ resendAfterSeconds: number }>;
  /** Resets the password of the account with this mobile through its SMS code. */
  resetPassword(input: { mobile: string; code: string; newPassword: string }): Promise<void>;
  register(form: RegistrationForm, captchaId: string): Promise<{ elsAccount: string; elsSubAccount: string; loginName: string }>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  unlock(password: string): Promise<void>;
  logout(): Promise<void>;
  /**
   * The whole password rule in the current language, the deployment's policy included ("At least
   * 10 characters, not starting with a digit, with upper and lower case letters, a digit and one of
   * @$!%*#?&"): every password form shows it.
   */
  readonly passwordRule: string;
  /** The password rules a password breaks (length, first character, letter cases, a special character, the policy's digit), as messages in the current language. */
  passwordProblems(password: string): string[];
  /** The registration rules the form breaks, per field, as messages in the current language. */
  registrationProblems(form: RegistrationForm): Partial<Record<RegistrationField, string>>;
  /** The message for a mobile number that breaks the rule (11 digits starting with 1), else undefined. */
  mobileProblem(mobile: string): string | undefined;
}

export interface PortalUser {
  elsAccount: string;
  elsSubAccount: string;
  name: string;
  station?: string;
  permission?: string;
  roles: readonly string[];
  /** The platform environment the user works in. */
  environment?: string;
}

/** Who is signed in, and the session pages' service. */
export interface IdentityApi {
  readonly user: PortalUser | undefined;
  /** Whether the signed-in user is a tenant administrator (may save the tenant-wide overlay). */
  readonly isAdmin: boolean;
  readonly session: SessionApi;
  /** The tenant's system settings (code → value). */
  readonly settings: Readonly<Record<string, string | undefined>>;
  /** Reads the login-page settings (LoginPage_Group) of the buyer's account, before sign-in. */
  loginSettings(): Promise<Record<string, string>>;
}
