// The largest MQTT packet a browser client may send. aedes' parser buffers a packet until it is
// whole, whatever its announced length (up to 256 MB), and the WebSocket frame limit does not help:
// one packet may span many frames. This watcher reads only the fixed headers of the byte stream
// (type byte, remaining length) and fails as soon as a packet announces more than the limit.

export class PacketTooLarge extends Error {
  constructor(readonly announced: number, readonly limit: number) {
    super(`MQTT packet of ${announced} bytes refused (limit ${limit})`);
  }
}

/** Returns a function to feed every received chunk; it throws PacketTooLarge (or on a malformed length). */
export function packetSizeWatcher(maxPacketBytes: number): (chunk: Uint8Array) => void {
  // Bytes of the current packet's body still to skip, and the state of the fixed header being read.
  let remainingBody = 0;
  let inHeader = false;
  let length = 0;
  let multiplier = 1;
  let lengthBytes = 0;
  return (chunk) => {
    let i = 0;
    while (i < chunk.length) {
      if (!inHeader && remainingBody === 0) {
        // The type byte of the next packet.
        inHeader = true;
        length = 0;
        multiplier = 1;
        lengthBytes = 0;
        i += 1;
        continue;
      }
      if (inHeader) {
        const byte = chunk[i]!;
        i += 1;
        length += (byte & 0x7f) * multiplier;
        multiplier *= 128;
        lengthBytes += 1;
        if (length + 1 + lengthBytes > maxPacketBytes) throw new PacketTooLarge(length + 1 + lengthBytes, maxPacketBytes);
        if ((byte & 0x80) === 0) {
          inHeader = false;
          remainingBody = length;
        } else if (lengthBytes === 4) {
          throw new PacketTooLarge(Number.POSITIVE_INFINITY, maxPacketBytes);
        }
        continue;
      }
      const skip = Math.min(remainingBody, chunk.length - i);
      remainingBody -= skip;
      i += skip;
    }
  };
}
