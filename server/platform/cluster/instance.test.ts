// Instance identity: which instance wrote a log line, counted a metric, connected to the external
// broker, and (only when asked) answered a request.
import net from 'node:net';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { startTestServer, tempDir } from '../../testServer.js';
import { optionsFromEnvironment, resolveConfig } from '../config.js';

describe('the instance’s name', () => {
  it('is <hostname>-<pid> by default, SRM_INSTANCE when set, and refused when it is no plain name', () => {
    const dataDir = tempDir();
    expect(resolveConfig({ dataDir }).instance).toBe(`${os.hostname()}-${process.pid}`);
    const env = optionsFromEnvironment({ SRM_DATA_DIR: dataDir, SRM_INSTANCE: 'srm-2', SRM_INSTANCE_HEADER: '1', SRM_REDIS_URL: 'redis://cache:6379/0', SRM_SHUTDOWN_DELAY_MS: '5000' });
    expect(env).toMatchObject({ instance: 'srm-2', instanceHeader: true, redisUrl: 'redis://cache:6379/0', shutdown: { delayMs: 5000 } });
    expect(resolveConfig(env)).toMatchObject({ instance: 'srm-2', redis: { url: 'redis://cache:6379/0', prefix: 'srm:' }, shutdown: { delayMs: 5000, graceMs: 10_000 } });
    expect(() => resolveConfig({ dataDir, instance: 'a b' })).toThrow(/instance/);
    expect(() => resolveConfig({ dataDir, redisUrl: 'http://cache' })).toThrow(/redis:\/\//);
    expect(optionsFromEnvironment({ SRM_DATA_DIR: dataDir }).redisUrl).toBeUndefined();
  });

  it('is in every log line and a label of every metric; the answer header only when switched on', async () => {
    const lines: string[] = [];
    const server = await startTestServer({ instance: 'blue-1', logger: 'info', logStream: { write: (line) => lines.push(line) } });
    const quiet = await startTestServer({ instance: 'blue-2' });
    try {
      const live = await server.app.inject({ method: 'GET', url: endpoints.live.path });
      expect(live.headers['x-srm-instance']).toBeUndefined();
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.map((line) => (JSON.parse(line) as { instance?: string }).instance)).toEqual(lines.map(() => 'blue-1'));
      const metrics = await server.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/^srm_logins_total\{result="ok",srm_instance="blue-1"\} 0$/m);
      expect(metrics.body).not.toMatch(/^srm_\w+(\{(?![^}]*srm_instance="blue-1")[^}]*\})? /m);
      void quiet;
    } finally {
      await quiet.dispose();
      await server.dispose();
    }
    const telling = await startTestServer({ instance: 'green-1', instanceHeader: true });
    try {
      const answer = await telling.app.inject({ method: 'GET', url: endpoints.live.path });
      expect(answer.headers['x-srm-instance']).toBe('green-1');
    } finally {
      await telling.dispose();
    }
  });

  it('makes each instance’s client id at the external broker its own, so two instances stay connected side by side', async () => {
    const broker = await Aedes.createBroker();
    const tcp = net.createServer(broker.handle);
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    const url = `mqtt://127.0.0.1:${(tcp.address() as AddressInfo).port}`;
    const ready = new Set<string>();
    const both = new Promise<void>((resolve) =>
      broker.on('clientReady', (client) => {
        ready.add(client.id);
        if (ready.size === 2) resolve();
      }),
    );
    const disconnected: string[] = [];
    broker.on('clientDisconnect', (client) => disconnected.push(client.id));
    const push = { external: { url, clientId: 'srm-pub' } };
    const [a, b] = [await startTestServer({ instance: 'a', push }), await startTestServer({ instance: 'b', push })];
    try {
      await both;
      expect([...ready].sort()).toEqual(['srm-pub-a', 'srm-pub-b']);
      const readiness = async () => [(await a.app.inject({ method: 'GET', url: endpoints.ready.path })).statusCode, (await b.app.inject({ method: 'GET', url: endpoints.ready.path })).statusCode];
      // Both connected (each sees its CONNACK just after the broker saw it ready).
      await expect.poll(readiness).toEqual([200, 200]);
      expect(disconnected).toEqual([]);
    } finally {
      await a.dispose();
      await b.dispose();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    }
  });
});
