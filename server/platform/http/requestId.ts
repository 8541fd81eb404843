// The request id: in every log line of a request (Fastify's reqId), in every answer (X-Request-Id)
// and in every error envelope (requestId), so that a user's report, the proxy's log and the server's
// log meet. An incoming X-Request-Id (a proxy's, e.g. nginx's $request_id) is kept only from a
// trusted proxy (SRM_TRUSTED_PROXIES) and only when short and plain; anything else gets a new one.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TrustedProxies } from '../requestTenant.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: letters, digits and . _ : -, at most 128 characters. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the trusted proxy's id, else a random UUID. */
export function requestIdOf(trusted: TrustedProxies): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (typeof incoming === 'string' && ACCEPTED_ID.test(incoming) && trusted.has(request.socket.remoteAddress)) return incoming;
    return randomUUID();
  };
}
