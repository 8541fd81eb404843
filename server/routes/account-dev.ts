// Development-only (never registered in production): the SMS inbox that stands in for a gateway,
// and the answers of captchas, so that end-to-end tests can sign up and reset passwords.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { notFound, ok } from '../http.js';

export const accountDevRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { mobile?: string } }>('/dev/sms', { config: { public: true } }, async (request) => {
    const inbox = ctx.smsInbox;
    if (!inbox) throw notFound();
    const mobile = request.query.mobile;
    return ok(mobile ? inbox.for(mobile) : inbox.messages);
  });

  app.get<{ Params: { id: string } }>('/dev/captcha/:id', { config: { public: true } }, async (request) => {
    const answer = ctx.captcha.devAnswers?.get(request.params.id);
    if (answer === undefined) throw notFound();
    return ok({ answer });
  });
};
