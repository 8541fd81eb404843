// The per-session broker clients against Debian's real Mosquitto (deploy/mosquitto): the server
// provisions them through the dynamic-security plugin; each promise of the embedded broker is
// checked with an MQTT client in Node, as a browser would connect (WebSocket listener).
import { decodeJwt } from 'jose';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PushBrokerLogin } from '../../src/contract/pushCredentials';
import { endpoints } from '../../src/contract/endpoints/index';
import { API, BUYER_ADMIN, BUYER_USER, enc, login, startTestServer, tempDir, type Session, type TestServer } from '../../server/testServer';
import { startMosquitto, type MosquittoBroker } from './mosquittoBroker';

let broker: MosquittoBroker;
let server: TestServer;
const clients: MqttClient[] = [];

const startServer = (dataDir?: string) =>
  startTestServer({
    rateLimit: false,
    ...(dataDir ? { dataDir } : {}),
    push: { external: { url: broker.tcpUrl, ...broker.admin }, dynsec: true },
  });

/** The session's broker login: 200 with it, or the refusal's status. */
async function credentials(session: Session, on = server): Promise<{ status: number; login?: PushBrokerLogin }> {
  const response = await on.app.inject({ method: 'GET', url: `${API}${endpoints.pushCredentials.path}`, headers: session.headers });
  return response.statusCode === 200 ? { status: 200, login: response.json<{ data: PushBrokerLogin }>().data } : { status: response.statusCode };
}

/** Waits until the server's admin connection is up and the plugin answers. */
async function ready(session: Session, on = server): Promise<PushBrokerLogin> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await credentials(session, on);
    if (answer.login) return answer.login;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the broker logins never became available');
}

type Outcome = { connected: true; client: MqttClient } | { connected: false; code: number | undefined };

/** Connects over the WebSocket listener as the shell does (MQTT 3.1.1, no automatic reconnect). */
function connect(login: Partial<PushBrokerLogin>, extra: IClientOptions = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const client = mqtt.connect(broker.wsUrl, { ...login, clientId: `t-${Math.random().toString(16).slice(2)}`, reconnectPeriod: 0, connectTimeout: 3000, protocolVersion: 4, ...extra });
    clients.push(client);
    client.once('connect', () => resolve({ connected: true, client }));
    client.once('error', (error) => {
      client.end(true);
      resolve({ connected: false, code: (error as Error & { code?: number }).code });
    });
    client.once('close', () => resolve({ connected: false, code: undefined }));
  });
}

async function connected(login: PushBrokerLogin): Promise<MqttClient> {
  const outcome = await connect(login);
  if (!outcome.connected) throw new Error(`refused: ${outcome.code}`);
  return outcome.client;
}

/** The user's topic, as the server publishes on it. */
const topicOf = async (user: { elsAccount: string; elsSubAccount: string }) =>
  server.ctx.pushTopics.topicsOf({ elsAccount: user.elsAccount, elsSubAccount: user.elsSubAccount, environment: (await server.ctx.accounts.find(user.elsAccount, user.elsSubAccount))!.environment_config })[0]!;
