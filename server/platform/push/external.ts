// Publishing to an external broker (Mosquitto, EMQX) instead of hosting one: the server connects as
// an ordinary MQTT client with its own credentials and publishes each user's events on the user's
// topic. The external broker must enforce the same rules as the embedded one (docs/security.md,
// README "Pointing the shell at a real backend and broker"); the server offers it HTTP auth and ACL
// hooks for that (server/modules/push).
import crypto from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { PushTransport } from './broker.js';

export interface ExternalBrokerOptions {
  /** mqtt://, mqtts://, ws:// or wss:// address of the broker. */
  url: string;
  username?: string;
  password?: string;
  /** Default srm-server; the instance's name (or a random suffix) follows: `<clientId>-<instance>`. */
  clientId?: string;
}

/**
 * The client id of one server instance: distinct per instance, since a broker disconnects the older
 * of two connections with one id (two instances would take turns throwing each other off).
 */
export function externalClientId(clientId: string | undefined, instance: string | undefined): string {
  return `${clientId ?? 'srm-server'}-${instance ?? crypto.randomBytes(6).toString('hex')}`;
}

export class ExternalBroker implements PushTransport {
  private readonly client: MqttClient;

  constructor(options: ExternalBrokerOptions, log: (message: string) => void = () => {}, instance?: string) {
    this.client = mqtt.connect(options.url, {
      clientId: externalClientId(options.clientId, instance),
      ...(options.username !== undefined ? { username: options.username } : {}),
      ...(options.password !== undefined ? { password: options.password } : {}),
      clean: true,
      connectTimeout: 5000,
      reconnectPeriod: 2000,
      // Nothing piles up while the broker is away: the database keeps the events.
      queueQoSZero: false,
    });
    this.client.on('error', (error) => log(`external broker: ${error.message}`));
  }

  /** Whether the server is connected to the broker now. */
  get connected(): boolean {
    return this.client.connected;
  }

  async publish(topic: string, payload: string): Promise<void> {
    // While disconnected the event is dropped rather than queued without bound; the shell re-reads
    // the unread list when it reconnects.
    if (!this.client.connected) return;
    await this.client.publishAsync(topic, payload, { qos: 1, retain: false });
  }

  async close(): Promise<void> {
    await this.client.endAsync(true);
  }
}
