// How a call proves who sends it, and why the server may refuse it.

/** Header carrying the access token. */
export const TOKEN_HEADER = 'token';
/** Header carrying `elsAccount_elsSubAccount`; it must name the token's account. */
export const ACCOUNT_HEADER = 'elsAccount';

/**
 * Why a 401 was answered (in `data.reason`). Only `expired` may be cured by one token refresh;
 * the others end the session.
 */
export const UNAUTHORIZED_REASONS = ['missing', 'invalid', 'expired', 'account-mismatch'] as const;
export type UnauthorizedReason = (typeof UNAUTHORIZED_REASONS)[number];

export const EXPIRED_REASON: UnauthorizedReason = 'expired';

export function isUnauthorizedReason(value: unknown): value is UnauthorizedReason {
  return typeof value === 'string' && (UNAUTHORIZED_REASONS as readonly string[]).includes(value);
}

/** The account header's value: `elsAccount_elsSubAccount`. */
export function accountHeaderValue(account: { elsAccount: string; elsSubAccount: string }): string {
  return `${account.elsAccount}_${account.elsSubAccount}`;
}
