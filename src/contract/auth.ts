// How a call proves who sends it, why the server may refuse it, and the shapes of the session calls
// (login, token check, refresh, ticket, captcha). Plain TypeScript: the shell imports this at run time.

/** Header carrying the access token. */
export const TOKEN_HEADER = 'token';
/** Header carrying `elsAccount_elsSubAccount`; it must name the token's account. */
export const ACCOUNT_HEADER = 'elsAccount';
/** Header carrying the refresh token on the refresh call. */
export const REFRESH_TOKEN_HEADER = 'refreshToken';

/**
 * Why a 401 was answered (in `data.reason`). Only `expired` may be cured by one token refresh;
 * `rotated` answers a refresh with a token another tab of the same session rotated moments ago (the
 * new tokens are on their way to this tab through storage); `session-ended` answers a call or a
 * refresh after the session's absolute limit (the layout's session.maxSessionSeconds); the others
 * end the session.
 */
export const UNAUTHORIZED_REASONS = ['missing', 'invalid', 'expired', 'account-mismatch', 'rotated', 'session-ended'] as const;
export type UnauthorizedReason = (typeof UNAUTHORIZED_REASONS)[number];

export const EXPIRED_REASON = 'expired' satisfies UnauthorizedReason;
export const ROTATED_REASON = 'rotated' satisfies UnauthorizedReason;
export const SESSION_ENDED_REASON = 'session-ended' satisfies UnauthorizedReason;

/**
 * Seconds after a rotation during which the replaced refresh token, presented again, is answered
 * `rotated` instead of revoking its session as a leak. Two tabs of one browser share the session and
 * take turns under a lock, but the browser may grant the second tab the lock before it shows that tab
 * the first one's new tokens in localStorage; that tab then presents the replaced token once.
 */
export const ROTATION_GRACE_SECONDS = 10;

/**
 * The status of a call made with a token of a locked session (the lock screen, idle or from the top
 * bar, in any tab): the shell shows the lock screen; only unlocking, logout and the lock itself pass.
 */
export const SESSION_LOCKED_STATUS = 423;

export function isUnauthorizedReason(value: unknown): value is UnauthorizedReason {
  return typeof value === 'string' && (UNAUTHORIZED_REASONS as readonly string[]).includes(value);
}

/** The data of a 401 answer. */
export interface UnauthorizedData {
  reason: UnauthorizedReason;
}

/** The account header's value: `elsAccount_elsSubAccount`. */
export function accountHeaderValue(account: { elsAccount: string; elsSubAccount: string }): string {
  return `${account.elsAccount}_${account.elsSubAccount}`;
}

/** A user of the platform: main account (the company) plus sub-account (the person). */
export interface Account {
  elsAccount: string;
  elsSubAccount: string;
}

/** How a user names itself at login: main account plus sub-account, or a login name (phone, e-mail, employee number or account name). */
export type LoginIdentity = Account | { loginName: string };

/** What a login sends besides the identity and password. */
export interface LoginOptions {
  /** The captcha the server asks for after repeated failures. */
  captchaId?: string;
  captcha?: string;
  /** Keep the session after the browser closes; the shell's choice, never sent. */
  keepLogin?: boolean;
}

export interface SubAccountInfo extends Account {
  name: string;
  station?: string;
  permission?: string;
  roles?: string[];
}

/**
 * What login and the token check answer. A real SRM backend may leave out the optional fields;
 * the reference server sends them all (`refreshToken` only on login).
 */
export interface LoginResult extends Account {
  token: string;
  refreshToken?: string;
  /** Seconds the access token stays valid. */
  expiresIn?: number;
  /** Seconds until the session's absolute end (session.maxSessionSeconds); absent: no limit. */
  sessionExpiresIn?: number;
  elsSubaccountInfoDTO: SubAccountInfo;
  /** The user's environment (the backend spells it this way). */
  environMentConfig?: string;
}

export interface RefreshResult {
  token: string;
  refreshToken: string;
  expiresIn?: number;
  /** Seconds until the session's absolute end; absent: no limit. */
  sessionExpiresIn?: number;
}

/**
 * A ticket for `?ticket=` entry links: a short-lived, single-use exchange code (not a token) that
 * webValidToken trades for an access token of the same login session.
 */
export interface TicketResult {
  ticket: string;
  /** Seconds within which the ticket must be traded (60 by default). */
  expiresIn: number;
}

export interface CaptchaImage {
  captchaId: string;
  /** A data: URL of the image the server drew (SVG). */
  image: string;
  /** Seconds the captcha stays valid. */
  expiresIn: number;
}

/** What a refused login (400) carries in `data`: what the login page needs next. */
export interface LoginRefusalData {
  captchaRequired?: boolean;
  retryAfterSeconds?: number;
}
