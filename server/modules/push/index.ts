// Push: the HTTP auth and ACL hooks of an external broker (the embedded broker and ctx.push are the
// platform's, server/platform/push). No tables.
import type { ServerModule } from '../../platform/context.js';
import { brokerHookRoutes } from './routes.js';

export const pushModule: ServerModule = {
  name: 'push',
  migrations: [],
  seeds: [],
  routes: brokerHookRoutes,
};
