// Queries of the approval tasks and business to-dos. A task belongs to its company (els_account)
// and is seen by its assignee and by the person who started the process; every query names both
// the account and the sub-account.
//
// The process and its nodes are this module's approval_processes and approval_nodes (flowMigration.ts),
// which the flow dialog's diagram reads (flowRepo.ts): an action writes its outcome into them.
import { sql, type Selectable } from 'kysely';
import type { Account } from '../../../src/contract/auth.js';
import type { AuditAction, AuditResult, AuditTask, TodoGroup, TodoItem, TodoOverview, TodoType } from '../../../src/contract/approvals.js';
import { TODO_GROUP_ITEMS, TODO_TYPES } from '../../../src/contract/approvals.js';
import type { PageResult } from '../../../src/contract/paging.js';
import { containsText, type Db } from '../../platform/db/database.js';
import { withEnglish } from './english.js';
import { insertProcess } from './flowRepo.js';
import { approvalsOf, type ApprovalTables, type TaskStatus } from './tables.js';

export type { TaskStatus } from './tables.js';

type TaskRow = Omit<Selectable<ApprovalTables['audit_tasks']>, 'search_text'> & {
  /** approval_processes.status (null when the process is missing there). */
  process_status: string | null;
};


/** What a keyword is matched against. */
export function taskSearchText(title: string, businessId: string): string {
  return `${title}\u0001${businessId}`.toLowerCase();
}

/** The actions the caller may take on a task now. */
function actionsFor(row: TaskRow, user: Account): AuditAction[] {
  const actions: AuditAction[] = [];
  if (row.status === 'todo' && row.assignee_sub_account === user.elsSubAccount) actions.push('approve', 'reject');
  if (row.process_status === 'running' && row.starter_sub_account !== '' && row.starter_sub_account === user.elsSubAccount) actions.push('withdraw');
  return actions;
}

function taskOf(row: TaskRow, user: Account): AuditTask {
  return {
    id: String(row.id),
    auditType: row.audit_type,
    businessId: row.business_id,
    title: row.title,
    ...withEnglish('titleEn', row.title),
    flowId: row.process_instance_id,
    nodeName: row.node_name,
    ...withEnglish('nodeNameEn', row.node_name),
    startedBy: row.started_by,
    startedAt: row.started_at,
    createdAt: row.created_at ?? row.started_at,
    status: row.status === 'todo' ? 'todo' : 'done',
    result: row.result,
    remark: row.remark,
    handledBy: row.handled_by,
    handledAt: row.handled_at,
    actions: actionsFor(row, user),
  };
}

export interface TaskFilter {
  auditType: string | undefined;
  /** Normalised; '' for none. */
  keyword: string;
}

type Page = { pageNo: number; pageSize: number; offset: number };

export class ApprovalRepo {
  constructor(private readonly db: Db) {}

  /** Tasks with their process's status (null when the process is missing). */
  private tasks() {
    return approvalsOf(this.db)
      .selectFrom('audit_tasks as t')
      .leftJoin('approval_processes as p', 'p.process_instance_id', 't.process_instance_id')
      .selectAll('t')
      .select('p.status as process_status');
  }

  private listed(user: Account, list: 'todo' | 'done', filter: TaskFilter) {
    let query = approvalsOf(this.db)
      .selectFrom('audit_tasks as t')
      .where('t.els_account', '=', user.elsAccount)
      .where('t.assignee_sub_account', '=', user.elsSubAccount)
      // A literal, so that the database may use the partial index of the list.
      .where(sql<boolean>`t.status = ${sql.lit(list)}`);
    if (filter.auditType) query = query.where('t.audit_type', '=', filter.auditType);
    if (filter.keyword) query = query.where(containsText(this.db, sql.ref('t.search_text'), filter.keyword));
    return query;
  }

