// The push events of approval actions, with real MQTT clients: approving a step opens the next
// approver's task (a `todo` event to them) and both users get their new counts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TodoPushEvent } from '../../../src/contract/push.js';
import { receivedTypes } from '../../platform/push/pushTestKit.js';
import { API, body, serverWithDemoSessions, subscribedDemoClients } from '../../testServer.js';
import { demoEnglish } from './english.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('approval actions announce themselves', () => {
  const demo = serverWithDemoSessions({ rateLimit: false });
  const clients = subscribedDemoClients(demo);

  const todoTotal = async (headers: Record<string, string>) =>
    body<{ total: number }>(await demo.server.app.inject({ method: 'POST', url: `${API}${endpoints.findTodoTasks.path}`, headers, payload: {} })).data.total;

  it('approve: the next approver gets a todo event and new counts, the approver new counts; the supplier nothing', async () => {
    // A two-step process of the seed: the buyer user (1002) approves first, then the admin (1001).
    const task = (
      await sql<{ id: number; pid: string }>`SELECT t.id, t.process_instance_id AS pid FROM audit_tasks t WHERE t.els_account = '307000' AND t.assignee_sub_account = '1002' AND t.status = 'todo'
         AND EXISTS (SELECT 1 FROM audit_tasks n WHERE n.process_instance_id = t.process_instance_id AND n.status = 'pending' AND n.assignee_sub_account = '1001')
         ORDER BY t.id LIMIT 1`.execute(demo.server.db)
    ).rows[0]!;
    const [userBefore, adminBefore] = [await todoTotal(demo.user.headers), await todoTotal(demo.admin.headers)];
    const response = await demo.server.app.inject({
      method: 'POST',
      url: `${API}${endpointUrl(endpoints.auditAction, { action: 'approve' })}`,
      headers: demo.user.headers,
      payload: { elsAccount: '307000', elsSubAccount: '1002', id: String(task.id), remark: '同意' },
    });
    expect(response.statusCode).toBe(200);

    const [todo, adminCounts] = (await clients.admin.receivedCount(2)).map((received) => received.payload);
    const next = await demo.server.db
      .selectFrom('audit_tasks')
      .select(['id', 'title', 'audit_type', 'business_id', 'created_at'])
      .where('process_instance_id', '=', task.pid)
      .where('status', '=', 'todo')
      .executeTakeFirstOrThrow();
    expect(todo).toEqual<TodoPushEvent>({ type: 'todo', id: String(next.id), title: next.title, titleEn: demoEnglish(next.title), businessType: next.audit_type, businessId: next.business_id, createdAt: next.created_at });
    // The demo task's title has its English: a toast in English mode shows it.
    expect((todo as TodoPushEvent).titleEn).toMatch(/ approval/);
    expect(adminCounts).toMatchObject({ type: 'counts', todos: adminBefore + 1 });
    const [userCounts] = await clients.user.receivedCount(1);
    expect(userCounts!.payload).toMatchObject({ type: 'counts', todos: userBefore - 1 });
    expect(await todoTotal(demo.user.headers)).toBe(userBefore - 1);
    expect(await todoTotal(demo.admin.headers)).toBe(adminBefore + 1);

    await demo.server.ctx.push.publish(demo.supplier, { type: 'message', id: 'sentinel', title: 'sentinel', sentAt: '' });
    await clients.supplier.receivedCount(1);
    expect(receivedTypes(clients.supplier)).toEqual(['message:sentinel']);
    expect(receivedTypes(clients.user)).toEqual(['counts']);
  });
});
