// Shared by the push tests: a listening test server, MQTT.js clients over WebSocket, and waiting on
// events (never on sleeps).
import mqtt, { type IClientOptions, type ISubscriptionMap, type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import type { AddressInfo } from 'node:net';
import { pushTopic } from '../../../src/contract/push.js';
import { DEMO_ENVIRONMENT } from '../../fixtures/demoLogins.js';
import type { SrmServer } from '../server.js';
import { DEFAULT_TOPIC_TEMPLATE } from './topics.js';

/** Starts listening on a free loopback port; answers the broker's address. */
export async function brokerUrl(server: SrmServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/mqtt`;
}

/** The demo users' topic under the base template. */
export function demoTopic(user: { elsAccount: string; elsSubAccount: string }): string {
  return pushTopic(DEFAULT_TOPIC_TEMPLATE, { ...user, environment: DEMO_ENVIRONMENT })!;
}

export interface Received {
  topic: string;
  payload: unknown;
}

/** A connected client and everything it received. */
export interface TestClient {
  client: MqttClient;
  received: Received[];
  sessionPresent: boolean;
  /** Resolves when `count` messages have arrived in all. */
  receivedCount(count: number): Promise<Received[]>;
  /** Resolves when the connection closes. */
  closed(): Promise<void>;
  end(): Promise<void>;
}

export class ConnectRefused extends Error {
  constructor(readonly returnCode: number | undefined) {
    super(`refused with ${returnCode}`);
  }
}

/**
 * Connects once (no reconnect): resolves with the client after CONNACK 0, rejects with
 * ConnectRefused (its return code) or the transport error.
 */
export function connectClient(url: string, options: IClientOptions): Promise<TestClient> {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 5000, keepalive: 10, ...options });
    const received: Received[] = [];
    const waiters: Array<() => void> = [];
    let isClosed = false;
    const closeWaiters: Array<() => void> = [];
    client.on('message', (topic, payload) => {
      received.push({ topic, payload: JSON.parse(payload.toString('utf8')) });
      for (const wake of waiters.splice(0)) wake();
    });
    client.on('close', () => {
      isClosed = true;
      for (const wake of closeWaiters.splice(0)) wake();
    });
    const fail = (error: Error & { code?: unknown }): void => {
      client.end(true);
      reject(typeof error.code === 'number' ? new ConnectRefused(error.code) : error);
    };
    client.once('error', fail);
    client.once('close', () => reject(new ConnectRefused(undefined)));
    client.once('connect', (connack) => {
      client.off('error', fail);
      client.on('error', () => {});
      resolve({
        client,
        received,
        sessionPresent: connack.sessionPresent,
        receivedCount: (count) =>
          new Promise((done) => {
            const check = (): void => {
              if (received.length >= count) done(received);
              else waiters.push(check);
            };
            check();
          }),
        closed: () => new Promise((done) => (isClosed ? done() : closeWaiters.push(done))),
        end: () => client.endAsync(),
      });
    });
  });
}

/** The return code of a refused connect (undefined when the connection closed without CONNACK). */
export async function refusalOf(url: string, options: IClientOptions): Promise<number | undefined> {
  try {
    const connected = await connectClient(url, options);
    await connected.end();
  } catch (error) {
    if (error instanceof ConnectRefused) return error.returnCode;
    throw error;
  }
  throw new Error('connected');
}

export const credentials = (session: { token: string; elsAccount: string; elsSubAccount: string }) => ({
  username: `${session.elsAccount}_${session.elsSubAccount}`,
  password: session.token,
});

/** The granted QoS of each topic of one SUBSCRIBE (128: refused); MQTT.js rejects when any is refused. */
export async function grantsOf(client: MqttClient, topics: ISubscriptionMap): Promise<Record<string, number>> {
  const names = Object.keys(topics);
  try {
    const granted = await client.subscribeAsync(topics);
    return Object.fromEntries(granted.map((grant) => [grant.topic, grant.qos]));
  } catch (error) {
    const codes = (error as { packet?: { granted?: number[] } }).packet?.granted;
    if (!codes) throw error;
    return Object.fromEntries(names.map((topic, index) => [topic, codes[index]!]));
  }
}

/** The HTTP status of a WebSocket upgrade (101 when it opened). */
export function upgradeStatus(url: string, protocols: string[] = ['mqtt']): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, protocols);
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', () => resolve(undefined));
  });
}

/** An MQTT string: two length bytes and the UTF-8 bytes. */
const mqttString = (value: string): Buffer => {
  const bytes = Buffer.from(value, 'utf8');
  return Buffer.concat([Buffer.from([bytes.length >> 8, bytes.length & 0xff]), bytes]);
};

/**
 * Sends one hand-made CONNECT (3.1.1) over a WebSocket and answers the CONNACK's return code
 * (undefined when the connection closed first, or the CONNACK did not come as one WebSocket
 * message): for what MQTT.js refuses to send itself.
 */
/** The fields of a hand-made CONNECT. */
export interface ConnectFields {
  clientId: string;
  clean: boolean;
  username?: string;
  password?: string;
}

/** A CONNECT packet (3.1.1, keepalive 10 s) as bytes. */
export function connectPacket(connect: ConnectFields): Buffer {
  const flags = (connect.username !== undefined ? 0x80 : 0) | (connect.password !== undefined ? 0x40 : 0) | (connect.clean ? 0x02 : 0);
  const body = Buffer.concat([
    mqttString('MQTT'),
    Buffer.from([4, flags, 0, 10]),
    mqttString(connect.clientId),
    ...(connect.username !== undefined ? [mqttString(connect.username)] : []),
    ...(connect.password !== undefined ? [mqttString(connect.password)] : []),
  ]);
  const length: number[] = [];
  let rest = body.length;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    length.push(byte);
  } while (rest > 0);
  return Buffer.concat([Buffer.from([0x10, ...length]), body]);
}

export function rawConnect(url: string, connect: ConnectFields): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, ['mqtt']);
    socket.on('open', () => socket.send(connectPacket(connect)));
    socket.on('message', (data: Buffer) => {
      // CONNACK: 0x20, 2, session present, return code — in one WebSocket message.
      resolve(data.length === 4 && data[0] === 0x20 ? data[3] : undefined);
      socket.terminate();
    });
    socket.on('close', () => resolve(undefined));
    socket.on('error', () => resolve(undefined));
  });
}

/** A client of the session's user, subscribed to its own topic (QoS 1). */
export async function subscribedClient(url: string, session: { token: string; elsAccount: string; elsSubAccount: string }, clientId: string): Promise<TestClient> {
  const connected = await connectClient(url, { ...credentials(session), clientId });
  await connected.client.subscribeAsync(demoTopic(session), { qos: 1 });
  return connected;
}

/** The types (and titles, where they have one) of what a client received, in order. */
export const receivedTypes = (client: TestClient): string[] =>
  client.received.map((message) => {
    const payload = message.payload as { type: string; title?: string };
    return payload.title === undefined ? payload.type : `${payload.type}:${payload.title}`;
  });