  private listPage(user: Account, list: 'todo' | 'done', filter: TaskFilter, limit: number, offset: number) {
    const ordered = this.listed(user, list, filter)
      .leftJoin('approval_processes as p', 'p.process_instance_id', 't.process_instance_id')
      .selectAll('t')
      .select('p.status as process_status');
    return (list === 'todo' ? ordered.orderBy('t.created_at', 'desc') : ordered.orderBy('t.handled_at', 'desc')).orderBy('t.id', 'desc').limit(limit).offset(offset);
  }

  /** The SQL and parameters of a list's page query (for the query plan in tests). */
  listSql(list: 'todo' | 'done', filter: TaskFilter): { sql: string; parameters: readonly unknown[] } {
    return this.listPage({ elsAccount: 'a', elsSubAccount: 'b' }, list, filter, 20, 0).compile();
  }

  async list(user: Account, list: 'todo' | 'done', filter: TaskFilter, page: Page): Promise<PageResult<AuditTask>> {
    const counted = await this.listed(user, list, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const total = Number(counted.n);
    const rows = page.offset < total ? await this.listPage(user, list, filter, page.pageSize, page.offset).execute() : [];
    return { rows: rows.map((row) => taskOf(rowOf(row), user)), total, pageNo: page.pageNo, pageSize: page.pageSize };
  }

  /** A task the user may see (as its assignee or the process's starter), as a row. */
  async findRow(user: Account, id: number): Promise<TaskRow | undefined> {
    const row = await this.tasks()
      .where('t.id', '=', id)
      .where('t.els_account', '=', user.elsAccount)
      .where((eb) => eb.or([eb('t.assignee_sub_account', '=', user.elsSubAccount), eb('t.starter_sub_account', '=', user.elsSubAccount)]))
      .executeTakeFirst();
    return row ? rowOf(row) : undefined;
  }

  async find(user: Account, id: number): Promise<AuditTask | undefined> {
    const row = await this.findRow(user, id);
    return row ? taskOf(row, user) : undefined;
  }

  async todoCount(user: Account): Promise<number> {
    const row = await approvalsOf(this.db)
      .selectFrom('audit_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('els_account', '=', user.elsAccount)
      .where('assignee_sub_account', '=', user.elsSubAccount)
      .where('status', '=', 'todo')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The assignee approves: the step is done, the next step becomes current (or the process ends approved). Run it in the action's transaction. */
  async approve(row: TaskRow, remark: string, by: string, now: string): Promise<void> {
    const q = approvalsOf(this.db);
    await this.finishTask(row.id, 'approved', remark, by, now);
    const pid = row.process_instance_id;
    await q
      .updateTable('approval_nodes')
      .set({ status: 'done', comment: remark || '同意', finished_at: now })
      .where('process_instance_id', '=', pid)
      .where('seq', '=', row.node_seq)
      .execute();
    const next = await q.selectFrom('approval_nodes').select(['seq', 'assignee']).where('process_instance_id', '=', pid).where('seq', '>', row.node_seq).orderBy('seq').execute();
    const [following] = next;
    // The last node with no assignee is the end marker: reaching it ends the process.
    if (!following || (next.length === 1 && following.assignee === '')) {
      if (following) await q.updateTable('approval_nodes').set({ status: 'done', finished_at: now }).where('process_instance_id', '=', pid).where('seq', '=', following.seq).execute();
      await q.updateTable('approval_processes').set({ status: 'approved' }).where('process_instance_id', '=', pid).execute();
      return;
    }
    await q.updateTable('approval_nodes').set({ status: 'current' }).where('process_instance_id', '=', pid).where('seq', '=', following.seq).execute();
    await q
      .updateTable('audit_tasks')
      .set({ status: 'todo', created_at: now })
      .where('process_instance_id', '=', pid)
      .where('node_seq', '=', following.seq)
      .where('status', '=', 'pending')
      .execute();
  }

  /** The assignee rejects: the process ends rejected; later steps are never reached. Run it in the action's transaction. */
  async reject(row: TaskRow, remark: string, by: string, now: string): Promise<void> {
    const q = approvalsOf(this.db);
    await this.finishTask(row.id, 'rejected', remark, by, now);
    const pid = row.process_instance_id;
    await q.updateTable('approval_nodes').set({ status: 'rejected', comment: remark, finished_at: now }).where('process_instance_id', '=', pid).where('seq', '=', row.node_seq).execute();
    await q.updateTable('approval_nodes').set({ status: 'skipped' }).where('process_instance_id', '=', pid).where('seq', '>', row.node_seq).execute();
    await q.updateTable('audit_tasks').set({ status: 'closed' }).where('process_instance_id', '=', pid).where('status', '=', 'pending').execute();
    await q.updateTable('approval_processes').set({ status: 'rejected' }).where('process_instance_id', '=', pid).execute();
  }

  /** The starter withdraws a running process: its open step leaves the assignee's to-do list (done, withdrawn). Run it in the action's transaction. */
  async withdraw(row: TaskRow, remark: string, by: string, now: string): Promise<void> {
    const q = approvalsOf(this.db);
    const pid = row.process_instance_id;
    await q
      .updateTable('audit_tasks')
      .set({ status: 'done', result: 'withdrawn', remark, handled_by: by, handled_at: now })
      .where('process_instance_id', '=', pid)
      .where('status', '=', 'todo')
      .execute();
    await q.updateTable('audit_tasks').set({ status: 'closed' }).where('process_instance_id', '=', pid).where('status', '=', 'pending').execute();
    const note = remark ? `发起人撤回：${remark}` : '发起人撤回';
    await q
      .updateTable('approval_nodes')
      .set({ status: 'skipped', comment: sql<string | null>`CASE WHEN status = 'current' THEN ${note} ELSE comment END` })
      .where('process_instance_id', '=', pid)
      .where('status', 'in', ['current', 'pending'])
      .execute();
    await q.updateTable('approval_processes').set({ status: 'withdrawn' }).where('process_instance_id', '=', pid).execute();
  }

  private async finishTask(id: number, result: AuditResult, remark: string, by: string, now: string): Promise<void> {
    await approvalsOf(this.db)
      .updateTable('audit_tasks')
      .set({ status: 'done', result, remark, handled_by: by, handled_at: now })
      .where('id', '=', id)
      .where('status', '=', 'todo')
      .execute();
  }

  /** The open to-dos of the user by kind: approval tasks, then the business to-dos. */
  async overview(user: Account): Promise<TodoOverview> {
    const q = approvalsOf(this.db);
    const groups: TodoGroup[] = [];
    const auditRows = await q
      .selectFrom('audit_tasks')
      .select(['id', 'audit_type', 'business_id', 'title', 'created_at'])
      .where('els_account', '=', user.elsAccount)
      .where('assignee_sub_account', '=', user.elsSubAccount)
      .where('status', '=', 'todo')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(TODO_GROUP_ITEMS)
      .execute();
    groups.push({
      todoType: 'audit',
      count: await this.todoCount(user),
      items: auditRows.map((row) => ({
        id: String(row.id),
        todoType: 'audit',
        title: row.title,
        ...withEnglish('titleEn', row.title),
        businessType: row.audit_type,
        businessId: row.business_id,
        createdAt: row.created_at ?? '',
      })),
    });
    const open = (todoType: TodoType) =>
      q.selectFrom('todo_items').where('els_account', '=', user.elsAccount).where('els_sub_account', '=', user.elsSubAccount).where('todo_type', '=', todoType).where('done_at', 'is', null);
    for (const todoType of TODO_TYPES.filter((type) => type !== 'audit')) {
      const count = Number((await open(todoType).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      if (count === 0) continue;
      const rows = await open(todoType).select(['id', 'todo_type', 'title', 'business_type', 'business_id', 'created_at']).orderBy('created_at', 'desc').limit(TODO_GROUP_ITEMS).execute();
      const items = rows.map(
        (row): TodoItem => ({ id: String(row.id), todoType: row.todo_type, title: row.title, ...withEnglish('titleEn', row.title), businessType: row.business_type, businessId: row.business_id, createdAt: row.created_at }),
      );
      groups.push({ todoType, count, items });
    }
    return { total: groups.reduce((sum, group) => sum + group.count, 0), groups };
  }
}

/** A joined row as the module reads it (ids and sequence numbers as numbers on both engines). */
function rowOf(row: Omit<TaskRow, 'process_status'> & { process_status: string | null; search_text?: string }): TaskRow {
  const { search_text: _searchText, ...rest } = row;
  return { ...rest, id: Number(row.id), node_seq: Number(row.node_seq) };
}

// ---- demo data -----------------------------------------------------------------------------

export type NodeSeed = {
  name: string;
  /** The person; '' for the end marker. */
  assignee: string;
  /** The sub-account of the company handling it, when the person has an account here. */
  subAccount?: string;
  status: 'done' | 'current' | 'pending' | 'rejected' | 'skipped';
  comment?: string;
  finishedAt?: string;
};

export interface ProcessSeed {
  id: string;
  elsAccount: string;
  auditType: string;
  businessId: string;
  title: string;
  status: 'running' | 'approved' | 'rejected' | 'withdrawn';
  startedBy: string;
  starterSubAccount: string;
  startedAt: string;
  nodes: NodeSeed[];
}

/** Writes a process with its nodes and a task for each node handled by a user of the company. */
export async function insertProcessWithTasks(db: Db, process: ProcessSeed): Promise<void> {
  const q = approvalsOf(db);
  await insertProcess(db, {
    id: process.id,
    elsAccount: process.elsAccount,
    businessType: process.auditType,
    businessId: process.businessId,
    title: process.title,
    status: process.status,
    startedBy: process.startedBy,
    startedAt: process.startedAt,
    nodes: process.nodes.map((n) => [n.name, n.assignee, n.status, n.comment, n.finishedAt]),
  });
  let reachedAt = process.startedAt;
  for (const [index, n] of process.nodes.entries()) {
    const seq = index + 1;
    if (n.subAccount !== undefined) {
      const status: TaskStatus = n.status === 'current' ? 'todo' : n.status === 'pending' ? 'pending' : n.status === 'skipped' ? 'closed' : 'done';
      const result: AuditResult | null = status !== 'done' ? null : seq === 1 ? 'submitted' : n.status === 'rejected' ? 'rejected' : 'approved';
      await q
        .insertInto('audit_tasks')
        .values({
          els_account: process.elsAccount,
          process_instance_id: process.id,
          node_seq: seq,
          node_name: n.name,
          audit_type: process.auditType,
          business_id: process.businessId,
          title: process.title,
          assignee_sub_account: n.subAccount,
          starter_sub_account: process.starterSubAccount,
          started_by: process.startedBy,
          started_at: process.startedAt,
          status,
          created_at: status === 'pending' || status === 'closed' ? null : reachedAt,
          result,
          remark: status === 'done' ? (n.comment ?? '') : '',
          handled_by: status === 'done' ? n.assignee : null,
          handled_at: status === 'done' ? (n.finishedAt ?? null) : null,
          search_text: taskSearchText(process.title, process.businessId),
        })
        .execute();
    }
    if (n.finishedAt) reachedAt = n.finishedAt;
  }
}

export async function insertTodoItem(
  db: Db,
  item: { elsAccount: string; elsSubAccount: string; todoType: TodoType; title: string; businessType: string; businessId: string; createdAt: string },
): Promise<void> {
  await approvalsOf(db)
    .insertInto('todo_items')
    .values({
      els_account: item.elsAccount,
      els_sub_account: item.elsSubAccount,
      todo_type: item.todoType,
      title: item.title,
      business_type: item.businessType,
      business_id: item.businessId,
      created_at: item.createdAt,
    })
    .execute();
}
