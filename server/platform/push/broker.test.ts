// The embedded broker as an outsider meets it: real MQTT.js clients over WebSocket against a real,
// listening server. Who may connect, what they may subscribe to, that they cannot publish, that a
// persistent session stays its user's, that a logout closes the connection, and the limits.
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { PushEvent } from '../../../src/contract/push.js';
import { API, BUYER_ADMIN, BUYER_USER, SUPPLIER_USER, login, serverWithDemoSessions, startTestServer, type Session } from '../../testServer.js';
import { brokerUrl, connectClient, connectPacket, credentials, demoTopic, grantsOf, rawConnect, refusalOf, upgradeStatus } from './pushTestKit.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import type { Db } from '../db/database.js';

const event = (title: string): PushEvent => ({ type: 'message', id: title, title, sentAt: new Date().toISOString() });

async function secretOf(server: { db: Db }): Promise<Uint8Array> {
  const row = await server.db.selectFrom('app_secrets').select('value').where('name', '=', 'jwt_hs256').executeTakeFirstOrThrow();
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}

const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the broker: who may connect', () => {
  const demo = serverWithDemoSessions({ rateLimit: false });

  it('takes a user with their own access token, over MQTT 3.1.1 and over 3.1 (MQIsdp)', async () => {
    const url = await brokerUrl(demo.server);
    const v4 = await connectClient(url, { ...credentials(demo.user), clientId: '1234567890', clean: true });
    expect(v4.client.connected).toBe(true);
    await v4.end();
    const v3 = await connectClient(url, { ...credentials(demo.user), clientId: '1234567891', protocolId: 'MQIsdp', protocolVersion: 3 });
    expect(v3.client.connected).toBe(true);
    await v3.end();
  });

  it('refuses a missing, forged, alg-none or expired token with return code 4', async () => {
    const url = await brokerUrl(demo.server);
    const username = credentials(demo.user).username;
    expect(await refusalOf(url, { clientId: 'c1' })).toBe(4);
    expect(await refusalOf(url, { username, clientId: 'c1' })).toBe(4);
    expect(await refusalOf(url, { username, password: '', clientId: 'c1' })).toBe(4);
    const claims = decodeJwt(demo.user.token);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not the server secret, but long'));
    expect(await refusalOf(url, { username, password: forged, clientId: 'c1' })).toBe(4);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect(await refusalOf(url, { username, password: unsigned, clientId: 'c1' })).toBe(4);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 120, exp: now - 60 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await secretOf(demo.server));
    expect(await refusalOf(url, { username, password: expired, clientId: 'c1' })).toBe(4);
    // The same claims signed with the server's key and a future expiry do connect: the refusals above are the token's.
    const valid = await new SignJWT({ ...claims, iat: now, exp: now + 60 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await secretOf(demo.server));
    const connected = await connectClient(url, { username, password: valid, clientId: 'c1' });
    await connected.end();
  });

  it('refuses a user name that is not the token’s user with return code 5', async () => {
    const url = await brokerUrl(demo.server);
    expect(await refusalOf(url, { username: credentials(demo.admin).username, password: demo.user.token, clientId: 'c2' })).toBe(5);
    expect(await refusalOf(url, { username: credentials(demo.supplier).username, password: demo.user.token, clientId: 'c2' })).toBe(5);
  });

  it('refuses a client id longer than 128 characters, and an empty one with a persistent session (return code 2)', async () => {
    const url = await brokerUrl(demo.server);
    expect(await refusalOf(url, { ...credentials(demo.user), clientId: '9'.repeat(129) })).toBe(2);
    expect(await rawConnect(url, { ...credentials(demo.user), clientId: '', clean: false })).toBe(2);
    expect(await rawConnect(url, { ...credentials(demo.user), clientId: 'raw', clean: false })).toBe(0);
    const longest = await connectClient(url, { ...credentials(demo.user), clientId: '9'.repeat(128) });
    await longest.end();
  });

  it('refuses MQTT 5 (return code 1: unacceptable protocol version)', async () => {
    const url = await brokerUrl(demo.server);
    expect(await refusalOf(url, { ...credentials(demo.user), clientId: 'c3', protocolVersion: 5 })).toBeOneOf([1, 132]);
  });

  it('answers upgrades only on /mqtt, with the mqtt subprotocol', async () => {
    const url = await brokerUrl(demo.server);
    const other = url.replace('/mqtt', '/portal/apis/mqtt');
    expect(await upgradeStatus(other)).toBe(404);
    const protocol = await new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(url, ['mqtt']);
      socket.on('open', () => {
        resolve(socket.protocol);
        socket.close();
      });
      socket.on('error', reject);
    });
    expect(protocol).toBe('mqtt');
  });
});

