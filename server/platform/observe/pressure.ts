// Load shedding (@fastify/under-pressure): while the event loop lags or the heap is nearly full,
// new API calls are refused at once with 503, Retry-After and the envelope's message code
// (server.busy, both languages), instead of queueing until every caller times out. /live (the
// process answers) and /metrics (the operator sees the pressure) are never shed.
import v8 from 'node:v8';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyUnderPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { envelopeOf, refuse } from '../http/envelope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered under load too (/live, /metrics). */
    neverShed?: boolean;
  }
}

export interface LoadLimits {
  /** Mean event-loop delay (ms, over one sample) beyond which requests are shed. */
  maxEventLoopDelayMs: number;
  /** Heap in use (bytes) beyond which requests are shed. */
  maxHeapUsedBytes: number;
  /** Seconds a shed caller is asked to wait (Retry-After). */
  retryAfterSeconds: number;
  /** How often the figures are sampled (ms). */
  sampleIntervalMs: number;
  /**
   * After the server is ready, event-loop lag is not load for this long (ms): the start itself
   * (compiling every route's schemas) stalls the loop for a second or more, and a sample with no
   * tick in it reads as infinite lag, so a fresh instance used to shed its first calls — behind a
   * load balancer, the users a rolling release sends to it. The heap limit holds from the start.
   */
  startupGraceMs: number;
}

/** One second of event-loop lag; 90 % of the heap V8 may grow to; 10 s; sampled every second; 3 s of grace. */
export function defaultLoadLimits(): LoadLimits {
  return {
    maxEventLoopDelayMs: 1000,
    maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9),
    retryAfterSeconds: 10,
    sampleIntervalMs: 1000,
    startupGraceMs: 3000,
  };
}

export async function registerLoadShedding(app: FastifyInstance, limits: LoadLimits): Promise<void> {
  let graceEndsAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    graceEndsAt = Date.now() + limits.startupGraceMs;
  });
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    retryAfter: limits.retryAfterSeconds,
    sampleInterval: limits.sampleIntervalMs,
    // A value returned is sent as the answer; nothing returned lets the request through (the
    // plugin's type says void, its code sends what is returned).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string) => {
      // Only the API is shed. A page, a bundle or a config file is a cheap read, and a 503 in its
      // place leaves a blank or broken page that never retries (seen: an e2e sign-in page shed in
      // the second after the server's start-up lag); the shell answers the API's 503 with a toast.
      if (request.routeOptions.config.neverShed || request.routeOptions.config.endpoint === undefined) return undefined;
      if (type === 'eventLoopDelay' && Date.now() < graceEndsAt) return undefined;
      request.log.warn({ pressure: type }, 'request shed under load');
      const seconds = limits.retryAfterSeconds;
      void reply.code(503).header('Retry-After', String(seconds)).header('Cache-Control', 'no-store');
      return { ...envelopeOf(refuse(503, 'server.busy', { seconds })), requestId: String(request.id) };
    }) as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}
