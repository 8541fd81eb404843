// The connection to the Redis several server instances share (SRM_REDIS_URL). Commands fail at once
// while Redis is away (no offline queue): a rate-limit check must not hang a request until Redis is
// back. The client reconnects by itself, every 2 s at most.
import { Redis, type RedisOptions } from 'ioredis';

const OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 5000,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
};

/** Connects (rejects when Redis cannot be reached at start: a misconfigured URL stops the server). */
export async function connectRedis(url: string, name: string): Promise<Redis> {
  const client = new Redis(url, { ...OPTIONS, connectionName: name });
  // Errors while connected are the reconnect's business; an unhandled 'error' event would end the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`Redis at ${redactRedisUrl(url)} cannot be reached: ${(error as Error).message}`);
  }
  return client;
}

/**
 * A second connection of the same settings for a subscription (a subscribing connection can do
 * nothing else) or a publisher; its commands wait while it reconnects, failing after one attempt.
 */
export function duplicateRedis(client: Redis, name: string): Redis {
  const copy = client.duplicate({ connectionName: name, enableOfflineQueue: true, lazyConnect: false });
  copy.on('error', () => {});
  return copy;
}

/** Closes a connection, politely when it is up. */
export async function quitRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // gone meanwhile: disconnect below
    }
  }
  client.disconnect();
}

/** The URL without its password, for messages. */
export function redactRedisUrl(url: string): string {
  return url.replace(/\/\/([^@/]*)@/, '//***@');
}
