// Development-only introspection for tests (never registered in production): counters that an
// end-to-end test reads to prove the shell refreshed its token.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { ok } from '../http.js';

export const devRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/dev/stats', { config: { public: true } }, async () => ok({ refreshCount: ctx.auth.refreshCount }));
};
