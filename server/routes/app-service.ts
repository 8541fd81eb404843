// ElsAppService: the user's applications, derived from the same menu rows as /user/getMenu.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { requireUser } from '../auth.js';
import { forbidden, ok } from '../http.js';
import { appsFromMenu, loadMenu } from '../menus.js';

export const appServiceRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Params: { elsAccount: string; elsSubAccount: string } }>(
    '/ElsAppService/getMyApp/:elsAccount/:elsSubAccount',
    async (request) => {
      const user = requireUser(request);
      const { elsAccount, elsSubAccount } = request.params;
      // The path names an account; serving another one would leak its menu.
      if (elsAccount !== user.elsAccount || elsSubAccount !== user.elsSubAccount) {
        throw forbidden('只能查询自己的应用 (only your own apps)');
      }
      return ok(appsFromMenu(loadMenu(ctx.db, user.elsAccount, user.roles), elsAccount));
    },
  );
};
