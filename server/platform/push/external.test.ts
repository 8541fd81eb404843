// With an external broker configured the server hosts none and publishes as an MQTT client: here
// the "external" broker is a bare aedes on a TCP port, with a subscriber on the user's topic.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { API, BUYER_ADMIN, BUYER_USER, login, startTestServer } from '../../testServer.js';
import { brokerUrl, demoTopic, upgradeStatus } from './pushTestKit.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

describe('an external broker', () => {
  it('gets the server’s events on the user’s topic (publisher credentials sent); the server hosts no broker', async () => {
    const seen: Array<{ username: string | undefined; password: string | undefined }> = [];
    const broker = await Aedes.createBroker({
      authenticate: (_client, username, password, done) => {
        seen.push({ username, password: password?.toString() });
        done(null, true);
      },
    });
    const tcp = net.createServer(broker.handle);
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    const port = (tcp.address() as AddressInfo).port;
    const subscriber = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { clientId: 'watcher', reconnectPeriod: 0 });
    await subscriber.subscribeAsync(demoTopic(BUYER_USER), { qos: 1 });
    const arrived = new Promise<unknown>((resolve) => subscriber.once('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))));

    const publisherReady = new Promise<void>((resolve) => broker.on('clientReady', (client) => client.id === 'srm-test-one' && resolve()));
    const server = await startTestServer({
      rateLimit: false,
      instance: 'one',
      push: { external: { url: `mqtt://127.0.0.1:${port}`, username: 'srm-server', password: 'publisher-password', clientId: 'srm-test' } },
    });
    try {
      expect(server.push).toBeUndefined();
      // Events are dropped while the publisher is not connected: wait until it is, then send.
      await publisherReady;
      expect(seen).toContainEqual({ username: 'srm-server', password: 'publisher-password' });
      const admin = await login(server, BUYER_ADMIN);
      const response = await server.app.inject({
        method: 'POST',
        url: `${API}${endpoints.sendMessage.path}`,
        headers: admin.headers,
        payload: { elsAccount: '307000', elsSubAccount: '1002', title: 'via the external broker' },
      });
      expect(response.statusCode).toBe(200);
      expect(await arrived).toMatchObject({ type: 'message', title: 'via the external broker' });
      expect(await upgradeStatus(await brokerUrl(server))).toBe(404);
    } finally {
      await server.dispose();
      await subscriber.endAsync();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    }
  });
});