describe('the broker: topics', () => {
  const demo = serverWithDemoSessions({ rateLimit: false });

  it('grants a subscription to one’s own topic only: other users’ topics and wildcards get 0x80', async () => {
    const url = await brokerUrl(demo.server);
    const user = await connectClient(url, { ...credentials(demo.user), clientId: 't1' });
    const own = demoTopic(demo.user);
    expect(own).toBe('srm/demo/307000_1002');
    const byTopic = await grantsOf(user.client, {
      [own]: { qos: 1 },
      [demoTopic(demo.admin)]: { qos: 1 },
      [demoTopic(demo.supplier)]: { qos: 0 },
      '#': { qos: 1 },
      'srm/#': { qos: 1 },
      'srm/demo/+': { qos: 1 },
      'srm/+/307000_1002': { qos: 1 },
      '$SYS/#': { qos: 0 },
    });
    expect(byTopic).toEqual({
      [own]: 1,
      [demoTopic(demo.admin)]: 128,
      [demoTopic(demo.supplier)]: 128,
      '#': 128,
      'srm/#': 128,
      'srm/demo/+': 128,
      'srm/+/307000_1002': 128,
      '$SYS/#': 128,
    });
    // What the refused subscriptions would have matched does not arrive; the own topic does.
    await demo.server.ctx.push.publish(demo.admin, event('for the admin'));
    await demo.server.ctx.push.publish(demo.user, event('for the user'));
    const [first] = await user.receivedCount(1);
    expect(first).toEqual({ topic: own, payload: expect.objectContaining({ type: 'message', title: 'for the user' }) });
    await demo.server.ctx.push.publish(demo.user, event('second'));
    await user.receivedCount(2);
    expect(user.received.map((message) => (message.payload as { title: string }).title)).toEqual(['for the user', 'second']);
    await user.end();
  });

  it('refuses every publish from a client: the connection closes and nothing reaches the topic', async () => {
    const url = await brokerUrl(demo.server);
    const victim = await connectClient(url, { ...credentials(demo.admin), clientId: 't2' });
    await victim.client.subscribeAsync(demoTopic(demo.admin), { qos: 1 });
    const attacker = await connectClient(url, { ...credentials(demo.user), clientId: 't3' });
    await attacker.client.subscribeAsync(demoTopic(demo.user), { qos: 1 });
    attacker.client.publish(demoTopic(demo.admin), JSON.stringify(event('forged')), { qos: 1 });
    await attacker.closed();
    const other = await connectClient(url, { ...credentials(demo.user), clientId: 't4' });
    other.client.publish(demoTopic(demo.user), JSON.stringify(event('to myself')), { qos: 0 });
    await other.closed();
    // The next message the victim gets is the server's, not the forged one.
    await demo.server.ctx.push.publish(demo.admin, event('real'));
    const [first] = await victim.receivedCount(1);
    expect((first!.payload as { title: string }).title).toBe('real');
    await victim.end();
  });

  it('refuses a will: a dropped connection publishes nothing', async () => {
    const url = await brokerUrl(demo.server);
    const victim = await connectClient(url, { ...credentials(demo.admin), clientId: 't5' });
    await victim.client.subscribeAsync(demoTopic(demo.admin), { qos: 1 });
    const attacker = await connectClient(url, {
      ...credentials(demo.user),
      clientId: 't6',
      will: { topic: demoTopic(demo.admin), payload: Buffer.from(JSON.stringify(event('will'))), qos: 1, retain: false },
    });
    attacker.client.stream.destroy();
    await attacker.closed();
    await demo.server.ctx.push.publish(demo.admin, event('real'));
    const [first] = await victim.receivedCount(1);
    expect((first!.payload as { title: string }).title).toBe('real');
    await victim.end();
  });
});

