// The answers no route writes — Node's own 400 and 431 and the broker's refused upgrades — carry
// the same security headers as every other answer, on a real listening server over raw sockets.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { rawSecurityHeaders } from '../http/securityHeaders.js';
import { startTestServer, type TestServer } from '../../testServer.js';

/** Sends bytes, reads until the server closes: the status and the headers of the answer. */
function exchange(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

/** The headers an answer of the server's own routes carries, whatever the route. */
const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
};

describe("Node's and the broker's own answers", () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.dispose();
  });

  it("a route's answer and the raw answers share one set of policies", async () => {
    const routed = await exchange(port, `GET ${endpoints.live.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(routed.status).toBe(200);
    expect(routed.headers).toMatchObject(EXPECTED);
    for (const [name, value] of Object.entries(rawSecurityHeaders())) {
      if (name !== 'content-security-policy') expect(routed.headers[name], name).toBe(value);
    }
  });

  it('headers beyond the limit: 431 with the security headers and a request id', async () => {
    const answer = await exchange(port, `GET /portal/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatchObject(EXPECTED);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body).toBe('431 Request Header Fields Too Large\n');
  });

  it('a malformed request line: 400 with the security headers', async () => {
    const answer = await exchange(port, 'GET /portal/ HTTP/9.9 nonsense\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatchObject(EXPECTED);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('a WebSocket upgrade on another path than the broker: 404 with the security headers', async () => {
    const upgrade = (path: string) =>
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: mqtt\r\n\r\n`;
    const answer = await exchange(port, upgrade('/not-mqtt'));
    expect(answer.status).toBe(404);
    expect(answer.headers).toMatchObject(EXPECTED);
  });

  it('a WebSocket upgrade while the broker is down: 503 with the security headers and Retry-After', async () => {
    await server.push!.stop();
    try {
      const answer = await exchange(
        port,
        `GET /mqtt HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: mqtt\r\n\r\n`,
      );
      expect(answer.status).toBe(503);
      expect(answer.headers).toMatchObject({ ...EXPECTED, 'retry-after': '5' });
    } finally {
      await server.push!.start();
    }
  });
});
