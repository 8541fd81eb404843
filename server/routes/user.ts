// /user: the signed-in user's menu, and logout.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { requireUser } from '../auth.js';
import { ok } from '../http.js';
import { loadMenu } from '../menus.js';

export const userRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/user/getMenu', async (request) => {
    const user = requireUser(request);
    return ok(loadMenu(ctx.db, user.elsAccount, user.roles));
  });

  // Logout revokes the login session: its refresh-token chain and every access token carrying its
  // sid (tickets included) stop working at once.
  app.get('/user/logout', async (request) => {
    const user = requireUser(request);
    if (user.sid) ctx.auth.revokeSession(user.sid, 'logout');
    else ctx.auth.revokeLegacyRefreshTokens(user.elsAccount, user.elsSubAccount);
    return ok(null);
  });
};
