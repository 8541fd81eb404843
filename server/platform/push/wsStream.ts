// A WebSocket as the byte stream aedes reads and writes. aedes (mqtt-packet) writes one packet as
// several small chunks (the type byte, the length, the topic, the payload); sent one WebSocket
// message each, a browser would get four or five message events per MQTT packet. Here the writes of
// one tick are corked and leave as one WebSocket message, with the stream's backpressure kept
// (a write's callback runs when the socket took the bytes).
import { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

export function webSocketStream(ws: WebSocket): Duplex {
  let corked = false;
  const stream = new Duplex({
    read() {},
    writev(chunks, callback) {
      if (ws.readyState !== ws.OPEN) return callback(new Error('WebSocket closed'));
      const data = chunks.length === 1 ? (chunks[0]!.chunk as Buffer) : Buffer.concat(chunks.map((entry) => entry.chunk as Buffer));
      ws.send(data, { binary: true }, (error) => callback(error ?? null));
    },
    final(callback) {
      ws.close();
      callback();
    },
    destroy(error, callback) {
      ws.terminate();
      callback(error);
    },
  });
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  stream.write = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      stream.cork();
      process.nextTick(() => {
        corked = false;
        stream.uncork();
      });
    }
    return write(...args);
  }) as Duplex['write'];
  ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
    stream.push(Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data));
  });
  ws.on('close', () => {
    stream.push(null);
    stream.destroy();
  });
  ws.on('error', (error) => stream.destroy(error));
  return stream;
}
