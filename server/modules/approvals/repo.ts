// Queries of the approval tasks and business to-dos. A task belongs to its company (els_account)
// and is seen by its assignee and by the person who started the process; every query names both
// the account and the sub-account.
//
// The process and its nodes are this module's approval_processes and approval_nodes (flowMigration.ts),
// which the flow dialog's diagram reads (flowRepo.ts): an action writes its outcome into them.
import type { Statement } from 'better-sqlite3';
import type { Account } from '../../../src/contract/auth.js';
import type { AuditAction, AuditResult, AuditTask, TodoGroup, TodoItem, TodoOverview, TodoType } from '../../../src/contract/approvals.js';
import { TODO_GROUP_ITEMS, TODO_TYPES } from '../../../src/contract/approvals.js';
import type { PageResult } from '../../../src/contract/paging.js';
import type { Database } from '../../platform/db/database.js';
import { withEnglish } from './english.js';

export type TaskStatus = 'pending' | 'todo' | 'done' | 'closed';

interface TaskRow {
  id: number;
  els_account: string;
  process_instance_id: string;
  node_seq: number;
  node_name: string;
  audit_type: string;
  business_id: string;
  title: string;
  assignee_sub_account: string;
  starter_sub_account: string;
  started_by: string;
  started_at: string;
  status: TaskStatus;
  created_at: string | null;
  result: AuditResult | null;
  remark: string;
  handled_by: string | null;
  handled_at: string | null;
  /** approval_processes.status (null when the process is missing there). */
  process_status: string | null;
}

