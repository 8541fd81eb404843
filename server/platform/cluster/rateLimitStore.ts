// @fastify/rate-limit's Redis store, failing closed: while Redis cannot be asked, a rate-limited call
// (the login, the captcha, SMS codes...) answers 503 server.busy instead of going through unlimited.
// The per-address budgets are a security control (password guessing); an outage of the shared
// counter must not switch them off. The calls without a budget (everything behind the login) go on.
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { refuse } from '../http/envelope.js';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted | null) => void;

interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, nameSpace: string) => Store;

// The plugin's own store (its Lua script counts and expires in one step); it has no typings.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;

/** Seconds the shell is told to wait (Retry-After of the envelope) while Redis is away. */
const RETRY_SECONDS = 5;

class FailClosedStore implements Store {
  constructor(
    private readonly inner: Store,
    private readonly onError: (error: Error) => void,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.inner.incr(key, this.guard(callback), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!this.inner.read) return callback(new Error('the rate-limit store cannot read'), null);
    this.inner.read(key, this.guard(callback), timeWindow, max);
  }

  child(routeOptions: unknown): Store {
    return new FailClosedStore(this.inner.child(routeOptions), this.onError);
  }

  private guard(callback: Callback): Callback {
    return (error, result) => {
      if (!error) return callback(null, result);
      this.onError(error);
      callback(refuse(503, 'server.busy', { seconds: RETRY_SECONDS }), null);
    };
  }
}

/**
 * The store option of @fastify/rate-limit: counters in Redis under `nameSpace` (one per deployment),
 * shared by every instance; `onError` hears each failed count (the server logs it).
 */
export function redisRateLimitStore(redis: Redis, nameSpace: string, onError: (error: Error) => void): FastifyRateLimitStoreCtor {
  // Called with `new` by the plugin, with its global settings; an object returned from a constructor is the instance.
  function Ctor(this: unknown, settings: { continueExceeding: boolean; exponentialBackoff: boolean }): Store {
    return new FailClosedStore(new RedisStore(settings.continueExceeding, settings.exponentialBackoff, redis, nameSpace), onError);
  }
  return Ctor as unknown as FastifyRateLimitStoreCtor;
}
