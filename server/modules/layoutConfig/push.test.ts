// A saved layout overlay announces itself: the tenant-wide one to every user of the tenant and to
// the supplier-side users (they may sign in to the tenant; the shell keeps what concerns the tenant
// it runs as), a user's own one to that user only.
import { describe, expect, it } from 'vitest';
import type { LayoutPublishedPushEvent } from '../../../src/contract/push.js';
import { receivedTypes, type TestClient } from '../../platform/push/pushTestKit.js';
import { API, serverWithDemoSessions, subscribedDemoClients } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

describe('layout-published events', () => {
  const demo = serverWithDemoSessions({ rateLimit: false });
  const clients = subscribedDemoClients(demo);

  const save = (headers: Record<string, string>, elsSubAccount: string, configJson: string | null) =>
    demo.server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.saveLayoutConfig.path}`,
      headers,
      payload: { elsAccount: '307000', elsSubAccount, toElsAccount: '', configType: 'layout', configJson },
    });
  const sentinel = async (client: TestClient, session: { elsAccount: string; elsSubAccount: string }) => {
    const count = client.received.length + 1;
    await demo.server.ctx.push.publish(session, { type: 'message', id: 'sentinel', title: 'sentinel', sentAt: '' });
    await client.receivedCount(count);
  };

  it("the tenant-wide overlay (saved and deleted): every user of the tenant and the suppliers who sign in to it", async () => {
    expect((await save(demo.admin.headers, '', '{"app":{"siteTitle":"Acme SRM"}}')).statusCode).toBe(200);
    const [[forUser], [forAdmin], [forSupplier]] = await Promise.all([clients.user.receivedCount(1), clients.admin.receivedCount(1), clients.supplier.receivedCount(1)]);
    expect(forUser!.payload).toMatchObject<Partial<LayoutPublishedPushEvent>>({ type: 'layout-published', scope: 'tenant', elsAccount: '307000' });
    expect(forAdmin!.payload).toMatchObject({ type: 'layout-published', scope: 'tenant' });
    // The event names the company: a supplier's portal offers the reload only on that company's tenant.
    expect(forSupplier!.payload).toMatchObject({ type: 'layout-published', scope: 'tenant', elsAccount: '307000' });
    expect((await save(demo.admin.headers, '', null)).statusCode).toBe(200);
    await Promise.all([clients.user.receivedCount(2), clients.admin.receivedCount(2), clients.supplier.receivedCount(2)]);
  });

  it('a user’s own overlay: that user only', async () => {
    clients.user.received.length = 0;
    clients.admin.received.length = 0;
    expect((await save(demo.user.headers, '1002', '{"app":{"siteTitle":"Mine"}}')).statusCode).toBe(200);
    const [own] = await clients.user.receivedCount(1);
    expect(own!.payload).toMatchObject({ type: 'layout-published', scope: 'user', elsAccount: '307000' });
    await sentinel(clients.admin, demo.admin);
    expect(receivedTypes(clients.admin)).toEqual(['message:sentinel']);
  });

  it("the suppliers' overlay (published as a version): the suppliers who sign in to the tenant hear of it as scope 'suppliers'", async () => {
    clients.supplier.received.length = 0;
    const published = await demo.server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.publishLayoutOverlay.path}`,
      headers: demo.admin.headers,
      payload: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '*', configJson: '{"app":{"siteTitle":"For suppliers"}}', note: '', baseVersion: 0 },
    });
    expect(published.statusCode).toBe(200);
    const [forSupplier] = await clients.supplier.receivedCount(1);
    expect(forSupplier!.payload).toMatchObject({ type: 'layout-published', scope: 'suppliers', elsAccount: '307000' });
  });

  it('a refused save announces nothing', async () => {
    clients.user.received.length = 0;
    expect((await save(demo.user.headers, '', '{"app":{"siteTitle":"not mine to set"}}')).statusCode).toBe(403);
    await sentinel(clients.user, demo.user);
    expect(receivedTypes(clients.user)).toEqual(['message:sentinel']);
  });
});
