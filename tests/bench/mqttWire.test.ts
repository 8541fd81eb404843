import { describe, expect, it } from 'vitest';
import { CONNACK, PUBLISH, PacketReader, SUBACK, connectPacket, publishPacket, readPublish, remainingLength, subscribePacket } from './mqttWire';

describe('mqttWire', () => {
  it('encodes the remaining length in 7-bit groups', () => {
    expect([...remainingLength(0)]).toEqual([0]);
    expect([...remainingLength(127)]).toEqual([0x7f]);
    expect([...remainingLength(128)]).toEqual([0x80, 0x01]);
    expect([...remainingLength(16_383)]).toEqual([0xff, 0x7f]);
    expect([...remainingLength(2_097_152)]).toEqual([0x80, 0x80, 0x80, 0x01]);
  });

  it('builds a 3.1.1 CONNECT with user name, password, clean flag and keepalive', () => {
    const packet = connectPacket({ clientId: 'c1', username: 'u', password: 'p', clean: false, keepaliveSeconds: 10 });
    // Fixed header, "MQTT", level 4, flags 0xc0 (user name, password; not clean), keepalive 10, then three strings.
    expect([...packet]).toEqual([0x10, 20, 0, 4, 77, 81, 84, 84, 4, 0xc0, 0, 10, 0, 2, 99, 49, 0, 1, 117, 0, 1, 112]);
    expect(connectPacket({ clientId: '', username: 'u', password: 'p', clean: true, keepaliveSeconds: 60 })[9]).toBe(0xc2);
  });

  it('builds SUBSCRIBE with the reserved flags and the QoS', () => {
    expect([...subscribePacket(1, 'a/b', 1)]).toEqual([0x82, 8, 0, 1, 0, 3, 97, 47, 98, 1]);
  });

  it('splits packets that share a message and joins one split over messages', () => {
    const reader = new PacketReader();
    const publish = publishPacket(7, 'srm/x', Buffer.from('{"id":"1"}'));
    const connack = Buffer.from([0x20, 2, 0, 0]);
    const suback = Buffer.from([0x90, 3, 0, 1, 1]);
    expect(reader.push(Buffer.concat([connack, suback, publish.subarray(0, 3)])).map((packet) => packet.type)).toEqual([CONNACK, SUBACK]);
    const [rest] = reader.push(publish.subarray(3));
    expect(rest!.type).toBe(PUBLISH);
    expect(readPublish(rest!)).toEqual({ topic: 'srm/x', packetId: 7, payload: Buffer.from('{"id":"1"}') });
  });

  it('refuses a packet larger than its bound', () => {
    const reader = new PacketReader(100);
    expect(() => reader.push(Buffer.concat([Buffer.from([0x30]), remainingLength(1000)]))).toThrow(/1000 bytes/);
  });
});
