// The approvals module's tables (migration.ts, flowMigration.ts), for Kysely.
import type { Generated, Kysely } from 'kysely';
import type { AuditResult, TodoType } from '../../../src/contract/approvals.js';
import type { NodeStatus, ProcessStatus } from '../../../src/contract/flow.js';
import { tablesOf, type Db } from '../../platform/db/database.js';

export type TaskStatus = 'pending' | 'todo' | 'done' | 'closed';

export interface ApprovalTables {
  audit_tasks: {
    id: Generated<number>;
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
    search_text: string;
  };
  todo_items: {
    id: Generated<number>;
    els_account: string;
    els_sub_account: string;
    todo_type: TodoType;
    title: string;
    business_type: string;
    business_id: string;
    created_at: string;
    done_at: string | null;
  };
  approval_processes: {
    process_instance_id: string;
    els_account: string;
    business_type: string;
    business_id: string;
    title: string;
    status: ProcessStatus;
    started_by: string;
    started_at: string;
  };
  approval_nodes: {
    process_instance_id: string;
    seq: number;
    node_name: string;
    assignee: string;
    status: NodeStatus;
    comment: string | null;
    finished_at: string | null;
  };
}

export const approvalsOf = (db: Db): Kysely<ApprovalTables> => tablesOf<ApprovalTables>(db);
