import { ApiError } from '../../contract/envelope';

/**
 * Why a token refresh gave no new token, and what that means for the session.
 *
 * - `refused`: the server answered and said no: a 4xx of the refresh call itself, or an answer
 *   whose business code says so (the platform's '401' for an invalid or revoked refresh token), or
 *   an answer without a token. The refresh token is no good: the session ends.
 * - `unanswered`: the server gave no verdict: no answer at all (connection refused, a timeout, the
 *   network gone), a gateway's 502/503/504 page, the server's own 5xx (it could not decide), or its
 *   429 (too many refreshes from this address: "later", not "no"). The refresh token may still be
 *   good: the session is kept and the refresh is tried again later.
 */
export type RefreshFailure = 'refused' | 'unanswered';

/** Too many requests: the server's rate limit says "later", nothing about the refresh token. */
const TOO_MANY_REQUESTS = '429';

/** A code of the answer (the envelope's body code, else the HTTP status) that is no verdict. */
const isNoVerdict = (code: string | number | undefined): boolean => /^5\d\d$/.test(String(code ?? '')) || String(code) === TOO_MANY_REQUESTS;

/**
 * The failure a refresh answer without a new token stands for: `code` is the envelope's body code
 * (or the HTTP status when there is none). Only a 5xx or a 429 leaves the session alone.
 */
export function refreshAnswerFailure(code: string | number | undefined): RefreshFailure {
  return isNoVerdict(code) ? 'unanswered' : 'refused';
}

/**
 * The failure a refresh call that threw stands for. The HTTP client throws an `ApiError` for an
 * answer of the server (with the body's code); anything else (axios' network error, a timeout, a
 * gateway's page without the platform's envelope) means the server was not heard.
 */
export function refreshErrorFailure(error: unknown): RefreshFailure {
  return error instanceof ApiError ? refreshAnswerFailure(error.code) : 'unanswered';
}
