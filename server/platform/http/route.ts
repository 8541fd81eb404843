// Registers a handler against its endpoint declaration (src/contract/endpoints): method, path (and
// the prefixes and extra methods the declaration names), the body and query schemas of
// src/contract/endpoints/schemas.ts and `public` all come from the declaration, so a path is written
// once. The handler's body, params and query are typed by the declaration, and so is its answer.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../../../src/contract/envelope.js';
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '../../../src/contract/endpoints/endpoint.js';
import { requestSchemas } from '../../../src/contract/endpoints/schemas.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint declaration's name (set by `route`): the answer check finds its schema by it. */
    endpoint?: string;
  }
}

type Unset<T> = [T] extends [undefined] ? unknown : T;

export type EndpointRequest<E> = FastifyRequest<{
  Body: Unset<BodyOf<E>>;
  Params: ParamsOf<E>;
  Querystring: Unset<QueryOf<E>>;
}>;

/** An envelope route answers `ok(answer)`; a raw one (a file, a broker hook) its own body, or sends it through the reply. */
export type EndpointAnswer<E> = E extends { readonly raw: true } ? AnswerOf<E> | FastifyReply : ApiEnvelope<AnswerOf<E>> | FastifyReply;

export type EndpointHandler<E> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointAnswer<E>>;

/** What a route adds to its declaration: server-side behaviour only (rate limits, the locked-session pass). */
export type RouteConfig = Omit<FastifyContextConfig, 'public' | 'endpoint'> & Record<string, unknown>;

/** `route(app, endpoints.login, handler)`, or with server-side options: `route(app, endpoints.login, { rateLimit }, handler)`. */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, config: RouteConfig, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, ...rest: [EndpointHandler<E>] | [RouteConfig, EndpointHandler<E>]): void {
  const [config, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  if (endpoint.name === '') throw new Error(`${endpoint.path}: an endpoint must be declared in a named group`);
  const schemas = requestSchemas[endpoint.name as keyof typeof requestSchemas];
  const schema = {
    ...(schemas?.body ? { body: schemas.body } : {}),
    ...(schemas?.query ? { querystring: schemas.query } : {}),
  };
  for (const prefix of ['', ...(endpoint.prefixes ?? [])]) {
    app.route({
      method: endpoint.alsoAccepts ? [endpoint.method, ...endpoint.alsoAccepts] : endpoint.method,
      url: `${prefix}${endpoint.path}`,
      schema,
      config: {
        ...config,
        ...(endpoint.public ? { public: true } : {}),
        endpoint: endpoint.name,
      },
      handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }
}
