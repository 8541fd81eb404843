// The request guard of every API route: a valid access token, and an account header (if any) that
// names the token's user. Public routes opt out with `config: { public: true }`.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { accountHeaderValue } from '../../../src/contract/auth.js';
import { SESSION_LOCKED_STATUS } from '../../../src/contract/auth.js';
import { refuse, unauthorized } from '../http/envelope.js';
import { singleHeader } from '../http/request.js';
import type { AuthUser, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without a token (docs/api.md, "Public calls"). */
    public?: boolean;
    /** Route answers while the session's screen is locked (the unlock, the logout, the lock). */
    whileLocked?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user; set by the auth guard on every non-public API route. */
    user: AuthUser | null;
  }
}

/**
 * Runs at onRequest (before the body is parsed), so an unauthenticated caller never gets its
 * payload parsed or validated.
 */
export function authGuard(tokens: TokenService): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.routeOptions.config.public === true) return;
    const token = singleHeader(request.headers.token);
    if (!token) throw unauthorized('missing');
    const user = await tokens.verifyAccessToken(token);
    const accountHeader = singleHeader(request.headers.elsaccount);
    // An empty header makes no claim; any non-empty value must name exactly the token's user.
    if (accountHeader && accountHeader !== accountHeaderValue(user)) throw unauthorized('account-mismatch');
    // A locked screen locks the session, not one tab: another tab (or a new one) must unlock first.
    if (user.locked && request.routeOptions.config.whileLocked !== true) throw refuse(SESSION_LOCKED_STATUS, 'auth.sessionLocked', undefined, { reason: 'locked' });
    request.user = user;
  };
}

/** The signed-in user of a guarded route. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('missing');
  return request.user;
}
