// A saved layout overlay announces itself: the tenant-wide one to every user of the tenant (and
// nobody else), a user's own one to that user only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutPublishedPushEvent } from '../../../src/contract/push.js';
import { brokerUrl, receivedTypes, subscribedClient, type TestClient } from '../../platform/push/pushTestKit.js';
import { API, serverWithDemoSessions } from '../../testServer.js';

describe('layout-published events', () => {
  const demo = serverWithDemoSessions({ rateLimit: false });
  let user: TestClient;
  let admin: TestClient;
  let supplier: TestClient;

  beforeAll(async () => {
    const url = await brokerUrl(demo.server);
    [user, admin, supplier] = await Promise.all([
      subscribedClient(url, demo.user, 'u1'),
      subscribedClient(url, demo.admin, 'a1'),
      subscribedClient(url, demo.supplier, 's1'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([user, admin, supplier].map((client) => client?.end()));
  });

  const save = (headers: Record<string, string>, elsSubAccount: string, configJson: string | null) =>
    demo.server.app.inject({
      method: 'POST',
      url: `${API}/ElsLayoutConfigService/save`,
      headers,
      payload: { elsAccount: '307000', elsSubAccount, toElsAccount: '', configType: 'layout', configJson },
    });
  const sentinel = async (client: TestClient, session: { elsAccount: string; elsSubAccount: string }) => {
    const count = client.received.length + 1;
    await demo.server.ctx.push.publish(session, { type: 'message', id: 'sentinel', title: 'sentinel', sentAt: '' });
    await client.receivedCount(count);
  };

  it('the tenant-wide overlay (saved and deleted): every user of the tenant, not the other tenant', async () => {
    expect((await save(demo.admin.headers, '', '{"app":{"siteTitle":"Acme SRM"}}')).statusCode).toBe(200);
    const [[forUser], [forAdmin]] = await Promise.all([user.receivedCount(1), admin.receivedCount(1)]);
    expect(forUser!.payload).toMatchObject<Partial<LayoutPublishedPushEvent>>({ type: 'layout-published', scope: 'tenant', elsAccount: '307000' });
    expect(forAdmin!.payload).toMatchObject({ type: 'layout-published', scope: 'tenant' });
    expect((await save(demo.admin.headers, '', null)).statusCode).toBe(200);
    await Promise.all([user.receivedCount(2), admin.receivedCount(2)]);
    await sentinel(supplier, demo.supplier);
    expect(receivedTypes(supplier)).toEqual(['message:sentinel']);
  });

  it('a user’s own overlay: that user only', async () => {
    user.received.length = 0;
    admin.received.length = 0;
    expect((await save(demo.user.headers, '1002', '{"app":{"siteTitle":"Mine"}}')).statusCode).toBe(200);
    const [own] = await user.receivedCount(1);
    expect(own!.payload).toMatchObject({ type: 'layout-published', scope: 'user', elsAccount: '307000' });
    await sentinel(admin, demo.admin);
    expect(receivedTypes(admin)).toEqual(['message:sentinel']);
  });

  it('a refused save announces nothing', async () => {
    user.received.length = 0;
    expect((await save(demo.user.headers, '', '{"app":{"siteTitle":"not mine to set"}}')).statusCode).toBe(403);
    await sentinel(user, demo.user);
    expect(receivedTypes(user)).toEqual(['message:sentinel']);
  });
});
