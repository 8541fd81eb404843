// The probes operators and orchestrators ask: /live (the process answers; never shed under load, so
// a busy instance is not killed for being busy) and /ready (may it take traffic: the database
// answers, its migrations are all run, the broker is up or connected, the shared Redis answers, the
// instance is not shutting down). Both at the root, as probes
// expect them, and under {appPrefix}/apis beside /health, as a proxy that forwards only the prefix
// reaches them. Public, and they say nothing but the names of the checks.
import type { FastifyInstance } from 'fastify';
import type { ReadyCheck, ReadyStatus } from '../../../src/contract/health.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { pingDatabase, type Db } from '../db/database.js';
import { schemaVersion } from '../db/steps.js';
import { route } from '../http/route.js';

export interface ProbeSources {
  db: Db;
  /** The newest migration version the server's modules declare. */
  expectedSchemaVersion: number;
  /** The broker's state: 'off' without push. */
  broker(): ReadyCheck;
  /** The shared Redis: 'off' for a single process (no SRM_REDIS_URL). */
  redis(): ReadyCheck;
  /** 'failed' once the instance is shutting down (draining): the load balancer sends no more. */
  shutdown(): ReadyCheck;
}

export async function readiness({ db, expectedSchemaVersion, broker, redis, shutdown }: ProbeSources): Promise<ReadyStatus> {
  let database: ReadyCheck = 'failed';
  let migrations: ReadyCheck = 'failed';
  try {
    await pingDatabase(db);
    database = 'ok';
    migrations = (await schemaVersion(db)) >= expectedSchemaVersion ? 'ok' : 'failed';
  } catch {
    // a database that throws is not reachable: both stay failed
  }
  const checks = { database, migrations, broker: broker(), redis: redis(), shutdown: shutdown() };
  return { status: Object.values(checks).includes('failed') ? 'not-ready' : 'ready', checks };
}

export function registerProbes(app: FastifyInstance, sources: ProbeSources): void {
  route(app, endpoints.live, { neverShed: true }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { status: 'live' as const };
  });
  route(app, endpoints.ready, async (_request, reply) => {
    const status = await readiness(sources);
    void reply.code(status.status === 'ready' ? 200 : 503).header('Cache-Control', 'no-store');
    return status;
  });
}
