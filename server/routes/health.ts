// Liveness plus a database round trip, for process managers and the end-to-end tests.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { schemaVersion } from '../db.js';
import { ok } from '../http.js';

export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/health', { config: { public: true } }, async () =>
    ok({ status: 'ok', schemaVersion: schemaVersion(ctx.db), uptimeSeconds: Math.round(process.uptime()) }),
  );
};
