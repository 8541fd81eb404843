// Push: the HTTP auth and ACL hooks of an external broker, and the per-session broker login a
// Mosquitto deployment hands the shell (the embedded broker and ctx.push are the platform's,
// server/platform/push). No tables.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions, ServerModule } from '../../platform/context.js';
import { pushCredentialsRoutes } from './credentialsRoutes.js';
import { brokerHookRoutes } from './routes.js';

// Each in its own scope: the hooks' secret check (an onRequest hook) must not reach the shell's call.
const pushRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, options) => {
  await app.register(brokerHookRoutes, options);
  await app.register(pushCredentialsRoutes, options);
};

export const pushModule: ServerModule = {
  name: 'push',
  migrations: [],
  seeds: [],
  routes: pushRoutes,
};
