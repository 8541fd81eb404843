// The signed-in user's menu (/user/getMenu) and the apps derived from it (ElsAppService/getMyApp).
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { forbidden, ok } from '../../platform/http/envelope.js';
import { appsFromMenu, loadMenu } from './repo.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

export const menuRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, endpoints.getMenu, async (request) => {
    const user = requireUser(request);
    return ok(await loadMenu(ctx.db, user.elsAccount, user.roles));
  });

  route(app, endpoints.getMyApp, async (request) => {
    const user = requireUser(request);
    const { elsAccount, elsSubAccount } = request.params;
    // The path names an account; serving another one would leak its menu.
    if (elsAccount !== user.elsAccount || elsSubAccount !== user.elsSubAccount) throw forbidden('menu.ownAppsOnly');
    return ok(appsFromMenu(await loadMenu(ctx.db, user.elsAccount, user.roles), elsAccount));
  });
};
