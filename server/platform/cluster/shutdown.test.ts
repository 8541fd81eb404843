// Graceful shutdown: while an instance closes, readiness tells the load balancer to stop sending, a
// request in flight still gets its answer, and a push client is told to reconnect elsewhere (1012).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { SERVER_MODULES } from '../../app.js';
import { BUYER_USER, login, seededDataDir } from '../../testServer.js';
import type { ServerOptions } from '../config.js';
import type { ServerModule } from '../context.js';
import { RESTART_CLOSE_CODE } from '../push/broker.js';
import { connectPacket } from '../push/pushTestKit.js';
import { createServer, type SrmServer } from '../server.js';

/** A public call that answers only when the test lets it (a slow report, a large upload). */
function slowModule() {
  let entered!: () => void;
  let release!: () => void;
  const started = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const module: ServerModule = {
    name: 'slow',
    migrations: [],
    seeds: [],
    routes: async (api) => {
      api.get('/test/slow', { config: { public: true } }, async () => {
        entered();
        await released;
        return { finished: true };
      });
    },
  };
  return { module, started, release };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function serverWith(module: ServerModule, options: Partial<ServerOptions>): Promise<{ server: SrmServer; origin: string }> {
  // The demo data copied from the run's template: the slow module adds no tables and no rows.
  const dataDir = seededDataDir();
  dirs.push(dataDir);
  // Load shedding off: a busy test machine must not answer the probes with server.busy.
  const server = await createServer({ dataDir, load: { maxEventLoopDelayMs: 60_000, maxHeapUsedBytes: 2 ** 40 }, logger: 'warn', ...options }, { modules: [...SERVER_MODULES, module], tenantLayoutOverlays: async () => [] });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, origin: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}` };
}

/** An authenticated MQTT connection over WebSocket; resolves with its close code once it closes. */
async function pushSocket(origin: string, session: { token: string; elsAccount: string; elsSubAccount: string }): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/mqtt`, ['mqtt']);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(connectPacket({ clientId: 'tab', clean: true, username: `${session.elsAccount}_${session.elsSubAccount}`, password: session.token })));
    socket.once('message', (data: Buffer) => (data[3] === 0 ? resolve() : reject(new Error('refused'))));
    socket.on('error', reject);
  });
  return { closed };
}

describe('graceful shutdown', () => {
  it('answers readiness 503 while draining, finishes the request in flight with 200, closes push sockets with 1012, then refuses connections', async () => {
    const slow = slowModule();
    const { server, origin } = await serverWith(slow.module, { shutdown: { delayMs: 1000, graceMs: 10_000 } });
    const buyer = await login(server, BUYER_USER);
    const pushClosed = await pushSocket(origin, buyer);
    // Ready (a busy test machine may shed the first probes: the event-loop lag of the start).
    await expect.poll(async () => (await fetch(`${origin}${endpoints.ready.path}`)).status).toBe(200);

    const inFlight = fetch(`${origin}/portal/apis/test/slow`);
    await slow.started;
    const closing = server.close();
    const probe = async () => {
      const answer = await fetch(`${origin}${endpoints.ready.path}`);
      return [answer.status, ((await answer.json()) as { checks?: { shutdown: string } }).checks?.shutdown];
    };
    await expect.poll(probe, { timeout: 900 }).toEqual([503, 'failed']);
    expect(await pushClosed.closed).toBe(RESTART_CLOSE_CODE);

    slow.release();
    const answer = await inFlight;
    expect([answer.status, await answer.json()]).toEqual([200, { finished: true }]);
    await closing;
    await expect(fetch(`${origin}${endpoints.live.path}`)).rejects.toThrow();
  });

  it('cuts a request still running after the grace and closes anyway', async () => {
    const slow = slowModule();
    const { server, origin } = await serverWith(slow.module, { shutdown: { delayMs: 0, graceMs: 300 } });
    const inFlight = fetch(`${origin}/portal/apis/test/slow`).then(
      (answer) => answer.status,
      () => 'cut',
    );
    await slow.started;
    const began = Date.now();
    await server.close();
    expect(Date.now() - began).toBeLessThan(5000);
    expect(await inFlight).toBe('cut');
    slow.release();
  });
});
