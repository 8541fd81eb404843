// Approval tasks (one per step of an approval process that a user of the company handles) and the
// business to-dos of the to-do overview. The processes themselves, with the nodes the flow dialog
// draws, are the tables of flowMigration.ts (approval_processes, approval_nodes): an action here writes
// the node's outcome there too, so the dialog shows what was done.
import type { Migration } from '../../platform/db/steps.js';

export const approvalsMigrations: readonly Migration[] = [
  {
    version: 11,
    name: 'approval tasks and business to-dos',
    async up(db) {
      await db.exec(`
        CREATE TABLE audit_tasks (
          id INTEGER PRIMARY KEY,
          els_account TEXT NOT NULL,
          -- The process (approval_processes.process_instance_id: the flow dialog's id) and its step.
          process_instance_id TEXT NOT NULL,
          node_seq INTEGER NOT NULL,
          node_name TEXT NOT NULL,
          audit_type TEXT NOT NULL,
          business_id TEXT NOT NULL,
          title TEXT NOT NULL,
          -- Who handles this step, and who started the process ('' for a person without an account here).
          assignee_sub_account TEXT NOT NULL,
          starter_sub_account TEXT NOT NULL,
          started_by TEXT NOT NULL,
          started_at TEXT NOT NULL,
          -- pending: a later step not reached yet; todo: the step waiting for its assignee; done:
          -- handled (or withdrawn while open); closed: never reached (rejected or withdrawn before).
          status TEXT NOT NULL CHECK (status IN ('pending', 'todo', 'done', 'closed')),
          created_at TEXT,
          result TEXT CHECK (result IN ('submitted', 'approved', 'rejected', 'withdrawn')),
          remark TEXT NOT NULL DEFAULT '',
          handled_by TEXT,
          handled_at TEXT,
          -- The title and business number, lower-cased: what a keyword is looked for in.
          search_text TEXT NOT NULL,
          UNIQUE (process_instance_id, node_seq)
        );
        -- The to-do list (and its count) and the done list of one user, each in its order.
        CREATE INDEX audit_tasks_todo ON audit_tasks (els_account, assignee_sub_account, created_at DESC, id DESC) WHERE status = 'todo';
        CREATE INDEX audit_tasks_done ON audit_tasks (els_account, assignee_sub_account, handled_at DESC, id DESC) WHERE status = 'done';

        CREATE TABLE todo_items (
          id INTEGER PRIMARY KEY,
          els_account TEXT NOT NULL,
          els_sub_account TEXT NOT NULL,
          todo_type TEXT NOT NULL,
          title TEXT NOT NULL,
          business_type TEXT NOT NULL,
          business_id TEXT NOT NULL,
          created_at TEXT NOT NULL,
          done_at TEXT
        );
        CREATE INDEX todo_items_open ON todo_items (els_account, els_sub_account, todo_type, created_at DESC) WHERE done_at IS NULL;
      `);
    },
  },
];
