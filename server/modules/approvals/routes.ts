// To-dos and approvals: ElsTodoService/selectTodoList (the to-do overview and its badge count) and
// the common audit service — the to-do and done lists and the actions approve, reject (a remark is
// required) and withdraw — also under /v2, where the HTTP client sends it in the environments of
// app.auditServiceV2Prefix. A task is seen by its assignee and by the process's starter only; any
// other task answers like a missing one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_TASK_ID, AUDIT_TYPE_ALL, isAuditAction } from '../../../src/contract/approvals.js';
import {} from '../../../src/contract/approvalsBodies.js';
import { normalizeKeyword, pageWindow } from '../../../src/contract/paging.js';
import type { ModuleOptions } from '../../platform/context.js';
import { lockKey } from '../../platform/db/database.js';
import { requireUser } from '../../platform/auth/guard.js';
import { badRequest, forbidden, notFound, ok } from '../../platform/http/envelope.js';
import { announceProcessChange, openTasksOf } from './push.js';
import { ApprovalRepo } from './repo.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

function taskId(value: string): number {
  if (!AUDIT_TASK_ID.test(value)) throw badRequest('audit.invalidId');
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw badRequest('audit.invalidId');
  return id;
}

export const approvalsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const repo = new ApprovalRepo(ctx.db);

  route(app, endpoints.selectTodoList, async (request) => ok(await repo.overview(requireUser(request))));

  // The common audit service is served as it is and under /v2 (the declarations' prefixes).
  {
    for (const [list, endpoint] of [
      ['todo', endpoints.findTodoTasks],
      ['done', endpoints.findDoneTasks],
    ] as const) {
      route(app, endpoint, async (request) => {
        const user = requireUser(request);
        const body = request.body ?? {};
        // The body's schema refused a malformed type and a page size out of bounds; 'all' is every type.
        const auditType = body.auditType && body.auditType !== AUDIT_TYPE_ALL ? body.auditType : undefined;
        return ok(await repo.list(user, list, { auditType, keyword: normalizeKeyword(body.keyword) }, pageWindow(body)));
      });
    }

    route(app, endpoints.findAuditTask, async (request) => {
      const user = requireUser(request);
      const task = await repo.find(user, taskId(request.params.id));
      if (!task) throw notFound('audit.notFound');
      return ok(task);
    });

    // The caller chooses the method (the platform sends POST; PUT is taken too).
    route(app, endpoints.auditAction, async (request) => {
      const user = requireUser(request);
      const { action } = request.params;
      if (!isAuditAction(action))
        throw badRequest('audit.unknownAction', {
          action: action.slice(0, 40),
        });
      const body = request.body;
      if (body.elsAccount !== user.elsAccount || body.elsSubAccount !== user.elsSubAccount) throw forbidden('audit.ownOnly');
      const id = taskId(body.id);
      const found = await repo.findRow(user, id);
      if (!found) throw notFound('audit.notFound');
      const remark = (body.remark ?? '').trim();
      const now = new Date().toISOString();
      // Read, check and write in one transaction holding the process's lock: of two concurrent
      // actions on one process (two tabs, two instances), the second sees the first's outcome.
      const { openBefore, openAfter } = await ctx.db.transaction().execute(async (trx) => {
        await lockKey(trx, 'approval', found.process_instance_id);
        const inTransaction = new ApprovalRepo(trx);
        const row = await inTransaction.findRow(user, id);
        if (!row) throw notFound('audit.notFound');
        const before = await openTasksOf(trx, row.process_instance_id);
        if (action === 'withdraw') {
          if (row.process_status !== 'running') throw badRequest('audit.alreadyHandled');
          if (row.starter_sub_account === '' || row.starter_sub_account !== user.elsSubAccount) throw forbidden('audit.withdrawStarterOnly');
          await inTransaction.withdraw(row, remark, user.name, now);
        } else {
          if (row.status !== 'todo') throw badRequest('audit.alreadyHandled');
          if (row.assignee_sub_account !== user.elsSubAccount) throw forbidden('audit.notAssignee');
          if (action === 'reject') {
            if (remark === '') throw badRequest('audit.remarkRequired');
            await inTransaction.reject(row, remark, user.name, now);
          } else {
            await inTransaction.approve(row, remark, user.name, now);
          }
        }
        return { openBefore: before, openAfter: await openTasksOf(trx, row.process_instance_id) };
      });
      // The next approver hears of the new task; everyone whose to-do list changed gets new counts.
      void announceProcessChange(ctx.push, user, openBefore, openAfter);
      return ok({
        task: (await repo.find(user, id))!,
        todoCount: await repo.todoCount(user),
      });
    });
  }
};
