// What several server instances share through Redis (SRM_REDIS_URL): the rate-limit counters, the
// session cuts and the embedded brokers' message bus. Without a Redis URL there is no cluster and
// all of it stays in the process (the single-process default).
import type { Redis } from 'ioredis';
import MQEmitterRedis from 'mqemitter-redis';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ReadyCheck } from '../../../src/contract/health.js';
import type { TokenService } from '../auth/tokens.js';
import { redisRateLimitStore } from './rateLimitStore.js';
import { connectRedis, duplicateRedis, quitRedis } from './redis.js';
import { SessionCutBus } from './sessionCuts.js';

export interface ClusterConfig {
  url: string;
  /** This deployment's keys and channel start with it (e.g. 'srm:'). */
  prefix: string;
}

export interface Cluster {
  /** The store of @fastify/rate-limit: per-address budgets counted across instances. */
  rateLimitStore: FastifyRateLimitStoreCtor;
  /**
   * A new message bus for an embedded broker (aedes' mq): a publish through any instance reaches the
   * subscribers on all. One per broker start (aedes closes its bus when it stops).
   */
  brokerBus(): unknown;
  /** Whether Redis answers now: a readiness check. */
  state(): ReadyCheck;
  close(): Promise<void>;
}

type BrokerBus = ReturnType<typeof MQEmitterRedis>;
/** mqemitter-redis's prefixing bus (in its module, not in its type declarations). */
const { MQEmitterRedisPrefix } = MQEmitterRedis as unknown as {
  MQEmitterRedisPrefix: new (prefix: string, options: MQEmitterRedis.MQEmitterOptions) => BrokerBus;
};

/**
 * mqemitter-redis on two connections of their own (a subscribing connection can do nothing else),
 * its channels named `<prefix>broker/<topic>`: the brokers of another deployment on the same Redis
 * (another SRM_REDIS_PREFIX) never see this one's messages, though their topics are the same (the
 * same tenants and users, a staging copy of production). Without the prefix they did.
 */
function brokerBus(redis: Redis, prefix: string): unknown {
  const [sub, pub] = [duplicateRedis(redis, 'srm-broker-sub'), duplicateRedis(redis, 'srm-broker-pub')];
  const bus = new MQEmitterRedisPrefix(`${prefix}broker/`, { subConn: sub, pubConn: pub });
  const close = bus.close.bind(bus);
  // mqemitter-redis waits for both connections' 'end', which a connection waiting to reconnect never
  // emits: with Redis away, the broker (and the server's shutdown) would wait forever.
  bus.close = (done: () => void) => {
    if (sub.status === 'ready' && pub.status === 'ready') return close(done);
    sub.disconnect();
    pub.disconnect();
    done();
  };
  return bus;
}

export async function openCluster(config: ClusterConfig, tokens: TokenService, log: (message: string) => void): Promise<Cluster> {
  const redis: Redis = await connectRedis(config.url, 'srm-server');
  let cuts: SessionCutBus;
  try {
    cuts = await SessionCutBus.open(redis, `${config.prefix}session-cuts`, tokens, log);
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  let lastRateLimitError = 0;
  return {
    rateLimitStore: redisRateLimitStore(redis, `${config.prefix}rate-limit:`, (error) => {
      // One line per 10 s at most: an outage must not flood the log with one line per refused call.
      if (Date.now() - lastRateLimitError < 10_000) return;
      lastRateLimitError = Date.now();
      log(`rate limits cannot be counted (Redis): ${error.message}; the rate-limited calls answer 503 until Redis is back`);
    }),
    brokerBus: () => brokerBus(redis, config.prefix),
    state: () => (redis.status === 'ready' ? 'ok' : 'failed'),
    close: async () => {
      await cuts.close();
      await quitRedis(redis);
    },
  };
}
