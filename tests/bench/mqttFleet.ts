/**
 * Many MQTT-over-WebSocket subscribers in one process, each as the shell connects: MQTT 3.1.1 over
 * `ws` with the 'mqtt' subprotocol, its own user name and password, clean: false, keepalive 10 s
 * (PINGREQ sent on time), one SUBSCRIBE to its own topic at QoS 1, every PUBLISH acknowledged.
 * Raw packets (mqttWire.ts) keep the client's CPU per connection small.
 */
import WebSocket from 'ws';
import { CONNACK, PINGRESP, PINGREQ_PACKET, PUBLISH, PacketReader, SUBACK, connectPacket, pubackPacket, publishPacket, readPublish, subscribePacket, type Packet } from './mqttWire';

export interface Credentials {
  username: string;
  password: string;
  topic: string;
}

/** The shell's keepalive (layout push.keepaliveSeconds, 10 by default). */
export const KEEPALIVE_SECONDS = 10;
/** How long one connection may take from the upgrade to its SUBACK before it counts as failed. */
const OPEN_TIMEOUT_MS = 15_000;

type State = 'opening' | 'held' | 'failed' | 'closed';

interface Subscriber {
  index: number;
  ws: WebSocket;
  state: State;
}

export interface StepOpened {
  /** Connections asked for in this step. */
  asked: number;
  /** Milliseconds from the first upgrade to the last SUBACK (or failure). */
  ms: number;
  /** Failures by reason ('connack 3', 'suback 128', 'HTTP 503', 'closed', 'timeout', …). */
  failures: Record<string, number>;
}

export class MqttFleet {
  private readonly subscribers: Subscriber[] = [];
  private pingTimer: NodeJS.Timeout | undefined;
  private tick = 0;

  /**
   * @param url the broker's WebSocket address
   * @param onMessage every PUBLISH received: the subscriber's index, its payload, performance.now()
   */
  constructor(
    private readonly url: string,
    private readonly credentialsOf: (index: number) => Credentials,
    private readonly onMessage: (index: number, payload: Buffer, at: number) => void,
  ) {}

  /** Connections that are open, subscribed and not closed since. */
  held(): number {
    let count = 0;
    for (const subscriber of this.subscribers) if (subscriber.state === 'held') count += 1;
    return count;
  }

  /** The indexes of the held connections. */
  heldIndexes(): number[] {
    return this.subscribers.filter((subscriber) => subscriber.state === 'held').map((subscriber) => subscriber.index);
  }

  /** Opens connections until `total` were asked for, at most `concurrency` opening at once. */
  async openUpTo(total: number, concurrency: number): Promise<StepOpened> {
    this.startPings();
    const start = performance.now();
    const failures: Record<string, number> = {};
    let next = this.subscribers.length;
    const asked = Math.max(0, total - next);
    const worker = async (): Promise<void> => {
      while (next < total) {
        const index = next;
        next += 1;
        const failure = await this.open(index);
        if (failure !== undefined) failures[failure] = (failures[failure] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { asked, ms: Math.round(performance.now() - start), failures };
  }

  /** Closes every connection at once (the broker sees them drop). */
  close(): void {
    clearInterval(this.pingTimer);
    for (const subscriber of this.subscribers) subscriber.ws.terminate();
  }

  /** Every second a tenth of the connections send PINGREQ: each one every 10 s, as its keepalive asks. */
  private startPings(): void {
    if (this.pingTimer) return;
    this.pingTimer = setInterval(() => {
      this.tick += 1;
      for (const subscriber of this.subscribers) {
        if (subscriber.state === 'held' && subscriber.index % KEEPALIVE_SECONDS === this.tick % KEEPALIVE_SECONDS) subscriber.ws.send(PINGREQ_PACKET);
      }
    }, 1000);
  }

  /** Opens one connection: resolves undefined once subscribed, or the reason it failed. */
  private open(index: number): Promise<string | undefined> {
    const credentials = this.credentialsOf(index);
    const ws = new WebSocket(this.url, ['mqtt'], { perMessageDeflate: false });
    const subscriber: Subscriber = { index, ws, state: 'opening' };
    this.subscribers.push(subscriber);
    const reader = new PacketReader();
    return new Promise((resolve) => {
      const settle = (failure: string | undefined): void => {
        if (subscriber.state !== 'opening') return;
        clearTimeout(timer);
        subscriber.state = failure === undefined ? 'held' : 'failed';
        if (failure !== undefined) ws.terminate();
        resolve(failure);
      };
      const timer = setTimeout(() => settle('timeout'), OPEN_TIMEOUT_MS);
      ws.on('unexpected-response', (_request, response) => settle(`HTTP ${response.statusCode ?? '?'}`));
      ws.on('error', (error) => settle(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`));
      ws.on('close', () => {
        settle('closed before SUBACK');
        if (subscriber.state === 'held') subscriber.state = 'closed';
      });
      ws.on('open', () => {
        ws.send(connectPacket({ clientId: `bench-${index}`, username: credentials.username, password: credentials.password, clean: false, keepaliveSeconds: KEEPALIVE_SECONDS }));
      });
      ws.on('message', (data: Buffer) => {
        let packets: Packet[];
        try {
          packets = reader.push(data);
        } catch (error) {
          settle(`bad stream: ${(error as Error).message}`);
          return;
        }
        for (const packet of packets) {
          if (packet.type === CONNACK) {
            const code = packet.body[1] ?? -1;
            if (code !== 0) settle(`connack ${code}`);
            else ws.send(subscribePacket(1, credentials.topic, 1));
          } else if (packet.type === SUBACK) {
            const granted = packet.body[2] ?? 0x80;
            settle(granted === 0x80 ? 'suback 128' : undefined);
          } else if (packet.type === PUBLISH) {
            const at = performance.now();
            const publish = readPublish(packet);
            if (publish.packetId !== undefined) ws.send(pubackPacket(publish.packetId));
            this.onMessage(index, publish.payload, at);
          } else if (packet.type !== PINGRESP) {
            settle(`unexpected packet ${packet.type}`);
          }
        }
      });
    });
  }
}

/** A publisher over WebSocket (clean session, QoS 1 publishes; PUBACKs read and ignored): the server's side for an external broker. */
export interface Publisher {
  publish(topic: string, payload: Buffer): void;
  close(): void;
}

export function connectPublisher(url: string, username: string, password: string): Promise<Publisher> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ['mqtt'], { perMessageDeflate: false });
    const reader = new PacketReader();
    let packetId = 0;
    let pings: NodeJS.Timeout | undefined;
    ws.on('unexpected-response', (_request, response) => reject(new Error(`publisher: HTTP ${response.statusCode ?? '?'}`)));
    ws.on('error', reject);
    ws.on('close', () => {
      clearInterval(pings);
      reject(new Error('publisher: closed'));
    });
    ws.on('open', () => ws.send(connectPacket({ clientId: `bench-publisher-${process.pid}`, username, password, clean: true, keepaliveSeconds: KEEPALIVE_SECONDS })));
    ws.on('message', (data: Buffer) => {
      for (const packet of reader.push(data)) {
        if (packet.type !== CONNACK) continue;
        if (packet.body[1] !== 0) return reject(new Error(`publisher: connack ${packet.body[1]}`));
        pings = setInterval(() => ws.send(PINGREQ_PACKET), (KEEPALIVE_SECONDS * 1000) / 2);
        resolve({
          publish: (topic, payload) => {
            packetId = (packetId % 0xffff) + 1;
            ws.send(publishPacket(packetId, topic, payload));
          },
          close: () => {
            clearInterval(pings);
            ws.terminate();
          },
        });
      }
    });
  });
}
