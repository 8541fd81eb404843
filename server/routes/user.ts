// /user: the signed-in user's menu.
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
};
