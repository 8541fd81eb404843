// Load shedding: while the event loop lags or the heap is nearly full,
// new API calls are refused at once with 503, Retry-After and the envelope's message code
// (server.busy, both languages), instead of queueing until every caller times out. /live (the
// process answers) and /metrics (the operator sees the pressure) are never shed.
import v8 from 'node:v8';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The event-loop delay histogram's resolution (ms). */
const LAG_RESOLUTION_MS = 10;

/**
 * The event-loop lag of one sample (ms): the mean delay the histogram saw, less its resolution; and
 * when it saw no tick at all (the loop held, or the process given no CPU, for the whole interval),
 * how late the sample's own timer came. @fastify/under-pressure, used before, read that case as NaN
 * and shed as if the lag were infinite, whatever the limit: a process starved for a second by its
 * machine (seen beside 16 browser tabs and a busy loop) shed its next second of calls with a 10 s limit.
 */
export function lagOfSample(sample: { meanNs: number; count: number }, timerLateMs: number): number {
  if (sample.count === 0 || !Number.isFinite(sample.meanNs)) return Math.max(0, timerLateMs);
  return Math.max(0, sample.meanNs / 1e6 - LAG_RESOLUTION_MS);
}

/** Samples the event-loop lag and the heap in use every `intervalMs`; `lag()` and `heapUsed()` are the last sample's. */
function watchLoad(intervalMs: number): { lag: () => number; heapUsed: () => number; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  histogram.enable();
  let lag = 0;
  let heapUsed = process.memoryUsage().heapUsed;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lag = lagOfSample({ meanNs: histogram.mean, count: histogram.count }, now - last - intervalMs);
    heapUsed = process.memoryUsage().heapUsed;
    last = now;
    histogram.reset();
  }, intervalMs);
  timer.unref();
  return {
    lag: () => lag,
    heapUsed: () => heapUsed,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** Why a request would be shed now, if it would: the heap over its limit (from the start), the lag over its limit (after the grace). */
export function pressureOf(load: { lag: number; heapUsed: number }, limits: Pick<LoadLimits, 'maxEventLoopDelayMs' | 'maxHeapUsedBytes'>, inGrace: boolean): 'heapUsedBytes' | 'eventLoopDelay' | undefined {
  if (load.heapUsed > limits.maxHeapUsedBytes) return 'heapUsedBytes';
  if (!inGrace && load.lag > limits.maxEventLoopDelayMs) return 'eventLoopDelay';
  return undefined;
}

export async function registerLoadShedding(app: FastifyInstance, limits: LoadLimits): Promise<void> {
  let graceEndsAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    graceEndsAt = Date.now() + limits.startupGraceMs;
  });
  /** Only the API is shed. A page, a bundle or a config file is a cheap read, and a 503 in its
   * place leaves a blank or broken page that never retries (seen: an e2e sign-in page shed in the
   * second after the server's start-up lag); the shell answers the API's 503 with a toast. */
  const sheddable = (request: FastifyRequest) => !request.routeOptions.config.neverShed && request.routeOptions.config.endpoint !== undefined;
  const shed = (request: FastifyRequest, reply: FastifyReply, pressure: string) => {
    request.log.warn({ pressure }, 'request shed under load');
    const seconds = limits.retryAfterSeconds;
    void reply.code(503).header('Retry-After', String(seconds)).header('Cache-Control', 'no-store');
    return { ...envelopeOf(refuse(503, 'server.busy', { seconds })), requestId: String(request.id) };
  };
  const load = watchLoad(limits.sampleIntervalMs);
  app.addHook('onClose', async () => load.stop());
  app.addHook('onRequest', async (request, reply) => {
    if (!sheddable(request)) return undefined;
    const pressure = pressureOf({ lag: load.lag(), heapUsed: load.heapUsed() }, limits, Date.now() < graceEndsAt);
    return pressure === undefined ? undefined : reply.send(shed(request, reply, pressure));
  });
}
