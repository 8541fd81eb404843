// ElsSysMsgService/send and the push events of the message centre, with real MQTT clients: a sent
// message is stored and arrives on its user's topic exactly once (and nowhere else), followed by the
// user's new counts; reads and marks send the new counts too.
import { describe, expect, it } from 'vitest';
import type { CountsPushEvent, MessagePushEvent } from '../../../src/contract/push.js';
import { SEND_CONTENT_MAX, SEND_TITLE_MAX } from '../../../src/contract/pushBodies.js';
import type { SysMessage, UnreadMessages } from '../../../src/contract/sysMessages.js';
import { receivedTypes } from '../../platform/push/pushTestKit.js';
import { API, body, serverWithDemoSessions, subscribedDemoClients } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('ElsSysMsgService/send and the message centre’s push events', () => {
  const demo = serverWithDemoSessions({ rateLimit: false });
  const clients = subscribedDemoClients(demo);

  const send = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    demo.server.app.inject({ method: 'POST', url: `${API}${endpoints.sendMessage.path}`, headers, payload });
  const unread = async () =>
    body<UnreadMessages>(await demo.server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.getUnreadMessages, { elsAccount: '307000', elsSubAccount: '1002' })}`, headers: demo.user.headers })).data;

  it('stores the message and pushes it to its user exactly once, then the user’s new counts; nobody else gets anything', async () => {
    const before = await unread();
    const first = await send(demo.admin.headers, { elsAccount: '307000', elsSubAccount: '1002', title: '到货提醒', content: '订单 PO-1 已到货' });
    expect(first.statusCode).toBe(200);
    const message = body<SysMessage>(first).data;
    expect(message).toMatchObject({ msgTitle: '到货提醒', msgContent: '订单 PO-1 已到货', msgType: 'system', readFlag: '0', sendElsAccount: '307000' });
    const after = await unread();
    expect(after.total).toBe(before.total + 1);
    expect(after.rows[0]!.id).toBe(message.id);

    const [pushed, counts] = (await clients.user.receivedCount(2)).map((received) => received.payload);
    expect(pushed).toEqual<MessagePushEvent>({ type: 'message', id: message.id, title: '到货提醒', sentAt: message.sendTime });
    expect(counts).toMatchObject<Partial<CountsPushEvent>>({ type: 'counts', unreadMessages: after.total });

    const second = body<SysMessage>(await send(demo.admin.headers, { elsAccount: '307000', elsSubAccount: '1002', title: '第二条' })).data;
    expect(second.msgContent).toBe('第二条');
    await clients.user.receivedCount(4);
    expect(receivedTypes(clients.user)).toEqual(['message:到货提醒', 'counts', 'message:第二条', 'counts']);

    // The admin and the supplier got nothing: the first thing they receive now is this sentinel.
    await demo.server.ctx.push.publish(demo.admin, { type: 'message', id: 'sentinel', title: 'sentinel', sentAt: '' });
    await demo.server.ctx.push.publish(demo.supplier, { type: 'message', id: 'sentinel', title: 'sentinel', sentAt: '' });
    await Promise.all([clients.admin.receivedCount(1), clients.supplier.receivedCount(1)]);
    expect(receivedTypes(clients.admin)).toEqual(['message:sentinel']);
    expect(receivedTypes(clients.supplier)).toEqual(['message:sentinel']);
    clients.admin.received.length = 0;
    clients.supplier.received.length = 0;
  });

  it('sends the user’s counts after marking one message and after marking all read', async () => {
    clients.user.received.length = 0;
    const { rows, total } = await unread();
    expect(total).toBeGreaterThan(1);
    // The to-do badge: the total of the approval to-do list.
    const todos = body<{ total: number }>(await demo.server.app.inject({ method: 'POST', url: `${API}${endpoints.findTodoTasks.path}`, headers: demo.user.headers, payload: {} })).data.total;
    expect(todos).toBeGreaterThan(0);
    await demo.server.app.inject({ method: 'PUT', url: `${API}${endpointUrl(endpoints.markMessage, { id: rows[0]!.id, flag: '1' })}`, headers: demo.user.headers });
    const [one] = await clients.user.receivedCount(1);
    expect(one!.payload).toMatchObject({ type: 'counts', unreadMessages: total - 1, todos });
    await demo.server.app.inject({ method: 'GET', url: `${API}${endpoints.markAllMessagesRead.path}`, headers: demo.user.headers });
    const [, all] = await clients.user.receivedCount(2);
    expect(all!.payload).toMatchObject({ type: 'counts', unreadMessages: 0, todos });
  });

  it('refuses a user who is not an administrator, another tenant, an unknown user and oversized texts', async () => {
    const refused = async (headers: Record<string, string>, payload: Record<string, unknown>) => {
      const response = await send(headers, payload);
      return { status: response.statusCode, code: body(response).messageCode };
    };
    expect(await refused(demo.user.headers, { elsAccount: '307000', elsSubAccount: '1001', title: 'x' })).toEqual({ status: 403, code: 'sysMessage.sendAdminOnly' });
    expect(await refused(demo.supplier.headers, { elsAccount: '300100', elsSubAccount: '1001', title: 'x' })).toEqual({ status: 403, code: 'sysMessage.sendAdminOnly' });
    expect(await refused(demo.admin.headers, { elsAccount: '300100', elsSubAccount: '1001', title: 'x' })).toEqual({ status: 403, code: 'sysMessage.sendOwnTenant' });
    expect(await refused(demo.admin.headers, { elsAccount: '307000', elsSubAccount: '9999', title: 'x' })).toEqual({ status: 400, code: 'sysMessage.sendNoSuchUser' });
    expect((await refused(demo.admin.headers, { elsAccount: '307000', elsSubAccount: '1002', title: 'x'.repeat(SEND_TITLE_MAX + 1) })).status).toBe(400);
    expect((await refused(demo.admin.headers, { elsAccount: '307000', elsSubAccount: '1002', title: 'x', content: 'x'.repeat(SEND_CONTENT_MAX + 1) })).status).toBe(400);
    expect((await refused(demo.admin.headers, { elsAccount: '307000', elsSubAccount: '1002', title: '' })).status).toBe(400);
    // An administrator of another tenant cannot send into this one.
    await demo.server.ctx.accounts.insertAccount({
      elsAccount: '300100',
      elsSubAccount: '1009',
      name: 'Supplier admin',
      station: 'sale',
      permission: 'admin',
      roles: [],
      environment: 'demo',
      passwordHash: (
        await demo.server.db
          .selectFrom('accounts')
          .select('password_hash')
          .where('els_account', '=', '300100')
          .where('els_sub_account', '=', '1001')
          .executeTakeFirstOrThrow()
      ).password_hash as string,
    });
    const { login } = await import('../../testServer.js');
    const supplierAdmin = await login(demo.server, { elsAccount: '300100', elsSubAccount: '1009', password: 'Supplier@2026' });
    expect(await refused(supplierAdmin.headers, { elsAccount: '307000', elsSubAccount: '1002', title: 'x' })).toEqual({ status: 403, code: 'sysMessage.sendOwnTenant' });
    expect((await refused(supplierAdmin.headers, { elsAccount: '300100', elsSubAccount: '1001', title: 'own tenant' })).status).toBe(200);
    // None of the refused sends reached the user.
    clients.user.received.length = 0;
    await demo.server.ctx.push.publish(demo.user, { type: 'message', id: 'sentinel', title: 'sentinel', sentAt: '' });
    await clients.user.receivedCount(1);
    expect(receivedTypes(clients.user)).toEqual(['message:sentinel']);
  });
});