const closed = (client: MqttClient) => new Promise<void>((resolve) => (client.disconnected || !client.connected ? resolve() : client.once('close', () => resolve())));
const call = (session: Session, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  server.app.inject({ method, url: `${API}${path}`, headers: session.headers, ...(payload ? { payload } : {}) });

/** The QoS the broker granted for a subscription; 0x80 when it refused the topic. */
async function grant(client: MqttClient, topic: string): Promise<number | undefined> {
  try {
    return (await client.subscribeAsync(topic, { qos: 1 }))[0]?.qos;
  } catch (error) {
    return (error as { packet?: { granted?: number[] } }).packet?.granted?.[0];
  }
}

/** Messages that reach a client on its topic. */
function inbox(client: MqttClient): string[] {
  const received: string[] = [];
  client.on('message', (_topic, payload) => received.push(payload.toString()));
  return received;
}

beforeAll(async () => {
  broker = await startMosquitto();
  server = await startServer();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.end(true);
});
afterAll(async () => {
  await server?.dispose();
  await broker?.stop();
});

describe('Mosquitto with per-session clients (SRM_MQTT_DYNSEC)', () => {
  it('a session’s client reads its own topic only, publishes nothing, and receives the server’s events', async () => {
    const user = await login(server, BUYER_USER);
    const other = await login(server, BUYER_ADMIN);
    const mine = await ready(user);
    expect(mine.username).toBe(`s-${decodeJwt(user.token).sid as string}`);
    // Every tab of the session gets the same login.
    expect((await credentials(user)).login).toEqual(mine);
    const client = await connected(mine);
    const received = inbox(client);
    const own = await topicOf(user);
    expect(await grant(client, own)).toBe(1);

    // Another user's topic: refused (SUBACK 0x80), with or without a wildcard.
    const othersTopic = await topicOf(other);
    expect(await grant(client, othersTopic)).toBe(0x80);
    expect(await grant(client, '#')).toBe(0x80);

    // A client cannot publish, not even on its own topic: the message never arrives.
    await client.publishAsync(own, JSON.stringify({ type: 'forged' }), { qos: 1 });
    await server.ctx.push.publish(user, { type: 'counts', unreadMessages: 7, todos: 1, changedAt: new Date().toISOString() });
    await expect.poll(() => received.length).toBe(1);
    expect(JSON.parse(received[0]!)).toMatchObject({ type: 'counts', unreadMessages: 7 });

    // The other user's own login cannot read the first user's topic either.
    const theirs = await connected(await ready(other));
    expect(await grant(theirs, own)).toBe(0x80);
  });

  it('lock cuts the connection at once and refuses the login; unlock enables it again; logout deletes it', async () => {
    const user = await login(server, BUYER_USER);
    const mine = await ready(user);
    const client = await connected(mine);
    const received = inbox(client);
    const own = await topicOf(user);
    expect(await grant(client, own)).toBe(1);

    expect((await call(user, 'POST', endpoints.lockSession.path)).statusCode).toBe(200);
    await closed(client);
    // Locked: no credentials, and the old ones are refused by the broker.
    expect((await credentials(user)).status).toBe(423);
    await expect.poll(async () => (await connect(mine)).connected).toBe(false);
    // Unlocked: the next credentials request enables the client again.
    expect((await call(user, 'POST', endpoints.verifyElsAccount.path, { password: enc(BUYER_USER.password) })).statusCode).toBe(200);
    expect((await credentials(user)).login).toEqual(mine);
    const again = await connected(mine);
    expect(received).toEqual([]);

    expect((await call(user, 'GET', endpoints.logout.path)).statusCode).toBe(200);
    await closed(again);
    const refused = await connect(mine);
    expect(refused).toMatchObject({ connected: false });
    // CONNACK 5 (not authorised) or 4 (bad user name or password): refused either way.
    expect([4, 5]).toContain((refused as { code?: number }).code);
  });

  it('the session’s end deletes its client', async () => {
    const user = await login(server, BUYER_USER);
    const sid = decodeJwt(user.token).sid as string;
    const endsAt = Math.floor(Date.now() / 1000) + 2;
    await server.db.updateTable('auth_sessions').set({ ends_at: endsAt }).where('family_id', '=', sid).execute();
    const mine = await ready(user);
    const client = await connected(mine);
    await closed(client);
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt * 1000 - 50);
    expect((await connect(mine)).connected).toBe(false);
  });

  it('a restarted server removes the clients of sessions that ended while it was down, and disables locked ones', async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    const gone = await login(first, BUYER_USER);
    const locked = await login(first, BUYER_USER);
    const live = await login(first, BUYER_USER);
    const [goneLogin, lockedLogin, liveLogin] = [await ready(gone, first), await ready(locked, first), await ready(live, first)];
    // Written to the database behind the server's back, then the server stops: one session revoked,
    // one locked, as another instance would do while this one is down (no cut reaches this one).
    const now = Math.floor(Date.now() / 1000);
    await first.db.updateTable('auth_sessions').set({ revoked_at: now }).where('family_id', '=', decodeJwt(gone.token).sid as string).execute();
    await first.db.updateTable('auth_sessions').set({ locked_at: now }).where('family_id', '=', decodeJwt(locked.token).sid as string).execute();
    await first.close();
    expect((await connect(goneLogin)).connected).toBe(true);
    const second = await startTestServer({ rateLimit: false, dataDir, push: { external: { url: broker.tcpUrl, ...broker.admin }, dynsec: true } });
    try {
      await expect.poll(async () => (await connect(goneLogin)).connected).toBe(false);
      await expect.poll(async () => (await connect(lockedLogin)).connected).toBe(false);
      expect((await connect(liveLogin)).connected).toBe(true);
    } finally {
      await second.dispose();
    }
  });
});
