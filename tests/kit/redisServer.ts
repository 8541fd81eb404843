// Debian's redis-server, started by a test on a free loopback port in a temporary folder (no
// snapshot, no append-only file) and stopped again: the Redis that several server instances share.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stopServer, waitForPort } from '../deploy/nginxSite';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  /** redis://127.0.0.1:<port>: SRM_REDIS_URL / ServerOptions.redisUrl. */
  url: string;
  port: number;
  /** What redis-server logged so far. */
  log(): string;
  /** Stops it (SIGTERM, waits for the exit) and removes its folder; again: nothing. */
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server`);
  const dir = mkdtempSync(path.join(tmpdir(), 'srm-redis-'));
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopped ??= stopServer(child, dir));
  try {
    await waitForPort(port, 'redis-server', () => (child.exitCode !== null ? `code ${child.exitCode}: ${output}` : undefined));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, port, log: () => output, stop };
}
