import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditActionResult, AuditTask, TodoOverview } from '../../../src/contract/approvals.js';
import type { FlowDiagram } from '../../../src/contract/flow.js';
import type { PageResult } from '../../../src/contract/paging.js';
import { CompiledQuery } from 'kysely';
import { API, BUYER_ADMIN, BUYER_USER, TEST_ENGINE, body, serverWithDemoSessions, type Session, type TestServer } from '../../testServer.js';
import { ApprovalRepo } from './repo.js';
import { APPROVAL_DEMO } from './seed.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('to-dos and approvals (ElsTodoService, CommonAuditService)', () => {
  const demo = serverWithDemoSessions();
  let server: TestServer, admin: Session, user: Session, supplier: Session;
  beforeAll(() => void ({ server, admin, user, supplier } = demo));

  const post = (session: Session | undefined, url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: `${API}${url}`, headers: session?.headers ?? {}, payload });
  const list = async (session: Session, which: 'todo' | 'done', payload: Record<string, unknown> = {}, prefix = '') => {
    const response = await post(session, `${prefix}/CommonAuditService/${which}Pagelist`, payload);
    expect(response.statusCode, response.body).toBe(200);
    return body<PageResult<AuditTask>>(response).data;
  };
  const act = (session: Session, action: string, id: string, remark?: string, prefix = '') =>
    post(session, `${prefix}${endpointUrl(endpoints.auditAction, { action })}`, { elsAccount: session.elsAccount, elsSubAccount: session.elsSubAccount, id, ...(remark !== undefined ? { remark } : {}) });
  const overview = async (session: Session) => body<TodoOverview>(await server.app.inject({ method: 'GET', url: `${API}${endpoints.selectTodoList.path}`, headers: session.headers })).data;
  const diagram = async (session: Session, flowId: string) => body<FlowDiagram>(await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.flowDiagram, { processInstanceId: flowId })}`, headers: session.headers })).data;
  const firstTodo = async (session: Session, auditType?: string) => (await list(session, 'todo', { pageSize: 100, ...(auditType ? { auditType } : {}) })).rows.at(-1)!;

  it('needs a token for every call, with and without /v2', async () => {
    const calls: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string }> = [{ method: 'GET', url: endpoints.selectTodoList.path }];
    for (const prefix of ['', '/v2']) {
      calls.push(
        { method: 'POST', url: `${prefix}${endpoints.findTodoTasks.path}` },
        { method: 'POST', url: `${prefix}${endpoints.findDoneTasks.path}` },
        { method: 'GET', url: `${prefix}${endpointUrl(endpoints.findAuditTask, { id: '1' })}` },
        { method: 'POST', url: `${prefix}${endpointUrl(endpoints.auditAction, { action: 'approve' })}` },
        { method: 'PUT', url: `${prefix}${endpointUrl(endpoints.auditAction, { action: 'reject' })}` },
      );
    }
    for (const call of calls) {
      const response = await server.app.inject({ method: call.method, url: `${API}${call.url}`, payload: {} });
      expect(response.statusCode, call.url).toBe(401);
    }
  });

  it("answers each user's to-do and done lists, paged, newest first, the same under /v2", async () => {
    const todo = await list(admin, 'todo', { pageSize: 10 });
    expect(todo).toMatchObject({ total: APPROVAL_DEMO.buyerAdminTodo, pageNo: 1, pageSize: 10 });
    expect(todo.rows).toHaveLength(10);
    const created = todo.rows.map((row) => row.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(todo.rows.every((row) => row.status === 'todo' && row.actions.includes('approve') && row.actions.includes('reject'))).toBe(true);
    expect(todo.rows[0]).toMatchObject({ flowId: expect.stringMatching(/^AP-307000-/), nodeName: expect.any(String), auditType: expect.any(String) });
    expect(await list(admin, 'todo', { pageSize: 10 }, '/v2')).toEqual(todo);
    expect((await list(admin, 'done')).total).toBe(APPROVAL_DEMO.buyerAdminDone);
    expect((await list(user, 'todo')).total).toBe(APPROVAL_DEMO.buyerUserTodo);
    expect((await list(user, 'done')).total).toBe(APPROVAL_DEMO.buyerUserDone);
    expect((await list(supplier, 'todo')).total).toBe(APPROVAL_DEMO.supplierTodo);
    expect((await list(supplier, 'done')).total).toBe(APPROVAL_DEMO.supplierDone);
    // Filters and the page beyond the end.
    const orders = await list(admin, 'todo', { auditType: 'orderDetail', keyword: 'po2026' });
    expect(orders.total).toBeGreaterThan(0);
    expect(orders.rows.every((row) => row.auditType === 'orderDetail' && row.businessId.startsWith('PO2026'))).toBe(true);
    expect((await list(admin, 'todo', { pageNo: 3, pageSize: 20 })).rows).toEqual([]);
  });

  it('refuses paging outside the rule', async () => {
    for (const bad of [{ pageNo: 0 }, { pageNo: -2 }, { pageSize: 10_000 }, { pageSize: 0 }, { pageNo: 2.5 }]) {
      for (const which of ['todo', 'done']) {
        const response = await post(admin, `/CommonAuditService/${which}Pagelist`, bad);
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(body(response).messageCode).toBe('request.invalid');
      }
    }
  });

  it("refuses a malformed approval type; 'all' and '' are every type", async () => {
    for (const bad of [{ auditType: "x' OR 1=1 --" }, { auditType: '9order' }, { auditType: 'a'.repeat(65) }, { auditType: 'order detail' }]) {
      const response = await post(admin, `/v2${endpoints.findTodoTasks.path}`, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(body(response).messageCode).toBe('request.invalid');
    }
    expect((await list(admin, 'todo', { auditType: 'all' })).total).toBe(APPROVAL_DEMO.buyerAdminTodo);
    expect((await list(admin, 'done', { auditType: '' })).total).toBe(APPROVAL_DEMO.buyerAdminDone);
    expect((await list(admin, 'todo', { auditType: 'noSuchType' })).total).toBe(0);
  });

  // SQLite's planner (the embedded default); PostgreSQL chooses by its statistics.
  it.runIf(TEST_ENGINE === 'sqlite')('uses the partial indexes of the to-do and done lists', async () => {
    const repo = new ApprovalRepo(server.db);
    for (const [which, index] of [
      ['todo', 'audit_tasks_todo'],
      ['done', 'audit_tasks_done'],
    ] as const) {
      const query = repo.listSql(which, { auditType: undefined, keyword: 'x' });
      const plan = (await server.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]))).rows
        .map((row) => row.detail)
        .join('; ');
      expect(plan).toContain(`USING INDEX ${index} (els_account=? AND assignee_sub_account=?)`);
      expect(plan).not.toContain('TEMP B-TREE');
    }
  });

  it("keeps another company's and another user's tasks out of reach", async () => {
    // A task 李采购 started (the quality department's have no starter account).
    const buyerTask = (await list(admin, 'todo', { pageSize: 100 })).rows.find((row) => /^AP-307000-\d{4}$/.test(row.flowId))!;
    for (const session of [supplier]) {
      const found = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.findAuditTask, { id: buyerTask.id })}`, headers: session.headers });
      expect(found.statusCode).toBe(404);
      expect(body(found).messageCode).toBe('audit.notFound');
      const acted = await act(session, 'approve', buyerTask.id, '同意');
      expect(acted.statusCode).toBe(404);
    }
    // Acting in someone else's name is refused before anything is looked at.
    const impersonated = await post(supplier, endpointUrl(endpoints.auditAction, { action: 'approve' }), { elsAccount: '307000', elsSubAccount: '1001', id: buyerTask.id });
    expect(impersonated.statusCode).toBe(403);
    expect(body(impersonated).messageCode).toBe('audit.ownOnly');
    // The starter sees the task but may not approve it.
    const starterView = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.findAuditTask, { id: buyerTask.id })}`, headers: user.headers });
    expect(body<AuditTask>(starterView).data.actions).toEqual(['withdraw']);
    const notAssignee = await act(user, 'approve', buyerTask.id);
    expect(notAssignee.statusCode).toBe(403);
    expect(body(notAssignee).messageCode).toBe('audit.notAssignee');
    expect((await list(admin, 'todo')).total).toBe(APPROVAL_DEMO.buyerAdminTodo);
  });

  it('refuses a rejection without a remark and leaves the task open', async () => {
    const task = await firstTodo(admin);
    for (const remark of [undefined, '', '   ']) {
      const refused = await act(admin, 'reject', task.id, remark);
      expect(refused.statusCode).toBe(400);
      expect(body(refused).messageCode).toBe('audit.remarkRequired');
      expect(body(refused).message).toBe('驳回时必须填写审批意见');
    }
    expect((await list(admin, 'todo', { pageSize: 100 })).rows.some((row) => row.id === task.id)).toBe(true);
  });

  it('approves with a remark: the task moves to the done list and out of the count, the flow goes on', async () => {
    const before = await overview(admin);
    const task = await firstTodo(admin, 'orderDetail');
    const response = await act(admin, 'approve', task.id, '同意，价格合理');
    expect(response.statusCode, response.body).toBe(200);
    const result = body<AuditActionResult>(response).data;
    expect(result.task).toMatchObject({ id: task.id, status: 'done', result: 'approved', remark: '同意，价格合理', handledBy: BUYER_ADMIN.name, actions: [] });
    expect(result.todoCount).toBe(APPROVAL_DEMO.buyerAdminTodo - 1);
    const todo = await list(admin, 'todo', { pageSize: 100 });
    expect(todo.total).toBe(APPROVAL_DEMO.buyerAdminTodo - 1);
    expect(todo.rows.some((row) => row.id === task.id)).toBe(false);
    const done = await list(admin, 'done', { pageSize: 5 });
    expect(done.total).toBe(APPROVAL_DEMO.buyerAdminDone + 1);
    expect(done.rows[0]).toMatchObject({ id: task.id, result: 'approved' });
    const after = await overview(admin);
    expect(after.total).toBe(before.total - 1);
    expect(after.groups.find((group) => group.todoType === 'audit')?.count).toBe(APPROVAL_DEMO.buyerAdminTodo - 1);
    // The flow dialog shows the step done with the remark, and the director's step current.
    const flow = await diagram(admin, task.flowId);
    expect(flow.status).toBe('running');
    expect(flow.nodes[1]).toMatchObject({ name: '部门经理审批', status: 'done', comment: '同意，价格合理' });
    expect(flow.nodes[2]).toMatchObject({ status: 'current' });
    // Done is done.
    const again = await act(admin, 'approve', task.id);
    expect(again.statusCode).toBe(400);
    expect(body(again).messageCode).toBe('audit.alreadyHandled');
  });

  it("passes a reviewed task on to the next user's to-do list, and ends the process at the last step", async () => {
    const review = await firstTodo(user);
    const adminBefore = (await list(admin, 'todo')).total;
    expect((await act(user, 'approve', review.id, '资质齐全')).statusCode).toBe(200);
    const adminTodo = await list(admin, 'todo', { pageSize: 100 });
    expect(adminTodo.total).toBe(adminBefore + 1);
    const passed = adminTodo.rows.find((row) => row.flowId === review.flowId)!;
    expect(passed).toMatchObject({ nodeName: '部门经理审批', status: 'todo' });
    expect((await act(admin, 'approve', passed.id, '同意')).statusCode).toBe(200);
    const flow = await diagram(admin, review.flowId);
    expect(flow.status).toBe('approved');
    expect(flow.nodes.map((node) => node.status)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('rejects with a remark: the process ends rejected and its later steps are skipped', async () => {
    const task = await firstTodo(admin, 'rfqEdit');
    const response = await act(admin, 'reject', task.id, '价格偏高，请重新询价');
    expect(response.statusCode).toBe(200);
    expect(body<AuditActionResult>(response).data.task).toMatchObject({ status: 'done', result: 'rejected', remark: '价格偏高，请重新询价' });
    const flow = await diagram(admin, task.flowId);
    expect(flow.status).toBe('rejected');
    expect(flow.nodes.map((node) => node.status)).toEqual(['done', 'rejected', 'skipped', 'skipped']);
    expect(flow.nodes[1]?.comment).toBe('价格偏高，请重新询价');
  });

  it('lets the starter withdraw a running approval, under /v2 too; nobody else, and not twice', async () => {
    const task = await firstTodo(admin, 'materialSource');
    // The starter's own first step is in their done list and offers the withdrawal.
    const submitted = (await list(user, 'done', { pageSize: 100, keyword: task.businessId })).rows.find((row) => row.flowId === task.flowId)!;
    expect(submitted).toMatchObject({ result: 'submitted', actions: ['withdraw'] });
    const notStarter = await act(admin, 'withdraw', task.id);
    expect(notStarter.statusCode).toBe(403);
    expect(body(notStarter).messageCode).toBe('audit.withdrawStarterOnly');
    const todoBefore = (await list(admin, 'todo')).total;
    const withdrawn = await act(user, 'withdraw', submitted.id, '金额有误，撤回修改', '/v2');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await list(admin, 'todo')).total).toBe(todoBefore - 1);
    const closed = (await list(admin, 'done', { pageSize: 5 })).rows[0]!;
    expect(closed).toMatchObject({ id: task.id, result: 'withdrawn', remark: '金额有误，撤回修改', handledBy: BUYER_USER.name });
    const flow = await diagram(user, task.flowId);
    expect(flow.status).toBe('withdrawn');
    expect(flow.nodes.map((node) => node.status)).toEqual(['done', 'skipped', 'skipped', 'skipped']);
    const twice = await act(user, 'withdraw', submitted.id);
    expect(twice.statusCode).toBe(400);
    expect(body(twice).messageCode).toBe('audit.alreadyHandled');
  });

  it('refuses unknown actions and malformed ids', async () => {
    const task = await firstTodo(admin);
    const unknown = await act(admin, 'delete', task.id);
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).messageCode).toBe('audit.unknownAction');
    expect(body(await act(admin, 'approve', 'x1')).messageCode).toBe('audit.invalidId');
    expect((await act(admin, 'approve', '99999999')).statusCode).toBe(404);
    const bad = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.findAuditTask, { id: 'abc' })}`, headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    const tooLong = await act(admin, 'approve', task.id, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
  });

  it('answers the to-do overview of each user: approvals and business to-dos, with the badge total', async () => {
    const supplierOverview = await overview(supplier);
    expect(supplierOverview.groups.map((group) => [group.todoType, group.count])).toEqual([
      ['audit', APPROVAL_DEMO.supplierTodo],
      ['orderConfirm', 5],
      ['enquiryQuote', 3],
      ['reconciliationConfirm', 2],
    ]);
    expect(supplierOverview.total).toBe(APPROVAL_DEMO.supplierTodo + 10);
    expect(JSON.stringify(supplierOverview)).not.toContain('AP-307000');
    const userOverview = await overview(user);
    expect(userOverview.groups.find((group) => group.todoType === 'deliveryReceive')?.count).toBe(3);
    expect(userOverview.groups[0]?.items.length).toBeLessThanOrEqual(5);
  });
  // Last: it changes the admin's counts. Ten concurrent approvals of one task (double clicks, two
  // tabs, two server instances): one is taken, the others see it handled; the flow moves one step.
  it('takes exactly one of ten concurrent approvals of one task', async () => {
    const task = await firstTodo(admin, 'orderDetail');
    const before = (await list(admin, 'todo', { pageSize: 1 })).total;
    const doneBefore = (await list(admin, 'done', { pageSize: 1 })).total;
    const answers = await Promise.all(Array.from({ length: 10 }, () => act(admin, 'approve', task.id, '同意')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(400);
      expect(body(answer).messageCode).toBe('audit.alreadyHandled');
    }
    expect((await list(admin, 'todo', { pageSize: 1 })).total).toBe(before - 1);
    expect((await list(admin, 'done', { pageSize: 1 })).total).toBe(doneBefore + 1);
    // The flow moved on by exactly one step: one current node, one approval recorded with its remark.
    const flow = await diagram(admin, task.flowId);
    expect(flow.nodes.filter((node) => node.status === 'current')).toHaveLength(1);
    expect(flow.nodes.filter((node) => node.status === 'done' && node.comment === '同意')).toHaveLength(1);
  });

  it('withdraws once when the starter withdraws ten times at once', async () => {
    const task = await firstTodo(admin, 'materialSource');
    const submitted = (await list(user, 'done', { pageSize: 100, keyword: task.businessId })).rows.find((row) => row.flowId === task.flowId)!;
    const todoBefore = (await list(admin, 'todo')).total;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => act(user, 'withdraw', submitted.id, `撤回 ${i}`)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400 && body(answer).messageCode === 'audit.alreadyHandled')).toHaveLength(9);
    expect((await list(admin, 'todo')).total).toBe(todoBefore - 1);
    // One closed task, carrying the one withdrawal's remark; the flow withdrawn.
    const closed = (await list(admin, 'done', { pageSize: 100 })).rows.filter((row) => row.flowId === task.flowId);
    expect(closed).toHaveLength(1);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(closed[0]).toMatchObject({ result: 'withdrawn', remark: `撤回 ${winner}` });
    expect((await diagram(user, task.flowId)).status).toBe('withdrawn');
  });
});
