/**
 * The few MQTT 3.1.1 packets the broker benchmark sends and reads, by hand: thousands of clients in
 * one process cost far less CPU this way than as MQTT.js clients (no timers, stores or streams per
 * client), so the figure is the broker's, not the client library's. Pure: bytes in, bytes out.
 */

/** Packet types (the high nibble of the first byte). */
export const CONNACK = 2;
export const PUBLISH = 3;
export const PUBACK = 4;
export const SUBACK = 9;
export const PINGRESP = 13;

const mqttString = (value: string): Buffer => {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > 0xffff) throw new Error('an MQTT string holds at most 65535 bytes');
  return Buffer.concat([Buffer.from([bytes.length >> 8, bytes.length & 0xff]), bytes]);
};

/** The remaining-length field: 7 bits a byte, the high bit set while more follow. */
export function remainingLength(length: number): Buffer {
  if (length < 0 || length > 268_435_455) throw new Error(`remaining length out of range: ${length}`);
  const bytes: number[] = [];
  let rest = length;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    bytes.push(byte);
  } while (rest > 0);
  return Buffer.from(bytes);
}

const packet = (firstByte: number, body: Buffer): Buffer => Buffer.concat([Buffer.from([firstByte]), remainingLength(body.length), body]);

/** CONNECT, MQTT 3.1.1, with user name and password, as the shell sends it (clean: false keeps its session). */
export function connectPacket(fields: { clientId: string; username: string; password: string; clean: boolean; keepaliveSeconds: number }): Buffer {
  const flags = 0x80 | 0x40 | (fields.clean ? 0x02 : 0);
  return packet(
    0x10,
    Buffer.concat([
      mqttString('MQTT'),
      Buffer.from([4, flags, fields.keepaliveSeconds >> 8, fields.keepaliveSeconds & 0xff]),
      mqttString(fields.clientId),
      mqttString(fields.username),
      mqttString(fields.password),
    ]),
  );
}

/** SUBSCRIBE to one topic at `qos` (first byte 0x82: the flags 3.1.1 requires). */
export function subscribePacket(packetId: number, topic: string, qos: 0 | 1 | 2): Buffer {
  return packet(0x82, Buffer.concat([Buffer.from([packetId >> 8, packetId & 0xff]), mqttString(topic), Buffer.from([qos])]));
}

/** PUBLISH at QoS 1 (a packet id, PUBACK expected). */
export function publishPacket(packetId: number, topic: string, payload: Buffer): Buffer {
  return packet(0x32, Buffer.concat([mqttString(topic), Buffer.from([packetId >> 8, packetId & 0xff]), payload]));
}

export const pubackPacket = (packetId: number): Buffer => Buffer.from([0x40, 2, packetId >> 8, packetId & 0xff]);

export const PINGREQ_PACKET = Buffer.from([0xc0, 0]);

export interface Packet {
  type: number;
  flags: number;
  body: Buffer;
}

/** The parts of a received PUBLISH. */
export function readPublish(packet: Packet): { topic: string; packetId: number | undefined; payload: Buffer } {
  const topicLength = packet.body.readUInt16BE(0);
  const topic = packet.body.toString('utf8', 2, 2 + topicLength);
  const qos = (packet.flags >> 1) & 3;
  const packetId = qos > 0 ? packet.body.readUInt16BE(2 + topicLength) : undefined;
  return { topic, packetId, payload: packet.body.subarray(2 + topicLength + (qos > 0 ? 2 : 0)) };
}

/**
 * Splits a byte stream into packets: a WebSocket message may hold several packets, or part of
 * one. Throws on a packet larger than `maxPacketBytes` (a broken stream, not worth buffering).
 */
export class PacketReader {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly maxPacketBytes = 64 * 1024) {}

  push(chunk: Buffer): Packet[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const packets: Packet[] = [];
    for (;;) {
      const header = this.header();
      if (!header) break;
      const end = header.offset + header.length;
      if (this.pending.length < end) break;
      const first = this.pending[0]!;
      packets.push({ type: first >> 4, flags: first & 0x0f, body: this.pending.subarray(header.offset, end) });
      this.pending = this.pending.subarray(end);
    }
    return packets;
  }

  /** The remaining length and where the body starts, or undefined while the header is incomplete. */
  private header(): { length: number; offset: number } | undefined {
    let length = 0;
    let multiplier = 1;
    for (let index = 1; index < 5; index += 1) {
      if (index >= this.pending.length) return undefined;
      const byte = this.pending[index]!;
      length += (byte & 0x7f) * multiplier;
      if ((byte & 0x80) === 0) {
        if (length > this.maxPacketBytes) throw new Error(`packet of ${length} bytes`);
        return { length, offset: index + 1 };
      }
      multiplier *= 128;
    }
    throw new Error('malformed remaining length');
  }
}