describe('the broker: sessions', () => {
  const demo = serverWithDemoSessions({ rateLimit: false });

  it('keeps a persistent session for its user: queued messages arrive on reconnect, another user with the same client id gets nothing', async () => {
    const url = await brokerUrl(demo.server);
    const clientId = '48151623420001';
    const first = await connectClient(url, { ...credentials(demo.user), clientId, clean: false });
    await first.client.subscribeAsync(demoTopic(demo.user), { qos: 1 });
    await first.end();
    await demo.server.ctx.push.publish(demo.user, event('while away'));
    expect(demo.server.push!.queued('307000_1002', clientId)).toBe(1);

    // Another user presenting the same client id: a fresh session, nothing of the first user's.
    const intruder = await connectClient(url, { ...credentials(demo.admin), clientId, clean: false });
    expect(intruder.sessionPresent).toBe(false);
    await intruder.client.subscribeAsync(demoTopic(demo.admin), { qos: 1 });
    await demo.server.ctx.push.publish(demo.admin, event('admin own'));
    // Had the user's queued message leaked, it would have come first (it is sent at CONNACK).
    const [own] = await intruder.receivedCount(1);
    expect(own).toEqual({ topic: demoTopic(demo.admin), payload: expect.objectContaining({ title: 'admin own' }) });

    const back = await connectClient(url, { ...credentials(demo.user), clientId, clean: false });
    expect(back.sessionPresent).toBe(true);
    const [queued] = await back.receivedCount(1);
    expect(queued).toEqual({ topic: demoTopic(demo.user), payload: expect.objectContaining({ title: 'while away' }) });
    expect(intruder.received).toHaveLength(1);
    await intruder.end();
    await back.end();
  });

  it('closes a live connection when its login session is logged out, and refuses that token afterwards', async () => {
    const url = await brokerUrl(demo.server);
    const session = await login(demo.server, BUYER_USER);
    const other = await login(demo.server, BUYER_USER);
    const live = await connectClient(url, { ...credentials(session), clientId: 'l1' });
    const otherLive = await connectClient(url, { ...credentials(other), clientId: 'l2' });
    const response = await demo.server.app.inject({ method: 'GET', url: `${API}${endpoints.logout.path}`, headers: session.headers });
    expect(response.statusCode).toBe(200);
    await live.closed();
    expect(await refusalOf(url, { ...credentials(session), clientId: 'l1' })).toBe(4);
    // The same user's other login session keeps its connection.
    expect(otherLive.client.connected).toBe(true);
    await otherLive.end();
  });
});

describe('the broker: stop and start', () => {
  const demo = serverWithDemoSessions({ rateLimit: false });

  it('drops every connection on stop, answers upgrades 503 while stopped (HTTP keeps serving), and takes clients again after start', async () => {
    const url = await brokerUrl(demo.server);
    const live = await connectClient(url, { ...credentials(demo.user), clientId: 's1' });
    await demo.server.push!.stop();
    await live.closed();
    expect(await upgradeStatus(url)).toBe(503);
    const health = await fetch(url.replace('ws://', 'http://').replace('/mqtt', `/portal/apis${endpoints.selectTodoList.path}`), { headers: demo.user.headers });
    expect(health.status).toBe(200);
    // Publishing while stopped drops the event quietly (the database has it).
    await demo.server.ctx.push.publish(demo.user, event('while stopped'));
    await demo.server.push!.start();
    const again = await connectClient(url, { ...credentials(demo.user), clientId: 's1' });
    await again.client.subscribeAsync(demoTopic(demo.user), { qos: 1 });
    await demo.server.ctx.push.publish(demo.user, event('after start'));
    const [first] = await again.receivedCount(1);
    expect((first!.payload as { title: string }).title).toBe('after start');
    await again.end();
  });
});

