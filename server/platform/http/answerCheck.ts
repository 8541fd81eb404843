// Development and tests: every answer of a declared call is checked against its schema
// (src/contract/endpoints/answerSchemas.ts) before it is sent, so a handler cannot answer a shape its
// declaration does not promise. A wrong answer is refused: a 500 envelope, and an error log naming the
// endpoint and the JSON pointer of the wrong value. Only successful answers (2xx) are checked: an
// error's `data` is the refusal's own. Switched on by the server option `checkAnswers`; production
// never pays for it.
import type { FastifyInstance } from 'fastify';
import { answerMismatch } from '../../../src/contract/endpoints/answerSchemas.js';
import { endpoints, type EndpointName } from '../../../src/contract/endpoints/index.js';
import { envelopeOf, serverError } from './envelope.js';

/** What is wrong with an answer a route of `name` is about to send, or undefined when it matches its declaration. */
export function answerProblem(name: string, payload: unknown): string | undefined {
  const endpoint = endpoints[name as EndpointName];
  if (!endpoint) return undefined;
  if (endpoint.raw) {
    const mismatch = answerMismatch(name, payload);
    return mismatch && `${name}: the answer at '${mismatch.at}' ${mismatch.problem}`;
  }
  if (typeof payload !== 'object' || payload === null || !('data' in payload)) return `${name}: the answer is not an envelope`;
  const mismatch = answerMismatch(name, payload.data);
  return mismatch && `${name}: the answer at '/data${mismatch.at}' ${mismatch.problem}`;
}

/** Installs the check on the routes registered after it in this scope (route() names each route's endpoint). */
export function installAnswerCheck(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const name = request.routeOptions.config.endpoint;
    if (name === undefined || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const problem = answerProblem(name, payload);
    if (problem === undefined) return payload;
    request.log.error({ endpoint: name }, `answer refused: ${problem}`);
    reply.code(500);
    return envelopeOf(serverError());
  });
}
