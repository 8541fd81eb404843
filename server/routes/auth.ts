// ElsAuthService: login (with the login throttle and captcha), captcha images, token validation
// (tickets), ticket issue and refresh-token rotation.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { requireUser, singleHeader, type AccountRow } from '../auth.js';
import { ApiError, badRequest, ok, unauthorized } from '../http.js';
import { receivedPassword } from '../password-transport.js';
import type { LoginBody } from '../../src/core/api/services.js';
import { isJsonObject } from '../../src/core/config/mergePatch.js';


interface RefreshBody {
  elsAccount?: string;
  elsSubAccount?: string;
  refreshToken?: string;
}

function readRefreshBody(raw: unknown): RefreshBody {
  if (!isJsonObject(raw)) return {};
  const record = raw;
  const text = (value: unknown): string | undefined => {
    if (typeof value === 'number') return String(value);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    elsAccount: text(record.elsAccount),
    elsSubAccount: text(record.elsSubAccount),
    refreshToken: text(record.refreshToken),
  };
}

const accountField = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const WRONG_CREDENTIALS = '账号或密码错误 (wrong account or password)';
export const CAPTCHA_REQUIRED = '请输入验证码 (captcha required)';
export const CAPTCHA_ERROR = '验证码错误 (captcha error)';

/** 400 with what the login page needs next: a captcha, and how long to wait. */
export function throttled(message: string, captchaRequired: boolean, retryAfterMs = 0): ApiError {
  if (!captchaRequired && retryAfterMs <= 0) return badRequest(message);
  return new ApiError(400, message, { captchaRequired, ...(retryAfterMs > 0 ? { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : {}) });
}

export function tooManyAttempts(retryAfterMs: number): ApiError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  return throttled(`尝试次数过多，请 ${seconds} 秒后再试 (too many attempts, retry in ${seconds} s)`, true, retryAfterMs);
}

/** The throttle key of an account, so that every way of naming it shares one counter. */
export const accountKey = (account: Pick<AccountRow, 'els_account' | 'els_sub_account'>) => `account:${account.els_account}_${account.els_sub_account}`;

/**
 * Login by main account plus sub-account, or by a login name. After 5 failures for the account a
 * captcha is mandatory; later failures lock the account for a growing time (refused unchecked).
 */
async function loginWithThrottle(ctx: ServerContext, body: LoginBody) {
  let account: AccountRow | undefined;
  let key: string;
  if (body.elsAccount && body.elsSubAccount) {
    account = ctx.auth.findAccount(body.elsAccount, body.elsSubAccount);
    key = `account:${body.elsAccount}_${body.elsSubAccount}`;
  } else if (body.loginName) {
    account = ctx.auth.findAccountByLoginName(body.loginName);
    // An unknown name is throttled by itself, so that guessing names costs as much as guessing passwords.
    key = account ? accountKey(account) : `name:${body.loginName.trim().toLowerCase()}`;
  } else {
    throw badRequest('请求参数无效 (give elsAccount and elsSubAccount, or loginName)');
  }
  const state = ctx.throttle.state(key);
  if (state.retryAfterMs > 0) throw tooManyAttempts(state.retryAfterMs);
  if (state.captchaRequired) {
    if (!body.captchaId || !body.captcha) throw throttled(CAPTCHA_REQUIRED, true);
    if (!ctx.captcha.consume(body.captchaId, body.captcha)) throw throttled(CAPTCHA_ERROR, true);
  }
  try {
    const session = await ctx.auth.loginAccount(account, receivedPassword(body.password, ctx.passwordTransport));
    ctx.throttle.reset(key);
    return session;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const after = ctx.throttle.recordFailure(key);
    throw throttled(WRONG_CREDENTIALS, after.captchaRequired, after.retryAfterMs);
  }
}

export const authRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: LoginBody }>(
    '/ElsAuthService/dingLoginPost',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['password'],
          properties: {
            elsAccount: accountField,
            elsSubAccount: accountField,
            loginName: { type: 'string', minLength: 1, maxLength: 100 },
            password: { type: 'string', maxLength: 256 },
            captchaId: { type: 'string', maxLength: 64 },
            captcha: { type: 'string', maxLength: 16 },
          },
          anyOf: [{ required: ['elsAccount', 'elsSubAccount'] }, { required: ['loginName'] }],
        },
      },
    },
    async (request) => ok(await loginWithThrottle(ctx, request.body)),
  );

  app.get('/ElsAuthService/captcha', { config: { public: true } }, async () => ok(ctx.captcha.create()));

  app.get<{ Params: { token: string } }>(
    '/ElsAuthService/webValidToken/:token',
    { config: { public: true } },
    async (request) => ok(await ctx.auth.validate(request.params.token)),
  );

  /** A ticket for this session: another page (or another browser) enters with ?ticket=…. */
  app.post('/ElsAuthService/issueTicket', async (request) => ok(await ctx.auth.issueTicket(requireUser(request))));

  // No body schema: the shell sends the token as header and body, but a header-only call (no body at
  // all) is accepted too, so the body is read leniently.
  app.post('/ElsAuthService/refreshToken', { config: { public: true } }, async (request) => {
    const body = readRefreshBody(request.body);
    const fromHeader = singleHeader(request.headers.refreshtoken);
    // Two different tokens in one call is a client bug, not something to guess about.
    if (fromHeader && body.refreshToken && fromHeader !== body.refreshToken) {
      throw badRequest('刷新令牌不一致 (refreshToken header and body differ)');
    }
    const presented = fromHeader || body.refreshToken;
    if (!presented) throw unauthorized('missing');
    return ok(await ctx.auth.refresh(presented, { elsAccount: body.elsAccount, elsSubAccount: body.elsSubAccount }));
  });
};
