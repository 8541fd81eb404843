// ElsAuthService: login, token validation and refresh-token rotation. All three are public calls.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { singleHeader } from '../auth.js';
import { badRequest, ok, unauthorized } from '../http.js';

interface LoginBody {
  elsAccount: string;
  elsSubAccount: string;
  password: string;
}

interface RefreshBody {
  elsAccount?: string;
  elsSubAccount?: string;
  refreshToken?: string;
}

function readRefreshBody(raw: unknown): RefreshBody {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const record = raw as Record<string, unknown>;
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

export const authRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: LoginBody }>(
    '/ElsAuthService/dingLoginPost',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['elsAccount', 'elsSubAccount', 'password'],
          properties: { elsAccount: accountField, elsSubAccount: accountField, password: { type: 'string', maxLength: 256 } },
        },
      },
    },
    async (request) => {
      const { elsAccount, elsSubAccount, password } = request.body;
      return ok(await ctx.auth.login(elsAccount, elsSubAccount, password));
    },
  );

  app.get<{ Params: { token: string } }>(
    '/ElsAuthService/webValidToken/:token',
    { config: { public: true } },
    async (request) => ok(await ctx.auth.validate(request.params.token)),
  );

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