describe('the broker: limits', () => {
  it('refuses a third connection of one user (limit 2) with return code 3, an oversized packet closes the connection, an offline session keeps at most its queue limit', async () => {
    const server = await startTestServer({
      rateLimit: false,
      push: { limits: { maxConnectionsPerUser: 2, offlineQueueLimit: 3, maxPacketBytes: 2048 } },
    });
    try {
      const url = await brokerUrl(server);
      const user: Session = await login(server, BUYER_USER);
      const admin: Session = await login(server, BUYER_ADMIN);
      const a = await connectClient(url, { ...credentials(user), clientId: 'm1' });
      const b = await connectClient(url, { ...credentials(user), clientId: 'm2' });
      expect(await refusalOf(url, { ...credentials(user), clientId: 'm3' })).toBe(3);
      // Another user is not counted against this one.
      const c = await connectClient(url, { ...credentials(admin), clientId: 'm3' });
      await b.end();
      const d = await connectClient(url, { ...credentials(user), clientId: 'm4' });

      // 3000 bytes of topic: more than the packet limit (here refused by the WebSocket frame limit).
      a.client.subscribe('x'.repeat(3000));
      await a.closed();
      // A packet announcing 100 000 bytes, sent in small frames after a valid CONNECT: closed at its
      // header (else only the keepalive, 15 s, would end it).
      const raw = new WebSocket(url, ['mqtt']);
      await new Promise((resolve) => raw.on('open', resolve));
      const connack = new Promise((resolve) => raw.once('message', resolve));
      raw.send(connectPacket({ ...credentials(admin), clientId: 'raw', clean: true }));
      await connack;
      const closedRaw = new Promise<void>((resolve) => raw.on('close', () => resolve()));
      raw.send(Buffer.from([0x30, 0xa0, 0x8d, 0x06]));
      for (let n = 0; n < 3; n += 1) raw.send(Buffer.alloc(512, 0x61));
      await closedRaw;

      const persistent = await connectClient(url, { ...credentials(admin), clientId: 'q1', clean: false });
      await persistent.client.subscribeAsync(demoTopic(admin), { qos: 1 });
      await persistent.end();
      for (let n = 0; n < 5; n += 1) await server.ctx.push.publish(admin, event(`queued ${n}`));
      expect(server.push!.queued('307000_1001', 'q1')).toBe(3);
      expect(server.push!.stats().dropped).toBe(2);
      const back = await connectClient(url, { ...credentials(admin), clientId: 'q1', clean: false });
      const got = await back.receivedCount(3);
      expect(got.map((message) => (message.payload as { title: string }).title)).toEqual(['queued 0', 'queued 1', 'queued 2']);
      await Promise.all([c.end(), d.end(), back.end()]);
    } finally {
      await server.dispose();
    }
  });

  it('holds at most maxPendingPerAddress unauthenticated connections of one address (503 beyond), counting an authenticated one no more', async () => {
    const server = await startTestServer({ rateLimit: false, push: { limits: { maxPendingPerAddress: 2 } } });
    const sockets: WebSocket[] = [];
    try {
      const url = await brokerUrl(server);
      const user = await login(server, BUYER_USER);
      const open = async (): Promise<WebSocket> => {
        const socket = new WebSocket(url, ['mqtt']);
        sockets.push(socket);
        await new Promise((resolve, reject) => {
          socket.on('open', resolve);
          socket.on('error', reject);
        });
        return socket;
      };
      const first = await open();
      await open();
      expect(await upgradeStatus(url)).toBe(503);
      // The first one authenticates: it no longer counts as pending.
      const connack = new Promise((resolve) => first.once('message', resolve));
      first.send(connectPacket({ ...credentials(user), clientId: 'pending1', clean: true }));
      await connack;
      await open();
      expect(await upgradeStatus(url)).toBe(503);
    } finally {
      for (const socket of sockets) socket.terminate();
      await server.dispose();
    }
  });

  it('keeps at most maxSessionsPerUser stored sessions of a user (the least recently used goes)', async () => {
    const server = await startTestServer({ rateLimit: false, push: { limits: { maxSessionsPerUser: 2 } } });
    try {
      const url = await brokerUrl(server);
      const supplier = await login(server, SUPPLIER_USER);
      for (const clientId of ['p1', 'p2', 'p3']) {
        const client = await connectClient(url, { ...credentials(supplier), clientId, clean: false });
        await client.client.subscribeAsync(demoTopic(supplier), { qos: 1 });
        await client.end();
      }
      await server.ctx.push.publish(supplier, event('one'));
      expect(['p1', 'p2', 'p3'].map((id) => server.push!.queued('300100_1001', id))).toEqual([0, 1, 1]);
      const oldest = await connectClient(url, { ...credentials(supplier), clientId: 'p1', clean: false });
      expect(oldest.sessionPresent).toBe(false);
      await oldest.end();
    } finally {
      await server.dispose();
    }
  });
});

describe('the broker: closing the server', () => {
  it('closes live MQTT connections first, so closing the HTTP server does not wait for them', async () => {
    const server = await startTestServer({ rateLimit: false });
    try {
      const url = await brokerUrl(server);
      const user = await login(server, BUYER_USER);
      const live = await connectClient(url, { ...credentials(user), clientId: 'z1' });
      // Fastify's own close (not SrmServer.close, which closes the broker itself first).
      await server.app.close();
      await live.closed();
      expect(server.app.server.listening).toBe(false);
    } finally {
      await server.dispose();
    }
  });
});
