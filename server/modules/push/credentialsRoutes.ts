// GET push/login: the broker login of the caller's session, when the broker wants one per
// session (Mosquitto's dynamic-security plugin, push.dynsec). The guard lets only a live, unlocked
// session through (a locked one gets 423 before this runs); the call makes the session's broker
// client exist and enabled, so an unlock or a restarted broker is healed by the shell's next
// connect. 404 when the server provisions no per-session logins (the shell then connects with its
// access token); 503 when the broker did not answer (the shell retries with its backoff).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { notFound, ok, refuse } from '../../platform/http/envelope.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

export const pushCredentialsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  route(app, endpoints.pushCredentials, async (request, reply) => {
    const user = requireUser(request);
    const logins = ctx.brokerLogins;
    if (!logins || user.sid === undefined) throw notFound();
    const topics = ctx.pushTopics.topicsOf({ elsAccount: user.elsAccount, elsSubAccount: user.elsSubAccount, environment: user.environMentConfig });
    try {
      const login = await logins.loginOf(user.sid, topics);
      // A password: never stored by a proxy or the browser's cache.
      void reply.header('cache-control', 'no-store');
      return ok(login);
    } catch (error) {
      request.log.warn(`push credentials of session ${user.sid}: ${(error as Error).message}`);
      throw refuse(503, 'push.brokerUnavailable');
    }
  });
};
