import { describe, expect, it } from 'vitest';
import { PacketTooLarge, packetSizeWatcher } from './packetGuard.js';

describe('packetSizeWatcher', () => {
  it('passes packets up to the limit, however the bytes are split', () => {
    const watch = packetSizeWatcher(130);
    // PINGREQ (2 bytes), then a PUBLISH of 127 body bytes (1 + 1 + 127 = 129), then one of 128 (1 + 2 + 128 = 131 > 130).
    const pingreq = Buffer.from([0xc0, 0x00]);
    const small = Buffer.concat([Buffer.from([0x30, 127]), Buffer.alloc(127, 1)]);
    const bytes = Buffer.concat([pingreq, small, pingreq]);
    for (let i = 0; i < bytes.length; i += 3) watch(bytes.subarray(i, i + 3));
    expect(() => watch(Buffer.from([0x30, 0x80, 0x01]))).toThrow(PacketTooLarge);
  });

  it('refuses at the length bytes, before the body arrives', () => {
    const watch = packetSizeWatcher(16 * 1024);
    watch(Buffer.from([0x10]));
    // 0xa0 0x8d 0x06 = 100 000
    expect(() => watch(Buffer.from([0xa0, 0x8d, 0x06]))).toThrow(/100004 bytes refused/);
  });

  it('refuses a length of more than four bytes', () => {
    const watch = packetSizeWatcher(Number.MAX_SAFE_INTEGER);
    expect(() => watch(Buffer.from([0x30, 0xff, 0xff, 0xff, 0xff]))).toThrow(PacketTooLarge);
  });
});