const TASK_SELECT = `SELECT t.*, p.status AS process_status FROM audit_tasks t
  LEFT JOIN approval_processes p ON p.process_instance_id = t.process_instance_id`;

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
  private readonly lists = new Map<string, { count: Statement; page: Statement }>();
  private readonly visible: Statement;
  private readonly todoCountOf: Statement;

  constructor(private readonly db: Database) {
    // A task the user may see: its assignee's, or the process starter's.
    this.visible = db.prepare(`${TASK_SELECT} WHERE t.id = @id AND t.els_account = @account AND (t.assignee_sub_account = @subAccount OR t.starter_sub_account = @subAccount)`);
    this.todoCountOf = db.prepare("SELECT count(*) AS n FROM audit_tasks WHERE els_account = ? AND assignee_sub_account = ? AND status = 'todo'");
  }

  private compiled(list: 'todo' | 'done', filter: TaskFilter) {
    const key = `${list}|${filter.auditType ? 't' : ''}|${filter.keyword ? 'k' : ''}`;
    let found = this.lists.get(key);
    if (!found) {
      const where = ['t.els_account = @account', 't.assignee_sub_account = @subAccount', `t.status = '${list}'`];
      if (filter.auditType) where.push('t.audit_type = @auditType');
      if (filter.keyword) where.push('instr(t.search_text, @keyword) > 0');
      const order = list === 'todo' ? 't.created_at DESC, t.id DESC' : 't.handled_at DESC, t.id DESC';
      found = {
        count: this.db.prepare(`SELECT count(*) AS n FROM audit_tasks t WHERE ${where.join(' AND ')}`),
        page: this.db.prepare(`${TASK_SELECT} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT @limit OFFSET @offset`),
      };
      this.lists.set(key, found);
    }
    return found;
  }

  /** The SQL of a list's page query (for EXPLAIN QUERY PLAN in tests). */
  listSql(list: 'todo' | 'done', filter: TaskFilter): string {
    return this.compiled(list, filter).page.source;
  }

  list(user: Account, list: 'todo' | 'done', filter: TaskFilter, page: Page): PageResult<AuditTask> {
    const { count, page: pageQuery } = this.compiled(list, filter);
    const bind: Record<string, string | number> = { account: user.elsAccount, subAccount: user.elsSubAccount };
    if (filter.auditType) bind.auditType = filter.auditType;
    if (filter.keyword) bind.keyword = filter.keyword;
    const total = (count.get(bind) as { n: number }).n;
    const rows = page.offset < total ? (pageQuery.all({ ...bind, limit: page.pageSize, offset: page.offset }) as TaskRow[]) : [];
    return { rows: rows.map((row) => taskOf(row, user)), total, pageNo: page.pageNo, pageSize: page.pageSize };
  }

  /** A task the user may see (as its assignee or the process's starter), as a row. */
  findRow(user: Account, id: number): TaskRow | undefined {
    return this.visible.get({ id, account: user.elsAccount, subAccount: user.elsSubAccount }) as TaskRow | undefined;
  }

  find(user: Account, id: number): AuditTask | undefined {
    const row = this.findRow(user, id);
    return row ? taskOf(row, user) : undefined;
  }

  todoCount(user: Account): number {
    return (this.todoCountOf.get(user.elsAccount, user.elsSubAccount) as { n: number }).n;
  }

  /** The assignee approves: the step is done, the next step becomes current (or the process ends approved). */
  approve(row: TaskRow, remark: string, by: string, now: string): void {
    this.db.transaction(() => {
      this.finishTask(row.id, 'approved', remark, by, now);
      const pid = row.process_instance_id;
      this.db.prepare("UPDATE approval_nodes SET status = 'done', comment = ?, finished_at = ? WHERE process_instance_id = ? AND seq = ?").run(remark || '同意', now, pid, row.node_seq);
      const next = this.db.prepare('SELECT seq, assignee FROM approval_nodes WHERE process_instance_id = ? AND seq > ? ORDER BY seq').all(pid, row.node_seq) as Array<{ seq: number; assignee: string }>;
      const [following] = next;
      // The last node with no assignee is the end marker: reaching it ends the process.
      if (!following || (next.length === 1 && following.assignee === '')) {
        if (following) this.db.prepare("UPDATE approval_nodes SET status = 'done', finished_at = ? WHERE process_instance_id = ? AND seq = ?").run(now, pid, following.seq);
        this.db.prepare("UPDATE approval_processes SET status = 'approved' WHERE process_instance_id = ?").run(pid);
        return;
      }
      this.db.prepare("UPDATE approval_nodes SET status = 'current' WHERE process_instance_id = ? AND seq = ?").run(pid, following.seq);
      this.db.prepare("UPDATE audit_tasks SET status = 'todo', created_at = ? WHERE process_instance_id = ? AND node_seq = ? AND status = 'pending'").run(now, pid, following.seq);
    })();
  }

  /** The assignee rejects: the process ends rejected; later steps are never reached. */
  reject(row: TaskRow, remark: string, by: string, now: string): void {
    this.db.transaction(() => {
      this.finishTask(row.id, 'rejected', remark, by, now);
      const pid = row.process_instance_id;
      this.db.prepare("UPDATE approval_nodes SET status = 'rejected', comment = ?, finished_at = ? WHERE process_instance_id = ? AND seq = ?").run(remark, now, pid, row.node_seq);
      this.db.prepare("UPDATE approval_nodes SET status = 'skipped' WHERE process_instance_id = ? AND seq > ?").run(pid, row.node_seq);
      this.db.prepare("UPDATE audit_tasks SET status = 'closed' WHERE process_instance_id = ? AND status = 'pending'").run(pid);
      this.db.prepare("UPDATE approval_processes SET status = 'rejected' WHERE process_instance_id = ?").run(pid);
    })();
  }

  /** The starter withdraws a running process: its open step leaves the assignee's to-do list (done, withdrawn). */
  withdraw(row: TaskRow, remark: string, by: string, now: string): void {
    this.db.transaction(() => {
      const pid = row.process_instance_id;
      this.db
        .prepare("UPDATE audit_tasks SET status = 'done', result = 'withdrawn', remark = ?, handled_by = ?, handled_at = ? WHERE process_instance_id = ? AND status = 'todo'")
        .run(remark, by, now, pid);
      this.db.prepare("UPDATE audit_tasks SET status = 'closed' WHERE process_instance_id = ? AND status = 'pending'").run(pid);
      this.db
        .prepare("UPDATE approval_nodes SET status = 'skipped', comment = CASE WHEN status = 'current' THEN ? ELSE comment END WHERE process_instance_id = ? AND status IN ('current', 'pending')")
        .run(remark ? `发起人撤回：${remark}` : '发起人撤回', pid);
      this.db.prepare("UPDATE approval_processes SET status = 'withdrawn' WHERE process_instance_id = ?").run(pid);
    })();
  }

  private finishTask(id: number, result: AuditResult, remark: string, by: string, now: string): void {
    this.db.prepare("UPDATE audit_tasks SET status = 'done', result = ?, remark = ?, handled_by = ?, handled_at = ? WHERE id = ? AND status = 'todo'").run(result, remark, by, now, id);
  }

  /** The open to-dos of the user by kind: approval tasks, then the business to-dos. */
  overview(user: Account): TodoOverview {
    const groups: TodoGroup[] = [];
    const auditRows = this.db
      .prepare(
        `SELECT id, audit_type, business_id, title, created_at FROM audit_tasks WHERE els_account = ? AND assignee_sub_account = ? AND status = 'todo'
         ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .all(user.elsAccount, user.elsSubAccount, TODO_GROUP_ITEMS) as Array<{ id: number; audit_type: string; business_id: string; title: string; created_at: string }>;
    groups.push({
      todoType: 'audit',
      count: this.todoCount(user),
      items: auditRows.map((row) => ({ id: String(row.id), todoType: 'audit', title: row.title, ...withEnglish('titleEn', row.title), businessType: row.audit_type, businessId: row.business_id, createdAt: row.created_at })),
    });
    const countOf = this.db.prepare('SELECT count(*) AS n FROM todo_items WHERE els_account = ? AND els_sub_account = ? AND todo_type = ? AND done_at IS NULL');
    const itemsOf = this.db.prepare(
      `SELECT id, todo_type, title, business_type, business_id, created_at FROM todo_items
       WHERE els_account = ? AND els_sub_account = ? AND todo_type = ? AND done_at IS NULL ORDER BY created_at DESC LIMIT ?`,
    );
    for (const todoType of TODO_TYPES.filter((type) => type !== 'audit')) {
      const count = (countOf.get(user.elsAccount, user.elsSubAccount, todoType) as { n: number }).n;
      if (count === 0) continue;
      const items = (itemsOf.all(user.elsAccount, user.elsSubAccount, todoType, TODO_GROUP_ITEMS) as Array<{ id: number; todo_type: TodoType; title: string; business_type: string; business_id: string; created_at: string }>).map(
        (row): TodoItem => ({ id: String(row.id), todoType: row.todo_type, title: row.title, ...withEnglish('titleEn', row.title), businessType: row.business_type, businessId: row.business_id, createdAt: row.created_at }),
      );
      groups.push({ todoType, count, items });
    }
    return { total: groups.reduce((sum, group) => sum + group.count, 0), groups };
  }
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

const seedStatements = new WeakMap<Database, { process: Statement; node: Statement; task: Statement }>();

/** The insert statements of the demo data, compiled once per database. */
function seedStatementsOf(db: Database) {
  let found = seedStatements.get(db);
  if (!found) {
    found = {
      process: db.prepare(
        `INSERT INTO approval_processes (process_instance_id, els_account, business_type, business_id, title, status, started_by, started_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      node: db.prepare('INSERT INTO approval_nodes (process_instance_id, seq, node_name, assignee, status, comment, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      task: db.prepare(
        `INSERT INTO audit_tasks (els_account, process_instance_id, node_seq, node_name, audit_type, business_id, title, assignee_sub_account, starter_sub_account,
           started_by, started_at, status, created_at, result, remark, handled_by, handled_at, search_text)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
    };
    seedStatements.set(db, found);
  }
  return found;
}

/** Writes a process with its nodes and a task for each node handled by a user of the company. */
export function insertProcessWithTasks(db: Database, process: ProcessSeed): void {
  const { process: insertProcess, node, task } = seedStatementsOf(db);
  insertProcess.run(process.id, process.elsAccount, process.auditType, process.businessId, process.title, process.status, process.startedBy, process.startedAt);
  let reachedAt = process.startedAt;
  process.nodes.forEach((n, index) => {
    const seq = index + 1;
    node.run(process.id, seq, n.name, n.assignee, n.status, n.comment ?? null, n.finishedAt ?? null);
    if (n.subAccount !== undefined) {
      const status: TaskStatus = n.status === 'current' ? 'todo' : n.status === 'pending' ? 'pending' : n.status === 'skipped' ? 'closed' : 'done';
      const result: AuditResult | null = status !== 'done' ? null : seq === 1 ? 'submitted' : n.status === 'rejected' ? 'rejected' : 'approved';
      task.run(
        process.elsAccount,
        process.id,
        seq,
        n.name,
        process.auditType,
        process.businessId,
        process.title,
        n.subAccount,
        process.starterSubAccount,
        process.startedBy,
        process.startedAt,
        status,
        status === 'pending' || status === 'closed' ? null : reachedAt,
        result,
        status === 'done' ? (n.comment ?? '') : '',
        status === 'done' ? n.assignee : null,
        status === 'done' ? (n.finishedAt ?? null) : null,
        taskSearchText(process.title, process.businessId),
      );
    }
    if (n.finishedAt) reachedAt = n.finishedAt;
  });
}

export function insertTodoItem(db: Database, item: { elsAccount: string; elsSubAccount: string; todoType: TodoType; title: string; businessType: string; businessId: string; createdAt: string }): void {
  db.prepare('INSERT INTO todo_items (els_account, els_sub_account, todo_type, title, business_type, business_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    item.elsAccount,
    item.elsSubAccount,
    item.todoType,
    item.title,
    item.businessType,
    item.businessId,
    item.createdAt,
  );
}
