// What approvals tell the push service: the user's open approval tasks (its part of a `counts`
// event), and which tasks of a process are open, so that an action can announce the tasks it opened
// (a `todo` event to the next approver) and the counts of everyone whose list changed.
import type { Account } from '../../../src/contract/auth.js';
import type { TodoPushEvent } from '../../../src/contract/push.js';
import type { Db } from '../../platform/db/database.js';
import type { PushService } from '../../platform/push/service.js';
import { withEnglish } from './english.js';
import { ApprovalRepo } from './repo.js';
import { approvalsOf } from './tables.js';

/** The user's open approval tasks (the to-do badge: the total of todoPagelist). */
export async function todosOf(db: Db, owner: Account): Promise<{ todos: number }> {
  return { todos: await new ApprovalRepo(db).todoCount(owner) };
}

interface OpenTask {
  id: number;
  els_account: string;
  assignee_sub_account: string;
  title: string;
  audit_type: string;
  business_id: string;
  created_at: string | null;
  started_at: string;
}

/** The open (to-do) tasks of a process. */
export async function openTasksOf(db: Db, processInstanceId: string): Promise<OpenTask[]> {
  const rows = await approvalsOf(db)
    .selectFrom('audit_tasks')
    .select(['id', 'els_account', 'assignee_sub_account', 'title', 'audit_type', 'business_id', 'created_at', 'started_at'])
    .where('process_instance_id', '=', processInstanceId)
    .where('status', '=', 'todo')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * After an action on a process: a `todo` event to the assignee of each task it opened, and the new
 * counts to the actor and to every assignee whose list gained or lost a task.
 */
export async function announceProcessChange(push: PushService, actor: Account, before: readonly OpenTask[], after: readonly OpenTask[]): Promise<void> {
  const known = new Set(before.map((task) => task.id));
  const opened = after.filter((task) => !known.has(task.id));
  await Promise.all(opened.map((task) => push.publish({ elsAccount: task.els_account, elsSubAccount: task.assignee_sub_account }, todoEvent(task))));
  const owners = new Map<string, Account>([[`${actor.elsAccount}_${actor.elsSubAccount}`, actor]]);
  for (const task of [...before, ...after]) owners.set(`${task.els_account}_${task.assignee_sub_account}`, { elsAccount: task.els_account, elsSubAccount: task.assignee_sub_account });
  await Promise.all([...owners.values()].map((owner) => push.publishCounts(owner)));
}

function todoEvent(task: OpenTask): TodoPushEvent {
  return {
    type: 'todo',
    id: String(task.id),
    title: task.title,
    ...withEnglish('titleEn', task.title),
    businessType: task.audit_type,
    businessId: task.business_id,
    createdAt: task.created_at ?? task.started_at,
  };
}
