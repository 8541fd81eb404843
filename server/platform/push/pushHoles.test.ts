// The holes of issue 26 (point 4) in the embedded broker, as an outsider meets them: real MQTT.js
// clients and raw WebSockets against a listening server. A locked session neither connects nor keeps
// its connection (and connects again once unlocked); a session's absolute end closes its connection;
// upgrades that never send CONNECT are dropped after the CONNECT wait and hold no authenticated slot;
// a flood of idle upgrades from many addresses does not keep legitimate users out.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { API, BUYER_USER, enc, login, serverWithDemoSessions, startTestServer, type Session, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { TrustedProxies } from '../requestTenant.js';
import { clientAddressOf, CONNECT_WAIT_MS } from './admission.js';
import { brokerUrl, connectClient, credentials, refusalOf, upgradeStatus } from './pushTestKit.js';
import type http from 'node:http';

const post = (server: TestServer, path: string, session: Session, payload?: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: `${API}${path}`, headers: session.headers, ...(payload !== undefined ? { payload } : {}) });

/** Opens a WebSocket to the broker from a loopback source address and sends nothing. */
function idleSocket(url: string, localAddress = '127.0.0.1'): Promise<{ socket: WebSocket; status: number }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, ['mqtt'], { localAddress });
    socket.on('open', () => resolve({ socket, status: 101 }));
    socket.on('unexpected-response', (_request, response) => {
      resolve({ socket, status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.on('error', () => resolve({ socket, status: 0 }));
  });
}

const closedOf = (socket: WebSocket): Promise<number> =>
  new Promise((resolve) => {
    const opened = Date.now();
    if (socket.readyState === WebSocket.CLOSED) resolve(0);
    else socket.once('close', () => resolve(Date.now() - opened));
  });

describe('the broker and the lock screen', () => {
  const demo = serverWithDemoSessions({ rateLimit: false });

  it('closes a session’s connections when it locks, refuses its token while locked (5), and takes it again after the unlock', async () => {
    const url = await brokerUrl(demo.server);
    const session = await login(demo.server, BUYER_USER);
    const other = await login(demo.server, BUYER_USER);
    const live = await connectClient(url, { ...credentials(session), clientId: 'lock1' });
    const otherLive = await connectClient(url, { ...credentials(other), clientId: 'lock2' });

    expect((await post(demo.server, endpoints.lockSession.path, session)).statusCode).toBe(200);
    await live.closed();
    expect(await refusalOf(url, { ...credentials(session), clientId: 'lock1' })).toBe(5);
    // Another login session of the same user is not locked: it keeps its connection.
    expect(otherLive.client.connected).toBe(true);

    expect((await post(demo.server, endpoints.verifyElsAccount.path, session, { password: enc(BUYER_USER.password) })).statusCode).toBe(200);
    const again = await connectClient(url, { ...credentials(session), clientId: 'lock1' });
    expect(again.client.connected).toBe(true);
    await again.end();
    await otherLive.end();
  });

  it('closes a connection when its session reaches its absolute end', async () => {
    const url = await brokerUrl(demo.server);
    const session = await login(demo.server, BUYER_USER);
    const sid = decodeJwt(session.token).sid as string;
    const endsAt = Math.floor(Date.now() / 1000) + 2;
    await demo.server.db.updateTable('auth_sessions').set({ ends_at: endsAt }).where('family_id', '=', sid).execute();
    const live = await connectClient(url, { ...credentials(session), clientId: 'end1' });
    await live.closed();
    // Closed at the end, not before.
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt * 1000);
    expect(await refusalOf(url, { ...credentials(session), clientId: 'end1' })).toBe(4);
  });
});

