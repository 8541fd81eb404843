// The part of MQTT.js the push store uses, so that tests give it a fake client, and the one place
// that loads the library: a dynamic import, its own chunk, fetched after sign-in and never by the
// login page.
import type { ProtocolVersion } from '../../core/push/brokers';

export interface MqttConnectOptions {
  clientId: string;
  username: string;
  password: string;
  clean: false;
  keepalive: number;
  connectTimeout: number;
  /** 0: the library never reconnects by itself; the store does, with backoff and jitter. */
  reconnectPeriod: 0;
  protocolVersion: ProtocolVersion;
  /** 'MQTT' for version 4, 'MQIsdp' for version 3 (MQTT 3.1). */
  protocolId: 'MQTT' | 'MQIsdp';
  resubscribe: false;
  /**
   * 'native': setTimeout/setInterval. MQTT.js's default in browsers runs its timers in a Worker made
   * from a blob: URL, which the portal's Content-Security-Policy (script-src 'self') refuses.
   */
  timerVariant: 'native';
}

export interface MqttGrant {
  topic: string;
  qos: number;
}

/** A connected (or connecting) client: the events and calls the store uses. */
export interface MqttClientLike {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'message', listener: (topic: string, payload: Uint8Array) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  subscribe(topic: string, options: { qos: 1 }, callback: (error: Error | null | undefined, granted?: MqttGrant[]) => void): unknown;
  /** force false: sends DISCONNECT first (a clean logout); true: drops the socket. */
  end(force?: boolean): unknown;
  removeAllListeners(): unknown;
}

export type MqttConnect = (url: string, options: MqttConnectOptions) => MqttClientLike;

/** Loads MQTT.js (its own chunk, "mqtt") and answers its connect function. */
export async function loadMqtt(): Promise<MqttConnect> {
  const mqtt = await import(/* webpackChunkName: "mqtt" */ 'mqtt');
  const connect = (mqtt.connect ?? (mqtt as unknown as { default: typeof mqtt }).default.connect) as unknown as MqttConnect;
  return connect;
}
