// ElsAuthService and logout: login (with the login throttle and captcha), captcha images, token
// check (tickets), ticket issue, refresh-token rotation, and the end of a login session.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LoginResult } from '../../../src/contract/auth.js';
import { LoginBody, type RefreshBody } from '../../../src/contract/authBodies.js';
import type { ModuleOptions, ServerContext } from '../../platform/context.js';
import type { AccountRow } from '../../platform/auth/accounts.js';
import { requireUser } from '../../platform/auth/guard.js';
import { accountKey, addressKey, throttled, tooManyAttempts, unknownNameKey } from '../../platform/auth/loginThrottle.js';
import { isTicketCode } from '../../platform/auth/tokens.js';
import { receivedPassword } from '../../platform/auth/passwordTransport.js';
import { badRequest, ok, unauthorized } from '../../platform/http/envelope.js';
import { singleHeader } from '../../platform/http/request.js';
import { isJsonObject } from '../../platform/shellRules.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

/** The refresh body read leniently: a header-only call has none, and numbers count as text. */
function readRefreshBody(raw: unknown): Partial<RefreshBody> {
  if (!isJsonObject(raw)) return {};
  const text = (value: unknown): string | undefined => {
    if (typeof value === 'number') return String(value);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    elsAccount: text(raw.elsAccount),
    elsSubAccount: text(raw.elsSubAccount),
    refreshToken: text(raw.refreshToken),
  };
}

/**
 * Login by main account plus sub-account, or by a login name. Throttled per account and per source
 * address: after 5 failures of the account (20 of the address) a captcha is mandatory (from the first
 * attempt when the tenant's session policy says captcha 'always'), and later
 * failures lock for a growing time. During a lock an attempt without a captcha is refused unchecked;
 * with the right captcha it is checked, so the right password gets in (the captcha is the brake and
 * a stranger cannot keep the user out).
 */
async function loginWithThrottle(ctx: ServerContext, body: LoginBody, ip: string, tenant: string | undefined): Promise<LoginResult> {
  let account: AccountRow | undefined;
  let key: string;
  if (body.elsAccount && body.elsSubAccount) {
    account = await ctx.accounts.find(body.elsAccount, body.elsSubAccount);
    key = accountKey({
      els_account: body.elsAccount,
      els_sub_account: body.elsSubAccount,
    });
  } else if (body.loginName) {
    account = await ctx.accounts.findByLoginName(body.loginName);
    key = account ? accountKey(account) : unknownNameKey(body.loginName);
  } else {
    throw badRequest('auth.identityMissing');
  }
  const keys = [key, addressKey(ip)];
  const throttle = await ctx.throttle.stateOf(keys);
  // The tenant's policy may ask for the captcha from the first attempt (session.captcha 'always').
  const state = ctx.sessionPolicy(tenant).captchaAlways ? { ...throttle, captchaRequired: true } : throttle;
  const captchaGiven = !!body.captchaId && !!body.captcha;
  // Locked, without a captcha: refused without looking at the password.
  if (state.retryAfterMs > 0 && !captchaGiven) throw tooManyAttempts(state.retryAfterMs);
  const captchaChecked = state.captchaRequired || state.retryAfterMs > 0;
  if (captchaChecked) {
    if (!captchaGiven) throw throttled('auth.captchaRequired', true);
    if (!(await ctx.captcha.consume(body.captchaId, body.captcha))) throw throttled('auth.captchaError', true, state.retryAfterMs);
  }
  // The password is checked (against a dummy hash) even when the account is unknown, so the answer
  // takes as long either way and does not reveal which accounts exist.
  const valid = await ctx.accounts.checkPassword(account, receivedPassword(body.password, ctx.passwordTransport));
  // Counted, or let in, against the counters as they are now: wrong passwords arriving at once
  // (on any instance) count and lock exactly as the same ones in a row.
  const attempt = { keys, asksForCaptcha: true, captchaChecked };
  if (!valid || !account) throw await ctx.throttle.refuse(attempt, 'auth.wrongCredentials');
  // A success forgets the account's failures; the address's expire with their window (one valid
  // account must not wipe out an address's guesses at others).
  await ctx.throttle.admit(attempt, key);
  return ctx.tokens.startSession(account, tenant);
}

/** Runs a login or a refresh and counts its outcome (the metrics' srm_logins_total, srm_token_refreshes_total). */
async function counted<T>(count: (result: 'ok' | 'refused') => void, run: () => Promise<T>): Promise<T> {
  try {
    const answer = await run();
    count('ok');
    return answer;
  } catch (error) {
    count('refused');
    throw error;
  }
}

export const authRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  // The tenant whose policy the login follows: the one the body names (normalised; an unknown one is
  // refused before anything else), else the tenant of the address (prefix, host, default).
  route(app, endpoints.login, { rateLimit: ctx.rateLimit('login') }, async (request) =>
    ok(await counted(ctx.metrics.login.bind(ctx.metrics), () => loginWithThrottle(ctx, request.body, request.ip, ctx.tenantOfRequest(request, request.body.tenant)))),
  );

  route(app, endpoints.captcha, { rateLimit: ctx.rateLimit('captcha') }, async () => ok(await ctx.captcha.create()));

  // A ticket (a single-use code) is traded for an access token of its session; an access token, as
  // the SRM platform sends it, is checked and answered with its session.
  route(app, endpoints.validToken, { rateLimit: ctx.rateLimit('ticket') }, async (request) => {
    const presented = request.params.token;
    return ok(isTicketCode(presented) ? await ctx.tokens.exchangeTicket(presented) : await ctx.tokens.validate(presented));
  });

  // A ticket for this session: another page (or another browser) enters with ?ticket=… within a minute.
  route(app, endpoints.issueTicket, async (request) => ok(await ctx.tokens.issueTicket(requireUser(request))));

  // No body schema: the shell sends the token as header and body, but a header-only call (no body at
  // all) is accepted too, so the body is read leniently.
  route(app, endpoints.refreshToken, { rateLimit: ctx.rateLimit('refresh') }, async (request) => {
    const body = readRefreshBody(request.body);
    const fromHeader = singleHeader(request.headers.refreshtoken);
    // Two different tokens in one call is a client bug, not something to guess about.
    if (fromHeader && body.refreshToken && fromHeader !== body.refreshToken) throw badRequest('auth.refreshTokenMismatch');
    const presented = fromHeader || body.refreshToken;
    if (!presented) throw unauthorized('missing');
    return ok(
      await counted(ctx.metrics.refresh.bind(ctx.metrics), () =>
        ctx.tokens.refresh(presented, {
          elsAccount: body.elsAccount,
          elsSubAccount: body.elsSubAccount,
        }),
      ),
    );
  });

  // Logout revokes the login session: its refresh-token chain and every access token carrying its
  // sid (tickets included) stop working at once.
  // The lock screen (idle or from the top bar) locks the session on the server too.
  route(app, endpoints.lockSession, { whileLocked: true }, async (request) => {
    const user = requireUser(request);
    if (user.sid) await ctx.tokens.setSessionLocked(user.sid, true);
    return ok(null);
  });

  route(app, endpoints.logout, { whileLocked: true }, async (request) => {
    const user = requireUser(request);
    if (user.sid) await ctx.tokens.revokeSession(user.sid, 'logout');
    else await ctx.tokens.revokeLegacyRefreshTokens(user.elsAccount, user.elsSubAccount);
    return ok(null);
  });
};