describe('the broker: sockets that never send CONNECT', () => {
  it('drops an idle upgrade after the CONNECT wait; waiting, it holds no authenticated slot', async () => {
    expect(CONNECT_WAIT_MS).toBeLessThanOrEqual(5000);
    const server = await startTestServer({ rateLimit: false, push: { limits: { maxConnections: 1, connectTimeoutMs: 500 } } });
    try {
      const url = await brokerUrl(server);
      const user = await login(server, BUYER_USER);
      const idle = await idleSocket(url);
      expect(idle.status).toBe(101);
      // The one authenticated slot is free for a real client while the idle socket waits.
      const live = await connectClient(url, { ...credentials(user), clientId: 'slot1' });
      expect(server.push!.stats()).toMatchObject({ clients: 1, pending: 1 });
      const lived = await closedOf(idle.socket);
      expect(lived).toBeGreaterThanOrEqual(400);
      expect(server.push!.stats()).toMatchObject({ clients: 1, pending: 0 });
      expect(live.client.connected).toBe(true);
      // The slot is taken now: a second client is told to come back later (3).
      expect(await refusalOf(url, { ...credentials(user), clientId: 'slot2' })).toBe(3);
      await live.end();
    } finally {
      await server.dispose();
    }
  });

  it('holds at most maxSocketsPerAddress sockets of one address; another address still gets in', async () => {
    const server = await startTestServer({ rateLimit: false, push: { limits: { maxSocketsPerAddress: 2 } } });
    const sockets: WebSocket[] = [];
    try {
      const url = await brokerUrl(server);
      const user = await login(server, BUYER_USER);
      const live = await connectClient(url, { ...credentials(user), clientId: 'addr1', wsOptions: { localAddress: '127.0.0.3' } });
      const idle = await idleSocket(url, '127.0.0.3');
      sockets.push(idle.socket);
      expect(idle.status).toBe(101);
      const third = await idleSocket(url, '127.0.0.3');
      sockets.push(third.socket);
      expect(third.status).toBe(503);
      expect(await upgradeStatus(url)).toBe(101);
      await live.end();
    } finally {
      for (const socket of sockets) socket.terminate();
      await server.dispose();
    }
  });

  it('lets 25 legitimate CONNECTs through while 2,000 idle upgrades from 40 addresses are held', async () => {
    // The CONNECT wait is made long here so that every idle socket is still held when the users come.
    const server = await startTestServer({ rateLimit: false, push: { limits: { maxConnections: 200, maxPending: 300, maxPendingPerAddress: 20, maxConnectionsPerUser: 30, connectTimeoutMs: 60_000 } } });
    const sockets: WebSocket[] = [];
    try {
      const url = await brokerUrl(server);
      const user = await login(server, BUYER_USER);
      const started = Date.now();
      const statuses: number[] = [];
      // 40 addresses (127.0.1.1 … 127.0.1.40) × 50 upgrades, in waves so that the test machine copes.
      for (let wave = 0; wave < 50; wave += 1) {
        const opened = await Promise.all(Array.from({ length: 40 }, (_, index) => idleSocket(url, `127.0.1.${index + 1}`)));
        for (const { socket, status } of opened) {
          sockets.push(socket);
          statuses.push(status);
        }
      }
      const flooded = Date.now() - started;
      const held = server.push!.stats().pending;
      expect(held).toBe(300);

      const legitimateStart = Date.now();
      const results = await Promise.allSettled(
        Array.from({ length: 25 }, (_, index) => connectClient(url, { ...credentials(user), clientId: `legit${index}`, wsOptions: { localAddress: `127.0.2.${index + 1}` } })),
      );
      const legitimateMs = Date.now() - legitimateStart;
      const connected = results.filter((result) => result.status === 'fulfilled').length;
      const stillHeld = server.push!.stats().pending;
      console.info(
        `push flood: 2000 idle upgrades in ${flooded} ms (${statuses.filter((status) => status === 101).length} opened, ${statuses.filter((status) => status === 503).length} answered 503), ${held} held; ` +
          `then ${connected}/25 legitimate CONNECTs in ${legitimateMs} ms with ${stillHeld} idle still held`,
      );
      expect(connected).toBe(25);
      // A newcomer finding the pool full took the place of one idle socket of the address holding the most.
      expect(stillHeld).toBeGreaterThanOrEqual(275);
      for (const result of results) if (result.status === 'fulfilled') await result.value.end();
    } finally {
      for (const socket of sockets) socket.terminate();
      await server.dispose();
    }
  });
});

describe('the client address behind a proxy', () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({ socket: { remoteAddress }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as http.IncomingMessage;

  it('reads X-Forwarded-For (its last entry) only from a trusted proxy', () => {
    const trusted = new TrustedProxies(['127.0.0.1']);
    expect(clientAddressOf(request('127.0.0.1', '203.0.113.9, 198.51.100.7'), trusted)).toBe('198.51.100.7');
    expect(clientAddressOf(request('192.0.2.1', '198.51.100.7'), trusted)).toBe('192.0.2.1');
    expect(clientAddressOf(request('127.0.0.1', 'not an address'), trusted)).toBe('127.0.0.1');
    expect(clientAddressOf(request('127.0.0.1', '198.51.100.7'), undefined)).toBe('127.0.0.1');
  });
});
