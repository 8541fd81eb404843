// Liveness plus a database round trip, for process managers and the end-to-end tests; and, in
// development only, what the tests read to look behind the scenes: the refresh counter and the
// answers of captchas.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DevStats, HealthStatus } from '../../../src/contract/health.js';
import type { ModuleOptions } from '../../platform/context.js';
import { schemaVersion } from '../../platform/db/steps.js';
import { notFound, ok } from '../../platform/http/envelope.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

export const healthRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  route(app, endpoints.health, { rateLimit: ctx.rateLimit('health') }, async () =>
    ok<HealthStatus>({
      status: 'ok',
      schemaVersion: await schemaVersion(ctx.db),
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );

  if (!ctx.config.devEndpoints) return;

  // An end-to-end test proves the shell refreshed its token by this counter.
  route(app, endpoints.devStats, async () => ok<DevStats>({ refreshCount: ctx.tokens.refreshCount }));

  // The answer of a captcha, so that end-to-end tests can sign up and reset passwords.
  route(app, endpoints.devCaptcha, async (request) => {
    const answer = ctx.captcha.devAnswers?.get(request.params.id);
    if (answer === undefined) throw notFound();
    return ok({ answer });
  });
};
