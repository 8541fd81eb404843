// Every failure of an API call leaves as the envelope: a thrown ApiError as it is, Fastify's own
// refusals (validation, bad JSON, too large...) as 400/403/404, anything else as a logged 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, badRequest, forbidden, notFound, sendError, serverError } from './envelope.js';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'validation' in error || 'code' in error);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (isFastifyError(error)) {
      if (error.validation) return sendError(reply, badRequest('request.invalid', { detail: error.message }));
      const status = error.statusCode ?? 500;
      if (status === 404) return sendError(reply, notFound());
      if (status === 403) return sendError(reply, forbidden());
      // The contract knows only 400 for refused requests (bad JSON, too large, wrong media type...).
      if (status >= 400 && status < 500) return sendError(reply, badRequest('request.bad', { detail: error.message }));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, serverError());
  });
}
