// Graceful shutdown of one instance (SIGTERM, SrmServer.close): the load balancer is told first, the
// work in flight is let finish, the push clients are sent elsewhere, and only then does it stop.
//
//   1. /ready answers 503 (shutdown: failed) while the instance still serves, for delayMs (the load
//      balancer's probe interval: it stops sending before the port closes).
//   2. The embedded broker closes its sockets with 1012 "service restart": the shell reconnects at
//      once, through the load balancer, to another instance.
//   3. The port closes (new connections are refused: nginx tries the next instance); requests in
//      flight finish, for graceMs at most, after which their connections are cut.
//   4. Redis and the database close.
import type { FastifyInstance } from 'fastify';
import type { ShutdownTimes } from '../config.js';

/** The answer header naming the instance that answered (only with ServerOptions.instanceHeader). */
export const INSTANCE_HEADER = 'X-Srm-Instance';

export interface ShutdownSteps {
  /** Marks the instance not ready. */
  drain(): void;
  /** Closes the push connections (with the reconnect hint). */
  closeSockets(): Promise<void>;
  /** Closes what the requests used: Redis, the database. */
  closeStores(): Promise<void>;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function shutDown(app: FastifyInstance, times: ShutdownTimes, steps: ShutdownSteps): Promise<void> {
  steps.drain();
  if (times.delayMs > 0) await pause(times.delayMs);
  await steps.closeSockets();
  // Past the grace, a request still running loses its connection (its transaction rolls back).
  const cut = setTimeout(() => {
    app.log.warn(`shutdown: requests still running after ${times.graceMs} ms, their connections are cut`);
    app.server.closeAllConnections();
  }, times.graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
  await steps.closeStores();
}
