// Who may read /metrics: it tells how busy the portal is and which calls fail, so it stays off the
// public internet. Allowed: a direct caller on the loopback (a scraper on the same host), a caller
// from an address of SRM_METRICS_ALLOW (the monitoring network), or anyone presenting the bearer
// token SRM_METRICS_TOKEN. A loopback caller that carries forwarding headers is a reverse proxy on
// the same host passing on someone else's request: it is not let in for being on the loopback.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TrustedProxies } from '../requestTenant.js';

export interface MetricsAccess {
  /** Addresses or CIDR networks that may read /metrics besides the loopback. */
  allow: TrustedProxies;
  /** A bearer token that lets any address read /metrics (at least 16 characters), if any. */
  token: string | undefined;
}

const LOOPBACK = new TrustedProxies(['127.0.0.0/8', '::1']);
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mayReadMetrics(request: FastifyRequest, access: MetricsAccess): boolean {
  const peer = request.raw.socket.remoteAddress;
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (LOOPBACK.has(peer) && !forwarded) return true;
  if (access.allow.has(peer)) return true;
  const authorization = request.headers.authorization;
  const match = typeof authorization === 'string' ? /^Bearer ([\x21-\x7e]{1,512})$/.exec(authorization) : null;
  return access.token !== undefined && match !== null && sameSecret(match[1]!, access.token);
}

/** The route's onRequest: 404 for everyone else, as if there were nothing here. */
export function metricsAccessGuard(access: MetricsAccess) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!mayReadMetrics(request, access)) await reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('Not Found\n');
  };
}
